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
  /** The API's answers to reads: the signed-in user's own data, never kept past their session. */
  personal: 'kar-personal',
} as const;

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
