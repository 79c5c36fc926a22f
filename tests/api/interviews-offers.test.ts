import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import {
  type CompanyInterview,
  type CompanyInterviewsPage,
  type CompanyOffer,
  interviewChangeRefusal,
} from '../../worker/features/interviews/interviews.schemas';
import { listOutbox, type OutboxMessage } from '../../worker/platform/outbox';
import { signedUpAccount } from '../support/auth-flow';
import { addCredits, publishedJob, send } from './jobs.support';
import { insertApplication, jobWithRequirements, offerStatusOf, type SeekerWorld, seekerWorld, stored } from './seeker-applications.support';

const hour = 3600_000;
const day = 24 * hour;
let world: SeekerWorld;
let ckbSeekerId: number;
let ckbSeeker: string;
/** An application of the other company's job, for the 404s. */
let foreignApplication: number;

const later = (ms: number) => new Date(world.clock.now().getTime() + ms).toISOString();
const interviewBody = (overrides: Record<string, unknown> = {}) => ({
  starts_at: later(2 * day),
  duration_minutes: 45,
  mode: 'on_site',
  location: 'Zagros Tech, 100m Street, Erbil',
  note: 'Bring your portfolio.',
  ...overrides,
});
const offerBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Senior Backend Developer',
  salary: 2500,
  salary_currency: 'USD',
  start_date: '2027-01-10',
  expires_at: later(7 * day),
  message: 'We would be glad to have you on the team.',
  ...overrides,
});

const schedule = (applicationId: number, body: unknown, token = world.company, language = 'en') =>
  send(world.api, 'POST', `/company/applications/${applicationId}/interviews`, { token, body, language });
const offer = (applicationId: number, body: unknown, token = world.company) =>
  send(world.api, 'POST', `/company/applications/${applicationId}/offers`, { token, body });

/** A new application to the company's job (each test its own, so stages do not leak between tests). */
async function application(seekerId = world.seekerId, path: Parameters<typeof insertApplication>[1]['path'] = ['applied']) {
  const { jobId: job } = await jobWithRequirements(world);
  return insertApplication(world, { jobId: job, seekerId, path, at: world.clock.now() });
}

async function scheduled(applicationId: number, body = interviewBody()): Promise<CompanyInterview> {
  const reply = await schedule(applicationId, body);
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.data?.interview as unknown as CompanyInterview;
}

const mailsTo = async (to: string) => (await listOutbox(world.api.deps.db, 500)).filter((mail) => mail.to === to);

/** The `.ics` of a mail, unfolded (RFC 5545 §3.1), as its lines. */
function calendarOf(mail: OutboxMessage | undefined): { lines: string[]; value: (name: string) => string | undefined } {
  const attachment = mail?.attachments?.[0];
  expect(attachment?.filename).toBe('interview.ics');
  const lines = (attachment?.content ?? '').replace(/\r\n /g, '').split('\r\n');
  return { lines, value: (name) => lines.find((line) => line.startsWith(`${name}:`))?.slice(name.length + 1) };
}

beforeAll(async () => {
  world = await seekerWorld();
  ckbSeeker = await signedUpAccount(world.api, 'kurdish.seeker@example.com');
  await world.api.deps.db.update(users).set({ locale: 'ckb' }).where(eq(users.email, 'kurdish.seeker@example.com'));
  ckbSeekerId = (await world.api.deps.db.select({ id: users.id }).from(users).where(eq(users.email, 'kurdish.seeker@example.com')))[0]?.id ?? 0;
  await addCredits(world, 'jobs@other.example', 5);
  const foreignJob = await publishedJob(world, {}, world.otherCompany);
  foreignApplication = await insertApplication(world, { jobId: foreignJob, seekerId: world.seekerId, at: world.clock.now() });
}, 60_000);

