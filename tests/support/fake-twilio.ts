/**
 * Twilio's Messages API on loopback, for the SMS and WhatsApp adapters: `POST /2010-04-01/Accounts/{sid}/Messages.json`
 * with form fields and HTTP Basic, checked as Twilio documents them (To, From or MessagingServiceSid, Body or
 * ContentSid, E.164 numbers, `whatsapp:` addresses on both ends, ContentVariables as JSON), answered 201 with the
 * message resource or `{code, message, more_info, status}`. A test scripts a failure for one `To` address
 * (`whatsapp:+964…` and `+964…` are different recipients) through `POST /__answers`; `GET /__sent?recipient=`.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { bodyOf, e164, json, parametersOf, scriptingRoutes, takeScripted } from './fake-http';
import { fakeTwilioAccount, type ScriptedAnswer } from './messenger-fake-accounts';

/** The only credentials the fake accepts. */
export { fakeTwilioAccount };

export interface SentTwilioMessage {
  recipient: string;
  sid: string;
  /** The form fields as received. */
  fields: Record<string, string>;
}

const scriptedErrors: Record<number, { code: number; message: string }> = {
  400: { code: 21612, message: "The 'To' phone number is not currently reachable using the 'From' phone number." },
  429: { code: 20429, message: 'Too Many Requests' },
  500: { code: 20500, message: 'An internal server error has occurred' },
  503: { code: 20503, message: 'Service Unavailable' },
};

export function fakeTwilio(): Server {
  const scripted = new Map<string, ScriptedAnswer>();
  const sent: SentTwilioMessage[] = [];
  const scripting = scriptingRoutes(scripted, sent);

  return createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (await scripting(request, response, url)) return;
    const route = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(url.pathname);
    if (!route || request.method !== 'POST') return refuse(response, 404, 20404, 'The requested resource was not found');

    const [user, password] = Buffer.from((request.headers.authorization ?? '').replace(/^Basic /, ''), 'base64')
      .toString('utf8')
      .split(':');
    if (user !== route[1] || user !== fakeTwilioAccount.accountSid || password !== fakeTwilioAccount.authToken) {
      return refuse(response, 401, 20003, 'Authenticate');
    }
    const fields = parametersOf(url, request.headers['content-type'], await bodyOf(request));
    const { To: to, From: from, MessagingServiceSid: service, Body: text, ContentSid: content, ContentVariables: variables } = fields;

    if (!to) return refuse(response, 400, 21604, "A 'To' phone number is required.");
    if (!from && !service) return refuse(response, 400, 21603, "A 'From' phone number is required.");
    if (!text && !content) return refuse(response, 400, 21602, 'Message body is required.');
    const whatsapp = to.startsWith('whatsapp:');
    if (!e164.test(to.replace(/^whatsapp:/, ''))) return refuse(response, 400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    if (from && whatsapp !== from.startsWith('whatsapp:')) {
      return refuse(response, 400, 63007, 'Twilio could not find a Channel with the specified From address');
    }
    if (content && !/^HX[0-9a-f]{32}$/.test(content)) return refuse(response, 400, 21655, 'The ContentSid is Invalid.');
    if (variables !== undefined && !isJsonObject(variables)) return refuse(response, 400, 21656, 'The ContentVariables Parameter is invalid.');

    const answer = takeScripted(scripted, to);
    if (answer && 'hang' in answer) return; // never answered: the adapter's timeout is under test
    if (answer) {
      const error = scriptedErrors[answer.status] ?? { code: 20001, message: answer.error ?? 'Scripted failure' };
      return refuse(response, answer.status, error.code, error.message);
    }

    const sid = `${content ? 'MM' : 'SM'}${randomBytes(16).toString('hex')}`;
    sent.push({ recipient: to, sid, fields });
    return json(response, 201, {
      sid,
      account_sid: fakeTwilioAccount.accountSid,
      to,
      from: from ?? null,
      messaging_service_sid: service ?? null,
      body: text ?? '',
      status: service ? 'accepted' : 'queued',
      num_segments: '1',
      direction: 'outbound-api',
      api_version: '2010-04-01',
      date_created: new Date().toUTCString(),
      error_code: null,
      error_message: null,
      uri: `/2010-04-01/Accounts/${fakeTwilioAccount.accountSid}/Messages/${sid}.json`,
    });
  });
}

function refuse(response: ServerResponse, status: number, code: number, message: string): void {
  json(response, status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });
}

function isJsonObject(text: string): boolean {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
  } catch {
    return false;
  }
}
