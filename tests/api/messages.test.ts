import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InboxPage, MessagesPage, ThreadMessage } from '../../worker/features/messages/messages.schemas';
import { listOutbox } from '../../worker/platform/outbox';
import { addCredits, publishedJob, send } from './jobs.support';
import { insertApplication, jobWithRequirements, type SeekerWorld, seekerWorld } from './seeker-applications.support';

const minute = 60_000;
let world: SeekerWorld;
/** The seeker's application to the company's job, the other seeker's to the same job, and one to another company. */
const ids = { mine: 0, theirs: 0, otherCompany: 0 };

const companyThread = (id: number) => `/company/applications/${id}/messages`;
const seekerThread = (id: number) => `/account/applications/${id}/messages`;
const write = (path: string, token: string, body: unknown, language = 'en') => send(world.api, 'POST', path, { token, body: { body }, language });
const read = async (path: string, token: string) => {
  const reply = await send(world.api, 'GET', path, { token });
  expect(reply.status).toBe(200);
  return reply.body.data as unknown as MessagesPage;
};
const unreadOf = async (token: string, side: 'company' | 'account') =>
  ((await send(world.api, 'GET', `/${side}/messages/unread-count`, { token })).body.data as { unread: number }).unread;
const inboxOf = async (token: string, side: 'company' | 'account', query = '') => {
  const reply = await send(world.api, 'GET', `/${side}/messages/inbox${query}`, { token });
  expect(reply.status).toBe(200);
  return reply.body.data as unknown as InboxPage;
};
const mailsTo = async (to: string) => (await listOutbox(world.api.deps.db, 500)).filter((mail) => mail.to === to);

/** A fresh application of the seeker to a new job of the company (for tests that need a thread of their own). */
async function freshApplication(path: Parameters<typeof insertApplication>[1]['path'] = ['applied']) {
  const { jobId } = await jobWithRequirements(world);
  return insertApplication(world, { jobId, seekerId: world.seekerId, path, at: world.clock.now() });
}

beforeAll(async () => {
  world = await seekerWorld();
  const { jobId } = await jobWithRequirements(world);
  const at = world.clock.now();
  ids.mine = await insertApplication(world, { jobId, seekerId: world.seekerId, at });
  ids.theirs = await insertApplication(world, { jobId, seekerId: world.otherSeekerId, at });
  await addCredits(world, 'jobs@other.example', 5);
  const foreignJob = await publishedJob(world, {}, world.otherCompany);
  ids.otherCompany = await insertApplication(world, { jobId: foreignJob, seekerId: world.seekerId, at });
}, 60_000);

