import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as authenticator apps use it: SHA-1, 6 digits, 30-second steps, one step either side accepted. */
const period = 30;
const digits = 6;
const window = 1;

const totpOf = (secret: string, label = '') => new TOTP({ issuer: 'Kar', label, algorithm: 'SHA1', digits, period, secret: Secret.fromBase32(secret) });

/** A new secret for an authenticator app: 20 random bytes (RFC 4226's length), in base32 as the apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** What the QR code carries: `otpauth://totp/Kar:<account>?secret=…&issuer=Kar…`. */
export function otpauthUrl(secret: string, account: string): string {
  return totpOf(secret, account).toString();
}

/**
 * The time step a code belongs to, if it is right for now or one step either side and later than the last step
 * accepted for this secret (a code is used once: the same code, or an older one, is refused); otherwise null.
 */
export function acceptedStep(secret: string, code: string, now: Date, lastAcceptedStep: number | null): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window });
  if (delta === null) return null;
  const step = Math.floor(now.getTime() / 1000 / period) + delta;
  return lastAcceptedStep !== null && step <= lastAcceptedStep ? null : step;
}

/** The code for a moment (the tests' authenticator, and nothing else: the server never shows a code). */
export function totpCodeAt(secret: string, at: Date, length = digits): string {
  return new TOTP({ algorithm: 'SHA1', digits: length, period, secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });
}
