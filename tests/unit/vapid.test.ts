import { base64url, decodeProtectedHeader, importJWK, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { generateVapidKeys, vapidSigner, vapidTokenLifetimeSeconds, type VapidConfig } from '../../worker/platform/vapid';
import { vapidConfigOf } from '../../worker/platform/web-push-config';

const subject = 'mailto:push@kar.example';
const endpoint = 'https://fcm.googleapis.com/fcm/send/dGhpcyBpcyBub3QgYSByZWFsIHRva2Vu';
const now = new Date('2026-03-01T09:00:00Z');
const clock = { now: () => now };

async function config(): Promise<VapidConfig> {
  const keys = await generateVapidKeys();
  const parsed = vapidConfigOf({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: subject });
  if (!parsed) throw new Error('expected a configuration');
  return parsed;
}

/** The verification key, from the public key alone, as a push service holds it. */
function verificationKey(publicKey: string) {
  const point = base64url.decode(publicKey);
  return importJWK({ kty: 'EC', crv: 'P-256', x: base64url.encode(point.subarray(1, 33)), y: base64url.encode(point.subarray(33)) }, 'ES256');
}

function parts(authorization: string) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization);
  if (!match) throw new Error(`not a VAPID Authorization header: ${authorization}`);
  return { token: match[1] as string, key: match[2] as string };
}

describe('VAPID (RFC 8292)', () => {
  it('generates a pair: a 65-byte uncompressed public point and a 32-byte private scalar', async () => {
    const keys = await generateVapidKeys();
    expect(base64url.decode(keys.publicKey)).toHaveLength(65);
    expect(base64url.decode(keys.publicKey)[0]).toBe(0x04);
    expect(base64url.decode(keys.privateKey)).toHaveLength(32);
    expect((await generateVapidKeys()).publicKey).not.toBe(keys.publicKey);
  });

  it('signs an ES256 JWT for the endpoint origin, good for 12 hours, with the subject, and sends the public key as k', async () => {
    const vapid = await config();
    const { token, key } = parts(await vapidSigner(vapid, clock).authorization(endpoint));

    expect(key).toBe(vapid.publicKey);
    expect(decodeProtectedHeader(token)).toEqual({ typ: 'JWT', alg: 'ES256' });
    const { payload } = await jwtVerify(token, await verificationKey(key), {
      algorithms: ['ES256'],
      audience: 'https://fcm.googleapis.com',
      currentDate: now,
    });
    expect(payload.sub).toBe(subject);
    expect(payload.aud).toBe('https://fcm.googleapis.com');
    expect(payload.exp).toBe(now.getTime() / 1000 + vapidTokenLifetimeSeconds);
    expect((payload.exp as number) - now.getTime() / 1000).toBeLessThanOrEqual(24 * 60 * 60);
  });

  it("uses each push service's own origin as the audience, port included", async () => {
    const signer = vapidSigner(await config(), clock);
    const { token } = parts(await signer.authorization('https://updates.push.services.mozilla.com:8443/wpush/v2/abc?x=1'));
    const { token: other } = parts(await signer.authorization('https://web.push.apple.com/QGuQyavXutnMH'));
    expect(JSON.parse(new TextDecoder().decode(base64url.decode(token.split('.')[1] ?? ''))).aud).toBe('https://updates.push.services.mozilla.com:8443');
    expect(JSON.parse(new TextDecoder().decode(base64url.decode(other.split('.')[1] ?? ''))).aud).toBe('https://web.push.apple.com');
  });

  it('does not verify with another public key', async () => {
    const { token } = parts(await vapidSigner(await config(), clock).authorization(endpoint));
    const stranger = await generateVapidKeys();
    await expect(jwtVerify(token, await verificationKey(stranger.publicKey), { currentDate: now })).rejects.toThrow(/signature/);
  });

  it('refuses a private key that is not the public key’s other half', async () => {
    const ours = await generateVapidKeys();
    const theirs = await generateVapidKeys();
    const signer = vapidSigner({ publicKey: ours.publicKey, privateKey: theirs.privateKey, subject }, clock);
    await expect(signer.authorization(endpoint)).rejects.toThrow('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not one P-256 key pair');
  });
});

describe('vapidConfigOf', () => {
  it('is null when push is not configured', () => {
    expect(vapidConfigOf({})).toBeNull();
    expect(vapidConfigOf({ VAPID_PUBLIC_KEY: '', VAPID_PRIVATE_KEY: ' ', VAPID_SUBJECT: '' })).toBeNull();
  });

  it('names what is missing from a partial configuration', async () => {
    const keys = await generateVapidKeys();
    expect(() => vapidConfigOf({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey })).toThrow('missing: VAPID_SUBJECT');
    expect(() => vapidConfigOf({ VAPID_SUBJECT: subject })).toThrow('missing: VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY');
  });

  it('takes mailto: and https: subjects and refuses others', async () => {
    const keys = await generateVapidKeys();
    const withSubject = (VAPID_SUBJECT: string) => vapidConfigOf({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT });
    expect(withSubject('https://kar.example/contact')?.subject).toBe('https://kar.example/contact');
    expect(withSubject(subject)?.subject).toBe(subject);
    for (const bad of ['push@kar.example', 'http://kar.example', 'mailto:nobody', 'kar.example']) {
      expect(() => withSubject(bad)).toThrow('VAPID_SUBJECT must be a mailto: address or an https: URL');
    }
  });

  it('refuses malformed keys without repeating the secret in the message', async () => {
    const keys = await generateVapidKeys();
    const badPrivate = `${keys.privateKey.slice(0, 20)}`;
    const attempt = () => vapidConfigOf({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: badPrivate, VAPID_SUBJECT: subject });
    expect(attempt).toThrow('VAPID_PRIVATE_KEY must be a P-256 private key (32 bytes, base64url)');
    expect(attempt).not.toThrow(badPrivate);
    expect(() => vapidConfigOf({ VAPID_PUBLIC_KEY: keys.privateKey, VAPID_PRIVATE_KEY: keys.privateKey, VAPID_SUBJECT: subject })).toThrow(
      'VAPID_PUBLIC_KEY must be an uncompressed P-256 point',
    );
  });

  it('accepts padded base64url and gives the keys back unpadded, as the header and a JWK need them', async () => {
    const keys = await generateVapidKeys();
    const parsed = vapidConfigOf({ VAPID_PUBLIC_KEY: `${keys.publicKey}=`, VAPID_PRIVATE_KEY: `${keys.privateKey}=`, VAPID_SUBJECT: subject });
    expect(parsed).toEqual({ publicKey: keys.publicKey, privateKey: keys.privateKey, subject });
    await expect(vapidSigner(parsed as VapidConfig, clock).authorization(endpoint)).resolves.toMatch(/^vapid t=/);
  });
});
