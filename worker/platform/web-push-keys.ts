/** Reading the base64url keys of Web Push (a subscription's, Kar's VAPID pair) into checked bytes. */
import { base64url } from 'jose';
import type { PushReceiverKeys } from './web-push-encryption';

/** The bytes of base64url text (padding tolerated), or null when it is not base64url. */
export function bytesOfBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(text)) return null;
  try {
    return base64url.decode(text);
  } catch {
    return null;
  }
}

/** The 65 bytes of an uncompressed P-256 point, or null for anything else. */
export function uncompressedPointOf(text: string): Uint8Array | null {
  const bytes = bytesOfBase64Url(text);
  return bytes?.length === 65 && bytes[0] === 0x04 ? bytes : null;
}

/** Whether `text` is 32 bytes in base64url, the size of a P-256 private scalar. */
export function isPrivateScalar(text: string): boolean {
  return bytesOfBase64Url(text)?.length === 32;
}

/**
 * A PushSubscription's `keys` as bytes, or null when they cannot be Web Push keys. Whether the point lies on the
 * curve is only known when WebCrypto imports it.
 */
export function pushReceiverKeysOf(keys: { p256dh: string; auth: string }): PushReceiverKeys | null {
  const p256dh = uncompressedPointOf(keys.p256dh);
  const auth = bytesOfBase64Url(keys.auth);
  return p256dh && auth?.length === 16 ? { p256dh, auth } : null;
}
