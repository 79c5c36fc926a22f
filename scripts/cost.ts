// `npm run cost -- --seekers N --companies N --jobs N --views N` (or `--preset city|region|country`, flags override
// it): a month of Kar on Cloudflare, Resend and the phone channels, on the free and on the paid Workers plan, from
// what each action was measured to cost (scripts/cost/measured-actions.json, written by `BENCH_PARTS=budgets npm run
// bench`), how often a board of that size does it (scripts/cost/usage-model.ts) and the published prices
// (scripts/cost/prices.ts, dated). `--json` prints the same figures for another program. docs/decisions/0025.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { estimate, type Estimate, type LineItem, type PlanEstimate } from './cost/estimate.ts';
import { readMeasuredFile } from './cost/measured-file.ts';
import { checkedOn, priceGroups } from './cost/prices.ts';
import { assumptions, type Assumptions, presets, type Sizes, type Usage, usageOf } from './cost/usage-model.ts';

const usageText = `Usage: npm run cost -- [--preset city|region|country] [sizes] [knobs] [--json]
Sizes (a month; a preset's, or 0, where not given):
  --seekers N      job seekers with an account using Kar
  --companies N    companies hiring
  --jobs N         jobs open (each published in the month)
  --views N        anonymous page views
Knobs (defaults and why in scripts/cost/usage-model.ts):
  --applications-per-seeker N    applications a seeker sends a month (${assumptions.applicationsPerSeeker})
  --searches-per-view N          typed searches per anonymous view (${assumptions.searchesPerView})
  --cache-hit R                  share of anonymous views the edge cache answers, 0 to 1 (${assumptions.cacheHitRatio})
  --alert-share R                share of seekers with a daily job alert, 0 to 1 (${assumptions.alertShare})
  --cvs-per-seeker N             CVs a seeker keeps (${assumptions.cvsPerSeeker})
  --cv-file-kb N                 an uploaded CV's size (${assumptions.uploadedCvFileBytes / 1000})
  --application-file-kb N        an application's frozen CV PDF (${assumptions.applicationFileBytes / 1000})
  --assume name=value            any other assumption by its name (repeatable), such as your rates for a code
                                 to an Iraqi number: --assume whatsappCodeUsd=N --assume smsCodeUsd=N
  --json                         the figures as JSON
  --help                         this text`;

class UsageError extends Error {}

/** Flags that set an assumption, and the factor from the flag's unit to the assumption's. */
const knobFlags = {
  'applications-per-seeker': ['applicationsPerSeeker', 1],
  'searches-per-view': ['searchesPerView', 1],
  'cache-hit': ['cacheHitRatio', 1],
  'alert-share': ['alertShare', 1],
  'cvs-per-seeker': ['cvsPerSeeker', 1],
  'cv-file-kb': ['uploadedCvFileBytes', 1000],
  'application-file-kb': ['applicationFileBytes', 1000],
} as const satisfies Record<string, readonly [keyof Assumptions, number]>;

const isAssumption = (name: string): name is keyof Assumptions => Object.hasOwn(assumptions, name);

function numberOf(flag: string, text: string, { whole = false } = {}): number {
  const value = Number(text.replace(/_/g, ''));
  if (text.trim() === '' || !Number.isFinite(value) || value < 0 || (whole && !Number.isInteger(value))) {
    throw new UsageError(`${flag} must be ${whole ? 'a whole number' : 'a number'} ≥ 0, not "${text}"`);
  }
  return value;
}

function setAssumption(flag: string, name: keyof Assumptions, value: number, overrides: Partial<Assumptions>): void {
  if (/(Share|Ratio)$/.test(name) && value > 1) throw new UsageError(`${flag} is a share: 0 to 1, not ${value}`);
  overrides[name] = value;
}

export interface CostRequest {
  sizes: Sizes;
  overrides: Partial<Assumptions>;
  json: boolean;
  help: boolean;
}

