// The channel chooser over the real adapters and the fakes: WhatsApp, then Telegram, then SMS, the first that takes
// the message; every attempt recorded in message_deliveries (libSQL).
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../../db/client';
import { libsqlEmbeddedDatabase, migrateEmbedded } from '../../db/client.node';
import { messageDeliveries } from '../../db/schema/messaging';
import { type ChannelSender, fallThroughMessenger } from '../../worker/platform/messenger';
import type { Messenger } from '../../worker/ports';
import { codeMessage, fakeChannelSenders, noticeMessage, scriptAnswer } from '../support/messenger-fakes';
import { testClock } from '../support/node-deps';

const twilioUrl = inject('twilioBaseUrl');
const telegramUrl = inject('telegramBaseUrl');
const clock = testClock();
const timeoutMs = 400;

let db: Database;
let close: () => void;
let messenger: Messenger;

const senders = () => fakeChannelSenders(twilioUrl, telegramUrl, timeoutMs);

beforeAll(async () => {
  ({ db, close } = libsqlEmbeddedDatabase(':memory:'));
  await migrateEmbedded(db);
  messenger = fallThroughMessenger(senders(), { db, clock });
});
afterAll(() => close());

async function deliveriesTo(recipient: string) {
  const rows = await db.select().from(messageDeliveries).orderBy(asc(messageDeliveries.id));
  return rows.filter((row) => row.recipient === recipient);
}

describe('fallThroughMessenger', () => {
  it('tries WhatsApp, then Telegram, then SMS', () => {
    expect(messenger.channels).toEqual(['whatsapp', 'telegram', 'sms']);
  });

  it('falls through a failing WhatsApp and a number without Telegram to SMS, and records all three attempts', async () => {
    const message = codeMessage();
    await scriptAnswer(twilioUrl, { recipient: `whatsapp:${message.to}`, status: 400 });
    await scriptAnswer(telegramUrl, { recipient: message.to, status: 200, error: 'PHONE_NUMBER_NOT_FOUND' });

    const result = await messenger.send(message);

    expect(result).toEqual({ ok: true, channel: 'sms', providerId: expect.stringMatching(/^SM[0-9a-f]{32}$/) });
    const rows = await deliveriesTo(message.to);
    expect(rows.map(({ channel, status, kind }) => ({ channel, status, kind }))).toEqual([
      { channel: 'whatsapp', status: 'failed', kind: 'code' },
      { channel: 'telegram', status: 'failed', kind: 'code' },
      { channel: 'sms', status: 'sent', kind: 'code' },
    ]);
    expect(rows.map((row) => row.error)).toEqual([
      expect.stringContaining('Twilio answered 400: 21612'),
      expect.stringContaining('PHONE_NUMBER_NOT_FOUND'),
      null,
    ]);
    expect(rows.map((row) => row.providerId)).toEqual([null, null, result.ok ? result.providerId : 'none']);
    expect(new Set(rows.map((row) => row.sendId)).size).toBe(1);
    expect(rows.every((row) => row.createdAt.getTime() === clock.now().getTime())).toBe(true);
  });

  it('stops at the first channel that takes the message', async () => {
    const message = codeMessage();
    expect(await messenger.send(message)).toEqual({ ok: true, channel: 'whatsapp', providerId: expect.stringMatching(/^MM/) });
    expect((await deliveriesTo(message.to)).map((row) => [row.channel, row.status])).toEqual([['whatsapp', 'sent']]);
  });

  it('falls through a provider that does not answer within its timeout plus a second', async () => {
    const message = codeMessage();
    await scriptAnswer(twilioUrl, { recipient: `whatsapp:${message.to}`, hang: true });
    const started = performance.now();
    expect(await messenger.send(message)).toMatchObject({ ok: true, channel: 'telegram' });
    expect(performance.now() - started).toBeLessThan(timeoutMs + 1000);
    expect((await deliveriesTo(message.to)).map((row) => [row.channel, row.status])).toEqual([
      ['whatsapp', 'failed'],
      ['telegram', 'sent'],
    ]);
  });

  it('sends on the channels asked for only ("send by SMS instead")', async () => {
    const message = codeMessage();
    expect(await messenger.send(message, { channels: ['sms'] })).toMatchObject({ ok: true, channel: 'sms' });
    expect((await deliveriesTo(message.to)).map((row) => row.channel)).toEqual(['sms']);
  });

  it('skips, without an attempt, channels that cannot carry the message: a notice goes by SMS to someone without the bot', async () => {
    const message = noticeMessage();
    expect(await messenger.send(message)).toMatchObject({ ok: true, channel: 'sms' });
    expect((await deliveriesTo(message.to)).map(({ channel, status, kind }) => ({ channel, status, kind }))).toEqual([
      { channel: 'sms', status: 'sent', kind: 'notice' },
    ]);
  });

  it('answers ok: false with the channels tried when none takes the message, and whether later may help', async () => {
    const message = codeMessage();
    await scriptAnswer(twilioUrl, { recipient: `whatsapp:${message.to}`, status: 503 });
    await scriptAnswer(telegramUrl, { recipient: message.to, status: 500 });
    await scriptAnswer(twilioUrl, { recipient: message.to, status: 429 });
    expect(await messenger.send(message)).toEqual({ ok: false, tried: ['whatsapp', 'telegram', 'sms'], retry: { afterSeconds: null } });
    expect((await deliveriesTo(message.to)).map((row) => row.status)).toEqual(['failed', 'failed', 'failed']);

    const refused = codeMessage();
    await scriptAnswer(twilioUrl, { recipient: `whatsapp:${refused.to}`, status: 400 });
    await scriptAnswer(telegramUrl, { recipient: refused.to, status: 400 });
    await scriptAnswer(twilioUrl, { recipient: refused.to, status: 400 });
    expect(await messenger.send(refused)).toEqual({ ok: false, tried: ['whatsapp', 'telegram', 'sms'], retry: null });
  });

  it('moves on from a sender that throws, recording the failure', async () => {
    const broken: ChannelSender = {
      channel: 'whatsapp',
      send: () => Promise.reject(new TypeError('a bug in an adapter')),
    };
    const [, ...others] = senders();
    const message = codeMessage();
    expect(await fallThroughMessenger([broken, ...others], { db, clock }).send(message)).toMatchObject({ ok: true, channel: 'telegram' });
    expect((await deliveriesTo(message.to)).map((row) => [row.channel, row.error])).toEqual([
      ['whatsapp', 'TypeError: a bug in an adapter'],
      ['telegram', null],
    ]);
  });
});
