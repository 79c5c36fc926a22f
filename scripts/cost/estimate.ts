/**
 * A month's bill from a month's usage (usage-model.ts), what each action was measured to cost (measured-actions.json)
 * and the prices (prices.ts): line items for the free and the paid Workers plan, and the limits each plan breaks.
 * R2, mail and phone codes are billed the same on both plans: R2 per account, mail at the cheapest Resend plan that
 * carries it, codes per message.
 */
import type { MeasuredAction } from './measured-action.ts';
import { d1, queues, r2, resend, telegramGateway, workers } from './prices.ts';
import type { ScaledFigure, Usage } from './usage-model.ts';

export interface Heaviest {
  action: string;
  value: number;
}

export interface Totals {
  requests: number;
  /** An upper bound: the measured figure is wall time in workerd, waiting on D1, R2 and the mail API included. */
  cpuMs: number;
  rowsRead: number;
  rowsWritten: number;
  classA: number;
  classB: number;
  queueOperations: number;
  mails: number;
  d1StorageGb: number;
  r2StorageGb: number;
  /** The action whose invocations take the most CPU (its figure over its requests), an upper bound likewise. */
  heaviestCpuMs: Heaviest;
  /** The action whose invocations make the most subrequests: D1 statements (one each), R2 calls, mails, queue sends. */
  heaviestSubrequests: Heaviest;
}

export interface LineItem {
  item: string;
  unit: 'month' | 'day' | 'GB' | 'invocation';
  quantity: number;
  included: number;
  billable: number;
  cost: number;
  /** A free-plan limit: work past it is refused, not billed. */
  hardLimit?: boolean;
}

export interface PlanEstimate {
  items: LineItem[];
  total: number;
  /** The plan's limits the month breaks (work refused), in words. */
  breaks: string[];
}

export interface Estimate {
  totals: Totals;
  mailPlan: string;
  free: PlanEstimate;
  paid: PlanEstimate;
}

const million = 1_000_000;

function figure(action: MeasuredAction, scale: Partial<Record<ScaledFigure, number>>, name: keyof MeasuredAction): number {
  return action[name] * (scale[name as ScaledFigure] ?? 1);
}

export function totalsOf(usage: Usage, measured: Record<string, MeasuredAction>): Totals {
  const totals: Totals = {
    requests: usage.light.requests,
    cpuMs: usage.light.cpuMs,
    rowsRead: 0,
    rowsWritten: 0,
    classA: 0,
    classB: 0,
    queueOperations: 0,
    mails: 0,
    d1StorageGb: usage.d1StorageGb,
    r2StorageGb: usage.r2StorageGb,
    heaviestCpuMs: { action: 'light requests', value: usage.light.requests > 0 ? usage.light.cpuMs / usage.light.requests : 0 },
    heaviestSubrequests: { action: 'none', value: 0 },
  };
  for (const [name, { count, scale }] of Object.entries(usage.actions)) {
    const action = measured[name];
    if (!action) throw new Error(`measured-actions.json has no "${name}": run BENCH_PARTS=budgets npm run bench`);
    const mails = figure(action, scale, 'mails');
    totals.requests += count * action.requests;
    totals.cpuMs += count * action.cpu_ms;
    totals.rowsRead += count * figure(action, scale, 'd1_rows_read');
    totals.rowsWritten += count * figure(action, scale, 'd1_rows_written');
    totals.classA += count * action.r2_class_a;
    totals.classB += count * action.r2_class_b;
    totals.queueOperations += count * action.queue_messages * queues.operationsPerMessage;
    totals.mails += count * mails;
    if (count <= 0) continue;
    const invocations = Math.max(1, action.requests);
    const cpu = action.cpu_ms / invocations;
    const subrequests = (action.d1_statements + action.r2_class_a + action.r2_class_b + mails + action.queue_messages) / invocations;
    if (cpu > totals.heaviestCpuMs.value) totals.heaviestCpuMs = { action: name, value: cpu };
    if (subrequests > totals.heaviestSubrequests.value) totals.heaviestSubrequests = { action: name, value: subrequests };
  }
  return totals;
}

/** Usage over an allowance at a price per `per` units; R2 rounds its billable usage up to whole units. */
function billed(item: string, unit: LineItem['unit'], quantity: number, included: number, price: number, per: number, roundUp = false): LineItem {
  const over = Math.max(0, quantity - included);
  const billable = roundUp ? Math.ceil(over / per) * per : over;
  return { item, unit, quantity, included, billable, cost: (billable / per) * price };
}

/** A free-plan limit: nothing is billed, and what passes it is refused. */
function limited(item: string, unit: LineItem['unit'], quantity: number, limit: number): LineItem {
  return { item, unit, quantity, included: limit, billable: 0, cost: 0, hardLimit: true };
}

export interface MailPlan {
  name: string;
  included: number;
  cost: number;
}

/** The cheapest Resend plan for a month's mail: Free only within both its monthly and its daily quota. */
export function mailPlanOf(mails: number, busiestDayMails = mails / 30): MailPlan {
  if (mails <= resend.free.perMonth && busiestDayMails <= resend.free.perDay) return { name: 'Resend Free', included: resend.free.perMonth, cost: 0 };
  const costs = resend.plans.map((plan) => ({
    name: `Resend ${plan.name}`,
    included: plan.included,
    cost: plan.monthly + Math.ceil(Math.max(0, mails - plan.included) / 1000) * resend.overagePerThousand,
  }));
  return costs.reduce((best, next) => (next.cost < best.cost ? next : best));
}

