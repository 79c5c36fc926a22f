/**
 * Cloudflare's, Resend's and Telegram's published prices and plan limits as `npm run cost` uses them (issue 30;
 * docs/decisions/0025). Money is in US dollars, "M" is a million. Each group names the page it was checked against and
 * when; prices change, so check the pages again before relying on a figure, and move `checkedOn` with them.
 *
 * How they were checked: against stored copies of the pages (and of cloudflare-docs' sources, which the pages are
 * built from). A figure those copies did not show is said so beside it, not guessed.
 */

/** The day every group below was last checked against its page. */
export const checkedOn = '2026-11-29';

export interface PriceGroup {
  name: string;
  url: string;
  checkedOn: string;
  /** Figures the page did not confirm (read elsewhere, or assumed), if any. */
  unconfirmed?: string;
}

/**
 * Workers Free: 100,000 requests a day (account-wide, reset at 00:00 UTC; over it a route fails open or shows error
 * 1027) and 10 ms of CPU per invocation; 50 subrequests per invocation (D1, R2 and fetch calls alike).
 * Workers Paid (the Standard usage model): $5 a month with 10M requests and 30M CPU ms, then $0.30 per M requests and
 * $0.02 per M CPU ms. Requests to static assets are free only when the worker is not run first (Kar runs it first).
 */
export const workers = {
  name: 'Workers',
  url: 'https://developers.cloudflare.com/workers/platform/pricing/',
  limitsUrl: 'https://developers.cloudflare.com/workers/platform/limits/',
  checkedOn,
  free: { requestsPerDay: 100_000, cpuMsPerInvocation: 10, subrequestsPerInvocation: 50 },
  paid: { monthly: 5, includedRequests: 10_000_000, includedCpuMs: 30_000_000, perMillionRequests: 0.3, perMillionCpuMs: 0.02 },
} as const;

/**
 * D1 Free: 5M rows read and 100,000 rows written a day, 5 GB stored (limits: 500 MB a database). D1 Paid: 25 billion
 * rows read and 50M written a month included, then $0.001 per M read and $1.00 per M written; 5 GB included, then
 * $0.75 per GB-month (limits: 10 GB a database, which "cannot be further increased").
 */
export const d1 = {
  name: 'D1',
  url: 'https://developers.cloudflare.com/d1/platform/pricing/',
  limitsUrl: 'https://developers.cloudflare.com/d1/platform/limits/',
  checkedOn,
  free: { rowsReadPerDay: 5_000_000, rowsWrittenPerDay: 100_000, storageGb: 5, databaseGb: 0.5 },
  paid: {
    includedRowsRead: 25_000_000_000,
    includedRowsWritten: 50_000_000,
    includedStorageGb: 5,
    perMillionRead: 0.001,
    perMillionWritten: 1,
    perGbMonth: 0.75,
    databaseGb: 10,
  },
} as const;

/**
 * R2 is billed per account on either Workers plan: 10 GB-month, 1M Class A and 10M Class B operations free each month,
 * then $0.015 per GB-month, $4.50 per M Class A, $0.36 per M Class B (Standard storage; egress free). Usage is rounded
 * up to the next billing unit (1,000,001 operations bill as 2M; 1.1 GB-month as 2).
 */
export const r2 = {
  name: 'R2',
  url: 'https://developers.cloudflare.com/r2/pricing/',
  checkedOn,
  included: { storageGb: 10, classA: 1_000_000, classB: 10_000_000 },
  perGbMonth: 0.015,
  perMillionClassA: 4.5,
  perMillionClassB: 0.36,
} as const;

/**
 * Queues: an operation per 64 KB written, read or deleted, so a delivered message is 3 (Kar's are far under 64 KB).
 * Workers Free: 10,000 operations a day (messages kept 24 hours). Workers Paid: 1M a month, then $0.40 per M.
 */
export const queues = {
  name: 'Queues',
  url: 'https://developers.cloudflare.com/queues/platform/pricing/',
  checkedOn,
  unconfirmed:
    "The free plan's 10,000 operations a day is in cloudflare-docs' source of the page (partial queues_pricing); an older stored copy of the page, from before Queues came to the free plan, showed only the paid plan.",
  operationsPerMessage: 3,
  free: { operationsPerDay: 10_000 },
  paid: { includedOperations: 1_000_000, perMillionOperations: 0.4 },
} as const;

/**
 * Resend's transactional plans. Free: 3,000 mails a month and 100 a day (Resend's "account quotas and limits" page).
 * Pro: $20 a month for 50,000, and with pay-as-you-go on, $0.90 per further 1,000 started (Resend's changelog
 * "Pay-as-you-go pricing"). Paid plans have no daily quota.
 */
export const resend = {
  name: 'Resend',
  url: 'https://resend.com/pricing',
  checkedOn,
  unconfirmed:
    'resend.com/pricing itself was not among the stored pages. Scale ($90 a month for 100,000, the same $0.90 overage) was read only on third-party summaries of it (flexprice.io, owostack.com), as were larger Scale tiers (1,000,000 for $650), which are left out: beyond 100,000 a month the mail line is an upper bound.',
  free: { perMonth: 3_000, perDay: 100 },
  plans: [
    { name: 'Pro', monthly: 20, included: 50_000 },
    { name: 'Scale', monthly: 90, included: 100_000 },
  ],
  overagePerThousand: 0.9,
} as const;

/**
 * Telegram's Gateway API (codes by phone number, decision 0027): $0.01 a code, charged only when it is delivered, and
 * free to the developer's own number. WhatsApp and SMS through Twilio are priced per country and not published here:
 * usage-model.ts counts those codes and prices them only at rates the owner gives.
 */
export const telegramGateway = {
  name: 'Telegram Gateway',
  url: 'https://core.telegram.org/gateway',
  checkedOn,
  unconfirmed:
    "The stored copy of Telegram's own Gateway page is from October 2024; guides of 2026 (tgcompass.com, telekit.link) give the same $0.01 a delivered code.",
  perDeliveredCode: 0.01,
} as const;

export const priceGroups: readonly PriceGroup[] = [workers, d1, r2, queues, resend, telegramGateway];
