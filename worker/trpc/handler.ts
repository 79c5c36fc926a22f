import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import type { Context } from 'hono';
import type { AppEnv } from '../http/context';
import { describeError, log } from '../http/logger';
import { sessionCookieHeader } from '../features/auth/auth.middleware';
import { requestInfoOf } from '../http/request-info';
import { appRouter } from './router';

export const trpcEndpoint = '/api/trpc';

export function handleTrpc(c: Context<AppEnv>) {
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
