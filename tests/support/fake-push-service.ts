/**
 * A push service and the browser behind it, on loopback, for the Web Push sender's tests. It keeps to RFC 8030's
 * requests and answers and checks what a real service checks (TTL, `aes128gcm`, a VAPID JWT for its own origin,
 * signed by the key the subscription was made with); as the browser, it decrypts the body with the subscription's
 * private key (RFC 8291), through node:crypto, apart from the WebCrypto code under test.
 *
 * - `POST /__subscriptions` `{applicationServerKey, answer?: {status, retryAfter?, times?}}` → `{endpoint, keys}`: a
 *   new subscription, as `pushManager.subscribe` makes; pushes to it are answered with `answer.status` (201 by
 *   default), for the first `times` pushes when given (then 201).
 * - `POST /push/<id>`: the push endpoint. `GET /__subscriptions/<id>/messages`: what it delivered, decrypted.
 */
import { createECDH, createPublicKey, createDecipheriv, hkdfSync, randomBytes, randomUUID, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { jwtVerify } from 'jose';

export interface PushAnswer {
  status: number;
  retryAfter?: string;
  /** Answered so this many times, then as a working service answers. */
  times?: number;
}

export interface DeliveredPush {
  plaintext: string;
  ttl: string;
  urgency: string | null;
  topic: string | null;
  /** The record size and padding length read from the decrypted body. */
  recordSize: number;
  padding: number;
  /** The VAPID JWT's claims, after the signature checked out. */
  claims: { aud: string; exp: number; sub: string };
}

interface FakeSubscription {
  receiver: ECDH;
  auth: Buffer;
  applicationServerKey: string;
  answer: PushAnswer;
  delivered: DeliveredPush[];
}

const dayInSeconds = 24 * 60 * 60;

/** A refusal with the status a push service would answer. */
class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function fakePushService(): Server {
  const subscriptions = new Map<string, FakeSubscription>();
  let messages = 0;

  const server = createServer(async (request, response) => {
    const origin = `http://${request.headers.host ?? ''}`;
    const path = new URL(request.url ?? '/', origin).pathname;
    try {
      if (path === '/__subscriptions' && request.method === 'POST') {
        const { applicationServerKey, answer } = JSON.parse((await bodyOf(request)).toString('utf8')) as {
          applicationServerKey: string;
          answer?: PushAnswer;
        };
        const id = randomUUID();
        const receiver = createECDH('prime256v1');
        receiver.generateKeys();
        const auth = randomBytes(16);
        subscriptions.set(id, { receiver, auth, applicationServerKey, answer: answer ?? { status: 201 }, delivered: [] });
        return json(response, 201, {
          endpoint: `${origin}/push/${id}`,
          keys: { p256dh: receiver.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
        });
      }
      const listed = /^\/__subscriptions\/([\w-]+)\/messages$/.exec(path);
      if (listed && request.method === 'GET') return json(response, 200, subscriptions.get(listed[1] ?? '')?.delivered ?? []);

      const pushed = /^\/push\/([\w-]+)$/.exec(path);
      if (!pushed || request.method !== 'POST') return json(response, 404, { error: 'no such resource' });
      const subscription = subscriptions.get(pushed[1] ?? '');
      if (!subscription) return json(response, 404, { error: 'no such subscription' });

      const push = await acceptPush(request, subscription, origin);
      const { status, retryAfter, times } = subscription.answer;
      if (times !== undefined) subscription.answer = times > 1 ? { ...subscription.answer, times: times - 1 } : { status: 201 };
      if (status !== 201) return json(response, status, { error: 'answered as told' }, retryAfter ? { 'retry-after': retryAfter } : {});
      subscription.delivered.push(push);
      return json(response, 201, {}, { location: `${origin}/messages/${++messages}` });
    } catch (error) {
      if (error instanceof Refusal) return json(response, error.status, { error: error.message });
      return json(response, 500, { error: String(error) });
    }
  });
  return server;
}

/** Checks a push as a push service would, then reads it as the browser would. */
async function acceptPush(request: IncomingMessage, subscription: FakeSubscription, origin: string): Promise<DeliveredPush> {
  const ttl = request.headers.ttl;
  if (typeof ttl !== 'string' || !/^\d+$/.test(ttl)) throw new Refusal(400, 'TTL header missing or not a number');
  if (request.headers['content-encoding'] !== 'aes128gcm') throw new Refusal(415, 'Content-Encoding must be aes128gcm');
  const urgency = headerOf(request, 'urgency');
  if (urgency !== null && !['very-low', 'low', 'normal', 'high'].includes(urgency)) throw new Refusal(400, 'bad Urgency');
  const topic = headerOf(request, 'topic');
  if (topic !== null && !/^[A-Za-z0-9_-]{1,32}$/.test(topic)) throw new Refusal(400, 'bad Topic');

  const claims = await vapidClaims(headerOf(request, 'authorization'), subscription.applicationServerKey, origin);
  const body = await bodyOf(request);
  if (body.length > 4096) throw new Refusal(413, 'payload too large');
  return { ...decrypt(body, subscription), ttl, urgency, topic, claims };
}

/** RFC 8292: `vapid t=<JWT>, k=<key>`, the key the subscription was made with, the JWT for this origin, ≤ 24 h. */
async function vapidClaims(authorization: string | null, applicationServerKey: string, origin: string): Promise<DeliveredPush['claims']> {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Refusal(401, 'Authorization must be vapid t=…, k=…');
  const [, token = '', key = ''] = match;
  if (key !== applicationServerKey) throw new Refusal(403, 'k is not the key this subscription was made with');
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const { payload } = await jwtVerify(token, publicKey, { algorithms: ['ES256'], audience: origin, requiredClaims: ['exp', 'sub'] }).catch((error: unknown) => {
    throw new Refusal(401, `VAPID JWT refused: ${String(error)}`);
  });
  const { exp, sub } = payload as { exp: number; sub: unknown };
  if (exp - Date.now() / 1000 > dayInSeconds) throw new Refusal(401, 'VAPID JWT expires more than 24 hours ahead');
  if (typeof sub !== 'string' || !/^(mailto:|https:)/.test(sub)) throw new Refusal(401, 'VAPID sub must be mailto: or https:');
  return { aud: origin, exp, sub };
}

/** The browser's side of RFC 8291 / RFC 8188 for a single record. */
function decrypt(body: Buffer, { receiver, auth }: FakeSubscription): Pick<DeliveredPush, 'plaintext' | 'recordSize' | 'padding'> {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body[20] ?? 0;
  const senderKey = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  if (keyIdLength !== 65) throw new Refusal(400, 'keyid must be the 65-byte sender key');
  if (record.length > recordSize) throw new Refusal(400, 'more than one record');

  const secret = receiver.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiver.getPublicKey(), senderKey]);
  const inputKey = Buffer.from(hkdfSync('sha256', secret, auth, keyInfo, 32));
  const contentKey = Buffer.from(hkdfSync('sha256', inputKey, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', inputKey, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  let padded: Buffer;
  try {
    padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  } catch {
    throw new Refusal(400, 'the body does not decrypt with this subscription’s keys');
  }
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 0x02) throw new Refusal(400, 'the last record must end with delimiter 0x02');
  return { plaintext: padded.subarray(0, end).toString('utf8'), recordSize, padding: padded.length - end - 1 };
}

function headerOf(request: IncomingMessage, name: string): string | null {
  const value = request.headers[name];
  return typeof value === 'string' ? value : null;
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
}
