// Telegram as a channel per kind of notice (issue 28): a seeker who linked Kar's bot chooses Telegram for interview
// invitations, stage changes, messages, offers and job alerts, and gets them in the chat, in their language, through
// the real Telegram adapter to the local fake of the Bot API; while the chat is not linked they are mailed as before.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { users } from '../../db/schema';
import type { NoticeChannels } from '../../worker/features/push/push.schemas';
import { allLocales, loadCatalogues, translate } from '../../worker/http/i18n';
import { fallThroughMessenger } from '../../worker/platform/messenger';
import { listOutbox } from '../../worker/platform/outbox';
import type { memoryWorkQueue } from '../../worker/platform/queue';
import { telegramSender } from '../../worker/platform/telegram';
import { handleQueueMessage } from '../../worker/queue';
import { post } from '../support/auth-flow';
import { fakeTelegramTokens } from '../support/fake-telegram';
import { scriptAnswer, sentTo } from '../support/messenger-fakes';
import { testApp, testClock } from '../support/node-deps';
import { publishedJob, send } from './jobs.support';
import { insertApplication, jobWithRequirements, type SeekerWorld, seekerWorld } from './seeker-applications.support';

const telegramUrl = inject('telegramBaseUrl');
const bot = { username: 'KarJobsBot', webhookSecret: 'webhook-Secret_42' };
const day = 86_400_000;
let world: SeekerWorld;

beforeAll(async () => {
  const scratch = await testApp({});
  const sender = telegramSender({ botToken: fakeTelegramTokens.bot, botBaseUrl: telegramUrl, codeTtlSeconds: 180, timeoutMs: 1000 });
  world = await seekerWorld({ telegramBot: bot, messenger: fallThroughMessenger([sender], { db: scratch.deps.db, clock: testClock() }) });
  await world.api.deps.db.update(users).set({ locale: 'ckb' }).where(eq(users.email, 'seeker@example.com'));
  await loadCatalogues(allLocales);
}, 60_000);

const channelsOf = async (token: string) => (await send(world.api, 'GET', '/account/notification-channels', { token })).body.data as unknown as NoticeChannels;
const choose = (channels: Record<string, string>, token = world.seeker) =>
  send(world.api, 'PUT', '/account/notification-channels', { token, body: { channels } });
const mailsTo = async (to: string) => (await listOutbox(world.api.deps.db, 1000)).filter((mail) => mail.to === to);
const botSaid = async (chat: number) => (await sentTo<{ parameters: { text: string } }>(telegramUrl, String(chat))).map((entry) => entry.parameters.text);
const freshChat = () => 7_000_000_000 + Math.floor(Math.random() * 1e9);

/** What Telegram posts to the bot's webhook when someone writes to it. */
const botUpdate = (chat: number, text: string) =>
  post(
    world.api,
    '/telegram/webhook',
    { update_id: Math.floor(Math.random() * 1e9), message: { message_id: 1, chat: { id: chat, type: 'private' }, date: 0, text } },
    { headers: { 'X-Telegram-Bot-Api-Secret-Token': bot.webhookSecret } },
  );

/** The seeker opens the start link in Telegram and presses Start: the bot's webhook hears `/start <token>`. */
async function linkTelegram(token: string): Promise<number> {
  const started = await send(world.api, 'POST', '/account/telegram-link', { token });
  const start = new URL(started.body.data?.url as string).searchParams.get('start');
  const chat = freshChat();
  expect((await botUpdate(chat, `/start ${start}`)).status).toBe(200);
  return chat;
}

