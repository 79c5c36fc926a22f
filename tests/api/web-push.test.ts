import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { generateVapidKeys, type VapidConfig } from '../../worker/platform/vapid';
import { type PushSubscriptionTarget, type WebPushSender, webPushSender } from '../../worker/platform/web-push';
import type { PushAnswer } from '../support/fake-push-service';
import { pushesTo, subscribedBrowser, testVapid } from '../support/push-browser';

const pushService = inject('pushServiceUrl');
// Whole seconds, so that a Retry-After date (which has no milliseconds) comes out exact.
const now = new Date(Math.floor(Date.now() / 1000) * 1000);
const clock = { now: () => now };

let vapid: VapidConfig;
let sender: WebPushSender;

beforeAll(async () => {
  vapid = await testVapid();
  sender = webPushSender(vapid, { clock });
});

/** A subscription made with Kar's key, as `pushManager.subscribe({applicationServerKey})` makes one. */
const subscribe = (answer?: PushAnswer, applicationServerKey = vapid.publicKey): Promise<PushSubscriptionTarget> =>
  subscribedBrowser(applicationServerKey, answer);
const deliveredTo = pushesTo;

describe('webPushSender against the fake push service', () => {
  it('delivers an encrypted message the browser reads, with TTL, Urgency, Topic and a VAPID JWT for the service', async () => {
    const subscription = await subscribe();
    const payload = JSON.stringify({ kind: 'interview_invitation', title: 'بانگهێشتی چاوپێکەوتن', url: '/applications/42' });

    const result = await sender.send(subscription, { payload, ttlSeconds: 3600, urgency: 'high', topic: 'interview-42' });

    expect(result).toEqual({ outcome: 'delivered', status: 201, messageUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/messages\/\d+$/) });
    const [push, ...more] = await deliveredTo(subscription);
    expect(more).toEqual([]);
    expect(push).toEqual({
      plaintext: payload,
      ttl: '3600',
      urgency: 'high',
      topic: 'interview-42',
      recordSize: 4096,
      padding: 0,
      claims: { aud: new URL(pushService).origin, exp: now.getTime() / 1000 + 12 * 60 * 60, sub: 'mailto:push@kar.example' },
    });
  });

  it('leaves Urgency and Topic out when not asked, and pads inside the encryption when asked', async () => {
    const subscription = await subscribe();
    const payload = new TextEncoder().encode('{"kind":"new_message"}');
    expect((await sender.send(subscription, { payload, ttlSeconds: 0, padding: 100 })).outcome).toBe('delivered');
    expect(await deliveredTo(subscription)).toEqual([
      expect.objectContaining({ plaintext: '{"kind":"new_message"}', ttl: '0', urgency: null, topic: null, padding: 100 }),
    ]);
  });

  it('reports 410 and 404 as a gone subscription, for the caller to delete', async () => {
    expect(await sender.send(await subscribe({ status: 410 }), { payload: 'x', ttlSeconds: 60 })).toMatchObject({ outcome: 'gone', status: 410 });
    const unknown = { ...(await subscribe()), endpoint: `${pushService}/push/no-such-subscription` };
    expect(await sender.send(unknown, { payload: 'x', ttlSeconds: 60 })).toMatchObject({ outcome: 'gone', status: 404 });
  });

  it('reports 429 with Retry-After in seconds or as a date', async () => {
    const inSeconds = await sender.send(await subscribe({ status: 429, retryAfter: '120' }), { payload: 'x', ttlSeconds: 60 });
    expect(inSeconds).toEqual({ outcome: 'rate_limited', status: 429, retryAfterSeconds: 120 });

    const date = new Date(now.getTime() + 90_000).toUTCString();
    const asDate = await sender.send(await subscribe({ status: 429, retryAfter: date }), { payload: 'x', ttlSeconds: 60 });
    expect(asDate).toEqual({ outcome: 'rate_limited', status: 429, retryAfterSeconds: 90 });

    const without = await sender.send(await subscribe({ status: 429 }), { payload: 'x', ttlSeconds: 60 });
    expect(without).toEqual({ outcome: 'rate_limited', status: 429, retryAfterSeconds: null });
  });

  it('reports 5xx as unavailable and 413 as too large', async () => {
    const unavailable = await sender.send(await subscribe({ status: 503, retryAfter: '30' }), { payload: 'x', ttlSeconds: 60 });
    expect(unavailable).toMatchObject({ outcome: 'unavailable', status: 503, retryAfterSeconds: 30 });
    expect(await sender.send(await subscribe({ status: 413 }), { payload: 'x', ttlSeconds: 60 })).toEqual({ outcome: 'too_large', status: 413 });
  });

  it('refuses a message over 3993 bytes before sending anything', async () => {
    const subscription = await subscribe();
    expect(await sender.send(subscription, { payload: 'a'.repeat(3994), ttlSeconds: 60 })).toEqual({ outcome: 'too_large', status: null });
    expect(await sender.send(subscription, { payload: 'a'.repeat(3900), ttlSeconds: 60, padding: 94 })).toEqual({ outcome: 'too_large', status: null });
    expect(await deliveredTo(subscription)).toEqual([]);
    expect((await sender.send(subscription, { payload: 'a'.repeat(3993), ttlSeconds: 60 })).outcome).toBe('delivered');
  });

  it('is rejected (403) by a push service whose subscription was made with another application server key', async () => {
    const other = await generateVapidKeys();
    const subscription = await subscribe(undefined, other.publicKey);
    const result = await sender.send(subscription, { payload: 'x', ttlSeconds: 60 });
    expect(result).toMatchObject({ outcome: 'rejected', status: 403, reason: expect.stringContaining('not the key this subscription was made with') });
    expect(await deliveredTo(subscription)).toEqual([]);
  });

  it('calls a subscription with unusable keys gone without asking the push service', async () => {
    const subscription = await subscribe();
    const bad = [
      { ...subscription, keys: { ...subscription.keys, auth: 'c2hvcnQ' } },
      { ...subscription, keys: { ...subscription.keys, p256dh: `B${'A'.repeat(86)}` } },
      { ...subscription, endpoint: 'not a url' },
    ];
    for (const target of bad) expect(await sender.send(target, { payload: 'x', ttlSeconds: 60 })).toMatchObject({ outcome: 'gone', status: null });
    expect(await deliveredTo(subscription)).toEqual([]);
  });

  it('reports an unreachable or silent push service as unavailable, within the timeout', async () => {
    const subscription = await subscribe();
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = await sender.send({ ...subscription, endpoint: `http://127.0.0.1:${port}/push/x` }, { payload: 'x', ttlSeconds: 60 });
    expect(unreachable).toMatchObject({ outcome: 'unavailable', status: null, retryAfterSeconds: null });

    const silent = createServer(() => {
      // never answers
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const impatient = webPushSender(vapid, { clock, timeoutMs: 200 });
      const started = performance.now();
      const endpoint = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/push/x`;
      const result = await impatient.send({ ...subscription, endpoint }, { payload: 'x', ttlSeconds: 60 });
      expect(result).toMatchObject({ outcome: 'unavailable', status: null, reason: expect.stringMatching(/TimeoutError/) });
      expect(performance.now() - started).toBeLessThan(2000);
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it('throws on a message Kar built wrongly: a negative or fractional TTL, an unknown urgency, a bad topic', async () => {
    const subscription = await subscribe();
    await expect(sender.send(subscription, { payload: 'x', ttlSeconds: -1 })).rejects.toThrow(RangeError);
    await expect(sender.send(subscription, { payload: 'x', ttlSeconds: 1.5 })).rejects.toThrow(RangeError);
    // @ts-expect-error: an urgency RFC 8030 does not define
    await expect(sender.send(subscription, { payload: 'x', ttlSeconds: 60, urgency: 'urgent' })).rejects.toThrow(RangeError);
    await expect(sender.send(subscription, { payload: 'x', ttlSeconds: 60, topic: 'a'.repeat(33) })).rejects.toThrow(RangeError);
    await expect(sender.send(subscription, { payload: 'x', ttlSeconds: 60, topic: 'new message' })).rejects.toThrow(RangeError);
  });
});
