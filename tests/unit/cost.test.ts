// `npm run cost` (issue 30; scripts/cost.ts, docs/decisions/0025): the measured file's shape, the usage model, the bill
// on both plans, the free plan's limits and the command line.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { costOf } from '../../scripts/cost';
import { estimate, mailPlanOf, totalsOf, type Estimate } from '../../scripts/cost/estimate';
import { measuredFilePath, readMeasuredFile } from '../../scripts/cost/measured-file';
import { d1, r2, workers } from '../../scripts/cost/prices';
import { type Assumptions, candidateCap, measuredBoard, modelledActions, presets, type Sizes, usageOf } from '../../scripts/cost/usage-model';

const measuredFile = readMeasuredFile();
const measured = measuredFile.actions;
const none: Sizes = { seekers: 0, companies: 0, jobs: 0, views: 0 };
const usage = (sizes: Partial<Sizes>) => usageOf({ ...none, ...sizes }, measured);
const totals = (sizes: Partial<Sizes>) => totalsOf(usage(sizes), measured);
const billOf = (sizes: Partial<Sizes>) => estimate(usage(sizes), measured);
const line = (plan: Estimate['paid'], item: string) => plan.items.find((entry) => entry.item.startsWith(item));

function runCost(args: string[]) {
  return spawnSync(process.execPath, ['scripts/cost.ts', ...args], { encoding: 'utf8' });
}

describe('the measured file', () => {
  it('holds every action the model counts, each with every figure, and names the board it was measured on', () => {
    for (const name of modelledActions) expect(Object.keys(measured[name] ?? {}).sort(), name).toHaveLength(9);
    // The model scales from this board (usage-model.ts's measuredBoard): if the budgets' world changes, so must it.
    for (const words of [`${measuredBoard.openJobs} jobs`, `${measuredBoard.alerts} job alerts`, `${measuredBoard.instantAlerts} instant alerts`, '60 days']) {
      expect(measuredFile.source).toContain(words);
    }
  });

  it('is refused, naming what is wrong, when an action is missing or a figure is not a count', () => {
    const folder = mkdtempSync(join(tmpdir(), 'kar-cost-'));
    const withoutApply = join(folder, 'without-apply.json');
    const rest = Object.fromEntries(Object.entries(measured).filter(([name]) => name !== 'apply'));
    writeFileSync(withoutApply, JSON.stringify({ ...measuredFile, actions: rest }));
    expect(() => readMeasuredFile(withoutApply)).toThrow(/apply/);
    const negative = join(folder, 'negative.json');
    writeFileSync(negative, JSON.stringify({ ...measuredFile, actions: { ...measured, search: { ...measured.search, mails: -1 } } }));
    expect(() => readMeasuredFile(negative)).toThrow(/mails/);
    expect(measuredFilePath).toMatch(/scripts\/cost\/measured-actions\.json$/);
  });
});

