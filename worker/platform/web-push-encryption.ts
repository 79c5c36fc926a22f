/**
 * Message encryption for Web Push (RFC 8291): an ECDH agreement between a fresh P-256 key and the browser's
 * `p256dh` key, mixed with the browser's `auth` secret through HKDF, seals the message as one RFC 8188 `aes128gcm`
 * record. WebCrypto only, so the same code runs in workerd and Node.
 */

/** salt (16) ‖ record size (4) ‖ key id length (1) ‖ the sender's public key (65). */
export const pushHeaderBytes = 86;
/** A push service need not accept a larger body (RFC 8030 §7.2). */
export const pushBodyLimit = 4096;
const tagBytes = 16;
const delimiterBytes = 1;
/** 3993: what is left of 4096 octets after the header, the padding delimiter and the AES-GCM tag (RFC 8291 §4). */
export const maxPushPlaintextBytes = pushBodyLimit - pushHeaderBytes - delimiterBytes - tagBytes;
/**
 * The one record must be shorter than `rs` (RFC 8291 §4); 4096 is what every service takes and what the RFC's
 * example uses, and above the largest record a 4096-octet body can hold.
 */
export const pushRecordSize = 4096;

const p256PointBytes = 65;
const authSecretBytes = 16;
const saltBytes = 16;
/** RFC 8188's delimiter of the last record. */
const lastRecordDelimiter = 0x02;

const encoder = new TextEncoder();
const keyInfoLabel = encoder.encode('WebPush: info\0');
const contentKeyLabel = encoder.encode('Content-Encoding: aes128gcm\0');
const nonceLabel = encoder.encode('Content-Encoding: nonce\0');

/** The browser's keys from its PushSubscription, as bytes. */
export interface PushReceiverKeys {
  /** Uncompressed P-256 point, 65 bytes starting with 0x04. */
  p256dh: Uint8Array;
  /** 16 bytes. */
  auth: Uint8Array;
}

/** The sender's half: fresh for every message in production; fixed only by tests that replay RFC 8291's example. */
export interface PushSenderKeys {
  /** ECDH P-256 private key, usable for `deriveBits`. */
  privateKey: CryptoKey;
  /** Its public point, uncompressed (65 bytes); written into the header as the key id. */
  publicKey: Uint8Array;
  salt: Uint8Array;
}

export interface PushEncryptionOptions {
  /** Zero bytes after the delimiter, so that the body's length hides the message's. */
  padding?: number;
}

/** Encrypts `plaintext` for one subscription with a fresh key pair and salt. */
export async function encryptPushMessage(
  plaintext: Uint8Array,
  receiver: PushReceiverKeys,
  options: PushEncryptionOptions = {},
): Promise<Uint8Array<ArrayBuffer>> {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, false, ['deriveBits'])) as CryptoKeyPair;
  const publicKey = new Uint8Array((await crypto.subtle.exportKey('raw', pair.publicKey)) as ArrayBuffer);
  const salt = crypto.getRandomValues(new Uint8Array(saltBytes));
  return encryptPushMessageWith(plaintext, receiver, { privateKey: pair.privateKey, publicKey, salt }, options);
}

/**
 * The encryption with the sender's key and salt given: the seam through which tests reproduce RFC 8291's example
 * byte for byte. Production goes through `encryptPushMessage`, which never reuses a key or a salt.
 */
export async function encryptPushMessageWith(
  plaintext: Uint8Array,
  receiver: PushReceiverKeys,
  sender: PushSenderKeys,
  { padding = 0 }: PushEncryptionOptions = {},
): Promise<Uint8Array<ArrayBuffer>> {
  checkLength('p256dh', receiver.p256dh, p256PointBytes);
  checkLength('auth', receiver.auth, authSecretBytes);
  checkLength('the sender public key', sender.publicKey, p256PointBytes);
  checkLength('salt', sender.salt, saltBytes);
  if (!Number.isInteger(padding) || padding < 0) throw new RangeError('Web Push: padding must be a whole number of bytes');
  if (plaintext.length + padding > maxPushPlaintextBytes) {
    throw new RangeError(`Web Push: message and padding exceed ${maxPushPlaintextBytes} bytes`);
  }

  const receiverKey = await crypto.subtle.importKey('raw', copy(receiver.p256dh), { name: 'ECDH', namedCurve: 'P-256' }, false, []);
  // workers-types spell the field `$public` (workerd's C++ name for it); the runtime reads `public`, as every runtime does.
  const agreement = { name: 'ECDH', public: receiverKey } as unknown as SubtleCryptoDeriveKeyAlgorithm;
  const ecdhSecret = await crypto.subtle.deriveBits(agreement, sender.privateKey, 256);
  // RFC 8291 §3.4: the auth secret salts the ECDH secret, bound to both public keys.
  const inputKey = await hkdf(receiver.auth, new Uint8Array(ecdhSecret), concat(keyInfoLabel, receiver.p256dh, sender.publicKey), 32);
  // RFC 8188 §2.2 and §2.3: content key and nonce from the message's salt. One record, so the nonce is used as is.
  const contentKey = await hkdf(sender.salt, inputKey, contentKeyLabel, 16);
  const nonce = await hkdf(sender.salt, inputKey, nonceLabel, 12);

  const record = new Uint8Array(plaintext.length + delimiterBytes + padding);
  record.set(plaintext);
  record[plaintext.length] = lastRecordDelimiter;
  const aesKey = await crypto.subtle.importKey('raw', contentKey, 'AES-GCM', false, ['encrypt']);
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv: nonce, tagLength: tagBytes * 8 }, aesKey, record));

  const header = new Uint8Array(pushHeaderBytes);
  header.set(sender.salt, 0);
  new DataView(header.buffer).setUint32(saltBytes, pushRecordSize);
  header[saltBytes + 4] = p256PointBytes;
  header.set(sender.publicKey, saltBytes + 5);
  return concat(header, sealed);
}

async function hkdf(salt: Uint8Array, inputKey: Uint8Array, info: Uint8Array, bytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const key = await crypto.subtle.importKey('raw', copy(inputKey), 'HKDF', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'HKDF', hash: 'SHA-256', salt: copy(salt), info: copy(info) }, key, bytes * 8);
  return new Uint8Array(bits);
}

function checkLength(name: string, bytes: Uint8Array, expected: number): void {
  if (bytes.length !== expected) throw new TypeError(`Web Push: ${name} must be ${expected} bytes, not ${bytes.length}`);
}

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const joined = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}

/** WebCrypto's types want bytes over a plain ArrayBuffer; callers may hand views over shared or Node buffers. */
function copy(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return new Uint8Array(bytes);
}
