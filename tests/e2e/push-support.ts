/**
 * Web Push in real Chromium. Headless Chromium's `pushManager.subscribe` talks to Google's push service, which this
 * machine cannot reach; so the page's PushManager subscribes at the loopback push service instead (the one
 * `wrangler dev` pushes to, tests/e2e/wrangler-dev.ts), through a function the test exposes. Everything else is the
 * browser's own: the service worker registration, the permission (granted as a person's tap would), Kar's client
 * code, and the worker's encryption; the push service decrypts what arrives with the subscription's private key.
 */
import type { BrowserContext } from 'playwright-core';
import type { PushSubscriptionTarget } from '../../worker/platform/web-push';
import { pushesTo, subscribedBrowser } from '../support/push-browser';
import { baseUrl } from './support';

declare global {
  interface Window {
    karSubscribeAtLoopback(applicationServerKey: string): Promise<PushSubscriptionTarget>;
  }
}

/** In the page: a PushManager whose subscriptions are made at the loopback push service, kept for the session. */
function loopbackPushManager(): void {
  const stored = 'kar-e2e-push-subscription';
  const toBase64Url = (bytes: Uint8Array) =>
    btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  const fromBase64Url = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (character) => character.charCodeAt(0));
  const asSubscription = (made: PushSubscriptionTarget & { applicationServerKey: string }) => ({
    endpoint: made.endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: fromBase64Url(made.applicationServerKey).buffer },
    getKey: (name: 'p256dh' | 'auth') => fromBase64Url(made.keys[name]).buffer,
    toJSON: () => ({ endpoint: made.endpoint, expirationTime: null, keys: made.keys }),
    unsubscribe: async () => {
      sessionStorage.removeItem(stored);
      return true;
    },
  });
  PushManager.prototype.getSubscription = async function getSubscription() {
    const saved = sessionStorage.getItem(stored);
    return saved ? (asSubscription(JSON.parse(saved)) as unknown as PushSubscription) : null;
  };
  PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
    const key = options?.applicationServerKey;
    if (!(key instanceof Uint8Array)) throw new DOMException('applicationServerKey must be bytes here', 'InvalidAccessError');
    const applicationServerKey = toBase64Url(key);
    const made = { ...(await window.karSubscribeAtLoopback(applicationServerKey)), applicationServerKey };
    sessionStorage.setItem(stored, JSON.stringify(made));
    return asSubscription(made) as unknown as PushSubscription;
  };
}

/** Readies a context's pages to take pushes: notifications allowed for Kar, subscriptions made at loopback. */
export async function takePushes(context: BrowserContext): Promise<{ subscriptions: PushSubscriptionTarget[] }> {
  const subscriptions: PushSubscriptionTarget[] = [];
  await context.grantPermissions(['notifications'], { origin: new URL(baseUrl).origin });
  await context.exposeFunction('karSubscribeAtLoopback', async (applicationServerKey: string) => {
    const subscription = await subscribedBrowser(applicationServerKey);
    subscriptions.push(subscription);
    return subscription;
  });
  await context.addInitScript(loopbackPushManager);
  return { subscriptions };
}

export { pushesTo };