function sharedItems(totals: Totals, mail: MailPlan, usage: Usage): LineItem[] {
  return [
    billed('R2 Class A operations', 'month', totals.classA, r2.included.classA, r2.perMillionClassA, million, true),
    billed('R2 Class B operations', 'month', totals.classB, r2.included.classB, r2.perMillionClassB, million, true),
    billed('R2 storage GB-month', 'GB', totals.r2StorageGb, r2.included.storageGb, r2.perGbMonth, 1, true),
    {
      item: `Mail (${mail.name})`,
      unit: 'month',
      quantity: totals.mails,
      included: mail.included,
      billable: Math.max(0, totals.mails - mail.included),
      cost: mail.cost,
    },
    ...phoneCodeItems(usage),
  ];
}

/** Codes by phone, each channel at its price per code: Telegram's published one, the owner's for WhatsApp and SMS. */
function phoneCodeItems({ phoneCodes, phoneCodeUsd }: Usage): LineItem[] {
  const priced = (item: string, quantity: number, price: number): LineItem => ({
    item,
    unit: 'month',
    quantity,
    included: 0,
    billable: quantity,
    cost: quantity * price,
  });
  return [
    priced(`Phone codes by WhatsApp${phoneCodeUsd.whatsapp > 0 ? '' : ' (not priced)'}`, phoneCodes.whatsapp, phoneCodeUsd.whatsapp),
    priced('Phone codes by Telegram Gateway', phoneCodes.telegram, telegramGateway.perDeliveredCode),
    priced(`Phone codes by SMS${phoneCodeUsd.sms > 0 ? '' : ' (not priced)'}`, phoneCodes.sms, phoneCodeUsd.sms),
  ];
}

const plan = (items: LineItem[], breaks: string[]): PlanEstimate => ({ items, total: items.reduce((sum, line) => sum + line.cost, 0), breaks });
const whole = (value: number) => Math.round(value).toLocaleString('en-US');

export function estimate(usage: Usage, measured: Record<string, MeasuredAction>): Estimate {
  const totals = totalsOf(usage, measured);
  const busiestDay = (monthly: number) => (monthly / 30) * usage.busiestDayFactor;
  const mail = mailPlanOf(totals.mails, busiestDay(totals.mails));
  const shared = sharedItems(totals, mail, usage);

  const paidItems: LineItem[] = [
    { item: 'Workers Paid plan', unit: 'month', quantity: 1, included: 0, billable: 1, cost: workers.paid.monthly },
    billed('Workers requests', 'month', totals.requests, workers.paid.includedRequests, workers.paid.perMillionRequests, million),
    billed('Workers CPU ms (upper bound)', 'month', totals.cpuMs, workers.paid.includedCpuMs, workers.paid.perMillionCpuMs, million),
    billed('D1 rows read', 'month', totals.rowsRead, d1.paid.includedRowsRead, d1.paid.perMillionRead, million),
    billed('D1 rows written', 'month', totals.rowsWritten, d1.paid.includedRowsWritten, d1.paid.perMillionWritten, million),
    billed('D1 storage GB-month', 'GB', totals.d1StorageGb, d1.paid.includedStorageGb, d1.paid.perGbMonth, 1),
    billed('Queues operations', 'month', totals.queueOperations, queues.paid.includedOperations, queues.paid.perMillionOperations, million),
    ...shared,
  ];
  const paidBreaks =
    totals.d1StorageGb > d1.paid.databaseGb
      ? [`D1 database ${totals.d1StorageGb.toFixed(1)} GB > ${d1.paid.databaseGb} GB, which cannot be raised: split the data or use Turso (TURSO_DATABASE_URL)`]
      : [];

  const freeItems: LineItem[] = [
    { item: 'Workers Free plan', unit: 'month', quantity: 1, included: 1, billable: 0, cost: 0 },
    limited('Workers requests, busiest day', 'day', busiestDay(totals.requests), workers.free.requestsPerDay),
    limited('CPU ms, heaviest invocation', 'invocation', totals.heaviestCpuMs.value, workers.free.cpuMsPerInvocation),
    limited('Subrequests, heaviest invocation', 'invocation', totals.heaviestSubrequests.value, workers.free.subrequestsPerInvocation),
    limited('D1 rows read, busiest day', 'day', busiestDay(totals.rowsRead), d1.free.rowsReadPerDay),
    limited('D1 rows written, busiest day', 'day', busiestDay(totals.rowsWritten), d1.free.rowsWrittenPerDay),
    limited('D1 storage GB (one database)', 'GB', totals.d1StorageGb, d1.free.databaseGb),
    limited('Queues operations, busiest day', 'day', busiestDay(totals.queueOperations), queues.free.operationsPerDay),
    ...shared,
  ];
  const why: Record<string, string> = {
    'CPU ms, heaviest invocation': ` (${totals.heaviestCpuMs.action}, measured wall time; a password hash alone takes ~60 ms, decision 0001)`,
    'Subrequests, heaviest invocation': ` (${totals.heaviestSubrequests.action}: each mail is a fetch, each D1 statement counted one)`,
  };
  const freeBreaks = freeItems
    .filter((line) => line.hardLimit && line.quantity > line.included)
    .map((line) => {
      const shown = (value: number) => (line.unit === 'GB' ? `${value.toFixed(1)} GB` : whole(value));
      return `${line.item}: ${shown(line.quantity)} > ${shown(line.included)}${why[line.item] ?? ''}`;
    });

  return { totals, mailPlan: mail.name, free: plan(freeItems, freeBreaks), paid: plan(paidItems, paidBreaks) };
}
