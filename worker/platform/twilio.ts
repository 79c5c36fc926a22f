/**
 * SMS and WhatsApp through Twilio's Messages API (`POST /2010-04-01/Accounts/{AccountSid}/Messages.json`, form
 * fields, HTTP Basic with the account SID and auth token), with plain fetch: the SDK is written for Node.
 * Twilio answers 201 with the message's `sid` once it has accepted the message, and `{code, message, status}` when
 * it refuses. docs/decisions/0027-phone-numbers-and-messenger.md
 */
import type { Locale, PhoneMessage } from '../ports';
import type { ChannelOutcome, ChannelSender } from './messenger';
import { callProvider, fieldOf, laterMayHelp, redacted } from './provider-request';

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  /** Tests point this at a loopback server. */
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface TwilioWhatsAppConfig {
  /** Kar's WhatsApp sender (E.164), or a Messaging Service SID (`MG…`) that holds it. */
  from: string;
  /**
   * The approved authentication template (a Content SID, `HX…`) of each language, its code in variable `1`.
   * WhatsApp refuses free text outside a conversation the user opened, so codes go through templates and notices
   * do not go through WhatsApp at all. A language without a template uses English's.
   */
  codeTemplates: Partial<Record<Locale, string>> & { en: string };
}

const defaultBaseUrl = 'https://api.twilio.com';
const defaultTimeoutMs = 5_000;

/** Text messages: a code or a notice, as the message's own text. */
export function twilioSmsSender(config: TwilioConfig, sms: { from: string }): ChannelSender {
  return {
    channel: 'sms',
    send: (message) => createMessage(config, { To: message.to, ...senderFields(sms.from, ''), Body: message.text }),
  };
}

/** WhatsApp: codes only, through the language's authentication template. */
export function twilioWhatsAppSender(config: TwilioConfig, whatsapp: TwilioWhatsAppConfig): ChannelSender {
  return {
    channel: 'whatsapp',
    async send(message: PhoneMessage) {
      if (message.kind !== 'code') return { status: 'unsupported' };
      return createMessage(config, {
        To: `whatsapp:${message.to}`,
        ...senderFields(whatsapp.from, 'whatsapp:'),
        ContentSid: whatsapp.codeTemplates[message.locale] ?? whatsapp.codeTemplates.en,
        ContentVariables: JSON.stringify({ 1: message.code }),
      });
    },
  };
}

/** A Messaging Service SID goes in its own field; a number (or an alphanumeric sender id) is the `From`. */
function senderFields(from: string, prefix: string): Record<string, string> {
  return /^MG[0-9a-f]{32}$/i.test(from) ? { MessagingServiceSid: from } : { From: `${prefix}${from}` };
}

async function createMessage(config: TwilioConfig, fields: Record<string, string>): Promise<ChannelOutcome> {
  const base = (config.baseUrl || defaultBaseUrl).replace(/\/+$/, '');
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const answer = await callProvider(
    url,
    {
      method: 'POST',
      headers: {
        authorization: `Basic ${btoa(`${config.accountSid}:${config.authToken}`)}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams(fields),
    },
    { timeoutMs: config.timeoutMs ?? defaultTimeoutMs, fetch: config.fetch, secrets: [config.authToken] },
  );
  const retry = laterMayHelp(answer);
  if (!answer.reached) return { status: 'failed', error: `Twilio unreachable: ${answer.reason}`, ...(retry ? { retry } : {}) };

  const sid = fieldOf(answer.json, 'sid');
  if (answer.status >= 200 && answer.status < 300 && typeof sid === 'string') return { status: 'sent', providerId: sid };
  const code = fieldOf(answer.json, 'code');
  const said = fieldOf(answer.json, 'message');
  const detail = typeof said === 'string' ? `${typeof code === 'number' ? `${code} ` : ''}${said}` : answer.text;
  return { status: 'failed', error: redacted(`Twilio answered ${answer.status}: ${detail}`, [config.authToken]), ...(retry ? { retry } : {}) };
}
