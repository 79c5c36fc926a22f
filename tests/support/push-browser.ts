/**
 * Web Push in tests: a sender with a fresh VAPID pair, and browsers subscribed at the fake push service
 * (tests/support/fake-push-service.ts, started by loopback-servers.ts), whose deliveries come back decrypted.
 */
import { inject } from 'vitest';
import { generateVapidKeys, type VapidConfig } from '../../worker/platform/vapid';
import { type PushSubscriptionTarget, type WebPushSender, webPushSender } from '../../worker/platform/web-push';
import type { Clock } from '../../worker/ports';
import type { DeliveredPush, PushAnswer } from './fake-push-service';

/** The push service checks the VAPID JWT's expiry against its own clock: the sender's must be the real one. */
const realClock: Clock = { now: () => new Date() };

export async function testVapid(): Promise<VapidConfig> {
  return { ...(await generateVapidKeys()), subject: 'mailto:push@kar.example' };
}

/** A sender as deps.ts builds one from VAPID_* settings, for `testApp({webPush})`. */
export async function testWebPush(clock: Clock = realClock): Promise<WebPushSender> {
  return webPushSender(await testVapid(), { clock });
}

/**
 * A browser's subscription made with `applicationServerKey`, as `pushManager.subscribe` makes one; the fake push
 * service answers pushes to it with `answer` (201 unless told).
 */
export async function subscribedBrowser(applicationServerKey: string, answer?: PushAnswer): Promise<PushSubscriptionTarget> {
  const response = await fetch(`${inject('pushServiceUrl')}/__subscriptions`, { method: 'POST', body: JSON.stringify({ applicationServerKey, answer }) });
  return (await response.json()) as PushSubscriptionTarget;
}

/** What the push service delivered to the browser, decrypted with the browser's keys. */
export async function pushesTo(subscription: PushSubscriptionTarget): Promise<DeliveredPush[]> {
  const id = new URL(subscription.endpoint).pathname.split('/').pop();
  return (await (await fetch(`${inject('pushServiceUrl')}/__subscriptions/${id}/messages`)).json()) as DeliveredPush[];
}
