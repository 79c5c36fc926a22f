import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { SeekerApplication, SeekerDashboard, SeekerInterview, SeekerOffer } from '../../worker/features/applications/applications.schemas';
import { signedUpAccount } from '../support/auth-flow';
import { completeCv } from './applications.support';
import { send } from './jobs.support';
import {
  insertApplication,
  insertInterview,
  insertOffer,
  jobWithRequirements,
  offerStatusOf,
  type SeekerWorld,
  seekerWorld,
  stored,
} from './seeker-applications.support';

const day = 86_400_000;
let world: SeekerWorld;
let now: Date;
const daysAgo = (days: number) => new Date(now.getTime() - days * day);
const later = (ms: number) => new Date(now.getTime() + ms);

/** The seeker's applications of the list tests, by what they show. */
const ids = { interview: 0, unrendered: 0, offer: 0, rejected: 0, withdrawn: 0, hired: 0, uploaded: 0, other: 0 };
let requirementsOfInterviewJob: number[] = [];
const interviewIds = { inProgress: 0, cancelled: 0, soon: 0, later: 0, past: 0, longAgo: 0, other: 0 };
const offerIds = { pending: 0, other: 0 };

/** A fresh application of the seeker to a new job (for the tests that change one). */
async function freshApplication(path: Parameters<typeof insertApplication>[1]['path'], seekerId = world.seekerId) {
  const { jobId } = await jobWithRequirements(world);
  return insertApplication(world, { jobId, seekerId, path, at: daysAgo(1) });
}

const list = (query: string, token = world.seeker, language = 'en') => send(world.api, 'GET', `/account/jobs/applications${query}`, { token, language });
const applicationsOf = (reply: Awaited<ReturnType<typeof list>>) => reply.body.data?.applications as SeekerApplication[];

beforeAll(async () => {
  world = await seekerWorld();
  now = world.clock.now();
  const job = async () => (await jobWithRequirements(world)).jobId;
  const interviewJob = await jobWithRequirements(world, { title: 'Data Engineer' });
  requirementsOfInterviewJob = interviewJob.requirementIds;
  const seekerId = world.seekerId;
  ids.interview = await insertApplication(world, {
    jobId: interviewJob.jobId,
    seekerId,
    path: ['applied', 'screening', 'shortlisted', 'interview'],
    ticked: interviewJob.requirementIds.slice(1),
    at: daysAgo(20),
  });
  ids.unrendered = await insertApplication(world, { jobId: await job(), seekerId, rendered: false, at: daysAgo(19) });
  ids.offer = await insertApplication(world, { jobId: await job(), seekerId, path: ['applied', 'screening', 'offer'], at: daysAgo(18) });
  ids.rejected = await insertApplication(world, { jobId: await job(), seekerId, path: ['applied', 'rejected'], at: daysAgo(17) });
  ids.withdrawn = await insertApplication(world, { jobId: await job(), seekerId, path: ['applied', 'withdrawn'], at: daysAgo(16) });
  ids.hired = await insertApplication(world, { jobId: await job(), seekerId, path: ['applied', 'interview', 'offer', 'hired'], at: daysAgo(15) });
  ids.uploaded = await insertApplication(world, { jobId: await job(), seekerId, kind: 'uploaded', at: daysAgo(14) });
  ids.other = await insertApplication(world, {
    jobId: interviewJob.jobId,
    seekerId: world.otherSeekerId,
    path: ['applied', 'interview', 'offer'],
    at: daysAgo(10),
  });

  interviewIds.past = await insertInterview(world, ids.interview, later(-3 * day));
  interviewIds.soon = await insertInterview(world, ids.interview, later(2 * day), { mode: 'online', location: null, meetingUrl: 'https://meet.example/kar' });
  interviewIds.cancelled = await insertInterview(world, ids.interview, later(day), { status: 'cancelled', sequence: 2 });
  interviewIds.later = await insertInterview(world, ids.interview, later(5 * day));
  interviewIds.longAgo = await insertInterview(world, ids.hired, later(-10 * day));
  interviewIds.inProgress = await insertInterview(world, ids.hired, later(-30 * 60_000), { durationMinutes: 60 });
  interviewIds.other = await insertInterview(world, ids.other, later(day));
  offerIds.pending = await insertOffer(world, ids.offer, later(7 * day));
  offerIds.other = await insertOffer(world, ids.other, later(7 * day));
}, 120_000);

