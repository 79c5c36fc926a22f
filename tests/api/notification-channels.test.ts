import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions, users } from '../../db/schema';
import type { NotificationsPage } from '../../worker/features/notifications/notifications.schemas';
import { noticesPerDelivery } from '../../worker/features/push/notice-delivery.service';
import type { NoticeChannels, PushNoticePayload } from '../../worker/features/push/push.schemas';
import { allLocales, loadCatalogues, translate } from '../../worker/http/i18n';
import { listOutbox } from '../../worker/platform/outbox';
import type { memoryWorkQueue } from '../../worker/platform/queue';
import { handleQueueMessage } from '../../worker/queue';
import type { PushSubscriptionTarget, WebPushSender } from '../../worker/platform/web-push';
import type { PushAnswer } from '../support/fake-push-service';
import { pushesTo, subscribedBrowser, testWebPush } from '../support/push-browser';
import { createAdmin } from './admin.support';
import { send } from './jobs.support';
import { insertApplication, jobWithRequirements, type SeekerWorld, seekerWorld } from './seeker-applications.support';

const day = 86_400_000;
let world: SeekerWorld;
let sender: WebPushSender;
let admin = '';

const channelsOf = async (token: string) => {
  const reply = await send(world.api, 'GET', '/account/notification-channels', { token });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as unknown as NoticeChannels;
};
const choose = (channels: Record<string, string>, token = world.seeker) =>
  send(world.api, 'PUT', '/account/notification-channels', { token, body: { channels } });
/** A browser of the user subscribed through the route, as the notifications page does it. */
async function phoneOf(token: string, answer?: PushAnswer): Promise<PushSubscriptionTarget> {
  const subscription = await subscribedBrowser(sender.publicKey, answer);
  expect((await send(world.api, 'POST', '/account/push-subscriptions', { token, body: subscription })).status).toBe(200);
  return subscription;
}
const noticesIn = async (subscription: PushSubscriptionTarget) => (await pushesTo(subscription)).map((push) => JSON.parse(push.plaintext) as PushNoticePayload);
const mailsTo = async (to: string) => (await listOutbox(world.api.deps.db, 1000)).filter((mail) => mail.to === to);
const later = (ms: number) => new Date(world.clock.now().getTime() + ms).toISOString();
async function application(seekerId = world.seekerId) {
  const { jobId } = await jobWithRequirements(world, { title: 'Network Engineer' });
  return { applicationId: await insertApplication(world, { jobId, seekerId, path: ['applied'], at: world.clock.now() }) };
}
const schedule = (applicationId: number) =>
  send(world.api, 'POST', `/company/applications/${applicationId}/interviews`, {
    token: world.company,
    body: { starts_at: later(2 * day), duration_minutes: 45, mode: 'on_site', location: 'Zagros Tech, Erbil' },
  });
const write = (applicationId: number, side: 'account' | 'company', token: string) =>
  send(world.api, 'POST', `/${side}/applications/${applicationId}/messages`, { token, body: { body: 'When can you start?' } });

beforeAll(async () => {
  sender = await testWebPush();
  world = await seekerWorld({ webPush: sender });
  admin = await createAdmin(world, 'boss@kar.example');
  await world.api.deps.db.update(users).set({ locale: 'ckb' }).where(eq(users.email, 'seeker@example.com'));
  await world.api.deps.db.update(users).set({ locale: 'ar' }).where(eq(users.email, 'hr@zagros.example'));
  await loadCatalogues(allLocales);
}, 60_000);

