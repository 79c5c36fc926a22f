import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import type { Clock } from '../../worker/ports';
import { createJoseTokens } from '../../worker/platform/tokens';

const secret = 'unit-test-session-secret-0123456789abcdef';
const otherSecret = 'another-session-secret-0123456789abcdefgh';
const claims = { sub: 'user-1', sid: 'session-1' };

function settableClock(start: Date): Clock & { advanceSeconds(seconds: number): void } {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advanceSeconds(seconds) {
      now += seconds * 1000;
    },
  };
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('jose tokens', () => {
  it('signs HS256 tokens with iss, iat and exp, and verifies them back', async () => {
    const clock = settableClock(new Date('2026-03-01T10:00:00Z'));
    const tokens = createJoseTokens(secret, 'kar', clock);
    const token = await tokens.sign({ ...claims, role: 'employer' }, 3600);

    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const iat = Date.parse('2026-03-01T10:00:00Z') / 1000;
    expect(decodeJwt(token)).toEqual({ ...claims, role: 'employer', iss: 'kar', iat, exp: iat + 3600 });
    expect(await tokens.verify(token)).toEqual({ ...claims, role: 'employer', iss: 'kar', iat, exp: iat + 3600 });
  });

  it('works with the real clock by default', async () => {
    const tokens = createJoseTokens(secret);
    expect(await tokens.verify(await tokens.sign(claims, 60))).toMatchObject(claims);
  });

  it('rejects an expired token', async () => {
    const clock = settableClock(new Date('2026-03-01T10:00:00Z'));
    const tokens = createJoseTokens(secret, 'kar', clock);
    const token = await tokens.sign(claims, 60);
    clock.advanceSeconds(59);
    expect(await tokens.verify(token)).not.toBeNull();
    clock.advanceSeconds(1);
    expect(await tokens.verify(token)).toBeNull();
  });

  it('rejects a token whose payload was tampered with', async () => {
    const tokens = createJoseTokens(secret);
    const [header, , signature] = (await tokens.sign(claims, 60)).split('.');
    const now = Math.floor(Date.now() / 1000);
    const forgedPayload = base64url({ ...claims, sub: 'admin', iss: 'kar', iat: now, exp: now + 60 });
    expect(await tokens.verify(`${header}.${forgedPayload}.${signature}`)).toBeNull();
  });

  it('rejects a token signed with another secret', async () => {
    const token = await createJoseTokens(otherSecret).sign(claims, 60);
    expect(await createJoseTokens(secret).verify(token)).toBeNull();
  });

  it('rejects a token from another issuer', async () => {
    const token = await createJoseTokens(secret, 'someone-else').sign(claims, 60);
    expect(await createJoseTokens(secret).verify(token)).toBeNull();
  });

  it('rejects an unsecured token (alg none), with or without a signature part', async () => {
    const now = Math.floor(Date.now() / 1000);
    const header = base64url({ alg: 'none', typ: 'JWT' });
    const payload = base64url({ ...claims, iss: 'kar', iat: now, exp: now + 60 });
    const tokens = createJoseTokens(secret);
    expect(await tokens.verify(`${header}.${payload}.`)).toBeNull();
    const [, , realSignature] = (await tokens.sign(claims, 60)).split('.');
    expect(await tokens.verify(`${header}.${payload}.${realSignature}`)).toBeNull();
  });

  it('rejects another HMAC algorithm with the same secret', async () => {
    const key = new TextEncoder().encode(secret);
    const token = await new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).setIssuer('kar').setIssuedAt().setExpirationTime('1m').sign(key);
    expect(await createJoseTokens(secret).verify(token)).toBeNull();
  });

  it('rejects tokens without an expiry or without the session claims', async () => {
    const key = new TextEncoder().encode(secret);
    const sign = (builder: SignJWT) => builder.setProtectedHeader({ alg: 'HS256' }).setIssuer('kar').sign(key);
    const tokens = createJoseTokens(secret);
    expect(await tokens.verify(await sign(new SignJWT(claims).setIssuedAt()))).toBeNull();
    expect(await tokens.verify(await sign(new SignJWT({ sub: 'user-1' }).setIssuedAt().setExpirationTime('1m')))).toBeNull();
    const numericSubject: Record<string, unknown> = { sid: 's', sub: 42 };
    expect(await tokens.verify(await sign(new SignJWT(numericSubject).setIssuedAt().setExpirationTime('1m')))).toBeNull();
  });

  it.each(['', 'garbage', 'a.b.c', 'a.b', '...', 'eyJhbGciOiJIUzI1NiJ9.e30.', '\u0000.\u0000.\u0000'])(
    'answers null, without throwing, for the malformed token %j',
    async (token) => {
      await expect(createJoseTokens(secret).verify(token)).resolves.toBeNull();
    },
  );

  it('refuses a secret shorter than 32 bytes at construction', () => {
    expect(() => createJoseTokens('too-short')).toThrow(/at least 32 bytes/);
    expect(() => createJoseTokens('x'.repeat(31))).toThrow(/got 31/);
    expect(() => createJoseTokens('x'.repeat(32))).not.toThrow();
    // Bytes, not characters: 16 Kurdish letters are 32 bytes of UTF-8.
    expect(() => createJoseTokens('ژ'.repeat(16))).not.toThrow();
  });
});
