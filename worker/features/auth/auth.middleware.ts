import type { Context, MiddlewareHandler } from 'hono';
import { generateCookie, getCookie } from 'hono/cookie';
import type { AppEnv, Authenticated } from '../../http/context';
import { isCrossSiteRequest } from '../../http/cross-site';
import { sessionCookieName } from '../../http/session-cookie';
import { AppError } from '../../http/errors';
import { authRepo } from './auth.repo';
import type { UserRow } from '../../../db/schema';
import { refusePendingApplicant } from './pending-applicant.service';
import { sessionLifetimeSeconds, sessionsService } from './sessions.service';

// The session cookie replaces the earlier client's stored token: docs/product.md#where-kar-differs-from-specmd.
export { sessionCookieName };

/** The Set-Cookie value that starts (token) or ends (null) the web session; REST and tRPC both send it. */
export function sessionCookieHeader(token: string | null): string {
  return generateCookie(sessionCookieName, token ?? '', {
    httpOnly: true,
    secure: true,
    sameSite: 'Lax',
    path: '/',
    maxAge: token ? sessionLifetimeSeconds : 0,
  });
}

export function setSessionCookie(c: Context<AppEnv>, token: string): void {
  c.header('Set-Cookie', sessionCookieHeader(token), { append: true });
}

export function clearSessionCookie(c: Context<AppEnv>): void {
  c.header('Set-Cookie', sessionCookieHeader(null), { append: true });
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Reads the bearer token or the session cookie; an invalid one leaves the request signed out. */
export function authenticate(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization');
    const bearer = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    const cookie = bearer ? undefined : getCookie(c, sessionCookieName);
    const token = bearer ?? cookie;
    let auth: Authenticated | null = null;
    if (token) {
      const deps = c.get('deps');
      auth = await sessionsService(deps, authRepo(deps.db)).authenticate(token, bearer ? 'bearer' : 'cookie');
    }
    // A cookie rides along on cross-site requests; a state change must come from our own pages.
    if (auth?.via === 'cookie' && !safeMethods.has(c.req.method) && isCrossSiteRequest(c)) throw new AppError('forbidden');
    c.set('auth', auth ?? undefined);
    await next();
  };
}

/**
 * 401 without a session, 403 `application_email_unverified` for the placeholder of an unsigned apply, 403 for a
 * signed-in user of another type. REST routes and tRPC procedures (protectedProcedure) both prove their session here.
 */
export function requireAuth(auth: Authenticated | undefined, ...types: UserRow['type'][]): Authenticated {
  // Before the type check: the placeholder learns what to do, whichever route it tried.
  if (auth) refusePendingApplicant(auth);
  return requireApplyingAuth(auth, ...types);
}

/**
 * requireAuth that also lets the placeholder of an unsigned apply through: only for what finishes that application
 * (the unsigned steps and the CV it applies with).
 */
export function requireApplyingAuth(auth: Authenticated | undefined, ...types: UserRow['type'][]): Authenticated {
  if (!auth) throw new AppError('unauthenticated');
  if (types.length > 0 && !types.includes(auth.user.type)) throw new AppError('forbidden');
  return auth;
}

export function requireUser(...types: UserRow['type'][]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    requireAuth(c.get('auth'), ...types);
    await next();
  };
}
