/// <reference path="../support/provided-context.d.ts" />
// The Messenger as buildDeps makes it inside workerd: real adapters reaching the loopback fakes through workerd's
// fetch, attempts recorded in D1; and the dev outbox when no provider is configured.
import { env } from 'cloudflare:workers';
import { describe, expect, inject, it } from 'vitest';
import { buildDeps } from '../../worker/deps';
import { fakeTelegramTokens, fakeTwilioAccount } from '../support/messenger-fake-accounts';
import { codeMessage, scriptAnswer } from '../support/messenger-fakes';

const twilioUrl = inject('twilioBaseUrl');
const telegramUrl = inject('telegramBaseUrl');

/** The worker's env with extra settings, as `wrangler secret put` and [vars] would give them. */
function envWith(settings: Record<string, string>): Env {
  return Object.create(env, Object.fromEntries(Object.entries(settings).map(([name, value]) => [name, { value }]))) as Env;
}

const withProviders = envWith({
  TWILIO_ACCOUNT_SID: fakeTwilioAccount.accountSid,
  TWILIO_AUTH_TOKEN: fakeTwilioAccount.authToken,
  TWILIO_BASE_URL: twilioUrl,
  TWILIO_SMS_FROM: 'Kar',
  TWILIO_WHATSAPP_FROM: '+15550001111',
  TWILIO_WHATSAPP_CODE_TEMPLATES: `en=HX${'e'.repeat(32)}`,
  TELEGRAM_GATEWAY_TOKEN: fakeTelegramTokens.gateway,
  TELEGRAM_GATEWAY_BASE_URL: telegramUrl,
});

async function deliveriesTo(recipient: string) {
  const { results } = await env.DB.prepare('SELECT channel, status, provider_id, error FROM message_deliveries WHERE recipient = ? ORDER BY id')
    .bind(recipient)
    .all<{ channel: string; status: string; provider_id: string | null; error: string | null }>();
  return results;
}

describe('the Messenger in workerd', () => {
  it('falls through WhatsApp (refused) and Telegram (number not on Telegram) to SMS, recording each attempt in D1', async () => {
    const { messenger } = buildDeps(withProviders);
    const message = codeMessage();
    await scriptAnswer(twilioUrl, { recipient: `whatsapp:${message.to}`, status: 400 });
    await scriptAnswer(telegramUrl, { recipient: message.to, status: 200, error: 'PHONE_NUMBER_NOT_FOUND' });

    const result = await messenger.send(message);

    expect(result).toEqual({ ok: true, channel: 'sms', providerId: expect.stringMatching(/^SM[0-9a-f]{32}$/) });
    expect(await deliveriesTo(message.to)).toEqual([
      { channel: 'whatsapp', status: 'failed', provider_id: null, error: expect.stringContaining('Twilio answered 400') },
      { channel: 'telegram', status: 'failed', provider_id: null, error: expect.stringContaining('PHONE_NUMBER_NOT_FOUND') },
      { channel: 'sms', status: 'sent', provider_id: result.ok ? result.providerId : 'none', error: null },
    ]);
  });

  it('keeps every channel in the dev outbox when no provider is configured (ENVIRONMENT=test)', async () => {
    const { messenger } = buildDeps(env);
    expect(messenger.channels).toEqual(['whatsapp', 'telegram', 'sms']);
    const message = codeMessage();
    expect(await messenger.send(message)).toMatchObject({ ok: true, channel: 'whatsapp', providerId: expect.stringMatching(/^outbox-/) });
    const row = await env.DB.prepare('SELECT channel, text FROM dev_outbox WHERE "to" = ?').bind(message.to).first();
    expect(row).toEqual({ channel: 'whatsapp', text: message.text });
  });
});
