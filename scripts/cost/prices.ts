/**
 * Cloudflare's and Resend's published prices and limits as `npm run cost` uses them (issue 30). Each group names the
 * page it was read from and when; prices change, so check them before relying on a figure (docs/decisions/0025).
 * Money is in US dollars; "M" is a million.
 */
export const pricesCheckedOn = '2026-11-29';

export const workers = {
  source: 'https://developers.cloudflare.com/workers/platform/pricing/ and /workers/platform/limits/',
  free: { requestsPerDay: 100_000, cpuMsPerInvocation: 10 },
  paid: { monthly: 5, includedRequests: 10_000_000, includedCpuMs: 30_000_000, perMillionRequests: 0.3, perMillionCpuMs: 0.02 },
};

export const d1 = {
  source: 'https://developers.cloudflare.com/d1/platform/pricing/',
  free: { rowsReadPerDay: 5_000_000, rowsWrittenPerDay: 100_000, storageGb: 5 },
  paid: {
    includedRowsRead: 25_000_000_000,
    includedRowsWritten: 50_000_000,
    includedStorageGb: 5,
    perMillionRead: 0.001,
    perMillionWritten: 1,
    perGbMonth: 0.75,
  },
};

/** The same allowance on both plans (R2 is billed per account, not by the Workers plan). */
export const r2 = {
  source: 'https://developers.cloudflare.com/r2/pricing/',
  included: { storageGb: 10, classA: 1_000_000, classB: 10_000_000 },
  perGbMonth: 0.015,
  perMillionClassA: 4.5,
  perMillionClassB: 0.36,
};

/** A message written, read and deleted is three operations (each per 64 KB; Kar's messages are far smaller). */
export const queues = {
  source: 'https://developers.cloudflare.com/queues/platform/pricing/',
  operationsPerMessage: 3,
  free: { operationsPerDay: 10_000 },
  paid: { includedOperations: 1_000_000, perMillionOperations: 0.4 },
};

/**
 * Resend's transactional plans: Free (3,000 a month, 100 a day), Pro (50,000 for $20) and Scale (100,000 for $90),
 * both paid plans $0.90 per 1,000 beyond their quota (pay-as-you-go). Larger Scale tiers are quoted per volume and
 * cost less per mail than these overages: the estimate is then an upper bound.
 */
export const resend = {
  source: 'https://resend.com/pricing',
  free: { perMonth: 3_000, perDay: 100 },
  plans: [
    { name: 'Pro', monthly: 20, included: 50_000 },
    { name: 'Scale', monthly: 90, included: 100_000 },
  ],
  overagePerThousand: 0.9,
};
