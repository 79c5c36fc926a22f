/**
 * Telegram on loopback, for the Telegram adapter: the Gateway API (`/checkSendAbility`, `/sendVerificationMessage`;
 * methods case-insensitive; parameters by query, form or JSON; `Authorization: Bearer <token>` or `access_token`)
 * and the Bot API (`/bot<token>/sendMessage`). Both answer `{ok: true, result}`; the Gateway refuses with
 * `{ok: false, error}`, the bot with `{ok: false, error_code, description}` and the same HTTP status, as documented.
 * The Gateway keeps its rules: a `request_id` from checkSendAbility is good once and for its own number, a code is
 * 4 to 8 digits, a ttl 30 to 3600 seconds. A test scripts a failure for a phone number or a chat id through
 * `POST /__answers`; `GET /__sent?recipient=` lists what was delivered.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { bodyOf, e164, json, parametersOf, scriptingRoutes, takeScripted } from './fake-http';
import { fakeTelegramTokens, type ScriptedAnswer } from './messenger-fake-accounts';

/** The only tokens the fake accepts. */
export { fakeTelegramTokens };

export interface SentTelegramMessage {
  recipient: string;
  via: 'gateway' | 'bot';
  /** The parameters as received. */
  parameters: Record<string, string>;
}

export function fakeTelegram(): Server {
  const scripted = new Map<string, ScriptedAnswer>();
  const sent: SentTelegramMessage[] = [];
  const scripting = scriptingRoutes(scripted, sent);
  // request_id → the number it was issued for; removed once used.
  const openRequests = new Map<string, string>();
  let messageId = 1;

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (await scripting(request, response, url)) return;
    const parameters = parametersOf(url, request.headers['content-type'], await bodyOf(request));

    const bot = /^\/bot([^/]+)\/sendMessage$/.exec(url.pathname);
    if (bot) return sendMessage(response, bot[1] ?? '', parameters);

    const method = url.pathname.slice(1).toLowerCase();
    if (method !== 'checksendability' && method !== 'sendverificationmessage') return json(response, 404, { ok: false, error: 'METHOD_NOT_FOUND' });
    const token = request.headers.authorization?.replace(/^Bearer /, '') ?? parameters.access_token;
    if (token !== fakeTelegramTokens.gateway) return json(response, 200, { ok: false, error: 'ACCESS_TOKEN_INVALID' });
    const phone = parameters.phone_number ?? '';
    if (!e164.test(phone)) return json(response, 200, { ok: false, error: 'PHONE_NUMBER_INVALID' });
    if (scriptedAnswer(phone, (status, error) => json(response, status, { ok: false, error: error ?? 'INTERNAL_ERROR' }))) return;

    if (method === 'checksendability') {
      const requestId = randomBytes(8).toString('hex');
      openRequests.set(requestId, phone);
      return json(response, 200, { ok: true, result: { request_id: requestId, phone_number: phone, request_cost: 0.01, remaining_balance: 99.99 } });
    }
    const { request_id: requestId, code, ttl } = parameters;
    if (requestId !== undefined && openRequests.get(requestId) !== phone) return json(response, 200, { ok: false, error: 'REQUEST_ID_INVALID' });
    if (code !== undefined && !/^[0-9]{4,8}$/.test(code)) return json(response, 200, { ok: false, error: 'CODE_INVALID' });
    if (ttl !== undefined && !(Number.isInteger(Number(ttl)) && Number(ttl) >= 30 && Number(ttl) <= 3600)) {
      return json(response, 200, { ok: false, error: 'TTL_INVALID' });
    }
    if (requestId !== undefined) openRequests.delete(requestId);
    const sentId = requestId ?? randomBytes(8).toString('hex');
    sent.push({ recipient: phone, via: 'gateway', parameters });
    return json(response, 200, {
      ok: true,
      result: {
        request_id: sentId,
        phone_number: phone,
        request_cost: requestId ? 0 : 0.01,
        delivery_status: { status: 'sent', updated_at: Math.floor(Date.now() / 1000) },
      },
    });
  });

  function sendMessage(response: ServerResponse, token: string, parameters: Record<string, string>): void {
    const refuse = (status: number, description: string, retryAfter?: number) =>
      json(response, status, { ok: false, error_code: status, description, ...(retryAfter === undefined ? {} : { parameters: { retry_after: retryAfter } }) });
    if (token !== fakeTelegramTokens.bot) return refuse(401, 'Unauthorized');
    const { chat_id: chatId, text } = parameters;
    if (!chatId) return refuse(400, 'Bad Request: chat_id is empty');
    if (!text) return refuse(400, 'Bad Request: message text is empty');
    if (text.length > 4096) return refuse(400, 'Bad Request: message is too long');
    const botErrors: Record<number, string> = { 403: 'Forbidden: bot was blocked by the user', 429: 'Too Many Requests: retry after' };
    const scripted = (status: number, error?: string, retryAfter?: number) =>
      refuse(status, error ?? `${botErrors[status] ?? 'Internal Server Error'}${retryAfter === undefined ? '' : ` ${retryAfter}`}`, retryAfter);
    if (scriptedAnswer(chatId, scripted)) return;
    sent.push({ recipient: chatId, via: 'bot', parameters });
    json(response, 200, {
      ok: true,
      result: { message_id: messageId++, date: Math.floor(Date.now() / 1000), chat: { id: Number(chatId), type: 'private' }, text },
    });
  }

  /** Answers as scripted for `recipient` (true), or leaves the request to the usual answer (false). */
  function scriptedAnswer(recipient: string, refuse: (status: number, error?: string, retryAfter?: number) => void): boolean {
    const answer = takeScripted(scripted, recipient);
    if (!answer) return false;
    // A hanging answer is never written: the adapter's timeout is under test.
    if (!('hang' in answer)) refuse(answer.status, answer.error, answer.retryAfter);
    return true;
  }

  return server;
}