describe('scheduling, rescheduling and cancelling an interview', () => {
  it('keeps one UID while SEQUENCE grows 0, 1, 2 and METHOD turns from REQUEST to CANCEL, times in UTC', async () => {
    const id = await application();
    const startsAt = '2026-11-25T07:00:00.000Z';
    const before = (await mailsTo('seeker@example.com')).length;
    const created = await scheduled(id, interviewBody({ starts_at: '2026-11-25T10:00:00+03:00' }));
    expect(created).toMatchObject({
      application_id: id,
      job: { id: expect.any(Number), title: 'Senior Backend Developer' },
      applicant_name: 'ئاراس محەمەد',
      starts_at: startsAt,
      ends_at: '2026-11-25T07:45:00.000Z',
      duration_minutes: 45,
      mode: 'on_site',
      location: 'Zagros Tech, 100m Street, Erbil',
      meeting_url: null,
      note: 'Bring your portfolio.',
      status: 'scheduled',
      sequence: 0,
    });

    const first = calendarOf((await mailsTo('seeker@example.com'))[0]);
    expect(await mailsTo('seeker@example.com')).toHaveLength(before + 1);
    const uid = first.value('UID');
    expect(uid).toMatch(/@interviews\.kar$/);
    expect(first.value('METHOD')).toBe('REQUEST');
    expect(first.value('SEQUENCE')).toBe('0');
    expect(first.value('DTSTART')).toBe('20261125T070000Z');
    expect(first.value('DTEND')).toBe('20261125T074500Z');
    expect(first.lines.some((line) => line.startsWith('ATTENDEE;') && line.endsWith(':mailto:seeker@example.com'))).toBe(true);
    expect(first.lines.some((line) => line.startsWith('ORGANIZER;') && line.endsWith(':mailto:hr@zagros.example'))).toBe(true);

    world.clock.advance(1000);
    const moved = await send(world.api, 'PATCH', `/company/interviews/${created.id}`, {
      token: world.company,
      body: { starts_at: '2026-11-26T08:30:00Z', mode: 'online', meeting_url: 'https://meet.example/kar-123' },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.code).toBe('interview_updated');
    expect(moved.body.data?.interview).toMatchObject({
      sequence: 1,
      mode: 'online',
      location: null,
      meeting_url: 'https://meet.example/kar-123',
      duration_minutes: 45,
    });
    const second = calendarOf((await mailsTo('seeker@example.com'))[0]);
    expect(second.value('UID')).toBe(uid);
    expect(second.value('SEQUENCE')).toBe('1');
    expect(second.value('METHOD')).toBe('REQUEST');
    expect(second.value('DTSTART')).toBe('20261126T083000Z');
    expect(second.value('URL')).toBe('https://meet.example/kar-123');

    world.clock.advance(1000);
    const cancelled = await send(world.api, 'DELETE', `/company/interviews/${created.id}`, { token: world.company });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.code).toBe('interview_cancelled');
    expect(cancelled.body.data?.interview).toMatchObject({ status: 'cancelled', sequence: 2 });
    const third = calendarOf((await mailsTo('seeker@example.com'))[0]);
    expect(third.value('UID')).toBe(uid);
    expect(third.value('SEQUENCE')).toBe('2');
    expect(third.value('METHOD')).toBe('CANCEL');
    expect(third.value('STATUS')).toBe('CANCELLED');
    expect((await mailsTo('seeker@example.com'))[0]?.attachments?.[0]?.contentType).toContain('method=CANCEL');
    expect(await mailsTo('seeker@example.com')).toHaveLength(before + 3);

    // The seeker's own download is the same entry.
    const download = await world.api.request(`/api/v1/account/interviews/${created.id}/ics`, { headers: { Authorization: `Bearer ${world.seeker}` } });
    expect(await download.text()).toContain(`UID:${uid}`);

    // A cancelled interview can be neither changed nor cancelled again.
    const again = await send(world.api, 'DELETE', `/company/interviews/${created.id}`, { token: world.company });
    expect([again.status, again.body.code]).toEqual([409, 'interview_not_open']);
    const change = await send(world.api, 'PATCH', `/company/interviews/${created.id}`, { token: world.company, body: { duration_minutes: 60 } });
    expect([change.status, change.body.code]).toEqual([409, 'interview_not_open']);
  });

  it("mails the seeker in their own language (Sorani), on Baghdad's clock, with the .ics in Sorani too", async () => {
    const id = await application(ckbSeekerId);
    await scheduled(id, interviewBody({ starts_at: '2026-12-03T06:15:00Z', duration_minutes: 60 }));
    const [mail] = await mailsTo('kurdish.seeker@example.com');
    expect(mail?.subject).toBe('بانگهێشتی چاوپێکەوتن: Senior Backend Developer لە Zagros Tech');
    expect(mail?.html).toContain('dir="rtl"');
    expect(mail?.text).toContain('3 کانوونی یەکەم 2026، 09:15 – 10:15 (کاتی بەغدا، UTC+3)');
    expect(calendarOf(mail).value('SUMMARY')).toBe('چاوپێکەوتن: Senior Backend Developer لە Zagros Tech');
    expect(calendarOf(mail).value('DTSTART')).toBe('20261203T061500Z');
  });

  it('keeps an unchanged field as it was, and checks the result by the rules of a new interview', async () => {
    const id = await application();
    const created = await scheduled(id);
    const toOnline = await send(world.api, 'PATCH', `/company/interviews/${created.id}`, { token: world.company, body: { mode: 'online' } });
    expect(toOnline.status).toBe(422);
    expect(Object.keys(toOnline.body.errors ?? {})).toEqual(['meeting_url']);
    const past = await send(world.api, 'PATCH', `/company/interviews/${created.id}`, { token: world.company, body: { starts_at: later(-hour) } });
    expect(past.status).toBe(422);
    const note = await send(world.api, 'PATCH', `/company/interviews/${created.id}`, { token: world.company, body: { note: null } });
    expect(note.body.data?.interview).toMatchObject({ note: null, location: created.location, starts_at: created.starts_at, sequence: 1 });
  });
});

