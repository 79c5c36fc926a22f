/** Tokens port: HS256 JWTs through jose. */
import { jwtVerify, SignJWT } from 'jose';
import type { Clock, TokenClaims, Tokens } from '../ports';

// RFC 7518 §3.2: an HS256 key must be at least as long as the hash output.
const MIN_SECRET_BYTES = 32;

const systemClock: Clock = { now: () => new Date() };

function isTokenClaims(payload: Record<string, unknown>): payload is TokenClaims {
  return typeof payload.sub === 'string' && typeof payload.sid === 'string';
}

export function createJoseTokens(secret: string, issuer = 'kar', clock: Clock = systemClock): Tokens {
  const key = new TextEncoder().encode(secret);
  if (key.byteLength < MIN_SECRET_BYTES) {
    throw new Error(`The token secret must be at least ${MIN_SECRET_BYTES} bytes long; got ${key.byteLength}.`);
  }

  return {
    async sign(claims, expiresInSeconds) {
      const issuedAt = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(issuer)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + expiresInSeconds)
        .sign(key);
    },

    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'], // never `none`, never an algorithm the attacker picks
          issuer,
          requiredClaims: ['exp', 'iat', 'sub'],
          currentDate: clock.now(),
        });
        return isTokenClaims(payload) ? payload : null;
      } catch {
        // Every failure (syntax, signature, claims, expiry) means the same to the caller: not signed in.
        return null;
      }
    },
  };
}
