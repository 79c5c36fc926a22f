import { base64url } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  encryptPushMessage,
  encryptPushMessageWith,
  maxPushPlaintextBytes,
  pushBodyLimit,
  pushHeaderBytes,
  type PushReceiverKeys,
} from '../../worker/platform/web-push-encryption';
import { importEcdhPrivateKey, rfc8291Example as example } from '../fixtures/rfc8291-example';

const encoder = new TextEncoder();
const ecdh = { name: 'ECDH', namedCurve: 'P-256' } as const;

/**
 * The browser's side, written here apart from the code under test: read the header, agree on the secret with
 * WebCrypto ECDH, derive key and nonce with WebCrypto HKDF (RFC 8291 §3.4, RFC 8188 §2), open the record.
 */
async function decryptAsBrowser(body: Uint8Array, receiverPrivate: CryptoKey, receiver: PushReceiverKeys) {
  const view = new DataView(body.buffer, body.byteOffset, body.byteLength);
  const salt = body.slice(0, 16);
  const recordSize = view.getUint32(16);
  const keyId = body.slice(21, 21 + (body[20] ?? 0));
  const senderKey = await crypto.subtle.importKey('raw', keyId, ecdh, false, []);
  const secret = await crypto.subtle.deriveBits({ name: 'ECDH', public: senderKey }, receiverPrivate, 256);

  const derive = async (ikm: BufferSource, hkdfSalt: BufferSource, info: Uint8Array, bytes: number) => {
    const key = await crypto.subtle.importKey('raw', ikm, 'HKDF', false, ['deriveBits']);
    return crypto.subtle.deriveBits({ name: 'HKDF', hash: 'SHA-256', salt: hkdfSalt, info: info as BufferSource }, key, bytes * 8);
  };
  const keyInfo = new Uint8Array([...encoder.encode('WebPush: info\0'), ...receiver.p256dh, ...keyId]);
  const ikm = await derive(secret, receiver.auth as BufferSource, keyInfo, 32);
  const contentKey = await derive(ikm, salt, encoder.encode('Content-Encoding: aes128gcm\0'), 16);
  const nonce = await derive(ikm, salt, encoder.encode('Content-Encoding: nonce\0'), 12);
  const aesKey = await crypto.subtle.importKey('raw', contentKey, 'AES-GCM', false, ['decrypt']);
  const record = new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: nonce }, aesKey, body.slice(21 + keyId.length)));

  let end = record.length - 1;
  while (end >= 0 && record[end] === 0) end--;
  return { recordSize, keyId, delimiter: record[end], padding: record.length - end - 1, plaintext: record.slice(0, end) };
}

/** A subscription as a browser would make one: a fresh P-256 pair and 16 random bytes. */
async function newReceiver() {
  const pair = (await crypto.subtle.generateKey(ecdh, false, ['deriveBits'])) as CryptoKeyPair;
  const p256dh = new Uint8Array((await crypto.subtle.exportKey('raw', pair.publicKey)) as ArrayBuffer);
  return { privateKey: pair.privateKey, keys: { p256dh, auth: crypto.getRandomValues(new Uint8Array(16)) } };
}

const exampleReceiver: PushReceiverKeys = { p256dh: base64url.decode(example.uaPublic), auth: base64url.decode(example.authSecret) };

describe('RFC 8291 aes128gcm encryption', () => {
  it("reproduces the RFC's example body byte for byte from its keys and salt", async () => {
    const sender = {
      privateKey: await importEcdhPrivateKey(example.asPrivate, example.asPublic),
      publicKey: base64url.decode(example.asPublic),
      salt: base64url.decode(example.salt),
    };
    const body = await encryptPushMessageWith(encoder.encode(example.plaintext), exampleReceiver, sender);
    expect(base64url.encode(body)).toBe(example.body);
  });

  it("the test's own browser side reads the RFC's example (so it can judge the round trips below)", async () => {
    const receiverPrivate = await importEcdhPrivateKey(example.uaPrivate, example.uaPublic);
    const opened = await decryptAsBrowser(base64url.decode(example.body), receiverPrivate, exampleReceiver);
    expect(new TextDecoder().decode(opened.plaintext)).toBe(example.plaintext);
    expect(opened.recordSize).toBe(4096);
  });

  it('round-trips a message through a fresh subscription, with a new key and salt every time', async () => {
    const receiver = await newReceiver();
    const message = encoder.encode(JSON.stringify({ title: 'بانگهێشتی چاوپێکەوتن', url: '/applications/42' }));
    const first = await encryptPushMessage(message, receiver.keys);
    const second = await encryptPushMessage(message, receiver.keys);

    const opened = await decryptAsBrowser(first, receiver.privateKey, receiver.keys);
    expect(opened.plaintext).toEqual(message);
    expect(opened.delimiter).toBe(0x02);
    expect(opened.padding).toBe(0);
    // Salt and sender key (the first 86 bytes) differ between two sends of the same message.
    expect(first.slice(0, 16)).not.toEqual(second.slice(0, 16));
    expect(opened.keyId).not.toEqual((await decryptAsBrowser(second, receiver.privateKey, receiver.keys)).keyId);
  });

  it('writes one record of size 4096 with the sender key as key id, and pads with zeros after the delimiter', async () => {
    const receiver = await newReceiver();
    const message = encoder.encode('short');
    const body = await encryptPushMessage(message, receiver.keys, { padding: 37 });

    expect(body.length).toBe(pushHeaderBytes + message.length + 1 + 37 + 16);
    expect(new DataView(body.buffer).getUint32(16)).toBe(4096);
    expect(body[20]).toBe(65);
    expect(body[21]).toBe(0x04);
    const opened = await decryptAsBrowser(body, receiver.privateKey, receiver.keys);
    expect(opened).toMatchObject({ delimiter: 0x02, padding: 37 });
    expect(opened.plaintext).toEqual(message);
  });

  it('takes up to 3993 bytes of message and padding, which fills the 4096 bytes a push service must accept', async () => {
    const receiver = await newReceiver();
    expect(maxPushPlaintextBytes).toBe(3993);
    const largest = await encryptPushMessage(new Uint8Array(maxPushPlaintextBytes - 10).fill(0x61), receiver.keys, { padding: 10 });
    expect(largest.length).toBe(pushBodyLimit);
    expect((await decryptAsBrowser(largest, receiver.privateKey, receiver.keys)).padding).toBe(10);

    await expect(encryptPushMessage(new Uint8Array(maxPushPlaintextBytes + 1), receiver.keys)).rejects.toThrow(RangeError);
    await expect(encryptPushMessage(new Uint8Array(maxPushPlaintextBytes - 3), receiver.keys, { padding: 4 })).rejects.toThrow(RangeError);
  });

  it('refuses padding that is not a whole number of bytes, and keys of the wrong size', async () => {
    const receiver = await newReceiver();
    const message = encoder.encode('x');
    await expect(encryptPushMessage(message, receiver.keys, { padding: -1 })).rejects.toThrow(RangeError);
    await expect(encryptPushMessage(message, receiver.keys, { padding: 1.5 })).rejects.toThrow(RangeError);
    await expect(encryptPushMessage(message, { ...receiver.keys, auth: new Uint8Array(12) })).rejects.toThrow(/auth must be 16 bytes/);
    await expect(encryptPushMessage(message, { ...receiver.keys, p256dh: receiver.keys.p256dh.slice(0, 33) })).rejects.toThrow(/p256dh must be 65 bytes/);
  });
});
