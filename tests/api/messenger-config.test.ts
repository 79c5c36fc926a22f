// The Messenger as configuration builds it: providers from the environment, the dev outbox in development (shown at
// GET /dev/mail beside the mails), nothing in production without providers, and refusals of half a setting.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { channelOrderOf, codeTemplatesOf, type MessengerEnvironment, messengerOf } from '../../worker/platform/messenger-config';
import { listOutbox, outboxMailer } from '../../worker/platform/outbox';
import type { Deps } from '../../worker/ports';
import { fakeTelegramTokens } from '../support/fake-telegram';
import { fakeTwilioAccount } from '../support/fake-twilio';
import { codeMessage, scriptAnswer } from '../support/messenger-fakes';
import { testApp } from '../support/node-deps';

const providers: MessengerEnvironment = {
  TWILIO_ACCOUNT_SID: fakeTwilioAccount.accountSid,
  TWILIO_AUTH_TOKEN: fakeTwilioAccount.authToken,
  TWILIO_BASE_URL: inject('twilioBaseUrl'),
  TWILIO_SMS_FROM: 'Kar',
  TWILIO_WHATSAPP_FROM: '+15550001111',
  TWILIO_WHATSAPP_CODE_TEMPLATES: `en=HX${'e'.repeat(32)}, ar=HX${'a'.repeat(32)}`,
  TELEGRAM_GATEWAY_TOKEN: fakeTelegramTokens.gateway,
  TELEGRAM_GATEWAY_BASE_URL: inject('telegramBaseUrl'),
  TELEGRAM_BOT_TOKEN: fakeTelegramTokens.bot,
  TELEGRAM_BOT_BASE_URL: inject('telegramBaseUrl'),
};

let app: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  app = await testApp({ environment: 'development' });
});
afterAll(() => app.deps.close());

const build = (env: MessengerEnvironment, environment: Deps['environment'] = 'production') =>
  messengerOf(env, { db: app.deps.db, clock: app.deps.clock, environment, codeTtlSeconds: 180 });

describe('messengerOf', () => {
  it('serves each channel by its configured provider, in the order of MESSENGER_CHANNELS', async () => {
    expect(build(providers).channels).toEqual(['whatsapp', 'telegram', 'sms']);
    const smsFirst = build({ ...providers, MESSENGER_CHANNELS: 'sms, whatsapp' });
    expect(smsFirst.channels).toEqual(['sms', 'whatsapp']);
    expect(await smsFirst.send(codeMessage())).toMatchObject({ ok: true, channel: 'sms', providerId: expect.stringMatching(/^SM/) });
  });

  it('falls through the configured providers: WhatsApp refused → Telegram', async () => {
    const message = codeMessage();
    await scriptAnswer(providers.TWILIO_BASE_URL ?? '', { recipient: `whatsapp:${message.to}`, status: 500 });
    expect(await build(providers).send(message)).toMatchObject({ ok: true, channel: 'telegram' });
  });

  it('leaves out, in production, channels whose provider is not configured', async () => {
    expect(build({ TELEGRAM_GATEWAY_TOKEN: fakeTelegramTokens.gateway }).channels).toEqual(['telegram']);
    const none = build({});
    expect(none.channels).toEqual([]);
    expect(await none.send(codeMessage())).toEqual({ ok: false, tried: [], retry: null });
  });

  it('refuses half a setting, naming it and never repeating a secret', () => {
    const refusals: Array<[MessengerEnvironment, RegExp]> = [
      [{ TWILIO_ACCOUNT_SID: fakeTwilioAccount.accountSid }, /TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN/],
      [{ TWILIO_AUTH_TOKEN: 'secret-token-value' }, /TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN/],
      [{ TWILIO_SMS_FROM: 'Kar' }, /need TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN/],
      [{ ...providers, TWILIO_ACCOUNT_SID: 'not-a-sid' }, /TWILIO_ACCOUNT_SID must be an account SID/],
      [{ ...providers, TWILIO_WHATSAPP_CODE_TEMPLATES: '' }, /needs an English template/],
      [{ ...providers, TWILIO_WHATSAPP_CODE_TEMPLATES: `ar=HX${'a'.repeat(32)}` }, /needs an English template/],
      [{ ...providers, TWILIO_WHATSAPP_CODE_TEMPLATES: 'en=HX123' }, /must read like en=HX…/],
      [{ MESSENGER_CHANNELS: 'whatsapp,viber' }, /MESSENGER_CHANNELS must list/],
      [{ MESSENGER_CHANNELS: 'sms,sms' }, /MESSENGER_CHANNELS must list/],
    ];
    for (const [env, message] of refusals) {
      expect(() => build(env), JSON.stringify(env)).toThrow(message);
      expect(() => build(env)).not.toThrow(/secret-token-value|fake-twilio-auth-token/);
    }
  });

  it('reads the channel order and the templates', () => {
    expect(channelOrderOf(undefined)).toEqual(['whatsapp', 'telegram', 'sms']);
    expect(channelOrderOf(' telegram ,sms ')).toEqual(['telegram', 'sms']);
    expect(codeTemplatesOf(`ckb=HX${'c'.repeat(32)},en=HX${'e'.repeat(32)}`)).toEqual({ ckb: `HX${'c'.repeat(32)}`, en: `HX${'e'.repeat(32)}` });
  });
});

describe('the dev outbox as every channel', () => {
  it('takes every channel in development and tests without providers, a real provider where one is configured', () => {
    expect(build({}, 'development').channels).toEqual(['whatsapp', 'telegram', 'sms']);
    expect(build({ MESSENGER_CHANNELS: 'telegram,sms' }, 'test').channels).toEqual(['telegram', 'sms']);
  });

  it('shows a code at GET /dev/mail beside the mails, with its channel, and keeps it out of the mail list', async () => {
    const development = build({}, 'development');
    await outboxMailer(app.deps.db, app.deps.clock).send({ to: 'dev@example.com', subject: 'کۆد', text: 'Code 111111', html: '<p>111111</p>' });
    const message = codeMessage(undefined, '240617');
    expect(await development.send(message)).toEqual({ ok: true, channel: 'whatsapp', providerId: expect.stringMatching(/^outbox-\d+$/) });
    expect(await development.send(message, { channels: ['sms'] })).toMatchObject({ ok: true, channel: 'sms' });

    const response = await app.request('/dev/mail');
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { messages: Array<Record<string, unknown>> } };
    expect(data.messages.filter((one) => one.to === message.to)).toEqual([
      { channel: 'sms', to: message.to, text: message.text, sent_at: app.deps.clock.now().toISOString() },
      { channel: 'whatsapp', to: message.to, text: message.text, sent_at: app.deps.clock.now().toISOString() },
    ]);
    expect(data.messages.find((one) => one.to === 'dev@example.com')).toMatchObject({ channel: 'email', subject: 'کۆد', html: '<p>111111</p>' });
    expect((await listOutbox(app.deps.db)).map((mail) => mail.to)).not.toContain(message.to);
  });
});
