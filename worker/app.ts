import { Hono } from 'hono';
import { authenticate } from './features/auth/auth.middleware';
import { devRest } from './features/dev/dev.rest';
import { pageHeadFor } from './features/seo/page-head';
import { seoRest, type SeoOptions } from './features/seo/seo.rest';
import { installRest } from './features/install/install.rest';
import { type AssetFetcher, serveAssets } from './http/assets';
import type { AppEnv } from './http/context';
import { bodyLimits } from './http/body-limits';
import { handleError, notFound } from './http/error-handler';
import { lazyRouters, mountedRouters } from './http/lazy-router';
import { rateLimit } from './http/rate-limit';
import { replicaSession } from './http/replica-session';
import { requestContext } from './http/request-context';
import { securityHeaders } from './http/security-headers';
import { apiReferenceRest, openApiRest } from './openapi/openapi.rest';
import type { Deps } from './ports';
import { apiRoutes, pageRoutes } from './route-list';
import { apiRouters, pageRouters } from './routers';
import { handleTrpc, trpcEndpoint } from './trpc/handler';

export interface AppOptions {
  assets?: AssetFetcher;
  seo?: SeoOptions;
}

export function createApp(deps: Deps, options: AppOptions = {}) {
  // Each router is imported by the first request it answers (docs/decisions/0030); the OpenAPI document and its page
  // load them all. Files and the job-alert pages go the same way, together: no other route shares their paths.
  const api = lazyRouters(apiRouters, apiRoutes).all('*', notFound);
  const pages = lazyRouters(pageRouters, pageRoutes);
  let described: Hono<AppEnv> | undefined;
  const describedApi = async () => (described ??= (await mountedRouters(apiRouters)).all('*', notFound));

  return new Hono<AppEnv>()
    .use(securityHeaders())
    .use(requestContext(deps))
    .use(replicaSession())
    .use('/api/*', rateLimit())
    .use('/api/*', authenticate())
    .route('/api/v1', openApiRest(describedApi))
    .use('/files/*', authenticate())
    .use('/api/*', bodyLimits())
    .route('/api/v1', api)
    .all(`${trpcEndpoint}/*`, handleTrpc)
    .route('/', pages)
    .route('/dev', devRest)
    .route('/api-docs', apiReferenceRest(describedApi))
    .route('/', seoRest(options.seo))
    .route('/', installRest)
    .all('/api/*', notFound)
    .all('*', (c) => serveAssets(c, options.assets, pageHeadFor))
    .onError(handleError)
    .notFound(notFound);
}

export type App = ReturnType<typeof createApp>;
