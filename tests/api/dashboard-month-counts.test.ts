// The dashboard's monthly counts (db/schema/dashboard.ts) are kept by triggers on every write. After each kind of
// write a company makes through the API — moves, bulk moves and their Undo, interviews scheduled, moved to another
// month and cancelled, offers sent and accepted — and after a seeker's account (with its applications, interviews
// and offers) is deleted, the table must hold exactly what a count of the rows themselves gives.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { monthKeyOf } from '../../worker/platform/baghdad-calendar';
import type { DashboardAnalytics } from '../../worker/features/dashboard/dashboard.schemas';
import { publishedJob, send } from './jobs.support';
import { insertApplication, insertInterview, insertOffer, type SeekerWorld, seekerWorld } from './seeker-applications.support';

const day = 86_400_000;
let world: SeekerWorld;
let jobId: number;

interface MonthRow {
  company_id: number;
  month: string;
  applications: number;
  interviews: number;
  offers: number;
  hires: number;
}

/** The same figures counted in JavaScript from the rows themselves, in Baghdad months as worker/platform/baghdad-calendar.ts keys them. */
async function recount(): Promise<MonthRow[]> {
  const { db } = world.api.deps;
  type Moment = { company_id: number; at: number };
  const ofApplications = sql`from applications a join jobs j on j.id = a.job_id`;
  const sources: Record<Exclude<keyof MonthRow, 'company_id' | 'month'>, Moment[]> = {
    applications: await db.all<Moment>(sql`select j.company_id, a.created_at as at ${ofApplications}`),
    hires: await db.all<Moment>(sql`select j.company_id, a.stage_changed_at as at ${ofApplications} where a.stage = 'hired'`),
    interviews: await db.all<Moment>(
      sql`select j.company_id, i.starts_at as at from interviews i join applications a on a.id = i.application_id join jobs j on j.id = a.job_id where i.status = 'scheduled'`,
    ),
    offers: await db.all<Moment>(
      sql`select j.company_id, o.created_at as at from offers o join applications a on a.id = o.application_id join jobs j on j.id = a.job_id`,
    ),
  };
  const months = new Map<string, MonthRow>();
  for (const [kind, moments] of Object.entries(sources) as [keyof typeof sources, Moment[]][]) {
    for (const moment of moments) {
      const month = monthKeyOf(new Date(Number(moment.at)));
      const key = `${moment.company_id} ${month}`;
      const row = months.get(key) ?? { company_id: Number(moment.company_id), month, applications: 0, interviews: 0, offers: 0, hires: 0 };
      row[kind] += 1;
      months.set(key, row);
    }
  }
  return [...months.values()].sort((a, b) => a.company_id - b.company_id || a.month.localeCompare(b.month));
}

const kept = sql`
  select company_id, month, applications, interviews, offers, hires from dashboard_month_counts
  where applications != 0 or interviews != 0 or offers != 0 or hires != 0 order by company_id, month`;

const plain = (rows: MonthRow[]) =>
  rows.map((row) => ({
    ...row,
    applications: Number(row.applications),
    interviews: Number(row.interviews),
    offers: Number(row.offers),
    hires: Number(row.hires),
  }));

async function expectKeptEqualsRecount(): Promise<MonthRow[]> {
  const { db } = world.api.deps;
  const expected = await recount();
  expect(plain(await db.all<MonthRow>(kept))).toEqual(expected);
  return expected;
}

