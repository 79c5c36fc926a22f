// Budgets for every request (issue 30): the common flows run against the worker inside workerd on a seeded board, and
// each request's D1 statements, rows read and rows written (D1's own `meta`, read as tests/budgets/d1-meter.ts
// explains) must stay within tests/budgets/request-budgets.ts. A step over budget fails with the statements it ran.
// The figures also go to the test's meta, where `BENCH_PARTS=budgets npm run bench` reads them (tests/bench/budgets.ts).
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { weeklyDay } from '../../worker/features/alerts/alert-digests';
import { versionsTrustedMs } from '../../worker/features/edge-cache/edge-cache.service';
import type { CaptchaChallenge } from '../../worker/ports';
import { apiRouters, pageRouters } from '../../worker/routers';
import { actionCosts, type ActionCost } from '../budgets/actions';
import { seedBudgetWorld, worldSize, type BudgetWorld } from '../budgets/budget-world';
import { meteredWorker, type MeteredWorker, type Reply, type StepFigure } from '../budgets/metered-worker';
import { requestBudgets, type StepName } from '../budgets/request-budgets';
import { solvedPayload } from '../support/captcha';
import { seekerSignUpFields } from '../support/sign-up-fields';
import { approvedCompany, callWorker, jobInput } from './seeker';

interface MeasuredBudgets {
  /** What the board held when the figures were taken. */
  world: Record<string, number>;
  steps: Record<string, StepFigure & { method: string; path: string; budget: { statements: number; rowsRead: number; rowsWritten: number } }>;
  actions: Record<string, ActionCost>;
}

declare module 'vitest' {
  interface TaskMeta {
    requestBudgets?: MeasuredBudgets;
  }
}

const dayMs = 86_400_000;
const companyEmail = 'hr@budgets.test';
const measured = new Map<StepName, StepFigure>();
let worker: MeteredWorker;
let world: BudgetWorld;
let companyToken: string;
// The world's present. The 05:00 cron also runs the weekly alerts on Sundays: the board is dated a day earlier then,
// so that the daily run is measured over the same window whatever the weekday.
let worldNow: Date;

/** Runs a step through the metered worker and checks it against its budget; answers what the step returned. */
async function step<T>(name: StepName, run: () => Promise<T>): Promise<T> {
  const { result, figure, statements } = await worker.measure(run);
  measured.set(name, figure);
  const budget = requestBudgets[name];
  expect(figure.unmetered, `${name}: D1 answers without meta`).toBe(0);
  // A step whose budget allows statements must show some: zero would mean the worker no longer uses the metered binding.
  if (budget.statements > 0) expect(figure.statements, `${name}: no D1 statement counted; is the worker still on the metered binding?`).toBeGreaterThan(0);
  const over = (['statements', 'rowsRead', 'rowsWritten'] as const)
    .filter((key) => figure[key] > budget[key])
    .map((key) => `${key} ${figure[key]} > ${budget[key]}`);
  const listing = statements.map((statement) => `  ${statement.rowsRead} read, ${statement.rowsWritten} written: ${statement.sql}`).join('\n');
  expect.soft(over, `"${name}" (${budget.method} ${budget.path}) is over its budget in tests/budgets/request-budgets.ts; it ran:\n${listing}\n`).toEqual([]);
  return result;
}

function expectStatus(reply: Reply, status: number): Reply {
  expect(reply.status, JSON.stringify(reply.body).slice(0, 500)).toBe(status);
  return reply;
}

/**
 * An anonymous read as the edge cache misses it, its worst case: the answer is not cached yet, and the isolate has not
 * read the versions that name its key within the last `versionsTrustedMs` (waited out, so the figure is the same
 * however fast the steps before it ran).
 */
async function anonymousRead(path: string): Promise<Reply> {
  await new Promise((resolve) => setTimeout(resolve, versionsTrustedMs + 50));
  const reply = expectStatus(await worker.call(path), 200);
  expect(reply.cache, `${path} was answered from the edge cache`).not.toBe('hit');
  return reply;
}

const dataOf = <T>(reply: Reply, key: string) => reply.body.data?.[key] as T;

beforeAll(async () => {
  const now = Date.now();
  worldNow = new Date(new Date(now).getUTCDay() === weeklyDay ? now - dayMs : now);
  companyToken = await approvedCompany(companyEmail);
  world = await seedBudgetWorld(env.DB, { email: companyEmail, name: 'Zagros Tech' }, worldNow);
  worker = meteredWorker();
  // The first call builds the worker's ports and routes for this env, and each router's module is evaluated by the
  // first request it answers, once per isolate: neither is any request's cost.
  expectStatus(await worker.call('/health'), 200);
  await Promise.all([...apiRouters, ...pageRouters].map((router) => router.load()));
}, 60_000);

