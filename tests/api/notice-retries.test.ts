// A notice's push or Telegram message the other side could not take for now (issue 28): tried again through the
// Queue, later each time and never before the service asked, to only the browsers and the chat that missed it; not
// once the notice is read, not after a refusal that will not change, and not past the fourth try. The real Web Push
// sender and Telegram adapter run against the loopback fakes, which answer as each test scripts them.
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { notifications, pushSubscriptions } from '../../db/schema';
import { maxNoticeRetries } from '../../worker/features/push/missed-delivery';
import type { PushNoticePayload } from '../../worker/features/push/push.schemas';
import { allLocales, loadCatalogues } from '../../worker/http/i18n';
import { fallThroughMessenger } from '../../worker/platform/messenger';
import type { memoryWorkQueue } from '../../worker/platform/queue';
import { telegramSender } from '../../worker/platform/telegram';
import type { PushSubscriptionTarget, WebPushSender } from '../../worker/platform/web-push';
import type { QueueMessage } from '../../worker/ports';
import { handleQueueMessage } from '../../worker/queue';
import { post, signedUpAccount } from '../support/auth-flow';
import type { PushAnswer } from '../support/fake-push-service';
import { fakeTelegramTokens } from '../support/fake-telegram';
import { scriptAnswer, sentTo } from '../support/messenger-fakes';
import { testApp, testClock } from '../support/node-deps';
import { pushesTo, subscribedBrowser, testWebPush } from '../support/push-browser';
import { userIdOf } from './admin.support';
import { send } from './jobs.support';
import { insertApplication, jobWithRequirements, type SeekerWorld, seekerWorld } from './seeker-applications.support';

const telegramUrl = inject('telegramBaseUrl');
const bot = { username: 'KarJobsBot', webhookSecret: 'webhook-Secret_42' };
const day = 86_400_000;
let world: SeekerWorld;
let sender: WebPushSender;
let seekers = 0;

type Retry = Extract<QueueMessage, { kind: 'notice_retry' }>;
const queue = () => world.api.deps.queue as ReturnType<typeof memoryWorkQueue>;
const queuedRetries = () =>
  queue()
    .take()
    .filter((message): message is Retry => message.kind === 'notice_retry');

beforeAll(async () => {
  sender = await testWebPush();
  const scratch = await testApp({});
  const telegram = telegramSender({ botToken: fakeTelegramTokens.bot, botBaseUrl: telegramUrl, codeTtlSeconds: 180, timeoutMs: 1000 });
  world = await seekerWorld({ webPush: sender, telegramBot: bot, messenger: fallThroughMessenger([telegram], { db: scratch.deps.db, clock: testClock() }) });
  await loadCatalogues(allLocales);
}, 60_000);

/** A seeker of their own, so that no other test's browsers or chat receive this test's notices. */
async function freshSeeker(): Promise<{ token: string; id: number }> {
  const email = `retry.seeker${++seekers}@example.com`;
  const token = await signedUpAccount(world.api, email);
  return { token, id: await userIdOf(world, email) };
}

async function choose(token: string, channels: Record<string, string>): Promise<void> {
  const reply = await send(world.api, 'PUT', '/account/notification-channels', { token, body: { channels } });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
}

/** A browser of the seeker whose push service answers pushes with `answer`; and its subscription's id. */
async function phoneOf(token: string, answer?: PushAnswer): Promise<{ browser: PushSubscriptionTarget; id: number }> {
  const browser = await subscribedBrowser(sender.publicKey, answer);
  expect((await send(world.api, 'POST', '/account/push-subscriptions', { token, body: browser })).status).toBe(200);
  const [row] = await world.api.deps.db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, browser.endpoint));
  return { browser, id: row?.id ?? 0 };
}
const pushedKinds = async (browser: PushSubscriptionTarget) => (await pushesTo(browser)).map((push) => (JSON.parse(push.plaintext) as PushNoticePayload).kind);

/** The seeker links Kar's bot from a fresh chat: the webhook hears `/start <token>`. */
async function linkedChat(token: string): Promise<string> {
  const started = await send(world.api, 'POST', '/account/telegram-link', { token });
  const start = new URL(started.body.data?.url as string).searchParams.get('start');
  const chat = 7_200_000_000 + Math.floor(Math.random() * 1e8);
  const update = {
    update_id: Math.floor(Math.random() * 1e9),
    message: { message_id: 1, chat: { id: chat, type: 'private' }, date: 0, text: `/start ${start}` },
  };
  const heard = await post(world.api, '/telegram/webhook', update, { headers: { 'X-Telegram-Bot-Api-Secret-Token': bot.webhookSecret } });
  expect(heard.status).toBe(200);
  return String(chat);
}
const chatSaid = async (chat: string) => (await sentTo<{ parameters: { text: string } }>(telegramUrl, chat)).map((entry) => entry.parameters.text);

/** The company invites the seeker to an interview; answers the invitation notice's id, its pushes already tried. */
async function invitation(seekerId: number): Promise<number> {
  const { jobId } = await jobWithRequirements(world, { title: 'Network Engineer' });
  const applicationId = await insertApplication(world, { jobId, seekerId, path: ['applied'], at: world.clock.now() });
  queue().take();
  const reply = await send(world.api, 'POST', `/company/applications/${applicationId}/interviews`, {
    token: world.company,
    body: { starts_at: new Date(world.clock.now().getTime() + 2 * day).toISOString(), duration_minutes: 45, mode: 'on_site', location: 'Erbil' },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  const [notice] = await world.api.deps.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, seekerId))
    .orderBy(desc(notifications.id))
    .limit(1);
  return notice?.id ?? 0;
}

