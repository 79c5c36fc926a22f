/**
 * What the messaging fakes (fake-twilio.ts, fake-telegram.ts) share: reading a request, answering JSON, and the
 * answers a test scripts for one recipient (`POST /__answers`) so that it can make one channel fail for one number
 * while other tests, running at the same time against the same fake, are served as usual.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer as createNetServer } from 'node:net';

import type { ScriptedAnswer } from './messenger-fake-accounts';

export async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/**
 * The fake's test-only routes: `POST /__answers` scripts an answer, `GET /__sent?recipient=` lists what the fake
 * accepted for a recipient. Answers true when it handled the request.
 */
export function scriptingRoutes<Sent extends { recipient: string }>(scripted: Map<string, ScriptedAnswer>, sent: Sent[]) {
  return async (request: IncomingMessage, response: ServerResponse, url: URL): Promise<boolean> => {
    if (url.pathname === '/__answers' && request.method === 'POST') {
      const answer = JSON.parse(await bodyOf(request)) as ScriptedAnswer;
      scripted.set(answer.recipient, answer);
      json(response, 200, { scripted: answer.recipient });
      return true;
    }
    if (url.pathname === '/__sent' && request.method === 'GET') {
      const recipient = url.searchParams.get('recipient');
      json(
        response,
        200,
        sent.filter((message) => message.recipient === recipient),
      );
      return true;
    }
    return false;
  };
}

/** The answer scripted for `recipient`, if any, counting one use of an answer scripted for a number of requests. */
export function takeScripted(scripted: Map<string, ScriptedAnswer>, recipient: string): ScriptedAnswer | undefined {
  const answer = scripted.get(recipient);
  if (answer?.times !== undefined) {
    if (answer.times <= 1) scripted.delete(recipient);
    else scripted.set(recipient, { ...answer, times: answer.times - 1 });
  }
  return answer;
}

/** Parameters as providers take them: a query string, a form, or a JSON object. */
export function parametersOf(url: URL, contentType: string | undefined, body: string): Record<string, string> {
  const parameters: Record<string, string> = Object.fromEntries(url.searchParams);
  if (contentType?.startsWith('application/x-www-form-urlencoded')) Object.assign(parameters, Object.fromEntries(new URLSearchParams(body)));
  if (contentType?.startsWith('application/json') && body) {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object') {
      for (const [name, value] of Object.entries(parsed)) parameters[name] = typeof value === 'string' ? value : JSON.stringify(value);
    }
  }
  return parameters;
}

export const e164 = /^\+[1-9][0-9]{6,14}$/;

/** A loopback address nothing listens on (Node only): a port that was just given up. */
export async function closedPortUrl(): Promise<string> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}
