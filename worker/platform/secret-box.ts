import { toBase64Url } from './crypto';

/**
 * Secrets Kar must read back (an authenticator's TOTP seed), kept encrypted at rest: AES-256-GCM under a key from the
 * environment, a fresh 96-bit nonce each time, and `context` (the row it belongs to) bound in as associated data, so
 * a sealed value copied onto another row does not open there. Sealed text: `v1.` + base64url(nonce ‖ ciphertext).
 */
const encoder = new TextEncoder();
const prefix = 'v1.';

const fromBase64Url = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));

async function keyOf(keyBase64: string): Promise<CryptoKey> {
  const raw = fromBase64Url(keyBase64.replace(/=+$/, ''));
  if (raw.length !== 32) throw new Error('secret-box: the key must be 32 bytes (base64)');
  return crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

export async function seal(keyBase64: string, plain: string, context: string): Promise<string> {
  const nonce = crypto.getRandomValues(new Uint8Array(12));
  const cipher = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv: nonce, additionalData: encoder.encode(context) },
    await keyOf(keyBase64),
    encoder.encode(plain),
  );
  const sealed = new Uint8Array(nonce.length + cipher.byteLength);
  sealed.set(nonce);
  sealed.set(new Uint8Array(cipher), nonce.length);
  return prefix + toBase64Url(sealed);
}

/** The plain text, or an error when the key, the context or the text is not the one it was sealed with. */
export async function open(keyBase64: string, sealed: string, context: string): Promise<string> {
  if (!sealed.startsWith(prefix)) throw new Error('secret-box: not a sealed value');
  const bytes = fromBase64Url(sealed.slice(prefix.length));
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: bytes.slice(0, 12), additionalData: encoder.encode(context) },
    await keyOf(keyBase64),
    bytes.slice(12),
  );
  return new TextDecoder().decode(plain);
}
