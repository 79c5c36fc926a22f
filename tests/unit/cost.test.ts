// `npm run cost` (issue 30; scripts/cost.ts, docs/decisions/0025): the usage model, the bill, the free plans' limits
// and the command line, over the measured actions in scripts/cost/measured-actions.json.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { costOf } from '../../scripts/cost';
import { estimate, mailPlanOf } from '../../scripts/cost/estimate';
import type { MeasuredAction } from '../../scripts/cost/measured-action';
import { d1, workers } from '../../scripts/cost/prices';
import { assumptions, presets, usageOf } from '../../scripts/cost/usage-model';

const measured = (JSON.parse(readFileSync('scripts/cost/measured-actions.json', 'utf8')) as { actions: Record<string, MeasuredAction> }).actions;
const none = { seekers: 0, companies: 0, jobs: 0, views: 0 };
const billOf = (sizes: typeof none) => estimate(usageOf(sizes), measured, assumptions.cachedViewCpuMs);
const line = (result: ReturnType<typeof billOf>, service: string) => result.paid.items.find((item) => item.service.startsWith(service));

describe('the usage model', () => {
  it('asks only for actions the budgets measured, each with every figure', () => {
    for (const name of Object.keys(usageOf(presets.region).actions)) {
      expect(measured[name], name).toMatchObject({
        requests: expect.any(Number),
        cpu_ms: expect.any(Number),
        d1_rows_read: expect.any(Number),
        d1_rows_written: expect.any(Number),
        mails: expect.any(Number),
      });
    }
  });

  it('grows in proportion with seekers, and views reach D1 only through the edge cache misses', () => {
    const one = usageOf({ ...none, seekers: 1_000 });
    const ten = usageOf({ ...none, seekers: 10_000 });
    for (const name of ['apply', 'cv_edit', 'sign_up_seeker', 'alerts_run_per_1000_seekers'])
      expect(ten.actions[name]).toBeCloseTo((one.actions[name] ?? 0) * 10);
    const views = usageOf({ ...none, views: 1_000_000 });
    expect(views.cachedViews).toBe(1_000_000 * assumptions.edgeCacheHitShare);
    expect((views.actions.job_page_view ?? 0) + (views.actions.job_list_view ?? 0) + (views.actions.search ?? 0)).toBeCloseTo(
      1_000_000 * (1 - assumptions.edgeCacheHitShare),
    );
  });
});

describe('the bill', () => {
  it('is the paid plan alone while the usage stays within what it includes', () => {
    const small = billOf({ seekers: 100, companies: 5, jobs: 10, views: 10_000 });
    expect(small.paid.total).toBeCloseTo(workers.paid.monthly);
    expect(small.paid.items.filter((item) => item.service !== 'Workers Paid plan').every((item) => item.cost === 0)).toBe(true);
  });

  it('charges what passes an allowance at its published price', () => {
    const country = billOf(presets.country);
    const writes = line(country, 'D1 rows written');
    expect(writes?.billable).toBeCloseTo((writes?.quantity ?? 0) - d1.paid.includedRowsWritten);
    expect(writes?.cost).toBeCloseTo(((writes?.billable ?? 0) / 1e6) * d1.paid.perMillionWritten);
    expect(country.paid.total).toBeCloseTo(country.paid.items.reduce((sum, item) => sum + item.cost, 0));
    // A bigger board never costs less.
    expect(country.paid.total).toBeGreaterThan(billOf(presets.region).paid.total);
    expect(billOf(presets.region).paid.total).toBeGreaterThan(billOf(presets.city).paid.total);
  });

  it('picks the cheapest mail plan: free within its monthly and daily quota, then the cheaper paid one with overages', () => {
    expect(mailPlanOf(2_000)).toEqual({ name: 'Resend Free', cost: 0 });
    expect(mailPlanOf(3_100).name).toBe('Resend Pro');
    expect(mailPlanOf(40_000)).toEqual({ name: 'Resend Pro', cost: 20 });
    expect(mailPlanOf(51_001)).toEqual({ name: 'Resend Pro', cost: 20 + 2 * 0.9 });
    // At the same overage price Scale's $90 for 100,000 never beats Pro's $20 for 50,000 plus overages.
    expect(mailPlanOf(200_000)).toEqual({ name: 'Resend Pro', cost: 20 + 150 * 0.9 });
  });

  it('says which free limits a board breaks', () => {
    const region = billOf(presets.region);
    expect(region.free.fits).toBe(false);
    expect(region.free.problems.join('\n')).toMatch(/Workers requests .*\/day > 100000\/day/);
    expect(region.free.problems.join('\n')).toMatch(/D1 storage/);
    // Kar's sign-in hashes a password with argon2 (~60 ms): never within the free plan's 10 ms.
    expect(billOf({ ...none, seekers: 1 }).free.problems.join('\n')).toMatch(/CPU per invocation/);
  });
});

describe('npm run cost', () => {
  it('prints with --json the same figures the function gives, for a preset with a size overridden', () => {
    const output = execFileSync(process.execPath, ['scripts/cost.ts', '--preset', 'city', '--jobs', '2000', '--json'], { encoding: 'utf8' });
    const printed = JSON.parse(output) as ReturnType<typeof costOf>;
    expect(printed.sizes).toEqual({ ...presets.city, jobs: 2000 });
    expect(printed.paid.total).toBeCloseTo(costOf({ ...presets.city, jobs: 2000 }).paid.total);
  });

  it("prints a table with the total and the free plans' verdict", () => {
    const output = execFileSync(process.execPath, ['scripts/cost.ts', '--seekers', '5000', '--views', '200000'], { encoding: 'utf8' });
    expect(output).toContain('5,000 seekers');
    expect(output).toMatch(/^Total\s+\$\d+\.\d\d$/m);
    expect(output).toContain('Free plans: do not fit');
  });

  it('refuses bad flags with exit code 2 and says why', () => {
    for (const args of [['--bogus'], ['--seekers', 'many'], ['--preset', 'planet'], ['--jobs', '1.5'], []]) {
      const run = spawnSync(process.execPath, ['scripts/cost.ts', ...args], { encoding: 'utf8' });
      expect(run.status, args.join(' ')).toBe(2);
      expect(run.stderr).toContain('Usage: npm run cost');
    }
  });
});