describe('the usage model', () => {
  it('grows in proportion with seekers and with views', () => {
    // Past the smallest boards, where a scaled read is still held at its measured figure, each seeker adds the same.
    const [ten, twenty, forty] = [10_000, 20_000, 40_000].map((seekers) => totals({ jobs: 500, seekers }));
    for (const figure of ['requests', 'cpuMs', 'rowsRead', 'rowsWritten', 'classA', 'mails', 'd1StorageGb', 'r2StorageGb'] as const) {
      const [a = 0, b = 0, c = 0] = [ten, twenty, forty].map((result) => result?.[figure] ?? 0);
      expect((c - b) / (b - a), figure).toBeCloseTo(2, 9);
    }
    const views = usage({ views: 1_000_000 });
    const tenfold = usage({ views: 10_000_000 });
    expect(tenfold.light.requests).toBeCloseTo(10 * views.light.requests);
    expect(tenfold.actions.job_page_view?.count).toBeCloseTo(10 * (views.actions.job_page_view?.count ?? 0));
  });

  it('scales the reads of lists and searches with the open jobs, up to the candidate cap', () => {
    expect(usage({ jobs: 100 }).actions.search?.scale.d1_rows_read).toBe(1);
    expect(usage({ jobs: 2 * measuredBoard.openJobs }).actions.search?.scale.d1_rows_read).toBeCloseTo(2);
    expect(usage({ jobs: 50_000 }).actions.job_list_view?.scale).toEqual(usage({ jobs: candidateCap }).actions.job_list_view?.scale);
  });

  it("mails a daily alert as the budgets' board did on its 5 jobs a day, more on busier days, never twice a day", () => {
    const perDay = (jobs: number) => usage({ seekers: 10_000, jobs }).actions.alerts_run_per_1000_seekers?.scale.mails ?? 0;
    expect(perDay(measuredBoard.jobsPerDay * 30)).toBeCloseTo(1);
    expect(perDay(3_000)).toBeGreaterThan(perDay(600));
    const mailsPerThousand = measured.alerts_run_per_1000_seekers?.mails ?? 0;
    expect(perDay(1_000_000) * mailsPerThousand).toBeLessThanOrEqual(1000 + 1e-9);
  });

  it('counts instant alerts up to a few mails a holder a day, and says so when it does', () => {
    const quiet = usage({ seekers: 10_000, jobs: 150 });
    const busy = usage({ seekers: 10_000, jobs: 100_000 });
    expect(quiet.notes.join()).not.toMatch(/Instant alerts/);
    expect(busy.notes.join()).toMatch(/Instant alerts would mail each holder \d+ jobs a day; counted as 5/);
    const instantPerDay = (result: typeof busy, jobs: number) =>
      ((result.actions.job_publish?.scale.mails ?? 0) * (measured.job_publish?.mails ?? 0) * jobs) / 30;
    expect(instantPerDay(busy, 100_000)).toBeCloseTo(10_000 * 0.3 * 0.1 * 5);
  });

  it("mails each new job to its company's followers, in messages of up to a hundred, those with an address", () => {
    const perBatch = measured.followers_told_per_100?.mails ?? 0;
    expect(perBatch).toBe(100);
    const followers = (sizes: Partial<Sizes>, overrides: Partial<Assumptions> = {}) => {
      const use = usageOf({ ...none, ...sizes }, measured, { phoneSignUpShare: 0, ...overrides }).actions.followers_told_per_100;
      return { messages: use?.count ?? 0, mails: (use?.count ?? 0) * perBatch * (use?.scale.mails ?? 1) };
    };
    // 300 companies followed by 30,000 seekers once each: 100 followers a company, one full message and 100 mails a job.
    expect(followers({ seekers: 30_000, companies: 300, jobs: 1_500 })).toEqual({ messages: 1_500, mails: 150_000 });
    // Twice the follows: two messages a job. Half: still one message a job, half full.
    expect(followers({ seekers: 30_000, companies: 300, jobs: 1_500 }, { followsPerSeeker: 2 })).toEqual({ messages: 3_000, mails: 300_000 });
    expect(followers({ seekers: 30_000, companies: 600, jobs: 1_500 })).toEqual({ messages: 1_500, mails: 75_000 });
    // Followers who signed up by phone are told in the bell, not mailed.
    expect(followers({ seekers: 30_000, companies: 300, jobs: 1_500 }, { phoneSignUpShare: 0.5 }).mails).toBeCloseTo(75_000);
    expect(followers({ seekers: 30_000, jobs: 1_500 })).toEqual({ messages: 0, mails: 0 });
    const withFollowers = totalsOf(usageOf({ ...none, seekers: 30_000, companies: 300, jobs: 1_500 }, measured, { phoneSignUpShare: 0 }), measured);
    const withoutFollowers = totalsOf(
      usageOf({ ...none, seekers: 30_000, companies: 300, jobs: 1_500 }, measured, { phoneSignUpShare: 0, followsPerSeeker: 0 }),
      measured,
    );
    expect(withFollowers.mails - withoutFollowers.mails).toBeCloseTo(150_000);
  });

  it('sends a code to each phone sign-up and reset, by WhatsApp first, then Telegram, then SMS; those sign-ups get no mail', () => {
    const byPhone = (phoneSignUpShare: number) => usageOf({ ...none, seekers: 10_000 }, measured, { phoneSignUpShare });
    const half = byPhone(0.5);
    // 1,000 new seekers, half by phone, 1.2 codes each; 5,000 phone seekers, 2 resets in a hundred: 700 codes.
    const codes = half.phoneCodes.whatsapp + half.phoneCodes.telegram + half.phoneCodes.sms;
    expect(codes).toBeCloseTo(700);
    expect(half.phoneCodes.whatsapp / codes).toBeCloseTo(0.85);
    expect(half.phoneCodes.telegram / codes).toBeCloseTo(0.1);
    expect(half.phoneCodes.sms / codes).toBeCloseTo(0.05);
    expect(byPhone(0).phoneCodes).toEqual({ whatsapp: 0, telegram: 0, sms: 0 });
    // The sign-up was measured with a mail; by phone, none.
    const signUpMails = (usage: typeof half) => (usage.actions.sign_up_seeker?.count ?? 0) * (usage.actions.sign_up_seeker?.scale.mails ?? 1);
    expect(signUpMails(half)).toBeCloseTo(signUpMails(byPhone(0)) / 2);
  });
});