describe('what an interview must be', () => {
  it('answers 422 on the field for a past time, a missing place, a link that is not https and a bad duration', async () => {
    const id = await application();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ starts_at: later(-hour) }, 'starts_at'],
      [{ starts_at: later(400 * day) }, 'starts_at'],
      [{ starts_at: '2026-12-01 10:00' }, 'starts_at'],
      [{ starts_at: 1_800_000_000_000 }, 'starts_at'],
      [{ location: '   ' }, 'location'],
      [{ mode: 'online', location: null }, 'meeting_url'],
      [{ mode: 'online', meeting_url: 'http://meet.example/kar' }, 'meeting_url'],
      [{ mode: 'online', meeting_url: 'javascript:alert(1)' }, 'meeting_url'],
      [{ mode: 'by_phone' }, 'mode'],
      [{ duration_minutes: 10 }, 'duration_minutes'],
      [{ duration_minutes: 481 }, 'duration_minutes'],
      [{ duration_minutes: 30.5 }, 'duration_minutes'],
      [{ duration_minutes: 'long' }, 'duration_minutes'],
    ];
    for (const [overrides, field] of cases) {
      const reply = await schedule(id, interviewBody(overrides));
      expect(reply.status, JSON.stringify(overrides)).toBe(422);
      expect(Object.keys(reply.body.errors ?? {}), JSON.stringify(overrides)).toEqual([field]);
    }
    const sorani = await schedule(id, interviewBody({ starts_at: later(-hour) }), world.company, 'ckb');
    expect(sorani.body.errors?.starts_at).toEqual(['کاتێک لە داهاتوودا هەڵبژێرە']);
    // A link without a scheme is taken as https.
    const bare = await schedule(id, interviewBody({ mode: 'online', meeting_url: 'meet.example/kar' }));
    expect(bare.body.data?.interview).toMatchObject({ meeting_url: 'https://meet.example/kar', location: null });
  });

  it('is not for a withdrawn, rejected or hired application (409 application_closed)', async () => {
    for (const path of [
      ['applied', 'withdrawn'],
      ['applied', 'rejected'],
      ['applied', 'offer', 'hired'],
    ] as const) {
      const id = await application(world.seekerId, path);
      const reply = await schedule(id, interviewBody());
      expect([reply.status, reply.body.code]).toEqual([409, 'application_closed']);
      expect((await offer(id, offerBody())).body.code).toBe('application_closed');
    }
  });
});

