import type { MiddlewareHandler } from 'hono';
import { generateCookie, getCookie } from 'hono/cookie';
import type { ReplicaStart } from '../../db/client';
import type { AppEnv } from './context';
import { sessionCookieName } from './session-cookie';

/** API clients carry the bookmark in this header; the web client in the cookie below. */
export const bookmarkHeader = 'x-d1-bookmark';
export const bookmarkCookie = 'kar_d1';
/** Long enough to cover any replica's lag many times over; an old bookmark only asks for what every replica has. */
const bookmarkLifetimeSeconds = 60 * 60;
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
const bookmarkPattern = /^[\w-]{1,256}$/;

function broughtBookmark(header: string | undefined, cookie: string | undefined): string | undefined {
  const value = header ?? cookie;
  return value && bookmarkPattern.test(value) ? value : undefined;
}

/**
 * Where a request's reads start (docs/decisions/0024): at least as new as the bookmark it brings (its user's last
 * write, read-your-writes); anonymous reads at the nearest replica; a signed-in request without a bookmark (an API
 * client that does not keep the header, a first request on a new device) at the primary, so that a session made a
 * moment ago is found; writes start at the primary, where they go anyway.
 */
export function replicaStartOf(request: { method: string; bookmark?: string; credentials: boolean }): ReplicaStart {
  if (request.bookmark) return { kind: 'bookmark', bookmark: request.bookmark };
  if (!safeMethods.has(request.method) || request.credentials) return { kind: 'primary' };
  return { kind: 'nearest' };
}

/**
 * Gives the request its own session over D1's replicas (where the database has them) and hands the bookmark back to
 * anyone who wrote, brought one or is signed in, so the user's next request sees what this one did. Anonymous reads
 * bring none and get none: their answers carry no cookie and stay cacheable.
 */
export function replicaSession(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const deps = c.get('deps');
    if (!deps.replicaSession) return next();
    const bookmark = broughtBookmark(c.req.header(bookmarkHeader), getCookie(c, bookmarkCookie));
    const credentials = Boolean(c.req.header('authorization') ?? getCookie(c, sessionCookieName));
    const session = deps.replicaSession(replicaStartOf({ method: c.req.method, bookmark, credentials }));
    c.set('deps', { ...deps, db: session.db });
    await next();
    const latest = session.bookmark();
    if (!latest || (!bookmark && !credentials && safeMethods.has(c.req.method))) return;
    c.header(bookmarkHeader, latest);
    c.header(
      'Set-Cookie',
      generateCookie(bookmarkCookie, latest, { httpOnly: true, secure: true, sameSite: 'Lax', path: '/', maxAge: bookmarkLifetimeSeconds }),
      { append: true },
    );
  };
}
