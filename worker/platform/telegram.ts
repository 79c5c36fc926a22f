/**
 * Telegram: codes through the Telegram Gateway API (gatewayapi.telegram.org, `Authorization: Bearer <token>`), which
 * reaches any Telegram user by phone number from Telegram's "Verification Codes" chat; notices through Kar's bot
 * (Bot API `sendMessage`), which reaches only users who started it (linked with a one-time `start` token). Both
 * answer `{ok: true, result}` or `{ok: false, error | description}`.
 * docs/decisions/0027-phone-numbers-and-messenger.md
 */
import type { PhoneMessage } from '../ports';
import type { ChannelOutcome, ChannelSender } from './messenger';
import { callProvider, fieldOf, laterMayHelp, type ProviderAnswer, redacted } from './provider-request';

export interface TelegramConfig {
  /** The Gateway API token: without it, codes skip Telegram. */
  gatewayToken?: string;
  /** The bot's token: without it, notices skip Telegram. */
  botToken?: string;
  /** How long Telegram keeps an unread code (the code's own lifetime); the Gateway refunds a code not delivered in it. */
  codeTtlSeconds: number;
  /** Tests point these at a loopback server. */
  gatewayBaseUrl?: string;
  botBaseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const defaultGatewayBaseUrl = 'https://gatewayapi.telegram.org';
const defaultBotBaseUrl = 'https://api.telegram.org';
const defaultTimeoutMs = 5_000;

export function telegramSender(config: TelegramConfig): ChannelSender {
  const secrets = [config.gatewayToken ?? '', config.botToken ?? ''];
  const options = { timeoutMs: config.timeoutMs ?? defaultTimeoutMs, fetch: config.fetch, secrets };

  async function gateway(method: string, body: Record<string, string | number>): Promise<ProviderAnswer> {
    const base = (config.gatewayBaseUrl || defaultGatewayBaseUrl).replace(/\/+$/, '');
    const headers = { authorization: `Bearer ${config.gatewayToken}`, 'content-type': 'application/json' };
    return callProvider(`${base}/${method}`, { method: 'POST', headers, body: JSON.stringify(body) }, options);
  }

  /**
   * `checkSendAbility` first: it fails at once for a number without Telegram, and its `request_id` makes the send
   * that follows free, so a reachable number costs one fee either way.
   */
  async function sendCode(message: PhoneMessage & { kind: 'code' }): Promise<ChannelOutcome> {
    const check = resultOf('Telegram Gateway checkSendAbility', await gateway('checkSendAbility', { phone_number: message.to }), secrets);
    if ('error' in check) return { status: 'failed', error: check.error };
    const requestId = fieldOf(check.result, 'request_id');
    const sent = resultOf(
      'Telegram Gateway sendVerificationMessage',
      await gateway('sendVerificationMessage', {
        phone_number: message.to,
        ...(typeof requestId === 'string' ? { request_id: requestId } : {}),
        code: message.code,
        ttl: config.codeTtlSeconds,
      }),
      secrets,
    );
    if ('error' in sent) return { status: 'failed', error: sent.error };
    const id = fieldOf(sent.result, 'request_id');
    return { status: 'sent', providerId: typeof id === 'string' ? id : null };
  }

  async function sendNotice(chatId: string, text: string): Promise<ChannelOutcome> {
    const base = (config.botBaseUrl || defaultBotBaseUrl).replace(/\/+$/, '');
    const answer = await callProvider(
      `${base}/bot${config.botToken}/sendMessage`,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ chat_id: chatId, text }) },
      options,
    );
    const sent = resultOf('Telegram Bot API sendMessage', answer, secrets);
    if ('error' in sent) return failedFor(sent.error, answer);
    const id = fieldOf(sent.result, 'message_id');
    return { status: 'sent', providerId: typeof id === 'number' ? String(id) : null };
  }

  return {
    channel: 'telegram',
    async send(message) {
      if (message.kind === 'code') return config.gatewayToken ? sendCode(message) : { status: 'unsupported' };
      return config.botToken && message.telegramChatId ? sendNotice(message.telegramChatId, message.text) : { status: 'unsupported' };
    },
  };
}

/** A refusal, and whether Telegram asked to be tried again (429 with `retry_after`, a 5xx, no answer). */
function failedFor(error: string, answer: ProviderAnswer): ChannelOutcome {
  const retry = laterMayHelp(answer);
  return retry ? { status: 'failed', error, retry } : { status: 'failed', error };
}

/** The `result` of an `ok` answer, or why there is none. */
function resultOf(what: string, answer: ProviderAnswer, secrets: readonly string[]): { result: unknown } | { error: string } {
  if (!answer.reached) return { error: `${what} unreachable: ${answer.reason}` };
  if (answer.status >= 200 && answer.status < 300 && fieldOf(answer.json, 'ok') === true) return { result: fieldOf(answer.json, 'result') };
  // The Gateway names its errors in `error` (ACCESS_TOKEN_INVALID); the Bot API describes them in `description`.
  const said = fieldOf(answer.json, 'error') ?? fieldOf(answer.json, 'description');
  return { error: redacted(`${what} answered ${answer.status}: ${typeof said === 'string' ? said : answer.text}`, secrets) };
}