describe('GET /account/jobs/applications', () => {
  it("lists the seeker's applications, newest first, each with its job card, status, CV, ticked requirements and timeline", async () => {
    const reply = await list('');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ code: 'applications_loaded', message: 'Applications retrieved successfully' });
    const applications = applicationsOf(reply);
    expect(applications.map((application) => application.id)).toEqual([
      ids.uploaded,
      ids.hired,
      ids.withdrawn,
      ids.rejected,
      ids.offer,
      ids.unrendered,
      ids.interview,
    ]);
    expect(reply.body.data?.next_cursor).toBeNull();
    const interview = applications.find((application) => application.id === ids.interview);
    expect(interview).toMatchObject({
      status: 'interview',
      job: { title: 'Data Engineer', is_open: true, company: { name: 'Zagros Tech' }, city: { id: 1 }, salary: { min: 1500, max: 2500, currency: 'USD' } },
      cv: { title: 'Backend CV', kind: 'made', language: 'ckb', file_url: `/api/v1/account/applications/${ids.interview}/cv` },
      requirements: [{ id: requirementsOfInterviewJob[1], name: 'TypeScript' }],
      can_withdraw: true,
      applied_at: daysAgo(20).toISOString(),
    });
    // screening and shortlisted both read "in review" to the seeker: one step, at the first of them.
    expect(interview?.timeline).toEqual([
      { status: 'submitted', at: daysAgo(20).toISOString() },
      { status: 'in_review', at: new Date(daysAgo(20).getTime() + 60_000).toISOString() },
      { status: 'interview', at: new Date(daysAgo(20).getTime() + 180_000).toISOString() },
    ]);
    const byId = new Map(applications.map((application) => [application.id, application]));
    expect(byId.get(ids.unrendered)?.cv.file_url).toBeNull();
    expect(byId.get(ids.uploaded)?.cv).toMatchObject({ kind: 'uploaded', file_url: `/api/v1/account/applications/${ids.uploaded}/cv` });
    expect(byId.get(ids.rejected)).toMatchObject({ status: 'not_selected', can_withdraw: false });
    expect(byId.get(ids.withdrawn)).toMatchObject({ status: 'withdrawn', can_withdraw: false });
    expect(byId.get(ids.hired)?.timeline.map((step) => step.status)).toEqual(['submitted', 'interview', 'offer', 'hired']);
  });

  it("filters by tab in the seeker's words", async () => {
    const tab = async (type: string) => applicationsOf(await list(`?type=${type}`)).map((application) => application.id);
    expect(await tab('in_progress')).toEqual([ids.uploaded, ids.unrendered]);
    expect(await tab('interviews')).toEqual([ids.interview]);
    expect(await tab('offers')).toEqual([ids.hired, ids.offer]);
    expect(await tab('not_selected')).toEqual([ids.rejected]);
    expect(await tab('withdrawn')).toEqual([ids.withdrawn]);
  });

  it('pages by keyset until next_cursor is null, and treats empty cursor and limit as absent', async () => {
    const seen: number[] = [];
    let cursor = '';
    for (let page = 0; page < 10; page += 1) {
      const reply = await list(`?limit=3&cursor=${cursor}`);
      expect(reply.status).toBe(200);
      seen.push(...applicationsOf(reply).map((application) => application.id));
      cursor = (reply.body.data?.next_cursor as string | null) ?? '';
      if (!cursor) break;
    }
    expect(seen).toEqual(applicationsOf(await list('?type=all&cursor=&limit=')).map((application) => application.id));
    expect(seen).toHaveLength(7);
  });

  it('reads a page in the same few queries whatever its size (no query per application)', async () => {
    const client = (world.api.deps.db as unknown as { $client: { execute: (...args: never[]) => unknown } }).$client;
    const execute = vi.spyOn(client, 'execute');
    try {
      await list('?limit=1');
      const forOne = execute.mock.calls.length;
      execute.mockClear();
      await list('?limit=7');
      expect(execute.mock.calls.length).toBe(forOne);
      expect(forOne).toBeGreaterThanOrEqual(4);
      expect(forOne).toBeLessThanOrEqual(6);
    } finally {
      execute.mockRestore();
    }
  });

  it('answers bad tabs, limits and cursors with localised field errors', async () => {
    const badType = await list('?type=everything', world.seeker, 'ckb');
    expect(badType.status).toBe(422);
    expect(badType.body.errors?.type?.[0]).toMatch(/[\u0600-\u06ff]/);
    expect((await list('?limit=0')).status).toBe(422);
    expect((await list('?limit=51')).status).toBe(422);
    expect((await list('?limit=abc')).status).toBe(422);
    const badCursor = await list('?cursor=not-a-cursor');
    expect(badCursor.status).toBe(422);
    expect(badCursor.body.errors?.cursor).toBeDefined();
  });

  it('shows another seeker only their own applications', async () => {
    expect(applicationsOf(await list('', world.otherSeeker)).map((application) => application.id)).toEqual([ids.other]);
  });
});