describe('GET /account/notification-channels', () => {
  it('is for signed-in seekers and approved companies', async () => {
    expect((await send(world.api, 'GET', '/account/notification-channels')).status).toBe(401);
    expect((await send(world.api, 'GET', '/account/notification-channels', { token: admin })).status).toBe(403);
    expect((await send(world.api, 'GET', '/account/notification-channels', { token: world.pendingCompany })).status).toBe(403);
  });

  it("lists a seeker's kinds with today's channel: e-mail", async () => {
    const reply = await send(world.api, 'GET', '/account/notification-channels', { token: world.otherSeeker });
    expect(reply.body.code).toBe('notification_channels_loaded');
    const all = ['push', 'telegram', 'email', 'none'];
    expect(reply.body.data).toEqual({
      channels: {
        message: 'email',
        interview_scheduled: 'email',
        interview_changed: 'email',
        interview_cancelled: 'email',
        offer_received: 'email',
        offer_withdrawn: 'email',
        stage_changed: 'email',
        job_alert: 'email',
      },
      choices: {
        message: all,
        interview_scheduled: all,
        interview_changed: all,
        interview_cancelled: all,
        offer_received: all,
        offer_withdrawn: all,
        stage_changed: all,
        job_alert: ['telegram', 'email'],
      },
      push: { enabled: true, subscriptions: 0 },
      // No bot on this Kar: Telegram is listed but cannot be chosen (telegram-notices.test.ts has one).
      telegram: { enabled: false, linked: false },
    });
  });

  it("lists a company's kinds: the answers to its offers, which Kar does not mail, go to the bell alone", async () => {
    const channels = await channelsOf(world.otherCompany);
    expect(channels.channels).toEqual({ message: 'email', new_applicant: 'email', offer_accepted: 'none', offer_declined: 'none' });
    expect(channels.choices.offer_accepted).toEqual(['push', 'none']);
    expect(channels.choices.new_applicant).toEqual(['push', 'email', 'none']);
  });
});

describe('PUT /account/notification-channels', () => {
  it('refuses unknown kinds and channels, kinds the reader never receives and e-mail where Kar sends none (422, nothing saved)', async () => {
    expect((await send(world.api, 'PUT', '/account/notification-channels', { body: { channels: { message: 'push' } } })).status).toBe(401);
    expect((await choose({ message: 'push' }, admin)).status).toBe(403);
    const refusals: Array<[string, Record<string, string>]> = [
      ['channels.bogus', { message: 'push', bogus: 'push' }],
      ['channels.message', { message: 'pigeon' }],
      ['channels.new_applicant', { message: 'push', new_applicant: 'push' }],
      ['channels.new_job', { new_job: 'email' }],
      ['channels.application_withdrawn', { application_withdrawn: 'push' }],
    ];
    for (const [field, channels] of refusals) {
      const reply = await choose(channels, world.otherSeeker);
      expect(reply.status, JSON.stringify(channels)).toBe(422);
      expect(Object.keys(reply.body.errors ?? {}), JSON.stringify(reply.body)).toContain(field);
    }
    const company = await choose({ offer_accepted: 'email' }, world.otherCompany);
    expect(company.status).toBe(422);
    expect(company.body.errors?.['channels.offer_accepted']).toBeDefined();
    expect((await choose({ stage_changed: 'push' }, world.otherCompany)).status).toBe(422);
    expect((await send(world.api, 'PUT', '/account/notification-channels', { token: world.otherSeeker, body: { channels: 'push' } })).status).toBe(422);
    expect((await channelsOf(world.otherSeeker)).channels.message).toBe('email');
  });

  it("saves the reader's choices and replies as the GET; another reader's stay as they were", async () => {
    const token = world.otherSeeker;
    const saved = await choose({ interview_scheduled: 'push', message: 'none' }, token);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.code).toBe('notification_channels_saved');
    expect(saved.body.data).toEqual(await channelsOf(token));
    expect((await channelsOf(token)).channels).toMatchObject({ interview_scheduled: 'push', message: 'none', offer_received: 'email' });
    expect((await choose({ message: 'email' }, token)).status).toBe(200);
    expect((await channelsOf(token)).channels.message).toBe('email');
    expect((await choose({ offer_accepted: 'push' }, world.otherCompany)).status).toBe(200);
    expect((await channelsOf(world.otherCompany)).channels).toMatchObject({ offer_accepted: 'push', offer_declined: 'none' });
    await choose({ interview_scheduled: 'email' }, token);
  });
});

