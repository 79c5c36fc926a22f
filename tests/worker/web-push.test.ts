/// <reference path="../support/provided-context.d.ts" />
// The Web Push sender inside workerd: its WebCrypto (ECDH, HKDF, AES-GCM, ECDSA through jose) must give the same bytes
// as in Node, and its fetch must reach the fake push service started by tests/support/loopback-servers.ts.
import { base64url } from 'jose';
import { describe, expect, inject, it } from 'vitest';
import { generateVapidKeys, vapidSigner } from '../../worker/platform/vapid';
import { webPushSender, type PushSubscriptionTarget } from '../../worker/platform/web-push';
import { encryptPushMessageWith } from '../../worker/platform/web-push-encryption';
import { importEcdhPrivateKey, rfc8291Example as example } from '../fixtures/rfc8291-example';

const pushService = inject('pushServiceUrl');

describe('Web Push in workerd', () => {
  it("reproduces RFC 8291's example body", async () => {
    const body = await encryptPushMessageWith(
      new TextEncoder().encode(example.plaintext),
      { p256dh: base64url.decode(example.uaPublic), auth: base64url.decode(example.authSecret) },
      {
        privateKey: await importEcdhPrivateKey(example.asPrivate, example.asPublic),
        publicKey: base64url.decode(example.asPublic),
        salt: base64url.decode(example.salt),
      },
    );
    expect(base64url.encode(body)).toBe(example.body);
  });

  it('delivers a message the fake push service accepts and decrypts', async () => {
    const vapid = { ...(await generateVapidKeys()), subject: 'https://kar.example/contact' };
    const made = await fetch(`${pushService}/__subscriptions`, { method: 'POST', body: JSON.stringify({ applicationServerKey: vapid.publicKey }) });
    const subscription = (await made.json()) as PushSubscriptionTarget;

    const sender = webPushSender(vapid, { clock: { now: () => new Date() } });
    const result = await sender.send(subscription, { payload: 'پەیامێکی نوێ', ttlSeconds: 600, urgency: 'normal' });
    expect(result).toMatchObject({ outcome: 'delivered', status: 201 });

    const id = new URL(subscription.endpoint).pathname.split('/').pop();
    const delivered = (await (await fetch(`${pushService}/__subscriptions/${id}/messages`)).json()) as { plaintext: string }[];
    expect(delivered.map((push) => push.plaintext)).toEqual(['پەیامێکی نوێ']);
  });

  it('refuses a VAPID private key from another pair', async () => {
    const [ours, theirs] = await Promise.all([generateVapidKeys(), generateVapidKeys()]);
    const signer = vapidSigner({ publicKey: ours.publicKey, privateKey: theirs.privateKey, subject: 'mailto:push@kar.example' }, { now: () => new Date() });
    await expect(signer.authorization('https://web.push.apple.com/x')).rejects.toThrow('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not one P-256 key pair');
  });
});