describe('seekers only', () => {
  const routes: Array<[string, string, () => string]> = [
    ['GET', '/account/jobs/applications', () => '/account/jobs/applications'],
    ['POST', '/account/applications/{id}/withdraw', () => `/account/applications/${ids.offer}/withdraw`],
    ['GET', '/account/jobs/offers-all', () => '/account/jobs/offers-all'],
    ['POST', '/account/offers/{id}/accept', () => `/account/offers/${offerIds.pending}/accept`],
    ['POST', '/account/offers/{id}/decline', () => `/account/offers/${offerIds.pending}/decline`],
    ['GET', '/account/jobs/account-interviews', () => '/account/jobs/account-interviews'],
    ['GET', '/account/interviews/{id}/ics', () => `/account/interviews/${interviewIds.soon}/ics`],
    ['GET', '/account/dashboard', () => '/account/dashboard'],
  ];

  it.each(routes)('%s %s: 401 without a session, 403 for a company, and nothing changes', async (method, _label, path) => {
    const anonymous = await send(world.api, method, path());
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('unauthenticated');
    const company = await send(world.api, method, path(), { token: world.company });
    expect(company.status).toBe(403);
    expect(company.body.code).toBe('forbidden');
    expect((await stored(world, ids.offer)).stage).toBe('offer');
    expect(await offerStatusOf(world, offerIds.pending)).toBe('pending');
  });
});

describe('POST /account/applications/{id}/withdraw', () => {
  it('withdraws from a withdrawable stage with an event, and answers with the application', async () => {
    const id = await freshApplication(['applied', 'screening']);
    const reply = await send(world.api, 'POST', `/account/applications/${id}/withdraw`, { token: world.seeker });
    expect(reply.status).toBe(200);
    expect(reply.body.code).toBe('application_withdrawn');
    const application = reply.body.data?.application as SeekerApplication;
    expect(application).toMatchObject({ id, status: 'withdrawn', can_withdraw: false });
    expect(application.timeline.map((step) => step.status)).toEqual(['submitted', 'in_review', 'withdrawn']);
    expect(application.timeline.at(-1)?.at).toBe(now.toISOString());
    const row = await stored(world, id);
    expect(row.stage).toBe('withdrawn');
    expect(row.events.at(-1)).toEqual({ from_stage: 'screening', to_stage: 'withdrawn', actor_id: world.seekerId });
  });

  it("refuses a second withdraw, and hired or not-selected applications, with 409 in the reader's language", async () => {
    const id = await freshApplication(['applied']);
    expect((await send(world.api, 'POST', `/account/applications/${id}/withdraw`, { token: world.seeker })).status).toBe(200);
    const again = await send(world.api, 'POST', `/account/applications/${id}/withdraw`, { token: world.seeker, language: 'ar' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'application_not_withdrawable' });
    expect((await stored(world, id)).events).toHaveLength(2);
    for (const closed of [ids.hired, ids.rejected]) {
      const reply = await send(world.api, 'POST', `/account/applications/${closed}/withdraw`, { token: world.seeker });
      expect(reply.status).toBe(409);
      expect(reply.body.code).toBe('application_not_withdrawable');
    }
    expect((await stored(world, ids.hired)).stage).toBe('hired');
  });

  it("declines the application's pending offer with it", async () => {
    const id = await freshApplication(['applied', 'offer']);
    const offerId = await insertOffer(world, id, later(3 * day));
    expect((await send(world.api, 'POST', `/account/applications/${id}/withdraw`, { token: world.seeker })).status).toBe(200);
    expect(await offerStatusOf(world, offerId)).toBe('declined');
  });

  it("answers 404 for another seeker's application and an unknown id, changing nothing", async () => {
    const other = await send(world.api, 'POST', `/account/applications/${ids.other}/withdraw`, { token: world.seeker });
    expect(other.status).toBe(404);
    expect((await stored(world, ids.other)).stage).toBe('offer');
    expect((await send(world.api, 'POST', '/account/applications/999999/withdraw', { token: world.seeker })).status).toBe(404);
  });
});