async function newSeekers(count: number, prefix: string): Promise<number[]> {
  const now = world.clock.now();
  const rows = await world.api.deps.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, index) => ({
        type: 'account' as const,
        email: `${prefix}-${index}@example.com`,
        passwordHash: 'x',
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning({ id: users.id });
  return rows.map((row) => row.id);
}

const ok = async (reply: Promise<{ status: number; body: { data?: Record<string, unknown> } }>, status = 200) => {
  const answered = await reply;
  expect(answered.status, JSON.stringify(answered.body)).toBe(status);
  return answered.body.data ?? {};
};
const company = (method: string, path: string, body?: unknown) => send(world.api, method, path, { token: world.company, body });
const iso = (ms: number) => new Date(world.clock.now().getTime() + ms).toISOString();

beforeAll(async () => {
  world = await seekerWorld();
  jobId = await publishedJob(world);
}, 60_000);

describe('dashboard month counts kept by triggers', () => {
  it('start out equal to a count of the rows: applications, hires at insert, interviews and offers', async () => {
    const [first, second] = await newSeekers(2, 'counted');
    if (!first || !second) throw new Error('no seekers');
    const hired = await insertApplication(world, { jobId, seekerId: first, path: ['applied', 'hired'], at: new Date('2026-10-31T21:30:00Z') });
    await insertInterview(world, hired, new Date('2026-11-30T22:00:00Z'));
    await insertOffer(world, hired, new Date('2026-12-20T00:00:00Z'), { createdAt: new Date('2026-10-31T20:00:00Z') });
    await insertApplication(world, { jobId, seekerId: second, at: world.clock.now() });
    const rows = await expectKeptEqualsRecount();
    // Baghdad months: 21:30 UTC on Oct 31 is Nov 1, 22:00 UTC on Nov 30 is Dec 1, 20:00 UTC on Oct 31 stays October.
    expect(rows.map(({ month, applications, interviews, offers, hires }) => [month, applications, interviews, offers, hires])).toEqual([
      ['2026-10', 0, 0, 1, 0],
      ['2026-11', 2, 0, 0, 1],
      ['2026-12', 0, 1, 0, 0],
    ]);
  });

  it('follow moves, a bulk move to hired and its Undo, and a hire taken back and made again in a later month', async () => {
    const people = await newSeekers(5, 'moved');
    const ids: number[] = [];
    for (const seekerId of people) ids.push(await insertApplication(world, { jobId, seekerId, at: world.clock.now() }));
    const [one, ...rest] = ids;
    if (!one) throw new Error('no application');
    await ok(company('PATCH', `/company/applications/${one}`, { stage: 'hired' }));
    await expectKeptEqualsRecount();
    const bulk = await ok(company('POST', '/company/applications/bulk', { ids: rest, stage: 'hired' }));
    await expectKeptEqualsRecount();
    await ok(company('POST', `/company/applications/moves/${String(bulk.batch_id)}/undo`));
    await expectKeptEqualsRecount();

    // Hired in October; taken back and hired again now: the hire moves to November.
    const [october] = await newSeekers(1, 'october');
    if (!october) throw new Error('no seeker');
    const earlier = await insertApplication(world, { jobId, seekerId: october, path: ['applied', 'hired'], at: new Date('2026-10-10T10:00:00Z') });
    const hiresIn = (rows: MonthRow[], month: string) => rows.find((row) => row.month === month)?.hires ?? 0;
    const beforeRows = await expectKeptEqualsRecount();
    await ok(company('PATCH', `/company/applications/${earlier}`, { stage: 'offer' }));
    await ok(company('PATCH', `/company/applications/${earlier}`, { stage: 'hired' }));
    const afterRows = await expectKeptEqualsRecount();
    expect([hiresIn(afterRows, '2026-10') - hiresIn(beforeRows, '2026-10'), hiresIn(afterRows, '2026-11') - hiresIn(beforeRows, '2026-11')]).toEqual([-1, 1]);
  });

  it('follow interviews scheduled, moved to another month and cancelled, and an offer sent and accepted', async () => {
    const seekerApplication = await insertApplication(world, { jobId, seekerId: world.seekerId, at: world.clock.now() });
    const interview = await ok(
      company('POST', `/company/applications/${seekerApplication}/interviews`, {
        starts_at: iso(3 * day),
        duration_minutes: 30,
        mode: 'online',
        meeting_url: 'https://meet.example/a',
      }),
      201,
    );
    const interviewId = (interview.interview as { id: number }).id;
    await expectKeptEqualsRecount();
    await ok(company('PATCH', `/company/interviews/${interviewId}`, { starts_at: iso(45 * day) }));
    await expectKeptEqualsRecount();
    await ok(company('DELETE', `/company/interviews/${interviewId}`));
    await expectKeptEqualsRecount();

    const offer = await ok(
      company('POST', `/company/applications/${seekerApplication}/offers`, {
        title: 'Accountant',
        salary: 900,
        salary_currency: 'USD',
        start_date: '2027-03-01',
        expires_at: iso(7 * day),
        message: 'Welcome aboard.',
      }),
      201,
    );
    await expectKeptEqualsRecount();
    await ok(send(world.api, 'POST', `/account/offers/${(offer.offer as { id: number }).id}/accept`, { token: world.seeker }));
    await expectKeptEqualsRecount();
  });

  it("take away a deleted seeker's applications with their interviews, offers and hire", async () => {
    const [leaving] = await newSeekers(1, 'leaving');
    if (!leaving) throw new Error('no seeker');
    const application = await insertApplication(world, { jobId, seekerId: leaving, path: ['applied', 'offer', 'hired'], at: world.clock.now() });
    await insertInterview(world, application, new Date(world.clock.now().getTime() + 2 * day));
    await insertInterview(world, application, new Date(world.clock.now().getTime() + 35 * day));
    await insertOffer(world, application, new Date(world.clock.now().getTime() + 9 * day));
    const before = await expectKeptEqualsRecount();
    await world.api.deps.db.run(sql`delete from users where id = ${leaving}`);
    const after = await expectKeptEqualsRecount();
    const total = (rows: MonthRow[], key: 'applications' | 'interviews' | 'offers' | 'hires') => rows.reduce((sum, row) => sum + row[key], 0);
    expect([total(before, 'applications') - total(after, 'applications'), total(before, 'interviews') - total(after, 'interviews')]).toEqual([1, 2]);
    expect([total(before, 'offers') - total(after, 'offers'), total(before, 'hires') - total(after, 'hires')]).toEqual([1, 1]);
  });

  it('are what the analytics call answers', async () => {
    const rows = (await expectKeptEqualsRecount()).filter((row) => row.month <= '2026-11');
    const reply = await ok(company('GET', '/company/dashboard/analytics'));
    const analytics = reply.analytics as DashboardAnalytics;
    const counted = analytics.series.filter((point) => point.applications + point.interviews + point.offers + point.hires > 0);
    expect(counted).toEqual(rows.map(({ month, applications, interviews, offers, hires }) => ({ month, applications, interviews, offers, hires })));
  });
});
