import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { adminAuditLog, users } from '../../db/schema';
import { authRepo } from '../../worker/features/auth/auth.repo';
import { sessionsService } from '../../worker/features/auth/sessions.service';
import type { AdminProgramView, ProgramView, RegistrationView } from '../../worker/features/programs/programs.schemas';
import { listOutbox } from '../../worker/platform/outbox';
import { scheduledJobs } from '../../worker/scheduled';
import { type Api, post } from '../support/auth-flow';
import { tinyPng } from '../support/files';
import { testApp, testClock } from '../support/node-deps';
import { drainQueue } from '../support/work-queue';
import { send } from './jobs.support';

const hour = 3600_000;
const day = 24 * hour;
let api: Api;
let clock: ReturnType<typeof testClock>;
const tokens = { admin: '', seeker: '', company: '' };
let userCount = 0;

/** A user straight in the table and a session for them: the sign-up flow is tested elsewhere and costs seconds. */
async function userWithSession(type: 'account' | 'company' | 'admin', locale: 'en' | 'ckb' | 'ar' = 'en') {
  userCount += 1;
  const email = `${type}${userCount}@programs.example`;
  const at = clock.now();
  // A verified address, as every sign-up ends: only the unsigned-apply placeholder has none (and may do nothing here).
  const [user] = await api.deps.db
    .insert(users)
    .values({ type, email, passwordHash: 'x', fullName: `Person ${userCount}`, locale, emailVerifiedAt: at, createdAt: at, updatedAt: at })
    .returning();
  if (!user) throw new Error('no user');
  // An admin's session as a sign-in through the authenticator app leaves it (a password-only one opens nothing).
  const { token } = await sessionsService(api.deps, authRepo(api.deps.db)).start(user, { userAgent: 'test' }, type === 'admin' ? 'totp' : null);
  return { token, email, id: user.id };
}

/** An instant some days (and hours) from the test clock's now. */
const inDays = (days: number, hours = 0) => new Date(clock.now().getTime() + days * day + hours * hour).toISOString();

function eventBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    category: 'job_fair',
    title: 'Erbil Job Fair',
    description: '<p>Meet <strong>forty</strong> employers.</p><script>alert(1)</script><img src=x onerror=alert(1)>',
    language: 'ckb',
    starts_at: inDays(10),
    ends_at: inDays(10, 6),
    place: 'Erbil International Fair Ground',
    online_url: null,
    capacity: 5,
    registration_deadline: null,
    ...overrides,
  };
}

async function created(kind: 'programs' | 'events', body: Record<string, unknown>, publish = true): Promise<AdminProgramView> {
  const reply = await send(api, 'POST', `/admin/${kind}`, { token: tokens.admin, body });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  const item = reply.body.data?.[kind === 'programs' ? 'program' : 'event'] as AdminProgramView;
  if (!publish) return item;
  const published = await send(api, 'POST', `/admin/${kind}/${item.id}/publish`, { token: tokens.admin });
  expect(published.status).toBe(200);
  return published.body.data?.[kind === 'programs' ? 'program' : 'event'] as AdminProgramView;
}

const register = (id: number, token: string, kind = 'events') => send(api, 'POST', `/account/${kind}/${id}/registration`, { token });

beforeAll(async () => {
  clock = testClock();
  api = await testApp({ clock });
  tokens.admin = (await userWithSession('admin')).token;
  tokens.seeker = (await userWithSession('account')).token;
  tokens.company = (await userWithSession('company')).token;
}, 60_000);