async function scheduledInterview(seekerId: number): Promise<void> {
  const { jobId } = await jobWithRequirements(world, { title: 'Network Engineer' });
  const applicationId = await insertApplication(world, { jobId, seekerId, path: ['applied'], at: world.clock.now() });
  const startsAt = new Date(world.clock.now().getTime() + 2 * day).toISOString();
  const reply = await send(world.api, 'POST', `/company/applications/${applicationId}/interviews`, {
    token: world.company,
    body: { starts_at: startsAt, duration_minutes: 45, mode: 'on_site', location: 'Zagros Tech, Erbil' },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
}

/** Publishes a job and runs what the queue then holds, as the worker's `queue()` would: the instant alerts. */
async function publishAndRunAlerts(title: string): Promise<void> {
  const queue = world.api.deps.queue as ReturnType<typeof memoryWorkQueue>;
  await publishedJob(world, { title });
  for (let messages = queue.take(); messages.length > 0; messages = queue.take()) {
    for (const message of messages) await handleQueueMessage(world.api.deps, message);
  }
}

describe('choosing Telegram', () => {
  it('is offered to seekers on a Kar with a bot, with job alerts by Telegram or e-mail; companies keep e-mail and push', async () => {
    const seeker = await channelsOf(world.otherSeeker);
    expect(seeker.telegram).toEqual({ enabled: true, linked: false });
    expect(seeker.choices.message).toEqual(['push', 'telegram', 'email', 'none']);
    expect(seeker.choices.job_alert).toEqual(['telegram', 'email']);
    expect(seeker.channels.job_alert).toBe('email');
    const company = await channelsOf(world.company);
    expect(company.telegram.enabled).toBe(false);
    expect(company.choices.message).toEqual(['push', 'email', 'none']);
    expect(company.channels).not.toHaveProperty('job_alert');

    const refusals: Array<[string, Record<string, string>]> = [
      ['channels.message', { message: 'telegram' }],
      ['channels.job_alert', { job_alert: 'email' }],
    ];
    for (const [field, channels] of refusals) {
      const reply = await choose(channels, world.company);
      expect(reply.status, JSON.stringify(reply.body)).toBe(422);
      expect(reply.body.errors).toHaveProperty([field]);
    }
    for (const channel of ['push', 'none', 'sms']) expect((await choose({ job_alert: channel }, world.otherSeeker)).status).toBe(422);
  });

  it('is refused (409) on a Kar without a bot, where the page offers it nowhere', async () => {
    const plain = await seekerWorld();
    const channels = (await send(plain.api, 'GET', '/account/notification-channels', { token: plain.seeker })).body.data as unknown as NoticeChannels;
    expect(channels.telegram).toEqual({ enabled: false, linked: false });
    const reply = await send(plain.api, 'PUT', '/account/notification-channels', { token: plain.seeker, body: { channels: { message: 'telegram' } } });
    expect(reply.status).toBe(409);
    expect(reply.body.code).toBe('telegram_not_configured');
  });
});

describe('notices in the linked chat', () => {
  it("writes an interview invitation in the seeker's language with the page to open, instead of the mail", async () => {
    const chat = await linkTelegram(world.seeker);
    expect((await channelsOf(world.seeker)).telegram.linked).toBe(true);
    expect((await choose({ interview_scheduled: 'telegram' })).status).toBe(200);
    const mailsBefore = (await mailsTo('seeker@example.com')).length;
    const saidBefore = (await botSaid(chat)).length;

    await scheduledInterview(world.seekerId);

    const said = (await botSaid(chat)).slice(saidBefore);
    expect(said).toHaveLength(1);
    const [title, sentence, link] = (said[0] ?? '').split('\n');
    expect(title).toBe(translate('ckb', 'push_title_interview'));
    expect(sentence).toContain('Network Engineer');
    expect(sentence).toContain('بانگهێشتی کردیت');
    expect(link).toBe(`${world.api.deps.siteUrl}/myApplications/interviews`);
    expect((await mailsTo('seeker@example.com')).length).toBe(mailsBefore);
  });

  it('mails a kind set to Telegram while the chat is not linked, and again after /stop', async () => {
    expect((await choose({ interview_scheduled: 'telegram' }, world.otherSeeker)).status).toBe(200);
    const before = (await mailsTo('other.seeker@example.com')).length;
    await scheduledInterview(world.otherSeekerId);
    expect((await mailsTo('other.seeker@example.com')).length).toBe(before + 1);

    const chat = await linkTelegram(world.otherSeeker);
    await botUpdate(chat, '/stop');
    const saidBefore = (await botSaid(chat)).length;
    await scheduledInterview(world.otherSeekerId);
    expect((await mailsTo('other.seeker@example.com')).length).toBe(before + 2);
    expect((await botSaid(chat)).length).toBe(saidBefore);
  });
});

describe('job alerts in the linked chat', () => {
  it('go to the chat when chosen, with the one-tap unsubscribe link, and by mail when e-mail is chosen again', async () => {
    await world.api.deps.db.run(sql`delete from job_alerts`);
    expect((await send(world.api, 'POST', '/account/job-alerts', { token: world.seeker, body: { q: 'Dispatcher', frequency: 'instant' } })).status).toBe(201);
    const chat = await linkTelegram(world.seeker);
    expect((await choose({ job_alert: 'telegram' })).status).toBe(200);
    const mailsBefore = (await mailsTo('seeker@example.com')).length;

    await publishAndRunAlerts('Night Dispatcher');
    const [alert, ...more] = (await botSaid(chat)).filter((text) => text.includes('Night Dispatcher'));
    expect(more).toEqual([]);
    expect(alert).toContain(`${world.api.deps.siteUrl}/jobs/`);
    expect(alert).toMatch(new RegExp(`${translate('ckb', 'al_mail_unsubscribe')}: \\S+token=`));
    expect((await mailsTo('seeker@example.com')).length).toBe(mailsBefore);

    expect((await choose({ job_alert: 'email' })).status).toBe(200);
    await publishAndRunAlerts('Day Dispatcher');
    expect((await botSaid(chat)).filter((text) => text.includes('Day Dispatcher'))).toEqual([]);
    const mails = await mailsTo('seeker@example.com');
    expect(mails.length).toBe(mailsBefore + 1);
    expect(mails.filter((mail) => mail.text.includes('Dispatcher')).map((mail) => mail.subject)).toEqual([expect.stringContaining('Day Dispatcher')]);
  });

  it('go to the chat of a seeker with no e-mail address; a chat that refuses them has the batch retried for it', async () => {
    const { db } = world.api.deps;
    await db.run(sql`delete from job_alerts`);
    // A seeker who signed up with a mobile number has no address (users.email is '').
    await db.update(users).set({ email: '' }).where(eq(users.id, world.otherSeekerId));
    expect((await send(world.api, 'POST', '/account/job-alerts', { token: world.otherSeeker, body: { q: 'Courier', frequency: 'instant' } })).status).toBe(201);
    const chat = await linkTelegram(world.otherSeeker);

    await publishAndRunAlerts('Night Courier');
    expect((await botSaid(chat)).filter((text) => text.includes('Night Courier'))).toHaveLength(1);

    // The seeker blocks the bot: the alert is not recorded as delivered, so the queue's retry sends it again.
    await scriptAnswer(telegramUrl, { recipient: String(chat), status: 403 });
    await expect(publishAndRunAlerts('Day Courier')).rejects.toThrow(/not sent; the batch is retried/);
    const delivered = await db.all<{ title: string }>(
      sql`select j.title as title from alert_deliveries d join jobs j on j.id = d.job_id join job_alerts a on a.id = d.alert_id where a.user_id = ${world.otherSeekerId}`,
    );
    expect(delivered.map((row) => row.title)).toEqual(['Night Courier']);
  });
});