describe('one thread per application, both ways', () => {
  it('the company writes, the seeker reads it unread, reading marks it read, the seeker answers', async () => {
    const sent = await write(companyThread(ids.mine), world.company, '  Could you come on Sunday? https://zagros.example/map  ');
    expect(sent.status).toBe(201);
    expect(sent.body.code).toBe('message_sent');
    const message = sent.body.data?.message as ThreadMessage;
    expect(message).toMatchObject({ sender_side: 'company', mine: true, body: 'Could you come on Sunday? https://zagros.example/map' });

    expect(await unreadOf(world.seeker, 'account')).toBe(1);
    expect(await unreadOf(world.company, 'company')).toBe(0);
    const inbox = await inboxOf(world.seeker, 'account');
    expect(inbox.threads[0]).toMatchObject({
      application_id: ids.mine,
      unread: 1,
      job_title: 'Senior Backend Developer',
      last_message: { sender_side: 'company' },
    });

    const thread = await read(seekerThread(ids.mine), world.seeker);
    expect(thread.messages).toEqual([{ ...message, mine: false }]);
    expect(thread.can_write).toBe(true);
    expect(await unreadOf(world.seeker, 'account')).toBe(0);

    world.clock.advance(minute);
    const answer = await write(seekerThread(ids.mine), world.seeker, 'Yes, at ten.');
    expect(answer.status).toBe(201);
    expect(await unreadOf(world.company, 'company')).toBe(1);
    expect((await inboxOf(world.company, 'company')).threads.find((item) => item.application_id === ids.mine)?.unread).toBe(1);
    const companySide = await read(companyThread(ids.mine), world.company);
    expect(companySide.messages.map((item) => [item.sender_side, item.mine])).toEqual([
      ['company', true],
      ['account', false],
    ]);
    expect(await unreadOf(world.company, 'company')).toBe(0);
  });

  it('pages a thread newest page first, oldest to newest within a page, and reaches older ones by cursor', async () => {
    const id = await freshApplication();
    for (let index = 1; index <= 5; index += 1) {
      world.clock.advance(1000);
      expect((await write(companyThread(id), world.company, `Message ${index}`)).status).toBe(201);
    }
    const first = await read(`${seekerThread(id)}?limit=2`, world.seeker);
    expect(first.messages.map((item) => item.body)).toEqual(['Message 4', 'Message 5']);
    const second = await read(`${seekerThread(id)}?limit=2&cursor=${first.next_cursor}`, world.seeker);
    expect(second.messages.map((item) => item.body)).toEqual(['Message 2', 'Message 3']);
    const third = await read(`${seekerThread(id)}?limit=2&cursor=${second.next_cursor}`, world.seeker);
    expect(third.messages.map((item) => item.body)).toEqual(['Message 1']);
    expect(third.next_cursor).toBeNull();
    // Reading an older page later does not lower the read marker.
    expect((await inboxOf(world.seeker, 'account')).threads.find((item) => item.application_id === id)?.unread).toBe(0);
    expect((await send(world.api, 'GET', `${seekerThread(id)}?cursor=not-a-cursor`, { token: world.seeker })).status).toBe(422);
  });

  it('orders the inbox by last activity and pages it', async () => {
    const [a, b, c] = [await freshApplication(), await freshApplication(), await freshApplication()];
    for (const id of [a, b, c]) {
      world.clock.advance(1000);
      await write(companyThread(id), world.company, `Hello ${id}`);
    }
    world.clock.advance(1000);
    await write(seekerThread(a), world.seeker, 'Answer to the oldest');
    const first = await inboxOf(world.company, 'company', '?limit=2');
    expect(first.threads.map((item) => item.application_id)).toEqual([a, c]);
    expect(first.threads[0]?.last_message.preview).toBe('Answer to the oldest');
    const second = await inboxOf(world.company, 'company', `?limit=2&cursor=${first.next_cursor}`);
    expect(second.threads[0]?.application_id).toBe(b);
    // Threads without messages are not in the inbox.
    const all = await inboxOf(world.company, 'company', '?limit=50');
    expect(all.threads.some((item) => item.application_id === ids.theirs)).toBe(false);
  });
});

