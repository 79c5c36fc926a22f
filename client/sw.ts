// Kar's service worker (issue 27, docs/decisions/0018-offline-service-worker.md), built by vite-plugin-pwa's
// injectManifest from this file: Workbox's precache of the build's chunks, and a route for each kind of request.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { addPlugins, cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { cacheNames, isKeepWholeAppMessage, type ReachabilityMessage } from './lib/offline/worker-contract';
import type { BuildFile } from './sw/build-file';
import { keptPageOfThisBuild, stamped } from './sw/kept-pages';
import { dropPushSubscription, listenForPushes } from './sw/push';
import { wholeApp } from './sw/whole-app';

declare const self: ServiceWorkerGlobalScope;

/** How long a read waits for the network before the last good answer is shown (a cut line, a 2G cell). */
const networkTimeoutSeconds = 4;
const twoWeeks = 14 * 24 * 60 * 60;

/**
 * Kept without their `Vary`: the worker varies every answer on Accept-Language (and tRPC on its own headers), and the
 * Cache API would then find nothing for a request whose headers differ by a byte from the one that filled it, which
 * is every offline reload. Only whole answers (200) are kept.
 */
const withoutVary = {
  cacheWillUpdate: async ({ response }: { response: Response }) => {
    if (response.status !== 200) return null;
    if (!response.headers.has('vary')) return response;
    const headers = new Headers(response.headers);
    headers.delete('vary');
    return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
  },
};

addPlugins([withoutVary]);

/** Tells the pages whether the network answered the read just made for them (the offline banner). */
async function tellPages(reachable: boolean): Promise<void> {
  const message: ReachabilityMessage = { type: 'kar-reachable', reachable };
  for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage(message);
}

const reachability = {
  fetchDidFail: async () => tellPages(false),
  fetchDidSucceed: async ({ response }: { response: Response }) => {
    void tellPages(true);
    return response;
  },
};
// workbox-build writes objects (with `firstPage` where it applies, scripts/first-page-files.ts), never bare strings.
const build = self.__WB_MANIFEST.filter((file): file is BuildFile => typeof file !== 'string');
const buildPaths = new Set(build.map((file) => `/${file.url}`));
const app = wholeApp(build);

// Every phone that opens Kar keeps what a first page loads (it has just downloaded it); the rest when signed in.
// No `/` → index.html: the worker writes every page (the shell's words, the inline stylesheet), so the build's bare
// index.html is only the fallback for a page never opened (below), never a page's answer.
precacheAndRoute(
  build.filter((file) => file.firstPage),
  { directoryIndex: '', cleanURLs: false },
);
cleanupOutdatedCaches();
self.addEventListener('install', (event: ExtendableEvent) => event.waitUntil(app.keepIfKeptBefore()));
self.addEventListener('activate', (event: ExtendableEvent) => event.waitUntil(Promise.all([app.dropOtherBuilds(), keepOpenPages(event)])));
// The first worker takes over the page that registered it, so that what the reader opens next is kept already.
clientsClaim();

// Kar's notices on the phone (issue 28): shown as they arrive, opened in Kar when tapped.
listenForPushes(self);

// A new version waits until the page says the reader agreed to reload (client/lib/offline/service-worker.ts).
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

const sameOrigin = (url: URL) => url.origin === self.location.origin;

// The whole app's files, once kept (client/sw/whole-app.ts); one not kept yet is fetched and kept as it is used.
registerRoute(({ url }) => app.has(url), new CacheFirst({ cacheName: cacheNames.app, plugins: [withoutVary] }));

// Other hashed files are cached on first use: the lazy chunks left out of the build's list (the PDF reader, the editor).
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: cacheNames.assets, plugins: [withoutVary, new ExpirationPlugin({ maxEntries: 300 })] }),
);

// Pages: the worker writes each one (the shell in three languages, a job's text). Asked of the network first; the
// last copy offline, and the bare app shell for a page never opened on this device.
const pages = new NetworkFirst({
  cacheName: cacheNames.pages,
  networkTimeoutSeconds,
  plugins: [
    withoutVary,
    reachability,
    { cacheWillUpdate: async ({ response }: { response: Response }) => stamped(response) },
    new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: twoWeeks }),
    { handlerDidError: async () => (await matchPrecache('/index.html')) ?? Response.error() },
  ],
});

// A page opened again is drawn at once from its copy, when that copy is recent and names this build's files, while the
// network's answer replaces the copy in the background: a second visit over a slow line paints without waiting for
// it (issue 27), and what the page carries (a job) is asked for again by the app (kept-page.ts).
registerRoute(
  new NavigationRoute(async (options) => {
    const kept = await keptPageOfThisBuild(options.request, (path) => buildPaths.has(path));
    if (!kept) return pages.handle(options);
    options.event.waitUntil(pages.handle(options).catch(() => undefined));
    return kept;
  }),
);

// The pages open as this worker starts were fetched before it controlled them (the first visit): kept now.
async function keepOpenPages(event: ExtendableEvent): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const urls = windows.map((client) => new URL(client.url)).filter((url) => sameOrigin(url));
  await Promise.all(
    urls.map(
      async (url) =>
        (await caches.match(url.href, { cacheName: cacheNames.pages })) ??
        pages.handle({ event, request: new Request(url.href, { credentials: 'same-origin' }) }).catch(() => undefined),
    ),
  );
}

// A signed-in page asks for the whole app to be kept, for use offline.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if (isKeepWholeAppMessage(event.data)) event.waitUntil(app.keep().catch(() => undefined));
});

const isAuthChange = (url: URL) => /^\/api\/(?:trpc\/auth\.(?:login|logout|register)|v1\/auth\/(?:login|logout|register))/.test(url.pathname);
const isLogout = (url: URL) => /^\/api\/(?:trpc\/auth\.logout|v1\/auth\/logout)/.test(url.pathname);

// A sign-in, sign-up or logout from any page: the answers kept for whoever was signed in before are dropped first,
// so one person's data is never shown to the next on a shared phone; a logout also ends this browser's pushes.
registerRoute(
  ({ url, request }) => sameOrigin(url) && request.method === 'POST' && isAuthChange(url),
  async ({ request, url }) => {
    await Promise.all([caches.delete(cacheNames.personal), caches.delete(cacheNames.pages), isLogout(url) && dropPushSubscription(self)]);
    return fetch(request);
  },
  'POST',
);

// Reads of the API: network first, the last good answer when the line is cut or too slow. Only GETs: a write is
// never answered from a cache. Files (/files/*) and the development outbox stay out.
registerRoute(
  ({ url, request }) => sameOrigin(url) && request.method === 'GET' && (url.pathname.startsWith('/api/trpc/') || url.pathname.startsWith('/api/v1/')),
  new NetworkFirst({
    cacheName: cacheNames.personal,
    networkTimeoutSeconds,
    plugins: [withoutVary, reachability, new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: twoWeeks })],
  }),
);