describe('offers', () => {
  it("lists the seeker's offers, newest first, an expired pending one as expired", async () => {
    const id = await freshApplication(['applied', 'offer']);
    const expired = await insertOffer(world, id, later(-day), { title: 'Junior role' });
    const reply = await send(world.api, 'GET', '/account/jobs/offers-all', { token: world.seeker });
    expect(reply.status).toBe(200);
    expect(reply.body.code).toBe('offers_loaded');
    const offers = reply.body.data?.offers as SeekerOffer[];
    expect(offers.map((offer) => offer.id)).toEqual(expect.arrayContaining([expired, offerIds.pending]));
    expect(offers.map((offer) => offer.id)).not.toContain(offerIds.other);
    expect(offers[0]).toMatchObject({ id: expired, status: 'expired', title: 'Junior role', application_id: id });
    expect(offers.find((offer) => offer.id === offerIds.pending)).toMatchObject({
      status: 'pending',
      application_id: ids.offer,
      company: { name: 'Zagros Tech', logo_url: null },
      salary: 2000,
      salary_currency: 'USD',
      start_date: '2027-01-10',
      expires_at: later(7 * day).toISOString(),
    });
  });

  it('accepting hires: the offer, the stage and the event together; a second answer is 409', async () => {
    const id = await freshApplication(['applied', 'interview', 'offer']);
    const offerId = await insertOffer(world, id, later(2 * day));
    const reply = await send(world.api, 'POST', `/account/offers/${offerId}/accept`, { token: world.seeker });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ code: 'offer_accepted', data: { offer: { id: offerId, status: 'accepted' } } });
    const row = await stored(world, id);
    expect(row.stage).toBe('hired');
    expect(row.events.at(-1)).toEqual({ from_stage: 'offer', to_stage: 'hired', actor_id: world.seekerId });
    for (const answer of ['accept', 'decline']) {
      const again = await send(world.api, 'POST', `/account/offers/${offerId}/${answer}`, { token: world.seeker, language: 'ckb' });
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('offer_not_open');
      expect(again.body.message).toBe('This offer can no longer be answered: it was already answered or has expired.');
    }
    expect((await stored(world, id)).events).toHaveLength(4);
  });

  it('answers one of an accept and a decline sent at once, and writes one event', async () => {
    const id = await freshApplication(['applied', 'offer']);
    const offerId = await insertOffer(world, id, later(2 * day));
    const replies = await Promise.all(
      ['accept', 'decline'].map((answer) => send(world.api, 'POST', `/account/offers/${offerId}/${answer}`, { token: world.seeker })),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    const row = await stored(world, id);
    expect(row.events).toHaveLength(3);
    expect(row.stage).toBe(replies[0]?.status === 200 ? 'hired' : 'withdrawn');
    expect(await offerStatusOf(world, offerId)).toBe(replies[0]?.status === 200 ? 'accepted' : 'declined');
  });

  it('declining withdraws the application, with its event', async () => {
    const id = await freshApplication(['applied', 'offer']);
    const offerId = await insertOffer(world, id, later(2 * day));
    const reply = await send(world.api, 'POST', `/account/offers/${offerId}/decline`, { token: world.seeker });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ code: 'offer_declined', data: { offer: { status: 'declined' } } });
    const row = await stored(world, id);
    expect(row.stage).toBe('withdrawn');
    expect(row.events.at(-1)).toMatchObject({ from_stage: 'offer', to_stage: 'withdrawn' });
  });

  it('refuses an expired offer and an offer on a closed application with 409, changing nothing', async () => {
    const id = await freshApplication(['applied', 'offer']);
    const expired = await insertOffer(world, id, later(-60_000));
    const reply = await send(world.api, 'POST', `/account/offers/${expired}/accept`, { token: world.seeker });
    expect(reply.status).toBe(409);
    expect(reply.body.code).toBe('offer_not_open');
    expect(await offerStatusOf(world, expired)).toBe('pending');
    expect((await stored(world, id)).stage).toBe('offer');
    const rejected = await freshApplication(['applied', 'offer', 'rejected']);
    const onRejected = await insertOffer(world, rejected, later(day));
    expect((await send(world.api, 'POST', `/account/offers/${onRejected}/accept`, { token: world.seeker })).status).toBe(409);
    expect((await stored(world, rejected)).stage).toBe('rejected');
  });

  it("answers 404 for another seeker's offer and an unknown one", async () => {
    for (const answer of ['accept', 'decline']) {
      expect((await send(world.api, 'POST', `/account/offers/${offerIds.other}/${answer}`, { token: world.seeker })).status).toBe(404);
    }
    expect(await offerStatusOf(world, offerIds.other)).toBe('pending');
    expect((await send(world.api, 'POST', '/account/offers/999999/accept', { token: world.seeker })).status).toBe(404);
  });
});

