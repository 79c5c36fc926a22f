/**
 * Sends Web Push messages (RFC 8030) to browsers' push services: the message encrypted for the subscription
 * (RFC 8291, web-push-encryption.ts), Kar identified by VAPID (RFC 8292, vapid.ts), and the push service's answer
 * reported as an outcome the caller acts on (delete a gone subscription, wait before retrying) instead of thrown.
 * docs/decisions/0028-web-push.md
 */
import type { Clock } from '../ports';
import { type VapidConfig, vapidSigner } from './vapid';
import { encryptPushMessage, maxPushPlaintextBytes } from './web-push-encryption';
import { pushReceiverKeysOf } from './web-push-keys';

/** `PushSubscription.toJSON()` as the browser hands it over. */
export interface PushSubscriptionTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** RFC 8030 §5.3. */
export type PushUrgency = 'very-low' | 'low' | 'normal' | 'high';

export interface PushMessage {
  /** What the service worker's `push` event reads; at most 3993 bytes with the padding. */
  payload: string | Uint8Array;
  /** How long the push service keeps the message for an offline device; 0 drops it unless delivered at once. */
  ttlSeconds: number;
  /** Left out, push services treat the message as `normal`. */
  urgency?: PushUrgency;
  /** A newer message with the same topic replaces one still waiting (RFC 8030 §5.4): up to 32 base64url characters. */
  topic?: string;
  /** Zero bytes added inside the encryption so that the body's length says less about the message's. */
  padding?: number;
}

/**
 * What became of one push. `gone`: the subscription is dead (the push service answered 404 or 410, or its keys
 * cannot be used at all: status null), so the caller deletes it. `too_large`: 413, or refused before sending (status
 * null). `rate_limited` and `unavailable` (5xx, timeout, network): try again later, not before `retryAfterSeconds`
 * when the service named a time. `rejected`: any other answer (400, 401/403 for VAPID problems); retrying will not help.
 */
export type PushOutcome =
  | { outcome: 'delivered'; status: number; messageUrl: string | null }
  | { outcome: 'gone'; status: 404 | 410 | null; reason: string }
  | { outcome: 'too_large'; status: 413 | null }
  | { outcome: 'rate_limited'; status: 429; retryAfterSeconds: number | null }
  | { outcome: 'unavailable'; status: number | null; retryAfterSeconds: number | null; reason: string }
  | { outcome: 'rejected'; status: number; reason: string };

/** The push channel as a notifier sees it. */
export interface WebPushSender {
  /** The `applicationServerKey` the browser must subscribe with. */
  readonly publicKey: string;
  send(subscription: PushSubscriptionTarget, message: PushMessage): Promise<PushOutcome>;
}

export interface WebPushSenderOptions {
  clock: Clock;
  /** Tests hand in nothing: the fake push service is a loopback server reached by the real fetch. */
  fetch?: typeof fetch;
  /** How long to wait for a push service before calling it unavailable (the next channel then gets its turn). */
  timeoutMs?: number;
}

const urgencies: ReadonlySet<string> = new Set<PushUrgency>(['very-low', 'low', 'normal', 'high']);
const topicPattern = /^[A-Za-z0-9_-]{1,32}$/;
const encoder = new TextEncoder();

export function webPushSender(config: VapidConfig, { clock, fetch: fetchImpl = fetch, timeoutMs = 10_000 }: WebPushSenderOptions): WebPushSender {
  const vapid = vapidSigner(config, clock);

  return {
    publicKey: config.publicKey,
    async send(subscription, message) {
      checkMessage(message);
      const plaintext = typeof message.payload === 'string' ? encoder.encode(message.payload) : message.payload;
      if (plaintext.length + (message.padding ?? 0) > maxPushPlaintextBytes) return { outcome: 'too_large', status: null };

      const receiver = pushReceiverKeysOf(subscription.keys);
      if (!receiver || !isHttpUrl(subscription.endpoint)) return { outcome: 'gone', status: null, reason: 'unusable subscription' };
      let body: Uint8Array<ArrayBuffer>;
      try {
        body = await encryptPushMessage(plaintext, receiver, { padding: message.padding ?? 0 });
      } catch {
        // The sizes were checked above: what is left is a p256dh that is not a point on the curve.
        return { outcome: 'gone', status: null, reason: 'unusable subscription keys' };
      }

      const headers: Record<string, string> = {
        TTL: String(message.ttlSeconds),
        'Content-Encoding': 'aes128gcm',
        'Content-Type': 'application/octet-stream',
        Authorization: await vapid.authorization(subscription.endpoint),
      };
      if (message.urgency) headers.Urgency = message.urgency;
      if (message.topic) headers.Topic = message.topic;

      let response: Response;
      try {
        // A push service has no reason to redirect; following one would send the message somewhere else.
        response = await fetchImpl(subscription.endpoint, {
          method: 'POST',
          headers,
          body,
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        // The endpoint is a capability URL (whoever holds it can push): keep it out of what may be logged.
        return { outcome: 'unavailable', status: null, retryAfterSeconds: null, reason: reason.replaceAll(subscription.endpoint, '[endpoint]') };
      }
      return outcomeOf(response, clock);
    },
  };
}

/** A message Kar builds wrongly is a bug to see at once, not an outcome to store. */
function checkMessage(message: PushMessage): void {
  if (!Number.isInteger(message.ttlSeconds) || message.ttlSeconds < 0) throw new RangeError('Web Push: ttlSeconds must be a whole number ≥ 0');
  if (message.urgency !== undefined && !urgencies.has(message.urgency)) throw new RangeError(`Web Push: unknown urgency ${message.urgency}`);
  if (message.topic !== undefined && !topicPattern.test(message.topic)) {
    throw new RangeError('Web Push: a topic is 1 to 32 characters of the base64url alphabet');
  }
}

async function outcomeOf(response: Response, clock: Clock): Promise<PushOutcome> {
  const { status } = response;
  // Push services explain refusals in a short text or JSON body; kept for the logs, bounded.
  const reason = (await response.text().catch(() => '')).slice(0, 300);
  if (status >= 200 && status < 300) return { outcome: 'delivered', status, messageUrl: response.headers.get('location') };
  if (status === 404 || status === 410) return { outcome: 'gone', status, reason };
  if (status === 413) return { outcome: 'too_large', status };
  const retryAfterSeconds = retryAfterOf(response.headers.get('retry-after'), clock);
  if (status === 429) return { outcome: 'rate_limited', status, retryAfterSeconds };
  if (status >= 500) return { outcome: 'unavailable', status, retryAfterSeconds, reason };
  return { outcome: 'rejected', status, reason };
}

/** `Retry-After` is either seconds or an HTTP date (RFC 9110 §10.2.3); null when absent or unreadable. */
export function retryAfterOf(value: string | null, clock: Clock): number | null {
  if (!value) return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const date = Date.parse(text);
  if (Number.isNaN(date)) return null;
  return Math.max(0, Math.ceil((date - clock.now().getTime()) / 1000));
}

function isHttpUrl(text: string): boolean {
  try {
    const { protocol } = new URL(text);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