describe('who may read and write', () => {
  it("another seeker's or another company's application answers 404, and the seeker never sees another's thread", async () => {
    await write(companyThread(ids.theirs), world.company, 'Only for the other seeker');
    expect((await send(world.api, 'GET', seekerThread(ids.theirs), { token: world.seeker })).status).toBe(404);
    expect((await write(seekerThread(ids.theirs), world.seeker, 'Hi')).status).toBe(404);
    expect((await send(world.api, 'GET', companyThread(ids.otherCompany), { token: world.company })).status).toBe(404);
    expect((await write(companyThread(ids.otherCompany), world.company, 'Hi')).status).toBe(404);
    expect((await send(world.api, 'GET', seekerThread(999_999), { token: world.seeker })).status).toBe(404);
    const inbox = await inboxOf(world.seeker, 'account', '?limit=50');
    expect(inbox.threads.some((item) => item.application_id === ids.theirs)).toBe(false);
    expect((await inboxOf(world.otherSeeker, 'account')).threads.map((item) => item.application_id)).toEqual([ids.theirs]);
    expect(await unreadOf(world.otherSeeker, 'account')).toBe(1);
  });

  it('signed out is 401, the wrong side 403, an unapproved company 403 company_not_approved', async () => {
    for (const path of ['/company/messages/inbox', '/account/messages/inbox', '/company/messages/unread-count', seekerThread(ids.mine)]) {
      expect((await send(world.api, 'GET', path)).status).toBe(401);
    }
    expect((await write(companyThread(ids.mine), '', 'Hi')).status).toBe(401);
    expect((await send(world.api, 'GET', '/company/messages/inbox', { token: world.seeker })).status).toBe(403);
    expect((await write(seekerThread(ids.mine), world.company, 'Hi')).status).toBe(403);
    const pending = await send(world.api, 'GET', '/company/messages/unread-count', { token: world.pendingCompany });
    expect(pending.status).toBe(403);
    expect(pending.body.code).toBe('company_not_approved');
    expect((await write(companyThread(ids.mine), world.pendingCompany, 'Hi')).body.code).toBe('company_not_approved');
  });

  it('a withdrawn application can be read by the seeker but not written to (409 thread_closed); the company still writes', async () => {
    const id = await freshApplication(['applied', 'withdrawn']);
    expect((await write(companyThread(id), world.company, 'Sorry to see you go')).status).toBe(201);
    const thread = await read(seekerThread(id), world.seeker);
    expect(thread.messages).toHaveLength(1);
    expect(thread.can_write).toBe(false);
    const refused = await write(seekerThread(id), world.seeker, 'One more thing');
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('thread_closed');
  });

  it("an empty, blank, too long or wrongly typed body is 422 in the reader's language, and nothing is saved", async () => {
    const id = await freshApplication();
    const empty = await write(companyThread(id), world.company, '   ', 'ckb');
    expect(empty.status).toBe(422);
    expect(empty.body.errors?.body).toEqual(['نامەیەک بنووسە']);
    const long = await write(companyThread(id), world.company, 'x'.repeat(4001), 'ar');
    expect(long.status).toBe(422);
    expect(long.body.errors?.body?.[0]).toContain('4000');
    expect((await write(companyThread(id), world.company, 42)).status).toBe(422);
    expect((await send(world.api, 'POST', companyThread(id), { token: world.company, body: {} })).status).toBe(422);
    expect((await write(companyThread(id), world.company, 'x'.repeat(4000))).status).toBe(201);
    expect((await read(companyThread(id), world.company)).messages).toHaveLength(1);
  });
});

describe('the e-mail notice', () => {
  it('mails the other side in their language at most once per thread per 15 minutes, with the links as plain text', async () => {
    await world.api.deps.db.run(sql`update users set locale = 'ckb' where email = 'seeker@example.com'`);
    await world.api.deps.db.run(sql`update users set locale = 'ar' where email = 'hr@zagros.example'`);
    const id = await freshApplication();
    const before = (await mailsTo('seeker@example.com')).length;
    await write(companyThread(id), world.company, 'See <a href="https://evil.example">this</a> https://zagros.example/map');
    const mails = await mailsTo('seeker@example.com');
    expect(mails).toHaveLength(before + 1);
    const notice = mails[0];
    expect(notice?.subject).toBe('نامەیەکی نوێ دەربارەی Senior Backend Developer');
    expect(notice?.html).toContain('dir="rtl"');
    expect(notice?.html).not.toContain('<a ');
    expect(notice?.html).not.toContain('href="');
    expect(notice?.html).toContain('&#60;a href=&#34;https://evil.example&#34;&#62;');
    expect(notice?.text).toContain('https://zagros.example/map');

    world.clock.advance(14 * minute);
    await write(companyThread(id), world.company, 'Second, within 15 minutes');
    expect(await mailsTo('seeker@example.com')).toHaveLength(before + 1);
    world.clock.advance(minute);
    await write(companyThread(id), world.company, 'Third, 15 minutes after the notice');
    expect(await mailsTo('seeker@example.com')).toHaveLength(before + 2);

    // The other direction has its own clock: the company hears of the seeker's answer, in Arabic.
    const companyBefore = (await mailsTo('hr@zagros.example')).length;
    await write(seekerThread(id), world.seeker, 'Thank you');
    const companyMails = await mailsTo('hr@zagros.example');
    expect(companyMails).toHaveLength(companyBefore + 1);
    expect(companyMails[0]?.subject).toBe('رسالة جديدة بخصوص Senior Backend Developer');
  });

  it('two messages at once send one mail', async () => {
    const id = await freshApplication();
    const before = (await mailsTo('seeker@example.com')).length;
    const replies = await Promise.all([write(companyThread(id), world.company, 'One'), write(companyThread(id), world.company, 'Two')]);
    expect(replies.map((reply) => reply.status)).toEqual([201, 201]);
    expect(await mailsTo('seeker@example.com')).toHaveLength(before + 1);
  });
});