describe('notices pushed to the kinds chosen', () => {
  it("pushes an interview invitation, encrypted, in the seeker's language, and mails no .ics", async () => {
    expect((await choose({ interview_scheduled: 'push' })).status).toBe(200);
    const phone = await phoneOf(world.seeker);
    const { applicationId } = await application();
    const mailsBefore = (await mailsTo('seeker@example.com')).length;

    const scheduled = await schedule(applicationId);
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(201);
    const interviewId = (scheduled.body.data?.interview as { id: number }).id;

    const [push, ...more] = await pushesTo(phone);
    expect(more).toEqual([]);
    expect(push).toMatchObject({ ttl: '172800', urgency: 'high', topic: `interview-${interviewId}` });
    const notice = JSON.parse(push?.plaintext ?? '{}') as PushNoticePayload;
    expect(notice).toMatchObject({
      kind: 'interview_scheduled',
      title: translate('ckb', 'push_title_interview'),
      url: '/myApplications/interviews',
      tag: `interview-${interviewId}`,
      lang: 'ckb',
      dir: 'rtl',
    });
    // The bell's Sorani sentence, with the names as they were and the start on Baghdad's clock (UTC+3).
    expect(notice.body).toContain('Network Engineer');
    expect(notice.body).toContain('بانگهێشتی کردیت');
    const start = new Date(world.clock.now().getTime() + 2 * day + 3 * 3600_000).toISOString().slice(11, 16);
    expect(notice.body).toContain(start);

    expect((await mailsTo('seeker@example.com')).length).toBe(mailsBefore);
    const bell = (await send(world.api, 'GET', '/notifications', { token: world.seeker })).body.data as unknown as NotificationsPage;
    expect(bell.notifications[0]).toMatchObject({ kind: 'interview_scheduled', payload: { application_id: applicationId } });
  });

  it("pushes a seeker's message to the company, in the company's language, opening its conversation", async () => {
    expect((await choose({ message: 'push' }, world.company)).status).toBe(200);
    const phone = await phoneOf(world.company);
    const { applicationId } = await application();
    const mailsBefore = (await mailsTo('hr@zagros.example')).length;

    expect((await write(applicationId, 'account', world.seeker)).status).toBe(201);

    const [push] = await pushesTo(phone);
    expect(push?.topic).toBe(`message-${applicationId}`);
    const notice = JSON.parse(push?.plaintext ?? '{}') as PushNoticePayload;
    expect(notice).toMatchObject({ kind: 'message', title: 'رسالة جديدة', url: `/company/messages?thread=${applicationId}`, lang: 'ar', dir: 'rtl' });
    expect(notice.body).toBe(translate('ar', 'nt_message_from_applicant', { applicant: 'ئاراس محەمەد', job: 'Network Engineer' }));
    expect((await mailsTo('hr@zagros.example')).length).toBe(mailsBefore);
  });

  it('pushes a stage change with the status in the seeker’s words, instead of the stage mail', async () => {
    expect((await choose({ stage_changed: 'push' })).status).toBe(200);
    const phone = await phoneOf(world.seeker);
    const { applicationId } = await application();
    const mailsBefore = (await mailsTo('seeker@example.com')).length;

    const moved = await send(world.api, 'PATCH', `/company/applications/${applicationId}`, { token: world.company, body: { stage: 'interview' } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);

    const notices = await noticesIn(phone);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ kind: 'stage_changed', url: '/myApplications/applied-Jobs', tag: `stage-${applicationId}` });
    expect(notices[0]?.body).toContain(translate('ckb', 'myapps_status_interview'));
    expect((await mailsTo('seeker@example.com')).length).toBe(mailsBefore);
  });

  it('hands a bulk move of more notices than one invocation delivers to the queue, in batches', async () => {
    expect((await choose({ stage_changed: 'push' })).status).toBe(200);
    const phone = await phoneOf(world.seeker);
    const ids: number[] = [];
    for (let job = 0; job <= noticesPerDelivery; job++) ids.push((await application()).applicationId);
    const queue = world.api.deps.queue as ReturnType<typeof memoryWorkQueue>;
    queue.take();

    const moved = await send(world.api, 'POST', '/company/applications/bulk', { token: world.company, body: { ids, stage: 'interview' } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await noticesIn(phone)).toEqual([]);
    const batches = queue.take().filter((message) => message.kind === 'notice_delivery');
    expect(batches.map((batch) => batch.notice_ids.length)).toEqual([noticesPerDelivery, 1]);

    for (const batch of batches) await handleQueueMessage(world.api.deps, batch);
    const notices = await noticesIn(phone);
    expect(notices).toHaveLength(ids.length);
    expect(new Set(notices.map((notice) => notice.tag))).toEqual(new Set(ids.map((id) => `stage-${id}`)));
  });

  it('sends no push for a kind left at its default, which is mailed as before', async () => {
    expect((await channelsOf(world.seeker)).channels.offer_received).toBe('email');
    const phone = await phoneOf(world.seeker);
    const { applicationId } = await application();
    const mailsBefore = (await mailsTo('seeker@example.com')).length;

    const offered = await send(world.api, 'POST', `/company/applications/${applicationId}/offers`, {
      token: world.company,
      body: { title: 'Network Engineer', salary: 2000, salary_currency: 'USD', start_date: '2027-01-10', expires_at: later(7 * day), message: 'Welcome.' },
    });
    expect(offered.status, JSON.stringify(offered.body)).toBe(201);
    expect(await pushesTo(phone)).toEqual([]);
    expect((await mailsTo('seeker@example.com')).length).toBe(mailsBefore + 1);
  });

  it('sends neither push nor mail for a kind set to none; the bell still has it', async () => {
    expect((await choose({ message: 'none' })).status).toBe(200);
    const phone = await phoneOf(world.seeker);
    const { applicationId } = await application();
    const mailsBefore = (await mailsTo('seeker@example.com')).length;
    expect((await write(applicationId, 'company', world.company)).status).toBe(201);
    expect(await pushesTo(phone)).toEqual([]);
    expect((await mailsTo('seeker@example.com')).length).toBe(mailsBefore);
    const bell = (await send(world.api, 'GET', '/notifications', { token: world.seeker })).body.data as unknown as NotificationsPage;
    expect(bell.notifications[0]).toMatchObject({ kind: 'message', payload: { application_id: applicationId } });
  });

  it('mails a kind set to push while no browser of the reader is subscribed', async () => {
    expect((await choose({ interview_scheduled: 'push' }, world.otherSeeker)).status).toBe(200);
    expect((await channelsOf(world.otherSeeker)).push.subscriptions).toBe(0);
    const { applicationId } = await application(world.otherSeekerId);
    const mailsBefore = (await mailsTo('other.seeker@example.com')).length;
    expect((await schedule(applicationId)).status).toBe(201);
    const mails = await mailsTo('other.seeker@example.com');
    expect(mails.length).toBe(mailsBefore + 1);
    expect(mails[0]?.attachments?.[0]?.filename).toBe('interview.ics');
  });

  it('deletes a subscription the push service calls gone, and counts the failures of one that is down', async () => {
    expect((await choose({ interview_scheduled: 'push' })).status).toBe(200);
    const gone = await phoneOf(world.seeker, { status: 410 });
    const down = await phoneOf(world.seeker, { status: 503 });
    const working = await phoneOf(world.seeker);
    const { applicationId } = await application();

    expect((await schedule(applicationId)).status).toBe(201);

    const rowOf = async (endpoint: string) => (await world.api.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)))[0];
    expect(await rowOf(gone.endpoint)).toBeUndefined();
    expect(await rowOf(down.endpoint)).toMatchObject({ failures: 1, lastSuccessAt: null });
    expect(await rowOf(working.endpoint)).toMatchObject({ failures: 0, lastSuccessAt: world.clock.now() });
    expect(await noticesIn(working)).toHaveLength(1);
  });
});
