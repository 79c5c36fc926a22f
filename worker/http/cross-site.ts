import type { Context } from 'hono';

/** Sec-Fetch-Site values a browser sends for a request made by our own pages or typed by the user. */
const ownSites = new Set(['same-origin', 'none']);

function sameHost(origin: string, requestUrl: string): boolean {
  // `Origin: null` (sandboxed frames, file: pages, some redirects) and other unparsable values are foreign.
  if (!URL.canParse(origin)) return false;
  return new URL(origin).host === new URL(requestUrl).host;
}

/**
 * True when a browser says the request comes from another site: by `Origin`, or, when a browser leaves `Origin` out,
 * by `Sec-Fetch-Site`. A sibling subdomain ("same-site") is refused too: our pages call the API from its own origin.
 */
export function isCrossSiteRequest(c: Context): boolean {
  const origin = c.req.header('origin');
  if (origin !== undefined && !sameHost(origin, c.req.url)) return true;
  const site = c.req.header('sec-fetch-site');
  return site !== undefined && !ownSites.has(site.trim().toLowerCase());
}
