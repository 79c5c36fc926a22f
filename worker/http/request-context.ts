import type { MiddlewareHandler } from 'hono';
import type { Deps } from '../ports';
import type { AppEnv } from './context';
import { allLocales, loadCatalogues } from './i18n';
import { negotiateLocale } from './locale';
import { log } from './logger';

/**
 * An API read answers in its reader's language alone. A write may tell someone else in theirs (a company hears of an
 * application in its own), and a page is written in its job's language: those load every catalogue.
 */
function readsInOneLanguage(method: string, path: string): boolean {
  return (method === 'GET' || method === 'HEAD') && path.startsWith('/api/');
}

/** Gives each request its id, locale and dependencies, and logs one line when it ends. */
export function requestContext(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const requestId = c.req.header('cf-ray') ?? crypto.randomUUID();
    const started = Date.now();
    c.set('deps', deps);
    c.set('requestId', requestId);
    const locale = negotiateLocale(c.req.header('accept-language'));
    c.set('locale', locale);
    await loadCatalogues(readsInOneLanguage(c.req.method, c.req.path) ? [locale] : allLocales);
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
