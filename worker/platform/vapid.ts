/**
 * VAPID (RFC 8292): Kar tells a push service who is sending by signing a short JWT with an ES256 key whose public
 * half the browser was given when it subscribed. The key pair is configuration (VAPID_PUBLIC_KEY /
 * VAPID_PRIVATE_KEY): replacing it orphans every subscription, since each is bound to the key it was made with.
 */
import { SignJWT, base64url } from 'jose';
import type { Clock } from '../ports';
import { isPrivateScalar, uncompressedPointOf } from './web-push-keys';

export interface VapidKeys {
  /** Uncompressed P-256 point (65 bytes), base64url: the `applicationServerKey` browsers subscribe with. */
  publicKey: string;
  /** The private scalar (32 bytes), base64url. */
  privateKey: string;
}

export interface VapidConfig extends VapidKeys {
  /** A `mailto:` or `https:` address where the push service's operator can reach Kar. */
  subject: string;
}

export interface VapidSigner {
  readonly publicKey: string;
  /** The `Authorization` header for a push to `endpoint`: `vapid t=<JWT>, k=<public key>`. */
  authorization(endpoint: string): Promise<string>;
}

/**
 * RFC 8292 allows up to 24 hours; half of that leaves room for a clock that runs ahead of the push service's, and
 * is what the common libraries use.
 */
export const vapidTokenLifetimeSeconds = 12 * 60 * 60;

export function vapidSigner(config: VapidConfig, clock: Clock): VapidSigner {
  let signingKey: Promise<CryptoKey> | undefined;
  return {
    publicKey: config.publicKey,
    async authorization(endpoint) {
      signingKey ??= importVapidSigningKey(config);
      const nowSeconds = Math.floor(clock.now().getTime() / 1000);
      const token = await new SignJWT({ sub: config.subject })
        .setProtectedHeader({ typ: 'JWT', alg: 'ES256' })
        .setAudience(new URL(endpoint).origin)
        .setExpirationTime(nowSeconds + vapidTokenLifetimeSeconds)
        .sign(await signingKey);
      return `vapid t=${token}, k=${config.publicKey}`;
    },
  };
}

/** A new key pair in the form the configuration takes (`node scripts/vapid-keys.ts` prints one). */
export async function generateVapidKeys(): Promise<VapidKeys> {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const publicKey = new Uint8Array((await crypto.subtle.exportKey('raw', pair.publicKey)) as ArrayBuffer);
  const { d } = (await crypto.subtle.exportKey('jwk', pair.privateKey)) as JsonWebKey;
  if (!d) throw new Error('VAPID: the generated private key has no scalar');
  return { publicKey: base64url.encode(publicKey), privateKey: d };
}

const notOnePair = 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not one P-256 key pair';

/**
 * The ES256 signing key from the configured pair. A private key that is not the public key's other half would sign
 * tokens every push service rejects: Node refuses such a JWK, other runtimes may not, so a signature proves the pair.
 */
export async function importVapidSigningKey(keys: VapidKeys): Promise<CryptoKey> {
  const point = uncompressedPointOf(keys.publicKey);
  if (!point) throw new Error('VAPID_PUBLIC_KEY must be an uncompressed P-256 point (65 bytes, base64url)');
  if (!isPrivateScalar(keys.privateKey)) throw new Error('VAPID_PRIVATE_KEY must be a P-256 private scalar (32 bytes, base64url)');
  const x = base64url.encode(point.subarray(1, 33));
  const y = base64url.encode(point.subarray(33));
  const algorithm = { name: 'ECDSA', namedCurve: 'P-256' };
  const signature = { name: 'ECDSA', hash: 'SHA-256' };

  const [privateKey, publicKey] = await Promise.all([
    crypto.subtle.importKey('jwk', { kty: 'EC', crv: 'P-256', x, y, d: keys.privateKey }, algorithm, false, ['sign']),
    crypto.subtle.importKey('raw', new Uint8Array(point), algorithm, false, ['verify']),
  ]).catch((error: unknown) => {
    throw new Error(notOnePair, { cause: error });
  });
  const probe = new TextEncoder().encode('kar-vapid-pair');
  const proof = await crypto.subtle.sign(signature, privateKey, probe);
  if (!(await crypto.subtle.verify(signature, publicKey, proof, probe))) {
    throw new Error(notOnePair);
  }
  return privateKey;
}