describe('request budgets (D1 statements, rows read, rows written)', { timeout: 60_000 }, () => {
  it('meters every statement with the rows D1 reports, through raw(), batches and sessions alike', async () => {
    const db = worker.meter.binding;
    const { figure } = await worker.measure(async () => {
      await db.prepare('SELECT count(*) AS n FROM jobs').raw();
      await db.batch([db.prepare('SELECT id FROM jobs WHERE id = ?').bind(world.otherJobId), db.prepare('SELECT count(*) FROM job_alerts')]);
      await db.withSession('first-unconstrained').prepare('SELECT id FROM users LIMIT 3').raw();
    });
    expect(figure.statements).toBe(4);
    expect(figure.unmetered).toBe(0);
    // A count reads every row of the table (in its smallest index); the seeded board has 300 jobs and 1,100 alerts.
    expect(figure.rowsRead).toBeGreaterThanOrEqual(worldSize.jobs + worldSize.seekers + worldSize.instantAlerts + 1 + 3);
    expect(worker.meter.usage().roundTrips).toBe(3);
  });

  it('browsing, searching and reading a job', async () => {
    await step('browse: landing job list', () => anonymousRead('/jobs'));
    const filtered = await step('browse: explore with filters', () => anonymousRead('/jobs?city_id=1&job_type_id=1&workplace=on_site'));
    expect(dataOf<unknown[]>(filtered, 'jobs').length).toBeGreaterThan(0);
    const found = await step('search: words', () => anonymousRead(`/jobs?q=${encodeURIComponent('ئەندازیاری تۆڕ')}&sort=relevance`));
    expect(dataOf<unknown[]>(found, 'jobs').length).toBeGreaterThan(0);
    // The first search for a word no job holds, after the index changed, copies the index's words (at most every 5
    // minutes, search-vocabulary.ts); the next reads the copy.
    const refreshed = await step('search: misspelt word, copying the word list', () => anonymousRead('/jobs?q=enginer'));
    expect(dataOf<unknown[]>(refreshed, 'jobs')).toEqual([]);
    const misspelt = await step('search: misspelt word (suggestions)', () => anonymousRead('/jobs?q=managr'));
    expect(dataOf<unknown[]>(misspelt, 'suggestions').length).toBeGreaterThan(0);
    await step('browse: job page', () => anonymousRead(`/jobs/${world.ownJobIds[0]}`));
  });

  let applicationId = 0;

  it('a seeker signs up, writes a CV and applies', async () => {
    const email = 'newcomer@budgets.test';
    const challenge = await step('sign-up: robot check', async () => expectStatus(await worker.call('/captcha/challenge'), 200));
    const captcha = await solvedPayload(challenge.body as unknown as CaptchaChallenge);
    await step('sign-up: send code', async () =>
      expectStatus(await worker.call('/auth/send-verification-code', { json: { email, type: 'account', captcha } }), 200),
    );
    const code = worker.mails.findLast((mail) => mail.to === email)?.text.match(/\b\d{6}\b/)?.[0];
    await step('sign-up: verify e-mail', async () =>
      expectStatus(await worker.call('/auth/verify-email', { json: { email, type: 'account', verification_code: code } }), 200),
    );
    const form = new FormData();
    for (const [name, value] of Object.entries(seekerSignUpFields(email, 'Kar-Passw0rd!'))) form.append(name, value);
    const registered = await step('sign-up: register', async () => expectStatus(await worker.call('/auth/register', { form }), 201));
    const token = dataOf<string>(registered, 'token');

    const cv = await step('CV: create', async () =>
      expectStatus(
        await worker.call('/account/cvs/personal-info', {
          json: { full_name: 'ئاراس محەمەد', email: 'aras@example.com', phone_num: '+964 750 123 4567', location: 'هەولێر', language: 'ckb' },
          token,
        }),
        201,
      ),
    );
    const cvId = dataOf<{ id: number }>(cv, 'cv').id;
    await step('CV: add an item', async () =>
      expectStatus(
        await worker.call(`/account/cvs/${cvId}/education`, {
          json: { institution_id: 1, city_id: 1, degree_id: 4, field_of_study: 'Computer Science', start_date: 2014, end_date: 2018 },
          token,
        }),
        201,
      ),
    );
    expectStatus(await worker.call(`/account/cvs/${cvId}/languages`, { json: { language_id: 1, proficiency_level: 'fluent' }, token }), 201);

    // The first PDF of an isolate loads the renderer and fonts (seconds); production pays that once per isolate, not
    // per application, so the apply is timed on a warm isolate.
    const warm = await callWorker(`/account/cvs/${cvId}/to-pdf`, { json: {}, token });
    expect(warm.status).toBe(200);
    await warm.arrayBuffer();

    const jobId = world.ownJobIds[0] ?? 0;
    const requirements = await env.DB.prepare('SELECT id FROM job_requirements WHERE job_id = ? ORDER BY position').bind(jobId).all<{ id: number }>();
    const apply = new FormData();
    apply.append('job_id', String(jobId));
    apply.append('cv_id', String(cvId));
    apply.append('personal_statement', 'من ئەندازیارم و دەمەوێت لە تیمەکەتان کار بکەم.');
    for (const requirement of requirements.results) apply.append('job_qualification_ids[]', String(requirement.id));
    const applied = await step('apply: with a made CV', async () => expectStatus(await worker.call('/account/jobs/apply', { form: apply, token }), 201));
    applicationId = dataOf<{ id: number }>(applied, 'application').id;
  });

  it('a company publishes a job, moves an applicant and reads its dashboard', async () => {
    const token = companyToken;
    const draft = await step('job: create a draft', async () => expectStatus(await worker.call('/company/jobs', { json: jobInput, token }), 201));
    const jobId = dataOf<{ id: number }>(draft, 'job').id;
    await step('job: publish', async () => expectStatus(await worker.call(`/company/jobs/${jobId}/publish`, { method: 'POST', token }), 200));
    expect(worker.queued()).toEqual([{ kind: 'job_published', job_id: jobId }]);
    await step('queue: job published (instant alerts)', () => worker.deliverQueued());
    // The share card and the followers have messages of their own (worker/queue.ts); the isolate's first card loads
    // the rasteriser.
    expect(worker.queued()).toEqual([
      { kind: 'share_card', job_id: jobId },
      { kind: 'follower_batch', job_id: jobId, after_user_id: 0, up_to_user_id: null },
    ]);
    await step('queue: share card', () => worker.deliverQueued('share_card'));
    await step('queue: followers told (a batch)', () => worker.deliverQueued('follower_batch'));
    expect(worker.queued()).toEqual([]);

    const ownJob = world.ownJobIds[0] ?? 0;
    await step('pipeline: applicants of a job', async () => expectStatus(await worker.call(`/company/jobs/${ownJob}/applications`, { token }), 200));
    await step('pipeline: move an applicant', async () =>
      expectStatus(await worker.call(`/company/applications/${applicationId}`, { method: 'PATCH', json: { stage: 'shortlisted' }, token }), 200),
    );

    const dashboard: Array<[StepName, string]> = [
      ['dashboard: counting cards', '/company/dashboard/counting-data'],
      ['dashboard: activity per month', '/company/dashboard/analytics?months=1'],
      ['dashboard: applicants per stage', '/company/dashboard/job-candidate-count-per-stage'],
      ['dashboard: applications per month', '/company/dashboard/job-candidate-count-per-month'],
      ['dashboard: last week', '/company/dashboard/last-week-statistics'],
      ['dashboard: interviews per job', '/company/jobs/interviews/interviews-count'],
      ['dashboard: applicants per stage of each job', '/company/jobs/applications-count-per-stage'],
    ];
    for (const [name, path] of dashboard) await step(name, async () => expectStatus(await worker.call(path, { token }), 200));
  });

  it(`the daily job alerts of ${worldSize.seekers} seekers: the cron's fan-out and the batches it queues`, async () => {
    expect(worker.queued()).toEqual([]);
    const run = await step('alerts: cron run (daily)', () => worker.cron('job alerts', worldNow));
    expect(run).toMatchObject({ daily: { queued: true } });
    // Batches of at most 500 alerts, as id ranges that together cover every live daily alert.
    const batches = worker.queued();
    expect(batches.length).toBeGreaterThanOrEqual(worldSize.seekers / 500);
    expect(batches.every((message) => message.kind === 'alert_batch' && message.frequency === 'daily')).toBe(true);
    await step('alerts: queued batches', () => worker.deliverQueued());
    const mailed = await env.DB.prepare('SELECT count(DISTINCT alert_id) AS n FROM alert_deliveries').first<number>('n');
    expect(measured.get('alerts: queued batches')?.mails).toBe((mailed ?? 0) - (measured.get('queue: job published (instant alerts)')?.mails ?? 0));
  });

  it('measures every step the budget file names, and hands the figures to the bench', async ({ task }) => {
    expect([...measured.keys()].sort()).toEqual(Object.keys(requestBudgets).sort());
    const held = await env.DB.prepare(
      `SELECT (SELECT count(*) FROM jobs) AS jobs, (SELECT count(*) FROM companies) AS companies, (SELECT count(*) FROM users WHERE type = 'account') AS seekers,
        (SELECT count(*) FROM job_alerts) AS alerts, (SELECT count(*) FROM applications) AS applications`,
    ).first<Record<string, number>>();
    const steps: MeasuredBudgets['steps'] = {};
    for (const [name, figure] of measured) {
      const { method, path, statements, rowsRead, rowsWritten } = requestBudgets[name];
      steps[name] = { method, path, ...figure, budget: { statements, rowsRead, rowsWritten } };
    }
    task.meta.requestBudgets = { world: held ?? {}, steps, actions: actionCosts(measured) };
  });
});
