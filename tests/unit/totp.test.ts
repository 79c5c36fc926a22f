import { Secret } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { acceptedStep, newTotpSecret, otpauthUrl, totpCodeAt } from '../../worker/features/security/totp';

// RFC 6238, appendix B: the SHA-1 seed "12345678901234567890" and its 8-digit codes.
const rfcSecret = Secret.fromLatin1('12345678901234567890').base32;
const rfcVectors: Array<[number, string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('authenticator codes (RFC 6238)', () => {
  it.each(rfcVectors)('gives the RFC code at %i s, and its last six digits as the app shows them', (seconds, code) => {
    expect(totpCodeAt(rfcSecret, new Date(seconds * 1000), 8)).toBe(code);
    expect(totpCodeAt(rfcSecret, new Date(seconds * 1000))).toBe(code.slice(-6));
  });

  it('accepts a code for now or one step either side, and nothing further', () => {
    const now = new Date(1111111111 * 1000);
    const step = Math.floor(1111111111 / 30);
    expect(acceptedStep(rfcSecret, totpCodeAt(rfcSecret, now), now, null)).toBe(step);
    expect(acceptedStep(rfcSecret, totpCodeAt(rfcSecret, new Date(now.getTime() - 30_000)), now, null)).toBe(step - 1);
    expect(acceptedStep(rfcSecret, totpCodeAt(rfcSecret, new Date(now.getTime() + 30_000)), now, null)).toBe(step + 1);
    expect(acceptedStep(rfcSecret, totpCodeAt(rfcSecret, new Date(now.getTime() - 90_000)), now, null)).toBeNull();
    expect(acceptedStep(rfcSecret, totpCodeAt(rfcSecret, new Date(now.getTime() + 90_000)), now, null)).toBeNull();
  });

  it('refuses a code used already, or one older than the last accepted', () => {
    const now = new Date(2000000000 * 1000);
    const code = totpCodeAt(rfcSecret, now);
    const step = acceptedStep(rfcSecret, code, now, null);
    expect(step).not.toBeNull();
    expect(acceptedStep(rfcSecret, code, new Date(now.getTime() + 5_000), step)).toBeNull();
    const previous = totpCodeAt(rfcSecret, new Date(now.getTime() - 30_000));
    expect(acceptedStep(rfcSecret, previous, now, step)).toBeNull();
  });

  it('refuses what is not six digits', () => {
    const now = new Date();
    expect(acceptedStep(rfcSecret, '12345', now, null)).toBeNull();
    expect(acceptedStep(rfcSecret, '١٢٣٤٥٦', now, null)).toBeNull();
    expect(acceptedStep(rfcSecret, `${totpCodeAt(rfcSecret, now)}0`, now, null)).toBeNull();
  });

  it('makes 20-byte secrets and an otpauth URL the apps read', () => {
    const secret = newTotpSecret();
    expect(Secret.fromBase32(secret).bytes).toHaveLength(20);
    expect(newTotpSecret()).not.toBe(secret);
    const url = new URL(otpauthUrl(secret, 'hr@zagros.example'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('Kar');
    expect(url.searchParams.get('digits')).toBe('6');
    expect(decodeURIComponent(url.pathname)).toContain('hr@zagros.example');
  });
});