export function requestFrom(argv: string[]): CostRequest {
  const knobOptions = Object.fromEntries(Object.keys(knobFlags).map((flag) => [flag, { type: 'string' as const }]));
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        preset: { type: 'string' },
        seekers: { type: 'string' },
        companies: { type: 'string' },
        jobs: { type: 'string' },
        views: { type: 'string' },
        ...knobOptions,
        assume: { type: 'string', multiple: true },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const option = (name: string) => (values as Record<string, unknown>)[name];
  if (values.help) return { sizes: { seekers: 0, companies: 0, jobs: 0, views: 0 }, overrides: {}, json: false, help: true };
  const preset = values.preset;
  if (preset !== undefined && !Object.hasOwn(presets, preset)) throw new UsageError(`Unknown preset "${preset}": city, region or country`);
  const sizes: Sizes = { ...(preset ? presets[preset as keyof typeof presets] : { seekers: 0, companies: 0, jobs: 0, views: 0 }) };
  for (const name of ['seekers', 'companies', 'jobs', 'views'] as const) {
    const text = option(name);
    if (typeof text === 'string') sizes[name] = numberOf(`--${name}`, text, { whole: true });
  }
  if (Object.values(sizes).every((value) => value === 0)) throw new UsageError('Give a preset or at least one size.');
  const overrides: Partial<Assumptions> = {};
  for (const [flag, [name, factor]] of Object.entries(knobFlags)) {
    const text = option(flag);
    if (typeof text === 'string') setAssumption(`--${flag}`, name, numberOf(`--${flag}`, text) * factor, overrides);
  }
  for (const pair of values.assume ?? []) {
    const [name = '', text] = pair.split('=');
    if (!isAssumption(name) || text === undefined) throw new UsageError(`--assume takes name=value with a name of usage-model.ts's assumptions, not "${pair}"`);
    setAssumption(`--assume ${name}`, name, numberOf(`--assume ${name}`, text), overrides);
  }
  return { sizes, overrides, json: values.json, help: false };
}

export interface Cost extends Estimate {
  sizes: Sizes;
  assumptions: Assumptions;
  usage: Usage;
  measuredAt: string;
  prices: typeof priceGroups;
}

export function costOf(sizes: Sizes, overrides: Partial<Assumptions> = {}): Cost {
  const measured = readMeasuredFile();
  const usage = usageOf(sizes, measured.actions, overrides);
  return {
    sizes,
    assumptions: { ...assumptions, ...overrides },
    usage,
    measuredAt: measured.measured_at,
    prices: priceGroups,
    ...estimate(usage, measured.actions),
  };
}

const whole = (value: number) => Math.round(value).toLocaleString('en-US');
const dollars = (value: number) => `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const tenths = (value: number) => value.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const amount = (line: LineItem, value: number) => (line.unit === 'GB' ? tenths(value) : whole(value));

/** Rows of cells, the first column left-aligned and the others right-aligned, two spaces apart. */
function table(rows: string[][]): string {
  const widths = (rows[0] ?? []).map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0)));
  const line = (row: string[]) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ');
  return rows.map(line).join('\n');
}

function planTable(title: string, columns: [string, string], plan: PlanEstimate): string {
  const rows = plan.items.map((line) => {
    const over = line.hardLimit ? Math.max(0, line.quantity - line.included) : line.billable;
    const mark = line.hardLimit && over > 0 ? '!' : '';
    return [line.item, amount(line, line.quantity), amount(line, line.included), `${amount(line, over)}${mark}`, dollars(line.cost)];
  });
  return table([[title, 'used', ...columns, 'cost'], ...rows, ['Total', '', '', '', dollars(plan.total)]]);
}

export function report(cost: Cost): string {
  const { sizes } = cost;
  const out = [
    `Kar for a month: ${whole(sizes.seekers)} seekers, ${whole(sizes.companies)} companies, ${whole(sizes.jobs)} jobs, ${whole(sizes.views)} anonymous views`,
    `Actions measured ${cost.measuredAt.slice(0, 10)} (scripts/cost/measured-actions.json); prices checked ${checkedOn} (scripts/cost/prices.ts)`,
    '',
    planTable('Paid plan (Workers Paid)', ['included', 'billable'], cost.paid),
    ...(cost.paid.breaks.length > 0 ? ['Breaks on the paid plan:', ...cost.paid.breaks.map((line) => `  - ${line}`)] : []),
    '',
    planTable('Free plan (Workers Free)', ['limit', 'over'], cost.free),
    cost.free.breaks.length > 0
      ? ['Breaks on the free plan (work past a limit marked ! is refused, not billed):', ...cost.free.breaks.map((line) => `  - ${line}`)].join('\n')
      : 'The free plan carries this month.',
    '',
    'R2, mail and phone codes are billed alike on both plans: R2 per account, mail at the cheapest Resend plan that carries it, codes per message.',
  ];
  if (cost.usage.notes.length > 0) out.push('', 'Model notes:', ...cost.usage.notes.map((note) => `  - ${note}`));
  return out.join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  try {
    const request = requestFrom(process.argv.slice(2));
    if (request.help) console.log(usageText);
    else {
      const cost = costOf(request.sizes, request.overrides);
      console.log(request.json ? JSON.stringify(cost, null, 2) : report(cost));
    }
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${usageText}`);
    process.exitCode = 2;
  }
}
