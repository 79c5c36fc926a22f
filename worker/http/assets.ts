import type { Context } from 'hono';
import type { AppEnv } from './context';
import { notFound } from './error-handler';
import { withFirstPaintShell } from './first-paint-shell';

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
    return withShell(response, path);
  }
  const wantsPage = c.req.method === 'GET' && (c.req.header('accept') ?? '').includes('text/html');
  if (path.startsWith(hashedAssetPrefix) || !wantsPage) return notFound(c);
  return withShell(await assets.fetch(new Request(new URL('/', c.req.url), { headers: c.req.raw.headers })), path);
}

/** The SPA page with its first-paint shell (first-paint-shell.ts); any other reply as it came. */
async function withShell(response: Response, path: string): Promise<Response> {
  if (!response.ok || !(response.headers.get('content-type') ?? '').startsWith('text/html')) return response;
  const headers = new Headers(response.headers);
  // The body differs from the stored file, so its length and validator no longer describe it.
  headers.delete('content-length');
  headers.delete('etag');
  headers.set('Cache-Control', 'no-cache');
  return new Response(withFirstPaintShell(await response.text(), path), { status: response.status, headers });
}