describe('a push the service could not take for now', () => {
  it('is tried again a minute later, on that browser alone, and arrives', async () => {
    const seeker = await freshSeeker();
    await choose(seeker.token, { interview_scheduled: 'push' });
    const working = await phoneOf(seeker.token);
    const busy = await phoneOf(seeker.token, { status: 503, times: 1 });

    const noticeId = await invitation(seeker.id);
    expect(await pushedKinds(working.browser)).toEqual(['interview_scheduled']);
    expect(await pushedKinds(busy.browser)).toEqual([]);

    const retries = queuedRetries();
    expect(retries).toEqual([{ kind: 'notice_retry', notice_id: noticeId, subscription_ids: [busy.id], telegram: false, attempt: 1 }]);
    expect(queue().delayOf(retries[0] as Retry)).toBe(60);

    await handleQueueMessage(world.api.deps, retries[0] as Retry);
    expect(await pushedKinds(busy.browser)).toEqual(['interview_scheduled']);
    expect(await pushedKinds(working.browser)).toEqual(['interview_scheduled']);
    expect(queuedRetries()).toEqual([]);
  });

  it('waits as long as the push service asked (Retry-After), when that is longer', async () => {
    const seeker = await freshSeeker();
    await choose(seeker.token, { interview_scheduled: 'push' });
    await phoneOf(seeker.token, { status: 429, retryAfter: '600', times: 1 });
    await invitation(seeker.id);
    const [retry] = queuedRetries();
    expect(retry?.attempt).toBe(1);
    expect(queue().delayOf(retry as Retry)).toBe(600);
  });

  it('is not tried again once the notice is read in the bell', async () => {
    const seeker = await freshSeeker();
    await choose(seeker.token, { interview_scheduled: 'push' });
    const busy = await phoneOf(seeker.token, { status: 503, times: 1 });
    const noticeId = await invitation(seeker.id);
    const [retry] = queuedRetries();
    expect(retry?.notice_id).toBe(noticeId);

    expect((await send(world.api, 'POST', `/notifications/${noticeId}/read`, { token: seeker.token })).status).toBe(200);
    expect(await handleQueueMessage(world.api.deps, retry as Retry)).toEqual({ notice: noticeId, skipped: 'read' });
    expect(await pushedKinds(busy.browser)).toEqual([]);
    expect(queuedRetries()).toEqual([]);
  });

  it(`is given up after ${maxNoticeRetries} more tries, each waiting longer; a gone browser is never tried again`, async () => {
    const seeker = await freshSeeker();
    await choose(seeker.token, { interview_scheduled: 'push' });
    const failing = await phoneOf(seeker.token, { status: 500 });
    const gone = await phoneOf(seeker.token, { status: 410 });
    await invitation(seeker.id);

    const waits: number[] = [];
    for (let retries = queuedRetries(); retries.length > 0; retries = queuedRetries()) {
      expect(retries).toHaveLength(1);
      const retry = retries[0] as Retry;
      expect(retry.subscription_ids).toEqual([failing.id]);
      waits.push(queue().delayOf(retry));
      await handleQueueMessage(world.api.deps, retry);
    }
    expect(waits).toEqual([60, 300, 1800, 7200]);
    const left = await world.api.deps.db
      .select({ id: pushSubscriptions.id, failures: pushSubscriptions.failures })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, seeker.id));
    expect(left).toEqual([{ id: failing.id, failures: 1 + maxNoticeRetries }]);
    expect(left.map((row) => row.id)).not.toContain(gone.id);
  });
});

describe('a Telegram message Telegram could not take for now', () => {
  it('is written in the chat when tried again, after the wait Telegram asked for', async () => {
    const seeker = await freshSeeker();
    const chat = await linkedChat(seeker.token);
    await choose(seeker.token, { interview_scheduled: 'telegram' });
    await scriptAnswer(telegramUrl, { recipient: chat, status: 429, retryAfter: 120, times: 1 });

    const noticeId = await invitation(seeker.id);
    expect((await chatSaid(chat)).length).toBe(1); // the bot's "linked" message only

    const retries = queuedRetries();
    expect(retries).toEqual([{ kind: 'notice_retry', notice_id: noticeId, subscription_ids: [], telegram: true, attempt: 1 }]);
    expect(queue().delayOf(retries[0] as Retry)).toBe(120);
    await handleQueueMessage(world.api.deps, retries[0] as Retry);
    const said = await chatSaid(chat);
    expect(said).toHaveLength(2);
    expect(said[1]).toContain('Network Engineer');
    expect(queuedRetries()).toEqual([]);
  });

  it('is tried again after a 5xx, but not for a chat that blocked the bot', async () => {
    const failing = await freshSeeker();
    const failingChat = await linkedChat(failing.token);
    await choose(failing.token, { interview_scheduled: 'telegram' });
    await scriptAnswer(telegramUrl, { recipient: failingChat, status: 502, times: 1 });
    await invitation(failing.id);
    expect(queuedRetries().map((retry) => [retry.telegram, queue().delayOf(retry)])).toEqual([[true, 60]]);

    const blocked = await freshSeeker();
    const blockedChat = await linkedChat(blocked.token);
    await choose(blocked.token, { interview_scheduled: 'telegram' });
    await scriptAnswer(telegramUrl, { recipient: blockedChat, status: 403 });
    await invitation(blocked.id);
    expect(queuedRetries()).toEqual([]);
  });
});
