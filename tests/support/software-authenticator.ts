// A passkey authenticator in software, for the API tests' ceremonies: it makes a P-256 key pair per credential and
// answers WebAuthn's create() and get() options in their JSON form, as a browser would send them to Kar. Each part
// of what it signs can be made wrong (origin, relying party, counter) to test that the server refuses it.
import { isoCBOR } from '@simplewebauthn/server/helpers';

const encoder = new TextEncoder();
const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const fromB64url = (text: string) => new Uint8Array(Buffer.from(text, 'base64url'));
const sha256 = async (bytes: Uint8Array) => new Uint8Array(await crypto.subtle.digest('SHA-256', Uint8Array.from(bytes)));
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};
const uint32 = (value: number) => new Uint8Array([(value >>> 24) & 255, (value >>> 16) & 255, (value >>> 8) & 255, value & 255]);

/** WebCrypto signs ECDSA as r‖s; WebAuthn carries it DER-encoded. */
function derSignature(raw: Uint8Array): Uint8Array {
  const integer = (bytes: Uint8Array) => {
    let start = 0;
    while (start < bytes.length - 1 && bytes[start] === 0) start++;
    let trimmed = bytes.slice(start);
    if ((trimmed[0] ?? 0) & 0x80) trimmed = concat(new Uint8Array([0]), trimmed);
    return concat(new Uint8Array([0x02, trimmed.length]), trimmed);
  };
  const body = concat(integer(raw.slice(0, 32)), integer(raw.slice(32)));
  return concat(new Uint8Array([0x30, body.length]), body);
}

interface Credential {
  id: Uint8Array;
  keys: CryptoKeyPair;
  rpId: string;
  userHandle: string;
  counter: number;
}

export interface CeremonyTweaks {
  origin?: string;
  rpId?: string;
  /** The counter to report (a cloned authenticator reports an old one). */
  counter?: number;
  userVerified?: boolean;
  /** Answer this challenge instead of the one in the options. */
  challenge?: string;
}

export function softwareAuthenticator(origin: string) {
  const credentials: Credential[] = [];

  async function authData(rpId: string, flags: number, counter: number, attested?: Uint8Array) {
    return concat(await sha256(encoder.encode(rpId)), new Uint8Array([flags]), uint32(counter), attested ?? new Uint8Array());
  }
  const clientData = (type: string, challenge: string, tweaks: CeremonyTweaks) =>
    encoder.encode(JSON.stringify({ type, challenge, origin: tweaks.origin ?? origin, crossOrigin: false }));

  return {
    credentials,
    /** Answers `navigator.credentials.create()` options: a new discoverable credential, attestation "none". */
    async create(options: { challenge: string; rp: { id?: string }; user: { id: string } }, tweaks: CeremonyTweaks = {}) {
      const keys = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify'])) as CryptoKeyPair;
      const jwk = await crypto.subtle.exportKey('jwk', keys.publicKey);
      const id = crypto.getRandomValues(new Uint8Array(16));
      const rpId = tweaks.rpId ?? options.rp.id ?? '';
      credentials.push({ id, keys, rpId: options.rp.id ?? '', userHandle: options.user.id, counter: 0 });
      const coseKey = new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, fromB64url(jwk.x ?? '')],
        [-3, fromB64url(jwk.y ?? '')],
      ]);
      const attested = concat(new Uint8Array(16), new Uint8Array([0, id.length]), id, isoCBOR.encode(coseKey));
      // User present and verified, attested credential data included.
      const data = await authData(rpId, 0x01 | 0x04 | 0x40, 0, attested);
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', data],
        ]) as never,
      );
      return {
        id: b64url(id),
        rawId: b64url(id),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', tweaks.challenge ?? options.challenge, tweaks)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform' as const,
      };
    },
    /** Answers `navigator.credentials.get()` options with the given credential (the newest by default). */
    async get(options: { challenge: string; rpId?: string }, tweaks: CeremonyTweaks = {}, credential = credentials.at(-1)) {
      if (!credential) throw new Error('the authenticator holds no credential');
      credential.counter += 1;
      const counter = tweaks.counter ?? credential.counter;
      const flags = 0x01 | (tweaks.userVerified === false ? 0 : 0x04);
      const data = await authData(tweaks.rpId ?? options.rpId ?? credential.rpId, flags, counter);
      const client = clientData('webauthn.get', tweaks.challenge ?? options.challenge, tweaks);
      const signed = concat(data, await sha256(client));
      const raw = new Uint8Array(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, credential.keys.privateKey, signed));
      return {
        id: b64url(credential.id),
        rawId: b64url(credential.id),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(client),
          authenticatorData: b64url(data),
          signature: b64url(derSignature(raw)),
          userHandle: credential.userHandle,
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform' as const,
      };
    },
  };
}
