import { createChallenge, randomInt, verifySolution, type Payload } from 'altcha-lib';
// The WebCrypto variant: the default `algorithms/pbkdf2` imports node:crypto, which workerd lacks.
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import type { Captcha, CaptchaChallenge, Clock } from '../ports';

export interface AltchaOptions {
  hmacKey: string;
  /**
   * The work per challenge: the solver must find a secret counter drawn from 1..maxNumber, so it tries
   * maxNumber / 2 keys on average. Production picks what a mid-range phone solves in about a second.
   */
  maxNumber: number;
  expiresInSeconds?: number;
  clock: Clock;
}

const algorithm = 'PBKDF2/SHA-256';
// One PBKDF2 round per tried counter: difficulty is tuned with maxNumber alone, which keeps verification cheap.
const pbkdf2Rounds = 1;

/**
 * Self-hosted proof-of-work captcha (ALTCHA v2, deterministic mode).
 *
 * Replay: altcha-lib only offers an in-memory store, useless across Worker isolates, so `verify` does not make a
 * challenge single-use. The caller must record the signature of every accepted challenge (see
 * `altchaPayloadSignature`) until it expires and refuse it a second time.
 */
export function altchaCaptcha({ hmacKey, maxNumber, expiresInSeconds = 600, clock }: AltchaOptions): Captcha {
  if (!hmacKey) throw new Error('ALTCHA_HMAC_KEY must be set');
  if (!Number.isInteger(maxNumber) || maxNumber < 1) throw new Error('ALTCHA_MAX_NUMBER must be a positive integer');

  return {
    idOf: altchaPayloadSignature,
    async createChallenge(): Promise<CaptchaChallenge> {
      const { parameters, signature } = await createChallenge({
        algorithm,
        cost: pbkdf2Rounds,
        counter: randomInt(maxNumber),
        deriveKey,
        // Two signed expiry times, equal in production: altcha-lib and the widget compare `expiresAt` with the
        // system time, so it must come from the system time or a test clock would make every challenge expired;
        // the clock's verdict, the one `verify` enforces, travels in `data`.
        expiresAt: unixSeconds(new Date()) + expiresInSeconds,
        data: { expiresAt: unixSeconds(clock.now()) + expiresInSeconds },
        hmacSignatureSecret: hmacKey,
      });
      if (!signature) throw new Error('altcha-lib returned an unsigned challenge');
      return { parameters, signature };
    },

    async verify(payload) {
      const parsed = parsePayload(payload);
      if (!parsed) return false;
      // Checked before the signature only because it is cheaper; a forged value fails the signature below.
      const expiresAt = parsed.challenge.parameters.data?.expiresAt;
      if (typeof expiresAt !== 'number' || expiresAt <= unixSeconds(clock.now())) return false;
      try {
        const result = await verifySolution({
          challenge: parsed.challenge,
          solution: parsed.solution,
          deriveKey,
          hmacSignatureSecret: hmacKey,
        });
        return result.verified;
      } catch {
        // A payload shaped to make the library throw (odd hex, unknown algorithm…) is simply not a solution.
        return false;
      }
    },
  };
}

/** The challenge's signature: unique per challenge, so it is the key under which to remember a used one. */
export function altchaPayloadSignature(payload: string): string | null {
  return parsePayload(payload)?.challenge.signature ?? null;
}

/** The widget's payload is base64 JSON `{challenge: {parameters, signature}, solution: {counter, derivedKey}}`. */
function parsePayload(payload: string): Payload | null {
  if (typeof payload !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(atob(payload));
  } catch {
    return null;
  }
  if (!isRecord(value) || !isRecord(value.challenge) || !isRecord(value.solution)) return null;
  const { parameters, signature } = value.challenge;
  if (!isRecord(parameters) || typeof signature !== 'string') return null;
  // Only the shape is checked here; every value is then checked by the signature and the derived key.
  return value as unknown as Payload;
}

function unixSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