describe("what a hired applicant's interview allows (issue 23)", () => {
  it("names the application's stage and refuses a reschedule with 409 while a cancel is still allowed", async () => {
    const id = await application();
    const interview = await scheduled(id);
    expect(interview.application_stage).toBe('applied');
    expect(
      await send(world.api, 'PATCH', `/company/applications/${id}`, { token: world.company, body: { stage: 'hired' } }).then((reply) => reply.status),
    ).toBe(200);
    const listed = await send(world.api, 'GET', `/company/applications/${id}/interviews`, { token: world.company });
    const [shown] = listed.body.data?.interviews as CompanyInterview[];
    expect(shown).toMatchObject({ id: interview.id, application_stage: 'hired' });
    expect(interviewChangeRefusal(shown as CompanyInterview, 'reschedule', world.clock.now())).toBe('application_closed');
    expect(interviewChangeRefusal(shown as CompanyInterview, 'cancel', world.clock.now())).toBeNull();
    const moved = await send(world.api, 'PATCH', `/company/interviews/${interview.id}`, { token: world.company, body: { duration_minutes: 30 } });
    expect([moved.status, moved.body.code]).toEqual([409, 'application_closed']);
    expect((await send(world.api, 'DELETE', `/company/interviews/${interview.id}`, { token: world.company })).status).toBe(200);
    const cancelled = (await send(world.api, 'GET', `/company/applications/${id}/interviews`, { token: world.company })).body.data
      ?.interviews as CompanyInterview[];
    expect(interviewChangeRefusal(cancelled[0] as CompanyInterview, 'cancel', world.clock.now())).toBe('interview_not_open');
  });
});

describe("the company's interviews page", () => {
  it("lists by start time, desc by default, asc on request, a page at a time, only the company's own", async () => {
    const list = async (query: string) => {
      const reply = await send(world.api, 'GET', `/company/jobs/interviews${query}`, { token: world.otherCompany });
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      return reply.body.data as unknown as CompanyInterviewsPage;
    };
    const ids: number[] = [];
    for (const days of [3, 1, 2]) {
      const reply = await schedule(foreignApplication, interviewBody({ starts_at: later(days * day) }), world.otherCompany);
      ids.push((reply.body.data?.interview as { id: number }).id);
    }
    const [in3, in1, in2] = ids;
    expect((await list('')).interviews.map((item) => item.id)).toEqual([in3, in2, in1]);
    const first = await list('?sort_type=asc&limit=2');
    expect(first.interviews.map((item) => item.id)).toEqual([in1, in2]);
    expect(first.interviews[0]).toMatchObject({
      application_id: foreignApplication,
      applicant_name: 'ئاراس محەمەد',
      job: { title: 'Senior Backend Developer' },
    });
    expect(first.interviews[0]?.starts_at).toMatch(/Z$/);
    const second = await list(`?sort_type=asc&limit=2&cursor=${first.next_cursor}`);
    expect(second.interviews.map((item) => item.id)).toEqual([in3]);
    expect(second.next_cursor).toBeNull();
    expect((await send(world.api, 'GET', '/company/jobs/interviews?sort_type=up', { token: world.company })).status).toBe(422);
    expect((await send(world.api, 'GET', '/company/jobs/interviews?cursor=nonsense', { token: world.company })).status).toBe(422);
    // The first company sees none of these.
    const own = await send(world.api, 'GET', '/company/jobs/interviews?limit=50', { token: world.company });
    expect((own.body.data as unknown as CompanyInterviewsPage).interviews.some((item) => ids.includes(item.id))).toBe(false);
    // One application's interviews, for the applicant panel.
    const ofOne = await send(world.api, 'GET', `/company/applications/${foreignApplication}/interviews`, { token: world.otherCompany });
    expect((ofOne.body.data?.interviews as CompanyInterview[]).map((item) => item.id)).toEqual([in3, in2, in1]);
  });
});

