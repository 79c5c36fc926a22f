import type { Context } from 'hono';
import type { AppEnv } from './context';
import { notFound } from './error-handler';
import { withFirstPaintShell, withInlineBootScript, arrangedForFirstPaint } from './first-paint-shell';
import { contentSecurityPolicy } from './security-headers';
import { escapeHtml } from '../platform/html-text';

/** What a page's <head> gets besides the SPA's own: a title, tags, and the status of the reply; and the page's own content, if the worker writes it, in place of the first-paint skeleton. */
export interface PageHead {
  title: string;
  tags: string[];
  status: number;
  body?: string;
  /** Scripts of data (the app's copy of the page, JSON-LD) for the end of the body: after the text a reader waits for. */
  data?: string[];
}

/** Finds the head of the page a path names (features/seo/page-head.ts), or null for a page without its own. */
export type PageHeadFinder = (c: Context<AppEnv>) => Promise<PageHead | null>;

/** The static-assets binding, or anything that answers like it. */
export interface AssetFetcher {
  fetch(request: Request): Promise<Response>;
}

const hashedAssetPrefix = '/assets/';
const serviceWorkerPath = '/sw.js';

function withCacheControl(response: Response, value: string): Response {
  const changed = new Response(response.body, response);
  changed.headers.set('Cache-Control', value);
  return changed;
}

/** Paths that are never pages: the API, files, development tools and the hashed assets. */
const notPagePrefix = /^\/(?:api|files|dev|assets)(?:\/|$)/;
/** A last segment with an extension names a file (/favicon.ico, /icons/x.png); no page route ends in one. */
const fileLike = /\/[^/]*\.[A-Za-z0-9]{1,8}$/;

/**
 * Whether a missing file is a page of the SPA. Link previews (WhatsApp, Telegram, Viber), uptime monitors, curl and
 * crawlers send `Accept: *\/*`, no Accept at all, or HEAD (issue 23), so the Accept header decides nothing: the path
 * and the method do. HEAD is answered as GET and Hono drops the body.
 */
export function isPageRequest(method: string, path: string): boolean {
  return (method === 'GET' || method === 'HEAD') && !notPagePrefix.test(path) && !fileLike.test(path);
}

/**
 * Serves the built SPA. A missing hashed asset (or any missing file) is a real 404 (never index.html, which would be
 * cached under a script's URL); any other unknown path is a page and gets the SPA shell so client-side routes work,
 * with the head `pageHeadFor` finds for it (passed in by worker/app.ts: shared code knows no feature).
 */
export async function serveAssets(c: Context<AppEnv>, assets: AssetFetcher | undefined, pageHeadFor: PageHeadFinder) {
  if (!assets) return notFound(c);
  const response = await assets.fetch(c.req.raw);
  const path = c.req.path;
  if (response.status !== 404) {
    if (path.startsWith(hashedAssetPrefix) && response.ok) return withCacheControl(response, 'public, max-age=31536000, immutable');
    // The service worker is asked for on every visit; a cached copy would hold an old version back (up to a day).
    if (path === serviceWorkerPath && response.ok) return withCacheControl(response, 'no-cache');
    return withShell(response, c.req.url, assets);
  }
  if (!isPageRequest(c.req.method, path)) return notFound(c);
  const head = await pageHeadFor(c);
  return withShell(await assets.fetch(new Request(new URL('/', c.req.url), { headers: c.req.raw.headers })), c.req.url, assets, head);
}

/** Hashed stylesheets never change under their name, and the boot script not within one deployment: an isolate reads each once. */
const staticTexts = new Map<string, Promise<string | null>>();

function readStaticText(assets: AssetFetcher, href: string, pageUrl: string): Promise<string | null> {
  let text = staticTexts.get(href);
  if (!text) {
    text = assets
      .fetch(new Request(new URL(href, pageUrl)))
      .then((response) => (response.ok ? response.text() : null))
      .catch(() => null)
      .then((body) => {
        // A failed read is tried again by the next page.
        if (body === null) staticTexts.delete(href);
        return body;
      });
    staticTexts.set(href, text);
  }
  return text;
}

/** The SPA page with its first-paint shell, its stylesheet inline (first-paint-shell.ts) and its page head if any; any other reply as it came. */
async function withShell(response: Response, pageUrl: string, assets: AssetFetcher, head: PageHead | null = null): Promise<Response> {
  if (!response.ok || !(response.headers.get('content-type') ?? '').startsWith('text/html')) return response;
  const headers = new Headers(response.headers);
  // The body differs from the stored file, so its length and validator no longer describe it.
  headers.delete('content-length');
  headers.delete('etag');
  headers.set('Cache-Control', 'no-cache');
  const page = withFirstPaintShell(await response.text(), new URL(pageUrl).pathname, head?.body);
  const read = (href: string) => readStaticText(assets, href, pageUrl);
  const { html, cspHash } = await withInlineBootScript(await arrangedForFirstPaint(page, read), read);
  if (cspHash) headers.set('Content-Security-Policy', contentSecurityPolicy.replace("script-src 'self'", `script-src 'self' ${cspHash}`));
  // A job or company page gets its own head (features/seo/page-head.ts), and 404 when it is not public.
  return head ? new Response(withPageHead(html, head), { status: head.status, headers }) : new Response(html, { status: response.status, headers });
}

/** The SPA's HTML with the page's title and tags in its <head>. */
export function withPageHead(html: string, head: PageHead): string {
  const block = [`<title>${escapeHtml(head.title)}</title>`, ...head.tags].join('\n    ');
  const withData = head.data?.length ? html.replace('</body>', () => `${head.data?.join('') ?? ''}</body>`) : html;
  if (/<title>[\s\S]*?<\/title>/.test(withData)) return withData.replace(/<title>[\s\S]*?<\/title>/, () => block);
  return withData.replace('</head>', () => `${block}\n  </head>`);
}
