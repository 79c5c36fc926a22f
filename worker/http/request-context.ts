import type { MiddlewareHandler } from 'hono';
import type { Deps } from '../ports';
import type { AppEnv } from './context';
import { negotiateLocale } from './locale';
import { log } from './logger';

/** Gives each request its id, locale and dependencies, and logs one line when it ends. */
export function requestContext(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const requestId = c.req.header('cf-ray') ?? crypto.randomUUID();
    const started = Date.now();
    c.set('deps', deps);
    c.set('requestId', requestId);
    c.set('locale', negotiateLocale(c.req.header('accept-language')));
    await next();
    c.header('X-Request-Id', requestId);
    c.header('Vary', 'Accept-Language', { append: true });
    log.info('request', {
      request_id: requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Date.now() - started,
    });
  };
}