describe('offers', () => {
  it('moves the application to offer with its event; a second open offer is 409; the seeker accepts and is hired', async () => {
    const id = await application();
    const before = (await mailsTo('seeker@example.com')).length;
    const sent = await offer(id, offerBody());
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.code).toBe('offer_sent');
    const created = sent.body.data?.offer as unknown as CompanyOffer;
    expect(created).toMatchObject({
      application_id: id,
      title: 'Senior Backend Developer',
      salary: 2500,
      salary_currency: 'USD',
      start_date: '2027-01-10',
      status: 'pending',
    });
    const moved = await stored(world, id);
    expect(moved.stage).toBe('offer');
    expect(moved.events.at(-1)).toMatchObject({ from_stage: 'applied', to_stage: 'offer' });
    expect(moved.events.at(-1)?.actor_id).toEqual(expect.any(Number));
    const mails = await mailsTo('seeker@example.com');
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]?.subject).toBe('Job offer: Senior Backend Developer at Zagros Tech');
    expect(mails[0]?.text).toContain('2,500 USD');

    const second = await offer(id, offerBody({ title: 'Lead' }));
    expect([second.status, second.body.code]).toEqual([409, 'offer_already_pending']);

    const accepted = await send(world.api, 'POST', `/account/offers/${created.id}/accept`, { token: world.seeker });
    expect(accepted.status).toBe(200);
    expect((await stored(world, id)).stage).toBe('hired');
    const listed = await send(world.api, 'GET', `/company/applications/${id}/offers`, { token: world.company });
    expect((listed.body.data?.offers as CompanyOffer[])[0]).toMatchObject({ id: created.id, status: 'accepted' });
  });

  it("the seeker declines: withdrawn; the offer mail is in the seeker's language", async () => {
    const id = await application(ckbSeekerId, ['applied', 'interview']);
    const created = (await offer(id, offerBody())).body.data?.offer as unknown as CompanyOffer;
    expect((await stored(world, id)).events.at(-1)).toMatchObject({ from_stage: 'interview', to_stage: 'offer' });
    const [mail] = await mailsTo('kurdish.seeker@example.com');
    expect(mail?.subject).toBe('پێشنیاری کار: Senior Backend Developer لە Zagros Tech');
    expect(mail?.text).toContain('10 کانوونی دووەم 2027');
    const declined = await send(world.api, 'POST', `/account/offers/${created.id}/decline`, { token: ckbSeeker });
    expect(declined.status).toBe(200);
    expect((await stored(world, id)).stage).toBe('withdrawn');
    expect(await offerStatusOf(world, created.id)).toBe('declined');
  });

  it('the company withdraws a pending offer once; a new offer may follow', async () => {
    const id = await application();
    const created = (await offer(id, offerBody())).body.data?.offer as unknown as CompanyOffer;
    const withdrawn = await send(world.api, 'POST', `/company/offers/${created.id}/withdraw`, { token: world.company });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.code).toBe('offer_withdrawn');
    expect(withdrawn.body.data?.offer).toMatchObject({ status: 'withdrawn' });
    expect((await mailsTo('seeker@example.com'))[0]?.subject).toBe('Offer withdrawn: Senior Backend Developer at Zagros Tech');
    const again = await send(world.api, 'POST', `/company/offers/${created.id}/withdraw`, { token: world.company });
    expect([again.status, again.body.code]).toEqual([409, 'offer_not_pending']);
    expect((await send(world.api, 'POST', `/account/offers/${created.id}/accept`, { token: world.seeker })).status).toBe(409);
    // Already in `offer`: a new offer adds no second move.
    const events = (await stored(world, id)).events.length;
    expect((await offer(id, offerBody())).status).toBe(201);
    expect((await stored(world, id)).events).toHaveLength(events);
  });

  it('answers 422 for a past expiry, a past start day, a bad currency, a missing message or salary', async () => {
    const id = await application();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ expires_at: later(-hour) }, 'expires_at'],
      [{ expires_at: 'next week' }, 'expires_at'],
      [{ start_date: '2026-11-21' }, 'start_date'],
      [{ start_date: '2027-02-30' }, 'start_date'],
      [{ salary_currency: 'EUR' }, 'salary_currency'],
      [{ salary: -5 }, 'salary'],
      [{ salary: 'a lot' }, 'salary'],
      [{ message: '   ' }, 'message'],
      [{ title: '' }, 'title'],
    ];
    for (const [overrides, field] of cases) {
      const reply = await offer(id, offerBody(overrides));
      expect(reply.status, JSON.stringify(overrides)).toBe(422);
      expect(Object.keys(reply.body.errors ?? {}), JSON.stringify(overrides)).toEqual([field]);
    }
    expect((await stored(world, id)).stage).toBe('applied');
  });
});

