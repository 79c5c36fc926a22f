/**
 * A month's bill from a month's usage (usage-model.ts), the measured cost of each action (measured-actions.json) and
 * the prices (prices.ts): the paid plans' line items, and whether the free plans would carry it at all.
 */
import { d1, queues, r2, resend, workers } from './prices.ts';
import type { MeasuredAction } from './measured-action.ts';
import type { Usage } from './usage-model.ts';

export interface Totals {
  requests: number;
  cpuMs: number;
  rowsRead: number;
  rowsWritten: number;
  classA: number;
  classB: number;
  queueOperations: number;
  mails: number;
  d1StorageGb: number;
  r2StorageGb: number;
  /** The most CPU one invocation of an action takes (its measured figure over its requests). */
  heaviestInvocationMs: number;
}

export interface LineItem {
  service: string;
  quantity: number;
  included: number;
  billable: number;
  cost: number;
}

export interface Estimate {
  totals: Totals;
  paid: { items: LineItem[]; total: number; mailPlan: string };
  free: { fits: boolean; problems: string[] };
}

export function totalsOf(usage: Usage, measured: Record<string, MeasuredAction>, cachedViewCpuMs: number): Totals {
  const totals: Totals = {
    requests: usage.cachedViews,
    cpuMs: usage.cachedViews * cachedViewCpuMs,
    rowsRead: 0,
    rowsWritten: 0,
    classA: 0,
    classB: 0,
    queueOperations: 0,
    mails: 0,
    d1StorageGb: usage.d1StorageGb,
    r2StorageGb: usage.r2StorageGb,
    heaviestInvocationMs: cachedViewCpuMs,
  };
  for (const [name, count] of Object.entries(usage.actions)) {
    const action = measured[name];
    if (!action) throw new Error(`measured-actions.json has no "${name}": run BENCH_PARTS=budgets npm run bench`);
    totals.requests += count * action.requests;
    totals.cpuMs += count * action.cpu_ms;
    totals.rowsRead += count * action.d1_rows_read;
    totals.rowsWritten += count * action.d1_rows_written;
    totals.classA += count * action.r2_class_a;
    totals.classB += count * action.r2_class_b;
    totals.queueOperations += count * action.queue_messages * queues.operationsPerMessage;
    totals.mails += count * action.mails;
    if (count > 0) totals.heaviestInvocationMs = Math.max(totals.heaviestInvocationMs, action.cpu_ms / Math.max(1, action.requests));
  }
  return totals;
}

/** Usage over an allowance, at a price per unit of `per`. */
function item(service: string, quantity: number, included: number, pricePer: number, per: number): LineItem {
  const billable = Math.max(0, quantity - included);
  return { service, quantity, included, billable, cost: (billable / per) * pricePer };
}

/** The cheapest of Resend's plans for a month's mail (free only within both its monthly and daily quota). */
export function mailPlanOf(mails: number): { name: string; cost: number } {
  if (mails <= resend.free.perMonth && mails / 30 <= resend.free.perDay) return { name: 'Resend Free', cost: 0 };
  const costs = resend.plans.map((plan) => ({
    name: `Resend ${plan.name}`,
    cost: plan.monthly + Math.ceil(Math.max(0, mails - plan.included) / 1000) * resend.overagePerThousand,
  }));
  return costs.reduce((best, next) => (next.cost < best.cost ? next : best));
}

export function estimate(usage: Usage, measured: Record<string, MeasuredAction>, cachedViewCpuMs: number): Estimate {
  const totals = totalsOf(usage, measured, cachedViewCpuMs);
  const mail = mailPlanOf(totals.mails);
  const million = 1_000_000;
  const items: LineItem[] = [
    { service: 'Workers Paid plan', quantity: 1, included: 0, billable: 1, cost: workers.paid.monthly },
    item('Workers requests', totals.requests, workers.paid.includedRequests, workers.paid.perMillionRequests, million),
    item('Workers CPU ms', totals.cpuMs, workers.paid.includedCpuMs, workers.paid.perMillionCpuMs, million),
    item('D1 rows read', totals.rowsRead, d1.paid.includedRowsRead, d1.paid.perMillionRead, million),
    item('D1 rows written', totals.rowsWritten, d1.paid.includedRowsWritten, d1.paid.perMillionWritten, million),
    item('D1 storage GB-month', totals.d1StorageGb, d1.paid.includedStorageGb, d1.paid.perGbMonth, 1),
    item('R2 Class A operations', totals.classA, r2.included.classA, r2.perMillionClassA, million),
    item('R2 Class B operations', totals.classB, r2.included.classB, r2.perMillionClassB, million),
    item('R2 storage GB-month', totals.r2StorageGb, r2.included.storageGb, r2.perGbMonth, 1),
    item('Queues operations', totals.queueOperations, queues.paid.includedOperations, queues.paid.perMillionOperations, million),
    { service: `Mail (${mail.name})`, quantity: totals.mails, included: 0, billable: totals.mails, cost: mail.cost },
  ];
  const perDay = (monthly: number) => monthly / 30;
  const problems = [
    perDay(totals.requests) > workers.free.requestsPerDay && `Workers requests ${Math.round(perDay(totals.requests))}/day > ${workers.free.requestsPerDay}/day`,
    totals.heaviestInvocationMs > workers.free.cpuMsPerInvocation &&
      `CPU per invocation up to ${Math.round(totals.heaviestInvocationMs)} ms (measured upper bound) > ${workers.free.cpuMsPerInvocation} ms, and a password hash alone takes ~60 ms`,
    perDay(totals.rowsRead) > d1.free.rowsReadPerDay && `D1 rows read ${Math.round(perDay(totals.rowsRead))}/day > ${d1.free.rowsReadPerDay}/day`,
    perDay(totals.rowsWritten) > d1.free.rowsWrittenPerDay &&
      `D1 rows written ${Math.round(perDay(totals.rowsWritten))}/day > ${d1.free.rowsWrittenPerDay}/day`,
    totals.d1StorageGb > d1.free.storageGb && `D1 storage ${totals.d1StorageGb.toFixed(1)} GB > ${d1.free.storageGb} GB`,
    perDay(totals.queueOperations) > queues.free.operationsPerDay &&
      `Queues ${Math.round(perDay(totals.queueOperations))} operations/day > ${queues.free.operationsPerDay}/day`,
  ].filter((problem): problem is string => typeof problem === 'string');
  return {
    totals,
    paid: { items, total: items.reduce((sum, line) => sum + line.cost, 0), mailPlan: mail.name },
    free: { fits: problems.length === 0, problems },
  };
}
