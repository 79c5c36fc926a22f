// `npm run cost -- --seekers N --companies M --jobs J --views V` (or `--preset city|region|country`, flags override
// it): a month of Kar on Cloudflare and Resend, from the measured cost of each action (scripts/cost/
// measured-actions.json, written by `BENCH_PARTS=budgets npm run bench`) and the published prices
// (scripts/cost/prices.ts, dated). `--json` prints the figures for another program. docs/decisions/0025.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { estimate, type Estimate } from './cost/estimate.ts';
import type { MeasuredAction } from './cost/measured-action.ts';
import { pricesCheckedOn } from './cost/prices.ts';
import { assumptions, type Preset, presets, type Sizes, usageOf } from './cost/usage-model.ts';

const measuredFile = resolve(import.meta.dirname, 'cost/measured-actions.json');
const usage = `Usage: npm run cost -- [--preset city|region|country] [--seekers N] [--companies N] [--jobs N] [--views N] [--json]
  --seekers    job seekers using Kar in a month
  --companies  companies hiring in a month
  --jobs       jobs published in a month
  --views      anonymous page views in a month`;

function fail(message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

function sizesFrom(argv: string[]): { sizes: Sizes; json: boolean } {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        preset: { type: 'string' },
        seekers: { type: 'string' },
        companies: { type: 'string' },
        jobs: { type: 'string' },
        views: { type: 'string' },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
      strict: true,
    });
  } catch (error) {
    fail((error as Error).message);
  }
  const { values } = parsed;
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const preset = values.preset;
  if (preset !== undefined && !(preset in presets)) fail(`Unknown preset "${preset}"`);
  const base: Sizes = preset ? presets[preset as Preset] : { seekers: 0, companies: 0, jobs: 0, views: 0 };
  const sizes = { ...base };
  for (const name of ['seekers', 'companies', 'jobs', 'views'] as const) {
    const text = values[name];
    if (text === undefined) continue;
    const value = Number(text.replace(/_/g, ''));
    if (!Number.isFinite(value) || value < 0 || !Number.isInteger(value)) fail(`--${name} must be a whole number ≥ 0, not "${text}"`);
    sizes[name] = value;
  }
  if (!preset && Object.values(sizes).every((value) => value === 0)) fail('Give a preset or at least one size.');
  return { sizes, json: values.json };
}

export function costOf(sizes: Sizes): Estimate & { sizes: Sizes; measuredAt: string; pricesCheckedOn: string } {
  const measured = JSON.parse(readFileSync(measuredFile, 'utf8')) as { measured_at: string; actions: Record<string, MeasuredAction> };
  const result = estimate(usageOf(sizes), measured.actions, assumptions.cachedViewCpuMs);
  return { ...result, sizes, measuredAt: measured.measured_at, pricesCheckedOn };
}

const number = (value: number) => Math.round(value).toLocaleString('en-US');
const dollars = (value: number) => `$${value.toFixed(2)}`;

function printTable(result: ReturnType<typeof costOf>): void {
  const { sizes } = result;
  console.log(
    `Kar for a month: ${number(sizes.seekers)} seekers, ${number(sizes.companies)} companies, ${number(sizes.jobs)} jobs, ${number(sizes.views)} anonymous views`,
  );
  console.log(`(actions measured ${result.measuredAt.slice(0, 10)}; prices checked ${result.pricesCheckedOn})\n`);
  const rows = result.paid.items.map((line) => [line.service, number(line.quantity), number(line.included), number(line.billable), dollars(line.cost)]);
  const header = ['Paid plans', 'used', 'included', 'billable', 'cost'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  console.log(`${'Total'.padEnd(widths[0] ?? 0)}  ${dollars(result.paid.total).padStart(widths.slice(1).reduce((sum, width) => sum + width + 2, -2))}\n`);
  if (result.free.fits) console.log(`Free plans: fit (Workers, D1 and Queues free; mail: ${result.paid.mailPlan}).`);
  else console.log(`Free plans: do not fit:\n${result.free.problems.map((problem) => `  - ${problem}`).join('\n')}`);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const { sizes, json } = sizesFrom(process.argv.slice(2));
  const result = costOf(sizes);
  if (json) console.log(JSON.stringify(result, null, 2));
  else printTable(result);
}