describe('who may', () => {
  it("another company's applications, interviews and offers answer 404", async () => {
    const id = await application();
    const interview = await scheduled(id);
    const created = (await offer(id, offerBody())).body.data?.offer as unknown as CompanyOffer;
    const other = world.otherCompany;
    expect((await schedule(id, interviewBody(), other)).status).toBe(404);
    expect((await send(world.api, 'GET', `/company/applications/${id}/interviews`, { token: other })).status).toBe(404);
    expect((await send(world.api, 'PATCH', `/company/interviews/${interview.id}`, { token: other, body: { duration_minutes: 60 } })).status).toBe(404);
    expect((await send(world.api, 'DELETE', `/company/interviews/${interview.id}`, { token: other })).status).toBe(404);
    expect((await offer(id, offerBody(), other)).status).toBe(404);
    expect((await send(world.api, 'POST', `/company/offers/${created.id}/withdraw`, { token: other })).status).toBe(404);
    expect((await send(world.api, 'GET', `/company/applications/${id}/offers`, { token: other })).status).toBe(404);
    expect((await schedule(999_999, interviewBody())).status).toBe(404);
    // Nothing changed.
    expect(await offerStatusOf(world, created.id)).toBe('pending');
    const row = await world.api.deps.db.get<{ status: string; sequence: number }>(sql`select status, sequence from interviews where id = ${interview.id}`);
    expect(row).toEqual({ status: 'scheduled', sequence: 0 });
  });

  it('signed out is 401, a seeker 403, a company waiting for approval 403 company_not_approved', async () => {
    const id = await application();
    const interview = await scheduled(id);
    const calls: Array<[string, string, unknown]> = [
      ['POST', `/company/applications/${id}/interviews`, interviewBody()],
      ['PATCH', `/company/interviews/${interview.id}`, { duration_minutes: 60 }],
      ['DELETE', `/company/interviews/${interview.id}`, undefined],
      ['GET', '/company/jobs/interviews', undefined],
      ['POST', `/company/applications/${id}/offers`, offerBody()],
      ['POST', '/company/offers/1/withdraw', undefined],
    ];
    for (const [method, path, body] of calls) {
      expect((await send(world.api, method, path, { body })).status, `${method} ${path}`).toBe(401);
      expect((await send(world.api, method, path, { body, token: world.seeker })).status, `${method} ${path}`).toBe(403);
      const pending = await send(world.api, method, path, { body, token: world.pendingCompany });
      expect([pending.status, pending.body.code], `${method} ${path}`).toEqual([403, 'company_not_approved']);
    }
  });
});

describe('tRPC twins', () => {
  const trpc = (path: string, token: string, body: unknown) =>
    world.api.request(`/api/trpc/${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const dataOf = async <Data>(response: Response) => ((await response.json()) as { result: { data: Data } }).result.data;

  it('schedules, changes, cancels and offers through tRPC with the same rules', async () => {
    const id = await application();
    const created = await trpc('interviews.schedule', world.company, { application_id: id, interview: interviewBody() });
    expect(created.status).toBe(200);
    const interview = await dataOf<CompanyInterview>(created);
    const changed = await trpc('interviews.update', world.company, { id: interview.id, duration_minutes: 90 });
    expect(await dataOf<CompanyInterview>(changed)).toMatchObject({ duration_minutes: 90, sequence: 1 });
    expect((await dataOf<CompanyInterview>(await trpc('interviews.cancel', world.company, { id: interview.id }))).status).toBe('cancelled');
    const refused = await trpc('interviews.schedule', world.company, { application_id: id, interview: interviewBody({ starts_at: later(-hour) }) });
    expect(refused.status).toBe(422);
    const sent = await trpc('interviews.offers.create', world.company, { application_id: id, ...offerBody() });
    const offered = await dataOf<CompanyOffer>(sent);
    expect((await stored(world, id)).stage).toBe('offer');
    expect((await dataOf<CompanyOffer>(await trpc('interviews.offers.withdraw', world.company, { id: offered.id }))).status).toBe('withdrawn');
    expect((await trpc('interviews.offers.withdraw', world.otherCompany, { id: offered.id })).status).toBe(404);
    expect((await trpc('interviews.cancel', world.seeker, { id: interview.id })).status).toBe(403);
    const listed = await world.api.request(`/api/trpc/interviews.list?input=${encodeURIComponent(JSON.stringify({ sort_type: 'asc' }))}`, {
      headers: { Authorization: `Bearer ${world.company}` },
    });
    expect((await dataOf<CompanyInterviewsPage>(listed)).interviews.some((item) => item.id === interview.id)).toBe(true);
  });
});