describe('admins write programs and events', () => {
  it('creates a draft, sanitises the description, edits, publishes, archives and deletes a draft', async () => {
    const draft = await created('events', eventBody(), false);
    expect(draft).toMatchObject({ kind: 'event', category: 'job_fair', status: 'draft', capacity: 5, seats_left: 5, registered_count: 0, language: 'ckb' });
    expect(draft.description).toBe('<p>Meet <strong>forty</strong> employers.</p>');
    expect(draft.registration_closes_at).toBe(draft.starts_at);

    const edited = await send(api, 'PUT', `/admin/events/${draft.id}`, {
      token: tokens.admin,
      body: eventBody({ title: 'Erbil Job Fair 2026', place: '', online_url: 'meet.example.com/fair', capacity: '' }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data?.event).toMatchObject({
      title: 'Erbil Job Fair 2026',
      place: null,
      online_url: 'https://meet.example.com/fair',
      capacity: null,
      seats_left: null,
    });

    // Drafts are nobody's business but the admins'.
    expect((await send(api, 'GET', `/events/${draft.id}`)).status).toBe(404);
    const published = await send(api, 'POST', `/admin/events/${draft.id}/publish`, { token: tokens.admin });
    expect(published.body.data?.event).toMatchObject({ status: 'published' });
    expect((await send(api, 'GET', `/events/${draft.id}`)).body.data?.event).toMatchObject({
      title: 'Erbil Job Fair 2026',
      registered: null,
      registration_open: true,
    });

    // DELETE archives what is not a draft, and deletes a draft.
    const archived = await send(api, 'DELETE', `/admin/events/${draft.id}`, { token: tokens.admin });
    expect(archived.body).toMatchObject({ code: 'event_archived', data: { deleted: false, event: { status: 'archived' } } });
    const other = await created('events', eventBody(), false);
    const deleted = await send(api, 'DELETE', `/admin/events/${other.id}`, { token: tokens.admin });
    expect(deleted.body).toMatchObject({ code: 'event_deleted', data: { deleted: true } });
    expect((await send(api, 'GET', `/admin/events/${other.id}`, { token: tokens.admin })).status).toBe(404);
    // An event id is not a program.
    expect((await send(api, 'GET', `/admin/programs/${draft.id}`, { token: tokens.admin })).status).toBe(404);
  });

  it('records every admin write in the audit log, with who, what, when, before and after', async () => {
    const draft = await created('programs', eventBody({ category: 'training', title: 'Audited course' }), false);
    expect((await send(api, 'POST', `/admin/programs/${draft.id}/publish`, { token: tokens.admin })).status).toBe(200);
    expect((await send(api, 'DELETE', `/admin/programs/${draft.id}`, { token: tokens.admin })).status).toBe(200);
    const rows = await api.deps.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetType, 'program'), eq(adminAuditLog.targetId, draft.id)));
    expect(rows.map((row) => row.action)).toEqual(['program.create', 'program.publish', 'program.archive']);
    const published = rows[1];
    expect(published?.before).toMatchObject({ status: 'draft', title: 'Audited course' });
    expect(published?.after).toMatchObject({ status: 'published' });
    expect(rows.every((row) => row.adminId > 0 && row.createdAt instanceof Date)).toBe(true);
  });

  it('asks for the password again before a write once the last check is 10 minutes old; reading goes on', async () => {
    const draft = await created('programs', eventBody({ category: 'training', title: 'Checked course' }), false);
    clock.advance(11 * 60_000);
    const refused = await send(api, 'POST', `/admin/programs/${draft.id}/publish`, { token: tokens.admin });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('reauth_required');
    expect((await send(api, 'GET', `/admin/programs/${draft.id}`, { token: tokens.admin })).status).toBe(200);
    // A new sign-in is a fresh check.
    tokens.admin = (await userWithSession('admin')).token;
    expect((await send(api, 'POST', `/admin/programs/${draft.id}/publish`, { token: tokens.admin })).status).toBe(200);
    // The other tests read times on the clock as it was.
    clock.advance(-11 * 60_000);
  });

  it("refuses invalid fields with 422 and messages in the request's language", async () => {
    const invalid = await send(api, 'POST', '/admin/programs', {
      token: tokens.admin,
      language: 'ckb',
      body: eventBody({ category: 'job_fair', title: '  ', language: 'fr', starts_at: 'tomorrow', capacity: 0, online_url: 'http://insecure.example' }),
    });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.errors ?? {}).sort()).toEqual(['capacity', 'language', 'online_url', 'starts_at', 'title']);
    expect(invalid.body.errors?.title).toEqual(['ناونیشانێک بنووسە']);

    const order = await send(api, 'POST', '/admin/programs', {
      token: tokens.admin,
      body: eventBody({ category: 'training', ends_at: inDays(9), place: null }),
    });
    expect(order.status).toBe(422);
    expect(order.body.errors).toMatchObject({ ends_at: ['The end must come after the start'], place: ['Enter a place, an online link or both'] });

    // A workshop is an event, not a program; a wrong type is a 422 too.
    const kind = await send(api, 'POST', '/admin/programs', { token: tokens.admin, language: 'ar', body: eventBody({ category: 'workshop' }) });
    expect(kind.status).toBe(422);
    expect(kind.body.errors?.category).toEqual(['اختر فئة']);
    expect((await send(api, 'POST', '/admin/programs', { token: tokens.admin, body: eventBody({ category: 'training', title: 42 }) })).status).toBe(422);
    const late = await send(api, 'POST', '/admin/events', { token: tokens.admin, body: eventBody({ registration_deadline: inDays(11) }) });
    expect(late.body.errors?.registration_deadline).toEqual(['Registration must close before the end']);
  });

  it('answers 401 without a session and 403 to seekers and companies, on every admin route', async () => {
    const item = await created('programs', eventBody({ category: 'training' }), false);
    const routes: Array<[string, string, unknown?]> = [
      ['GET', '/admin/programs'],
      ['POST', '/admin/programs', eventBody({ category: 'training' })],
      ['GET', `/admin/programs/${item.id}`],
      ['PUT', `/admin/programs/${item.id}`, eventBody({ category: 'training' })],
      ['DELETE', `/admin/programs/${item.id}`],
      ['POST', `/admin/programs/${item.id}/publish`],
      ['POST', `/admin/programs/${item.id}/archive`],
      ['DELETE', `/admin/programs/${item.id}/image`],
      ['GET', '/admin/events'],
      ['POST', '/admin/events', eventBody()],
    ];
    for (const [method, path, body] of routes) {
      expect((await send(api, method, path, { body })).status, `${method} ${path} anonymous`).toBe(401);
      expect((await send(api, method, path, { body, token: tokens.seeker })).status, `${method} ${path} seeker`).toBe(403);
      expect((await send(api, method, path, { body, token: tokens.company })).status, `${method} ${path} company`).toBe(403);
    }
    // The tRPC twins answer the same.
    const trpc = (path: string, token?: string) =>
      api.request(`/api/trpc/${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ kind: 'program', id: item.id }),
      });
    expect((await trpc('programs.admin.publish')).status).toBe(401);
    expect((await trpc('programs.admin.publish', tokens.seeker)).status).toBe(403);
    expect((await trpc('programs.admin.archive', tokens.company)).status).toBe(403);
    expect((await trpc('programs.admin.remove', tokens.admin)).status).toBe(200);
    // Nothing changed meanwhile but the admin's own removal of the draft.
    expect((await send(api, 'GET', `/admin/programs/${item.id}`, { token: tokens.admin })).status).toBe(404);
  });

  it('stores an image by its bytes and serves it; a non-image is refused', async () => {
    const item = await created('programs', eventBody({ category: 'internship' }));
    const form = new FormData();
    form.append('image', new File([tinyPng()], 'poster.png', { type: 'image/png' }));
    const saved = await post(api, `/admin/programs/${item.id}/image`, form, { token: tokens.admin });
    expect(saved.status).toBe(200);
    const url = (saved.body.data?.program as AdminProgramView).image_url as string;
    expect(url).toMatch(new RegExp(`^/api/v1/programs/${item.id}/image\\?v=`));
    const image = await api.request(url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');

    const fake = new FormData();
    fake.append('image', new File(['<script>alert(1)</script>'], 'poster.png', { type: 'image/png' }));
    expect((await post(api, `/admin/programs/${item.id}/image`, fake, { token: tokens.admin })).status).toBe(415);
  });
});

describe('seekers browse and register', () => {
  it('pages upcoming items by page_size, soonest first, leaving out drafts, archived and ended ones', async () => {
    const base = [3, 1, 2, 4, 5].map((days) =>
      eventBody({ category: 'training', title: `Course in ${days} days`, starts_at: inDays(days + 30), ends_at: inDays(days + 30, 2) }),
    );
    for (const body of base) await created('programs', body);
    await created('programs', eventBody({ category: 'training', title: 'A draft', starts_at: inDays(30), ends_at: inDays(30, 1) }), false);
    const ended = await created('programs', eventBody({ category: 'training', title: 'Ended', starts_at: inDays(-3), ends_at: inDays(-2) }));
    expect(ended.status).toBe('published');

    const titles: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const reply = await send(api, 'GET', `/account/program-and-events/programs?page_size=2${cursor ? `&cursor=${cursor}` : ''}`, { token: tokens.seeker });
      expect(reply.status).toBe(200);
      const programs = reply.body.data?.programs as ProgramView[];
      expect(programs.length).toBeLessThanOrEqual(2);
      titles.push(...programs.map((item) => item.title));
      cursor = reply.body.data?.next_cursor as string | null;
      pages += 1;
    } while (cursor && pages < 20);
    const courses = titles.filter((title) => title.startsWith('Course'));
    expect(courses).toEqual(['Course in 1 days', 'Course in 2 days', 'Course in 3 days', 'Course in 4 days', 'Course in 5 days']);
    expect(titles).not.toContain('A draft');
    expect(titles).not.toContain('Ended');
    expect((await send(api, 'GET', '/account/program-and-events/programs?page_size=51', { token: tokens.seeker })).status).toBe(422);
    expect((await send(api, 'GET', '/account/program-and-events/programs', { token: tokens.company })).status).toBe(403);
    expect((await send(api, 'GET', '/account/program-and-events/programs')).status).toBe(401);
    // The public list is the same, for anyone.
    expect(((await send(api, 'GET', '/programs?page_size=50')).body.data?.programs as ProgramView[]).map((item) => item.title)).toEqual(titles);
  });

  it('gives exactly the capacity to 20 seekers registering at once; the rest get 409 full', async () => {
    const event = await created('events', eventBody({ capacity: 5 }));
    const seekers = await Promise.all(Array.from({ length: 20 }, () => userWithSession('account')));
    const replies = await Promise.all(seekers.map((seeker) => register(event.id, seeker.token)));
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    expect(replies.filter((reply) => reply.status === 409).every((reply) => reply.body.code === 'full')).toBe(true);
    const admin = await send(api, 'GET', `/admin/events/${event.id}`, { token: tokens.admin });
    expect(admin.body.data?.event).toMatchObject({ registered_count: 5, seats_left: 0 });

    // A seat given back is a seat for the next one.
    const holder = seekers[statuses.indexOf(201)];
    const waiting = seekers[statuses.indexOf(409)];
    if (!holder || !waiting) throw new Error('no holder or waiting seeker');
    expect((await register(event.id, waiting.token)).body.code).toBe('full');
    const cancelled = await send(api, 'DELETE', `/account/events/${event.id}/registration`, { token: holder.token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data?.event).toMatchObject({ registered: false, seats_left: 1 });
    expect((await register(event.id, waiting.token)).status).toBe(201);
    expect((await register(event.id, holder.token)).body.code).toBe('full');
    expect((await send(api, 'DELETE', `/account/events/${event.id}/registration`, { token: holder.token })).status).toBe(404);
  });

  it("lists the seeker's registrations, refuses a second one, and closes at the deadline and the start", async () => {
    const seeker = await userWithSession('account');
    const workshop = await created('events', eventBody({ category: 'workshop', title: 'CV workshop', capacity: null, registration_deadline: inDays(2) }));
    const first = await register(workshop.id, seeker.token);
    expect(first.status).toBe(201);
    expect(first.body.data?.registration).toMatchObject({ item: { id: workshop.id, registered: true } });
    expect((await register(workshop.id, seeker.token)).body.code).toBe('already_registered');

    const mine = await send(api, 'GET', '/account-events', { token: seeker.token });
    expect((mine.body.data?.registrations as RegistrationView[]).map((item) => item.item.title)).toEqual(['CV workshop']);
    expect((await send(api, 'GET', '/account-programs', { token: seeker.token })).body.data?.registrations).toEqual([]);
    expect(((await send(api, 'GET', `/events/${workshop.id}`, { token: seeker.token })).body.data?.event as ProgramView).registered).toBe(true);

    // Past the deadline: 409 for anyone new; a draft or a missing one is 404.
    const late = await userWithSession('account');
    clock.advance(2 * day + hour);
    const closed = await register(workshop.id, late.token);
    expect(closed.status).toBe(409);
    expect(closed.body.code).toBe('registration_closed');
    expect((await register(999_999, late.token)).status).toBe(404);
    // After the start a seat can no longer be given back.
    clock.advance(8 * day);
    const started = await send(api, 'DELETE', `/account/events/${workshop.id}/registration`, { token: seeker.token });
    expect(started.body.code).toBe('program_started');
    clock.advance(-10 * day - hour);
  });
});

describe('the day-before reminder', () => {
  it("mails each seat of an item starting in 24–48 hours once, in the registrant's language on Baghdad's clock", async () => {
    const sorani = await userWithSession('account', 'ckb');
    const arabic = await userWithSession('account', 'ar');
    // 30 hours after 10:00 UTC is 16:00 UTC the next day: 19:00 in Baghdad.
    const startsAt = new Date(clock.now().getTime() + 30 * hour);
    const soon = await created(
      'events',
      eventBody({ title: 'Sulaymaniyah Tech Meetup', starts_at: startsAt.toISOString(), ends_at: new Date(startsAt.getTime() + 2 * hour).toISOString() }),
    );
    const later = await created('events', eventBody({ title: 'Later', starts_at: inDays(5), ends_at: inDays(5, 2) }));
    for (const seeker of [sorani, arabic]) {
      expect((await register(soon.id, seeker.token)).status).toBe(201);
      expect((await register(later.id, seeker.token)).status).toBe(201);
    }
    const job = scheduledJobs['program and event reminders'];
    if (!job) throw new Error('the reminder job is not in worker/scheduled.ts');
    // The cron queues a batch per item; the queue's consumer mails them.
    const remindersSent = async () => {
      expect(await job(api.deps, clock.now())).toMatchObject({ items: expect.any(Number) as number });
      return (await drainQueue(api.deps)).reduce((sum, result) => sum + ('sent' in result ? Number(result.sent) : 0), 0);
    };
    expect(await remindersSent()).toBe(2);
    expect(await remindersSent()).toBe(0);

    const outbox = await listOutbox(api.deps.db, 500);
    const [toSorani] = outbox.filter((mail) => mail.to === sorani.email);
    const [toArabic] = outbox.filter((mail) => mail.to === arabic.email);
    expect(outbox.filter((mail) => mail.to === sorani.email)).toHaveLength(1);
    expect(toSorani?.subject).toBe('بیرخستنەوە: Sulaymaniyah Tech Meetup');
    expect(toSorani?.text).toContain('19:00');
    expect(toArabic?.text).toContain('19:00');
    expect(toSorani?.text).toContain('کاتی بەغدا');
    expect(toSorani?.html).toContain('dir="rtl"');
    expect(toArabic?.text).toContain('بتوقيت بغداد');
  });
});
