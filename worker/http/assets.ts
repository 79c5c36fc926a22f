import type { Context } from 'hono';
import type { AppEnv } from './context';
import { notFound } from './error-handler';

/** The static-assets binding, or anything that answers like it. */
export interface AssetFetcher {
  fetch(request: Request): Promise<Response>;
}

const hashedAssetPrefix = '/assets/';

/**
 * Serves the built SPA. A missing hashed asset is a real 404 (never index.html, which would be cached under a
 * script's URL); any other unknown path that asks for HTML gets the SPA shell so client-side routes work.
 */
export async function serveAssets(c: Context<AppEnv>, assets: AssetFetcher | undefined) {
  if (!assets) return notFound(c);
  const response = await assets.fetch(c.req.raw);
  const path = c.req.path;
  if (response.status !== 404) {
    if (path.startsWith(hashedAssetPrefix) && response.ok) {
      const cached = new Response(response.body, response);
      cached.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
      return cached;
    }
    return response;
  }
  const wantsPage = c.req.method === 'GET' && (c.req.header('accept') ?? '').includes('text/html');
  if (path.startsWith(hashedAssetPrefix) || !wantsPage) return notFound(c);
  return assets.fetch(new Request(new URL('/', c.req.url), { headers: c.req.raw.headers }));
}