describe('interviews', () => {
  it('lists upcoming interviews first (soonest first, one under way included), then past ones, cancelled ones marked', async () => {
    const reply = await send(world.api, 'GET', '/account/jobs/account-interviews', { token: world.seeker });
    expect(reply.status).toBe(200);
    expect(reply.body.code).toBe('interviews_loaded');
    const interviews = reply.body.data?.interviews as SeekerInterview[];
    expect(interviews.map((interview) => interview.id)).toEqual([
      interviewIds.inProgress,
      interviewIds.cancelled,
      interviewIds.soon,
      interviewIds.later,
      interviewIds.past,
      interviewIds.longAgo,
    ]);
    expect(interviews[1]).toMatchObject({ status: 'cancelled' });
    expect(interviews[2]).toMatchObject({
      application_id: ids.interview,
      job: { title: 'Data Engineer' },
      company: { name: 'Zagros Tech' },
      starts_at: later(2 * day).toISOString(),
      duration_minutes: 60,
      mode: 'online',
      meeting_url: 'https://meet.example/kar',
      location: null,
      status: 'scheduled',
      ics_url: `/api/v1/account/interviews/${interviewIds.soon}/ics`,
    });
  });

  it('downloads an interview as an .ics attachment: REQUEST while scheduled, CANCEL once cancelled', async () => {
    const download = async (id: number, language = 'en') => {
      const response = await world.api.request(`/api/v1/account/interviews/${id}/ics`, {
        headers: { Authorization: `Bearer ${world.seeker}`, 'Accept-Language': language },
      });
      return { status: response.status, headers: response.headers, text: await response.text() };
    };
    const scheduled = await download(interviewIds.later, 'ckb');
    expect(scheduled.status).toBe(200);
    expect(scheduled.headers.get('content-type')).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(scheduled.headers.get('content-disposition')).toMatch(/^attachment; filename="interview-\d+\.ics"/);
    expect(scheduled.text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    const lines = scheduled.text.replace(/\r\n /g, '').split('\r\n');
    expect(lines).toContain('METHOD:REQUEST');
    expect(lines).toContain(`UID:interview-${ids.interview}-${later(5 * day).getTime()}@kar.test`);
    expect(lines).toContain('SEQUENCE:1');
    expect(lines).toContain(
      `DTSTART:${later(5 * day)
        .toISOString()
        .replace(/\.000Z$/, 'Z')
        .replace(/[-:]/g, '')}`,
    );
    expect(lines).toContain('SUMMARY:چاوپێکەوتن: Data Engineer لە Zagros Tech');
    expect(lines).toContain('LOCATION:Zagros Tech\\, 100m Street\\, Erbil');
    const cancelled = await download(interviewIds.cancelled);
    expect(cancelled.headers.get('content-type')).toBe('text/calendar; charset=utf-8; method=CANCEL');
    expect(cancelled.text).toContain('\r\nMETHOD:CANCEL\r\n');
    expect(cancelled.text).toContain('\r\nSTATUS:CANCELLED\r\n');
  });

  it("answers 404 for another seeker's interview", async () => {
    expect((await send(world.api, 'GET', `/account/interviews/${interviewIds.other}/ics`, { token: world.seeker })).status).toBe(404);
    const listed = (await send(world.api, 'GET', '/account/jobs/account-interviews', { token: world.seeker })).body.data?.interviews as SeekerInterview[];
    expect(listed.map((interview) => interview.id)).not.toContain(interviewIds.other);
  });
});

describe('GET /account/dashboard', () => {
  it('counts applications by status, upcoming interviews, open offers, CVs and saved jobs', async () => {
    const token = await signedUpAccount(world.api, 'dash@example.com');
    const [row] = await world.api.deps.db.all<{ id: number }>(sql`select id from users where email = 'dash@example.com'`);
    const seekerId = row?.id ?? 0;
    const empty = await send(world.api, 'GET', '/account/dashboard', { token });
    expect(empty.status).toBe(200);
    expect(empty.body.data?.dashboard).toEqual({
      applications: { submitted: 0, in_review: 0, interview: 0, offer: 0, hired: 0, not_selected: 0, withdrawn: 0, total: 0 },
      upcoming_interviews: 0,
      open_offers: 0,
      cvs: 0,
      saved_jobs: 0,
    });
    await freshApplication(['applied'], seekerId);
    await freshApplication(['applied', 'screening'], seekerId);
    await freshApplication(['applied', 'shortlisted'], seekerId);
    const interviewing = await freshApplication(['applied', 'interview'], seekerId);
    const offered = await freshApplication(['applied', 'offer'], seekerId);
    await freshApplication(['applied', 'rejected'], seekerId);
    await insertInterview(world, interviewing, later(day));
    await insertInterview(world, interviewing, later(2 * day), { status: 'cancelled' });
    await insertInterview(world, interviewing, later(-day));
    await insertOffer(world, offered, later(day));
    await insertOffer(world, offered, later(-day));
    const { jobId } = await jobWithRequirements(world);
    expect((await send(world.api, 'PUT', `/account/saved-jobs/${jobId}`, { token })).status).toBe(200);
    await completeCv(world.api, token);
    const reply = await send(world.api, 'GET', '/account/dashboard', { token });
    expect(reply.body.code).toBe('dashboard_loaded');
    expect(reply.body.data?.dashboard as SeekerDashboard).toEqual({
      applications: { submitted: 1, in_review: 2, interview: 1, offer: 1, hired: 0, not_selected: 1, withdrawn: 0, total: 6 },
      upcoming_interviews: 1,
      open_offers: 1,
      cvs: 1,
      saved_jobs: 1,
    });
  });
});

describe('tRPC twins', () => {
  it('lists and withdraws through tRPC with the same rules', async () => {
    const headers = { Authorization: `Bearer ${world.seeker}`, 'Content-Type': 'application/json' };
    const listed = await world.api.request(`/api/trpc/seeker.list?input=${encodeURIComponent(JSON.stringify({ type: 'not_selected' }))}`, { headers });
    expect(listed.status).toBe(200);
    const page = ((await listed.json()) as { result: { data: { applications: SeekerApplication[] } } }).result.data;
    expect(page.applications.map((application) => application.id)).toContain(ids.rejected);
    expect(page.applications.every((application) => application.status === 'not_selected')).toBe(true);
    const refused = await world.api.request('/api/trpc/seeker.withdraw', { method: 'POST', headers, body: JSON.stringify({ id: ids.rejected }) });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { data: { appCode: string } } }).error.data.appCode).toBe('application_not_withdrawable');
    const foreign = await world.api.request('/api/trpc/seeker.acceptOffer', { method: 'POST', headers, body: JSON.stringify({ id: offerIds.other }) });
    expect(foreign.status).toBe(404);
    const company = await world.api.request('/api/trpc/seeker.dashboard', { headers: { Authorization: `Bearer ${world.company}` } });
    expect(company.status).toBe(403);
  });
});
