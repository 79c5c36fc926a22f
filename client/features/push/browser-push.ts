/**
 * This browser's side of Web Push (issue 28): whether it can take pushes, asking the reader's permission, and the
 * subscription made through Kar's service worker (client/sw/push.ts shows what arrives).
 */

/** `unsupported`: no Push API, or Kar's service worker is not running here (a development server, a private window). */
export type BrowserPushState = { kind: 'unsupported' } | { kind: 'denied' } | { kind: 'off' } | { kind: 'on'; subscription: PushSubscription };

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return undefined;
  // getRegistration, not `ready`: `ready` waits for ever where no worker registers.
  const found = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  return found?.active ? found : undefined;
}

/** A subscription made with another key than Kar's (its keys were replaced) reaches nothing: it counts as off. */
export async function browserPushState(publicKey: string): Promise<BrowserPushState> {
  const found = await registration();
  if (!found) return { kind: 'unsupported' };
  const subscription = await found.pushManager.getSubscription();
  if (subscription && madeWithKey(subscription, publicKey)) return { kind: 'on', subscription };
  return Notification.permission === 'denied' ? { kind: 'denied' } : { kind: 'off' };
}

/** base64url text (Kar's VAPID public key) as the bytes `applicationServerKey` takes. */
export function bytesOfBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function madeWithKey(subscription: PushSubscription, publicKey: string): boolean {
  const used = subscription.options.applicationServerKey;
  const wanted = bytesOfBase64Url(publicKey);
  return used !== null && used.byteLength === wanted.length && new Uint8Array(used).every((byte, index) => byte === wanted[index]);
}

/** The subscription as the server takes it (`PushSubscription.toJSON()`). */
export function subscriptionBody(subscription: PushSubscription): { endpoint: string; keys: { p256dh: string; auth: string } } {
  const json = subscription.toJSON();
  return { endpoint: json.endpoint ?? subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
}

/**
 * Asks permission (the browser's own prompt, so only from a tap) and subscribes with Kar's key. An earlier
 * subscription made with another key (Kar's keys were replaced) is ended first: the browser refuses a second.
 */
export async function subscribeBrowser(publicKey: string): Promise<PushSubscription | 'denied' | 'unsupported'> {
  const found = await registration();
  if (!found) return 'unsupported';
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  const existing = await found.pushManager.getSubscription();
  if (existing && madeWithKey(existing, publicKey)) return existing;
  if (existing) await existing.unsubscribe();
  return found.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: bytesOfBase64Url(publicKey) });
}
