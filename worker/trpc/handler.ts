import type { Context } from 'hono';
import type { AppEnv } from '../http/context';
import { describeError, log } from '../http/logger';
import { sessionCookieHeader } from '../features/auth/auth.middleware';
import { requestInfoOf } from '../http/request-info';

export const trpcEndpoint = '/api/trpc';

/**
 * tRPC's server and Kar's routers are imported by the first tRPC request, not evaluated by every isolate at start
 * (REST, pages, the queue and the Cron never need them; docs/decisions/0030-a-lighter-isolate.md).
 */
const loadTrpc = () => Promise.all([import('@trpc/server/adapters/fetch'), import('./router')]);

export async function handleTrpc(c: Context<AppEnv>) {
  const [{ fetchRequestHandler }, { appRouter }] = await loadTrpc();
  return fetchRequestHandler({
    endpoint: trpcEndpoint,
    req: c.req.raw,
    router: appRouter,
    createContext: ({ resHeaders }) => ({
      deps: c.get('deps'),
      locale: c.get('locale'),
      requestId: c.get('requestId'),
      auth: c.get('auth'),
      request: requestInfoOf(c),
      setSessionCookie: (token: string | null) => resHeaders.append('Set-Cookie', sessionCookieHeader(token)),
    }),
    onError: ({ error, path }) => {
      if (error.code === 'INTERNAL_SERVER_ERROR') {
        log.error('trpc failed', { request_id: c.get('requestId'), path, ...describeError(error.cause ?? error) });
      }
    },
  });
}
