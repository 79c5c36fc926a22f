/**
 * What the service worker (client/sw.ts) and the pages share, without the page loading the worker's code: the runtime
 * caches' names (the page empties the personal ones at logout, client/features/shell/AccountControls.tsx) and the
 * message the worker sends when the network fails or answers again.
 */
export const cacheNames = {
  /** Hashed files: a name never changes its content. */
  assets: 'kar-assets',
  /** Pages as the worker served them (each with its shell, a job page with its text). */
  pages: 'kar-pages',
  /** The rest of the app's files beyond a first page's, on a phone that has been signed in (client/sw/whole-app.ts). */
  app: 'kar-app',
  /** The API's answers to reads: the signed-in user's own data, never kept past their session. */
  personal: 'kar-personal',
} as const;

/** Set on `<html>` of a page the worker drew from its kept copy, before the network's answer (client/lib/offline/kept-page.ts). */
export const keptPageAttribute = 'data-kar-kept';

/** Written in the app cache once all of a build's files are kept there (client/sw/whole-app.ts). */
export const wholeAppRecord = '/kar-whole-app.json';

/** Asks the worker to keep the whole app on this phone: sent by the signed-in pages. */
export interface KeepWholeAppMessage {
  type: 'kar-keep-whole-app';
}

/** Forgets everything of the account on this device: the API answers and the pages drawn for it. */
export async function forgetPersonalCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all([caches.delete(cacheNames.personal), caches.delete(cacheNames.pages)]);
}

/**
 * Posted by the worker to its pages after each network read it made for them: `reachable` false when the network
 * failed and a kept answer (or nothing) was served. A phone whose internet is cut while its cell stays connected says
 * `navigator.onLine` true; this is how the page learns it is offline anyway.
 */
export interface ReachabilityMessage {
  type: 'kar-reachable';
  reachable: boolean;
}

export const isReachabilityMessage = (data: unknown): data is ReachabilityMessage =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'kar-reachable';

export const isKeepWholeAppMessage = (data: unknown): data is KeepWholeAppMessage =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'kar-keep-whole-app';
