/// <reference lib="webworker" />
import { cacheNames, keptPageAttribute } from '../lib/offline/worker-contract';

const keptAtHeader = 'kar-kept-at';
/** Younger than this, a kept page is shown before the network answers; older, the network is waited for. */
const keptPageFreshMs = 24 * 60 * 60 * 1000;

/** The copy of a page as kept, stamped with when, so that its age is known without trusting the answer's headers. */
export function stamped(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set(keptAtHeader, String(Date.now()));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * The kept copy of a page, marked as kept (`<html data-kar-kept>`, read by client/lib/offline/kept-page.ts), if it
 * is recent and every file it names (/assets/…: the app's script, its stylesheet) is one of this build's. After an
 * update the old build's files are gone from the phone and from the server: an older copy would draw a page that
 * cannot start.
 */
export async function keptPageOfThisBuild(request: Request, isThisBuilds: (path: string) => boolean): Promise<Response | undefined> {
  const kept = await caches.match(request, { cacheName: cacheNames.pages });
  const age = Date.now() - Number(kept?.headers.get(keptAtHeader));
  if (!kept || !(age >= 0 && age < keptPageFreshMs)) return undefined;
  const html = await kept.text();
  const named = [...html.matchAll(/\s(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1] ?? '');
  if (named.length === 0 || !named.every(isThisBuilds)) return undefined;
  const marked = html.replace(/<html\b/, `<html ${keptPageAttribute}`);
  return new Response(marked, { status: kept.status, statusText: kept.statusText, headers: kept.headers });
}
