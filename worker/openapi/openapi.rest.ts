import { Hono, type Schema } from 'hono';
import type { AppEnv } from '../http/context';
import { apiBasePath, openApiDocument } from './document';
import { routeDocs } from './route-doc';

type Api = Hono<AppEnv, Schema, string>;

const doc = routeDocs('API description');
const documentPath = '/openapi.json';

/** The API to describe, with every router loaded (the app that serves it loads each on its first request). */
type ApiSource = () => Promise<Api>;

/**
 * `GET /api/v1/openapi.json`: the document describing `api` and this route. It is the bare OpenAPI document, not
 * wrapped in the envelope, so that tools read it as it is. Mounted at /api/v1 before `api` (whose catch-all answers
 * 404), after the API's rate limit.
 */
export function openApiRest(api: ApiSource): Hono<AppEnv> {
  return new Hono<AppEnv>().get(
    documentPath,
    doc({
      summary: 'This OpenAPI 3.1 document',
      access: 'public',
      reply: { json: { type: 'object', required: ['openapi', 'info', 'paths'] }, description: 'The OpenAPI document (not in the envelope).' },
    }),
    async (c) => {
      c.header('Cache-Control', 'public, max-age=300');
      return c.json(await openApiDocument(documented(await api())));
    },
  );
}

/** `api` with the document's own route, as one app to describe (made once per `api`). */
const documentedApps = new WeakMap<object, Api>();
function documented(api: Api): Api {
  let app = documentedApps.get(api);
  if (!app) {
    const loaded: ApiSource = async () => api;
    app = new Hono<AppEnv>().route('/', openApiRest(loaded)).route('/', api);
    documentedApps.set(api, app);
  }
  return app;
}

/**
 * `GET /api-docs`: the same document as a page to read (English, like the contract it describes). Its renderer is
 * loaded on this route only.
 */
export function apiReferenceRest(api: ApiSource): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/', async (c) => {
    const { renderReferencePage } = await import('./reference-page');
    c.header('Cache-Control', 'public, max-age=300');
    return c.html(renderReferencePage(await openApiDocument(documented(await api())), `${apiBasePath}${documentPath}`));
  });
}
