// The seven company dashboard calls of docs/product.md#company-dashboard (issue 13) against a fixture whose every figure is counted by hand below.
// The world's clock reads 2026-11-22 10:00 UTC, 13:00 in Erbil (Asia/Baghdad, UTC+3): several rows sit just across
// a day or month boundary in UTC but not in Baghdad, so a bucket taken in UTC would move them.
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import type {
  CountingData,
  DashboardAnalytics,
  InterviewsCount,
  JobStageCounts,
  LastWeekStatistics,
  MonthlyApplications,
  StageCounts,
} from '../../worker/features/dashboard/dashboard.schemas';
import { addCredits, createJob, publishedJob, send } from './jobs.support';
import { insertApplication, insertInterview, insertOffer, type SeekerWorld, seekerWorld } from './seeker-applications.support';

let world: SeekerWorld;
const jobs = { open: 0, closed: 0, foreign: 0 };
const at = (iso: string) => new Date(iso);

/** More seekers, written directly (a job takes one application per seeker). */
async function seekers(count: number): Promise<number[]> {
  const now = world.clock.now();
  const rows = await world.api.deps.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, index) => ({
        type: 'account' as const,
        email: `dash-seeker-${index}@example.com`,
        passwordHash: 'x',
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning({ id: users.id });
  return rows.map((row) => row.id);
}

beforeAll(async () => {
  world = await seekerWorld();
  const [s1, s2, s3, s4, s5, s6] = await seekers(6);
  if (!s6 || !s1 || !s2 || !s3 || !s4 || !s5) throw new Error('no seekers');
  jobs.open = await publishedJob(world, { city_id: 1 });
  jobs.closed = await publishedJob(world, { city_id: 2 });
  expect((await send(world.api, 'POST', `/company/jobs/${jobs.closed}/close`, { token: world.company })).status).toBe(200);
  await createJob(world, { title: 'A draft is never listed' });
  await addCredits(world, 'jobs@other.example', 5);
  jobs.foreign = await publishedJob(world, { city_id: 1 }, world.otherCompany);

  const open = jobs.open;
  const closed = jobs.closed;
  // Application moments (UTC) and their Baghdad day; stage_changed_at is a minute per move later.
  const a1 = await insertApplication(world, { jobId: open, seekerId: s1, at: at('2026-11-22T08:00:00Z') }); // Nov 22
  const a2 = await insertApplication(world, { jobId: open, seekerId: s2, path: ['applied', 'screening'], at: at('2026-11-20T22:30:00Z') }); // Nov 21 01:30
  const a3 = await insertApplication(world, {
    jobId: open,
    seekerId: s3,
    path: ['applied', 'screening', 'shortlisted', 'interview', 'offer', 'hired'],
    at: at('2026-10-31T21:30:00Z'),
  }); // Nov 1 00:30, hired 00:35
  const a4 = await insertApplication(world, { jobId: closed, seekerId: s1, path: ['applied', 'rejected'], at: at('2026-10-15T10:00:00Z') }); // Oct
  const a5 = await insertApplication(world, { jobId: closed, seekerId: s2, path: ['applied', 'interview'], at: at('2026-09-10T10:00:00Z') }); // Sep
  await insertApplication(world, { jobId: open, seekerId: s4, path: ['applied', 'withdrawn'], at: at('2026-10-31T20:30:00Z') }); // Oct 31 23:30
  await insertApplication(world, { jobId: open, seekerId: s5, path: ['applied', 'hired'], at: at('2026-06-05T10:00:00Z') }); // Jun, hired Jun
  await insertApplication(world, { jobId: open, seekerId: s6, path: ['applied', 'hired'], at: at('2026-11-17T20:30:00Z') }); // Nov 17 23:30, hired 23:31
  expect(a1 && a4).toBeTruthy();

  await insertInterview(world, a3, at('2026-11-05T09:00:00Z')); // Nov, past
  await insertInterview(world, a5, at('2026-11-25T09:00:00Z')); // Nov, upcoming
  await insertInterview(world, a5, at('2026-11-21T22:00:00Z')); // Nov 22 01:00, past
  await insertInterview(world, a3, at('2026-11-24T09:00:00Z'), { status: 'cancelled' }); // never counted
  await insertInterview(world, a2, at('2026-12-03T09:00:00Z')); // Dec: upcoming, beyond this month's chart
  await insertInterview(world, a4, at('2026-10-20T09:00:00Z')); // Oct
  await insertOffer(world, a3, at('2026-12-01T00:00:00Z'), { createdAt: at('2026-10-31T21:33:00Z') }); // Nov 1
  await insertOffer(world, a5, at('2026-10-01T00:00:00Z'), { createdAt: at('2026-09-20T10:00:00Z') }); // Sep

  // The other company's hire, interview and offer in the same days: never in Zagros's figures.
  const foreign = await insertApplication(world, { jobId: jobs.foreign, seekerId: s1, path: ['applied', 'hired'], at: at('2026-11-21T10:00:00Z') });
  await insertInterview(world, foreign, at('2026-11-23T09:00:00Z'));
  await insertOffer(world, foreign, at('2026-12-01T00:00:00Z'), { createdAt: at('2026-11-21T11:00:00Z') });
}, 60_000);

async function get<T>(path: string, token = world.company): Promise<T> {
  const reply = await send(world.api, 'GET', path, { token });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  expect(reply.body.code).toBe('dashboard_loaded');
  return reply.body.data as unknown as T;
}

const month = (key: string, applications: number, interviews: number, offers: number, hires: number) => ({
  month: key,
  applications,
  interviews,
  offers,
  hires,
});
const stagesOf = (counts: StageCounts) => Object.fromEntries(counts.stages.filter((item) => item.count > 0).map((item) => [item.stage, item.count]));

describe('GET /company/dashboard/analytics', () => {
  it('defaults to all time: every month from the first with anything to this one, in Baghdad months', async () => {
    const { analytics } = await get<{ analytics: DashboardAnalytics }>('/company/dashboard/analytics');
    expect(analytics.months).toBe(0);
    expect(analytics.series).toEqual([
      month('2026-06', 1, 0, 0, 1),
      month('2026-07', 0, 0, 0, 0),
      month('2026-08', 0, 0, 0, 0),
      month('2026-09', 1, 0, 1, 0),
      month('2026-10', 2, 1, 0, 0),
      month('2026-11', 4, 3, 1, 2),
    ]);
    expect(analytics.totals).toEqual({ applications: 8, interviews: 4, offers: 2, hires: 3 });
  });

  it('months=1 is this month, months=3 it and the two before', async () => {
    expect((await get<{ analytics: DashboardAnalytics }>('/company/dashboard/analytics?months=1')).analytics.series).toEqual([month('2026-11', 4, 3, 1, 2)]);
    const three = (await get<{ analytics: DashboardAnalytics }>('/company/dashboard/analytics?months=3')).analytics;
    expect(three.series.map((point) => point.month)).toEqual(['2026-09', '2026-10', '2026-11']);
    expect(three.totals).toEqual({ applications: 7, interviews: 4, offers: 2, hires: 2 });
  });
});

describe('GET /company/dashboard/job-candidate-count-per-stage', () => {
  it('defaults to this month and open jobs, every stage listed in pipeline order', async () => {
    const { per_stage } = await get<{ per_stage: StageCounts }>('/company/dashboard/job-candidate-count-per-stage');
    expect(per_stage).toMatchObject({ months: 1, closed: false, locations: [], total: 4 });
    expect(per_stage.stages.map((item) => item.stage)).toEqual(['applied', 'screening', 'shortlisted', 'interview', 'offer', 'hired', 'rejected', 'withdrawn']);
    expect(stagesOf(per_stage)).toEqual({ applied: 1, screening: 1, hired: 2 });
  });

  it('counts closed jobs with closed=1 and keeps only the cities asked for', async () => {
    const all = (await get<{ per_stage: StageCounts }>('/company/dashboard/job-candidate-count-per-stage?months=0&closed=1')).per_stage;
    expect(stagesOf(all)).toEqual({ applied: 1, screening: 1, interview: 1, hired: 3, rejected: 1, withdrawn: 1 });
    expect(all.total).toBe(8);
    expect((await get<{ per_stage: StageCounts }>('/company/dashboard/job-candidate-count-per-stage?months=0')).per_stage.total).toBe(6);
    const sulaymaniyah = (await get<{ per_stage: StageCounts }>('/company/dashboard/job-candidate-count-per-stage?months=0&closed=1&locations=2')).per_stage;
    expect(stagesOf(sulaymaniyah)).toEqual({ interview: 1, rejected: 1 });
    expect(sulaymaniyah.locations).toEqual([2]);
    expect((await get<{ per_stage: StageCounts }>('/company/dashboard/job-candidate-count-per-stage?months=0&closed=1&locations=2,1')).per_stage).toMatchObject(
      { total: 8, locations: [1, 2] },
    );
    expect(
      (await get<{ per_stage: StageCounts }>('/company/dashboard/job-candidate-count-per-stage?months=0&closed=1&locations=1&locations=2')).per_stage.total,
    ).toBe(8);
    expect((await get<{ per_stage: StageCounts }>('/company/dashboard/job-candidate-count-per-stage?months=0&closed=1&locations=3')).per_stage.total).toBe(0);
  });
});

describe('GET /company/dashboard/job-candidate-count-per-month', () => {
  it('defaults to three months, zeros included; months=0 reaches back to the first application', async () => {
    const { per_month } = await get<{ per_month: MonthlyApplications }>('/company/dashboard/job-candidate-count-per-month');
    expect(per_month).toEqual({
      months: 3,
      series: [
        { month: '2026-09', applications: 1 },
        { month: '2026-10', applications: 2 },
        { month: '2026-11', applications: 4 },
      ],
      total: 7,
    });
    const all = (await get<{ per_month: MonthlyApplications }>('/company/dashboard/job-candidate-count-per-month?months=0')).per_month;
    expect(all.series.map((point) => point.applications)).toEqual([1, 0, 0, 1, 2, 4]);
    expect(all.total).toBe(8);
  });
});

describe('GET /company/jobs/interviews/interviews-count', () => {
  it('orders jobs by their interviews, desc by default, cancelled ones left out, and pages', async () => {
    const desc = await get<InterviewsCount>('/company/jobs/interviews/interviews-count');
    expect(desc.interviews_count).toEqual({ sort_type: 'desc', total: 5, upcoming: 2 });
    expect(desc.jobs.map(({ job_id, total, upcoming }) => ({ job_id, total, upcoming }))).toEqual([
      { job_id: jobs.closed, total: 3, upcoming: 1 },
      { job_id: jobs.open, total: 2, upcoming: 1 },
    ]);
    expect(desc.jobs[0]?.title).toBe('Senior Backend Developer');
    expect(desc.next_cursor).toBeNull();
    const asc = await get<InterviewsCount>('/company/jobs/interviews/interviews-count?sort_type=asc&limit=1');
    expect(asc.jobs.map((job) => job.job_id)).toEqual([jobs.open]);
    const second = await get<InterviewsCount>(`/company/jobs/interviews/interviews-count?sort_type=asc&limit=1&cursor=${asc.next_cursor}`);
    expect(second.jobs.map((job) => job.job_id)).toEqual([jobs.closed]);
    expect(second.next_cursor).toBeNull();
  });
});

describe('GET /company/dashboard/last-week-statistics', () => {
  it('gives each of the last 7 Baghdad days, today last', async () => {
    const { last_week } = await get<{ last_week: LastWeekStatistics }>('/company/dashboard/last-week-statistics');
    const day = (key: string, applications: number, interviews: number, hires: number) => ({ day: key, applications, interviews, hires });
    expect(last_week.days).toEqual([
      day('2026-11-16', 0, 0, 0),
      day('2026-11-17', 1, 0, 1),
      day('2026-11-18', 0, 0, 0),
      day('2026-11-19', 0, 0, 0),
      day('2026-11-20', 0, 0, 0),
      day('2026-11-21', 1, 0, 0),
      day('2026-11-22', 1, 1, 0),
    ]);
    expect(last_week.totals).toEqual({ applications: 3, interviews: 1, hires: 1 });
  });
});

describe('GET /company/dashboard/counting-data', () => {
  it('counts open jobs, applicants, the last 7 days, upcoming interviews, hires and the balance', async () => {
    const { counts } = await get<{ counts: CountingData }>('/company/dashboard/counting-data');
    // 3 starting credits + 50 granted, 2 publishes.
    expect(counts).toEqual({ open_jobs: 1, total_applicants: 8, new_this_week: 3, upcoming_interviews: 2, hires: 3, credits_balance: 51 });
  });

  it("counts another company's own rows only", async () => {
    const { counts } = await get<{ counts: CountingData }>('/company/dashboard/counting-data', world.otherCompany);
    expect(counts).toEqual({ open_jobs: 1, total_applicants: 1, new_this_week: 1, upcoming_interviews: 1, hires: 1, credits_balance: 7 });
    const analytics = (await get<{ analytics: DashboardAnalytics }>('/company/dashboard/analytics', world.otherCompany)).analytics;
    expect(analytics.series).toEqual([month('2026-11', 1, 1, 1, 1)]);
  });
});

describe('GET /company/jobs/applications-count-per-stage', () => {
  it('lists the jobs newest first (drafts left out) with their applicants per stage, and pages', async () => {
    const first = await get<JobStageCounts>('/company/jobs/applications-count-per-stage?limit=1');
    expect(first.jobs).toHaveLength(1);
    expect(first.jobs[0]).toMatchObject({ job_id: jobs.closed, state: 'closed', total: 2, stages: { interview: 1, rejected: 1, applied: 0 } });
    const second = await get<JobStageCounts>(`/company/jobs/applications-count-per-stage?limit=1&cursor=${first.next_cursor}`);
    expect(second.jobs[0]).toMatchObject({ job_id: jobs.open, state: 'published', total: 6, stages: { applied: 1, screening: 1, hired: 3, withdrawn: 1 } });
    expect(second.next_cursor).toBeNull();
    const all = await get<JobStageCounts>('/company/jobs/applications-count-per-stage');
    expect(all.jobs.map((job) => job.job_id)).toEqual([jobs.closed, jobs.open]);
  });
});

const paths = [
  '/company/dashboard/analytics',
  '/company/dashboard/job-candidate-count-per-stage',
  '/company/dashboard/job-candidate-count-per-month',
  '/company/jobs/interviews/interviews-count',
  '/company/dashboard/last-week-statistics',
  '/company/dashboard/counting-data',
  '/company/jobs/applications-count-per-stage',
];

describe('who may ask', () => {
  it('answers 401 without a session, 403 to a seeker and to a company not approved yet', async () => {
    for (const path of paths) {
      expect((await send(world.api, 'GET', path)).status, path).toBe(401);
      expect((await send(world.api, 'GET', path, { token: world.seeker })).status, path).toBe(403);
      const pending = await send(world.api, 'GET', path, { token: world.pendingCompany });
      expect(pending.status, path).toBe(403);
      expect(pending.body.code, path).toBe('company_not_approved');
    }
  });

  it('answers the tRPC twins with the same figures and rules', async () => {
    const headers = (token: string) => ({ Authorization: `Bearer ${token}` });
    const counts = await world.api.request('/api/trpc/dashboard.counts', { headers: headers(world.company) });
    expect(counts.status).toBe(200);
    expect(((await counts.json()) as { result: { data: { counts: CountingData } } }).result.data.counts.total_applicants).toBe(8);
    const input = encodeURIComponent(JSON.stringify({ months: 0, closed: 1, locations: [2] }));
    const stages = await world.api.request(`/api/trpc/dashboard.perStage?input=${input}`, { headers: headers(world.company) });
    expect(((await stages.json()) as { result: { data: { per_stage: StageCounts } } }).result.data.per_stage.total).toBe(2);
    expect((await world.api.request('/api/trpc/dashboard.analytics', { headers: headers(world.seeker) })).status).toBe(403);
    expect((await world.api.request('/api/trpc/dashboard.lastWeek')).status).toBe(401);
    const bad = await world.api.request(`/api/trpc/dashboard.perMonth?input=${encodeURIComponent(JSON.stringify({ months: 99 }))}`, {
      headers: headers(world.company),
    });
    // tRPC answers its own input check with 400; the app code is the REST one.
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { data: { appCode: string } } }).error.data.appCode).toBe('validation_failed');
  });
});

describe('bad parameters', () => {
  it.each([
    ['/company/dashboard/analytics?months=-1', 'months'],
    ['/company/dashboard/analytics?months=25', 'months'],
    ['/company/dashboard/analytics?months=two', 'months'],
    ['/company/dashboard/job-candidate-count-per-month?months=1.5', 'months'],
    ['/company/dashboard/job-candidate-count-per-stage?closed=2', 'closed'],
    ['/company/dashboard/job-candidate-count-per-stage?closed=yes', 'closed'],
    ['/company/dashboard/job-candidate-count-per-stage?locations=erbil', 'locations.0'],
    ['/company/jobs/interviews/interviews-count?sort_type=up', 'sort_type'],
    ['/company/jobs/interviews/interviews-count?cursor=not-a-cursor', 'cursor'],
    ['/company/jobs/applications-count-per-stage?limit=0', 'limit'],
    ['/company/jobs/applications-count-per-stage?cursor=e30', 'cursor'],
  ])('%s answers 422 on %s', async (path, field) => {
    const reply = await send(world.api, 'GET', path, { token: world.company });
    expect(reply.status).toBe(422);
    expect(reply.body.code).toBe('validation_failed');
    expect(Object.keys(reply.body.errors ?? {})).toContain(field);
  });
});