describe('the bill', () => {
  it("prices Telegram's codes at its published price, and WhatsApp's and SMS's only at the rates the owner gives", () => {
    const sizes = { ...none, seekers: 10_000 };
    const unpriced = estimate(usageOf(sizes, measured), measured);
    expect(line(unpriced.paid, 'Phone codes by Telegram Gateway')?.cost).toBeCloseTo(70 * 0.01);
    expect(line(unpriced.paid, 'Phone codes by WhatsApp (not priced)')?.cost).toBe(0);
    expect(usageOf(sizes, measured).notes.join()).toMatch(/counted, not priced/);
    const priced = estimate(usageOf(sizes, measured, { whatsappCodeUsd: 0.02, smsCodeUsd: 0.25 }), measured);
    expect(line(priced.paid, 'Phone codes by WhatsApp')?.cost).toBeCloseTo(595 * 0.02);
    expect(line(priced.paid, 'Phone codes by SMS')?.cost).toBeCloseTo(35 * 0.25);
    expect(priced.paid.total - unpriced.paid.total).toBeCloseTo(595 * 0.02 + 35 * 0.25);
    expect(usageOf(sizes, measured, { whatsappCodeUsd: 0.02, smsCodeUsd: 0.25 }).notes.join()).not.toMatch(/not priced/);
  });

  it('is the paid plan alone while the usage stays within what it includes, and never less', () => {
    const small = billOf({ seekers: 100, companies: 5, jobs: 10, views: 10_000 });
    // Codes sent to phones have no allowance: each is paid for (Telegram's $0.01, a few of them here).
    const codes = small.paid.items.filter((item) => item.item.startsWith('Phone codes'));
    expect(codes).toHaveLength(3);
    expect(small.paid.total).toBeCloseTo(workers.paid.monthly + codes.reduce((sum, item) => sum + item.cost, 0), 9);
    const allowanced = small.paid.items.filter((item) => item.item !== 'Workers Paid plan' && !codes.includes(item));
    expect(allowanced.every((item) => item.billable === 0 && item.cost === 0)).toBe(true);
    expect(small.mailPlan).toBe('Resend Free');
    for (const sizes of [none, { ...none, jobs: 1 }, presets.city, presets.country]) expect(billOf(sizes).paid.total).toBeGreaterThanOrEqual(5);
  });

  it('charges what passes an allowance at its published price; R2 by whole units', () => {
    const country = billOf(presets.country);
    const writes = line(country.paid, 'D1 rows written');
    expect(writes?.billable).toBeCloseTo((writes?.quantity ?? 0) - d1.paid.includedRowsWritten);
    expect(writes?.cost).toBeCloseTo(((writes?.billable ?? 0) / 1e6) * d1.paid.perMillionWritten);
    // 200,001 seekers' applications put 1,200,006 objects: 200,006 past the free million, billed as a whole million.
    const classA = line(billOf({ seekers: 200_001 }).paid, 'R2 Class A');
    expect(classA?.quantity).toBe(r2.included.classA + 200_006);
    expect(classA).toMatchObject({ billable: 1e6, cost: r2.perMillionClassA });
    expect(country.paid.total).toBeCloseTo(country.paid.items.reduce((sum, item) => sum + item.cost, 0));
    expect(country.paid.total).toBeGreaterThan(billOf(presets.region).paid.total);
    expect(billOf(presets.region).paid.total).toBeGreaterThan(billOf(presets.city).paid.total);
  });

  it('picks the cheapest mail plan: free within its monthly and daily quota, then the cheaper paid one with overages', () => {
    expect(mailPlanOf(2_000, 80)).toEqual({ name: 'Resend Free', included: 3_000, cost: 0 });
    expect(mailPlanOf(2_900, 120).name).toBe('Resend Pro');
    expect(mailPlanOf(40_000)).toEqual({ name: 'Resend Pro', included: 50_000, cost: 20 });
    expect(mailPlanOf(51_001)).toEqual({ name: 'Resend Pro', included: 50_000, cost: 20 + 2 * 0.9 });
  });

  it("bills R2 and mail alike on both plans, and the free plan's capped services not at all", () => {
    const city = billOf(presets.city);
    for (const item of ['R2 Class A', 'R2 storage', 'Mail', 'Phone codes by Telegram']) expect(line(city.free, item)).toEqual(line(city.paid, item));
    expect(city.free.items.filter((item) => item.hardLimit).every((item) => item.cost === 0)).toBe(true);
  });

  it('names the free limits a month breaks, on its busiest day', () => {
    const quiet = billOf({ views: 100_000 });
    const busy = billOf({ views: 1_000_000 });
    const requests = (bill: Estimate) => line(bill.free, 'Workers requests, busiest day');
    expect(requests(quiet)?.quantity).toBeLessThan(workers.free.requestsPerDay);
    expect(quiet.free.breaks.join('\n')).not.toMatch(/Workers requests|D1 rows/);
    expect(requests(busy)?.quantity).toBeGreaterThan(workers.free.requestsPerDay);
    expect(busy.free.breaks.join('\n')).toMatch(/Workers requests, busiest day: [\d,]+ > 100,000/);
    // A job page alone passes 10 ms of measured wall time (and a sign-in's password hash takes ~60 ms of CPU).
    expect(quiet.free.breaks.join('\n')).toMatch(/CPU ms, heaviest invocation/);
    const region = billOf(presets.region);
    expect(region.free.breaks.join('\n')).toMatch(/D1 storage GB \(one database\)/);
    expect(region.free.breaks.join('\n')).toMatch(/Subrequests, heaviest invocation: \d+ > 50 \(alerts_run_per_1000_seekers/);
    expect(region.paid.breaks.join('\n')).toMatch(/D1 database [\d.]+ GB > 10 GB/);
    expect(billOf({ seekers: 100 }).paid.breaks).toEqual([]);
  });
});

describe('npm run cost', () => {
  it('prints with --json the same figures the function gives', () => {
    const run = runCost(['--preset', 'city', '--json']);
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual(JSON.parse(JSON.stringify(costOf(presets.city))));
    const tuned = runCost(['--preset', 'city', '--jobs', '2_000', '--cache-hit', '0.8', '--cv-file-kb', '150', '--assume', 'monthsKept=24', '--json']);
    expect(JSON.parse(tuned.stdout)).toEqual(
      JSON.parse(JSON.stringify(costOf({ ...presets.city, jobs: 2000 }, { cacheHitRatio: 0.8, uploadedCvFileBytes: 150_000, monthsKept: 24 }))),
    );
  });

  it("prints both plans' tables with their totals, and the free plan's broken limits", () => {
    const run = runCost(['--seekers', '5000', '--views', '200000']);
    expect(run.stdout).toContain('5,000 seekers');
    expect(run.stdout).toMatch(/^Paid plan \(Workers Paid\)\s+used\s+included\s+billable\s+cost$/m);
    expect(run.stdout).toMatch(/^Free plan \(Workers Free\)\s+used\s+limit\s+over\s+cost$/m);
    expect(run.stdout.match(/^Total\s+\$[\d,]+\.\d\d$/gm)).toHaveLength(2);
    expect(run.stdout).toContain('Breaks on the free plan');
    expect(runCost(['--help']).stdout).toContain('Usage: npm run cost');
  });

  it('refuses bad flags with exit code 2 and says why', () => {
    const bad = [
      ['--bogus'],
      ['--seekers', 'many'],
      ['--preset', 'planet'],
      ['--jobs', '1.5'],
      [],
      ['--cache-hit', '1.5'],
      ['--assume', 'nope=1'],
      ['--assume', 'alertShare'],
      ['--views', '-3'],
      ['city'],
    ];
    for (const args of bad) {
      const run = runCost(args);
      expect(run.status, args.join(' ')).toBe(2);
      expect(run.stderr).toContain('Usage: npm run cost');
      expect(run.stdout).toBe('');
    }
  });
});
