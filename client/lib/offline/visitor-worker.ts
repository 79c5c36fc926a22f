/**
 * Every reader's phone gets Kar's service worker (client/sw.ts) once the first page has loaded: it keeps that
 * page's files (already downloaded) and the page, so that the next visit paints from the phone over a slow line
 * (issue 27). Without workbox-window: a visitor's first page carries a few bytes for it, not the library. A worker
 * already registered (by a signed-in page, with the update prompt: service-worker.ts) is left as it is.
 */
export function registerWorkerForVisitors(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  window.addEventListener('load', () => {
    // Refused where service workers are off (a private window, a setting): the page works as before.
    container
      .getRegistration()
      .then((registration) => registration ?? container.register('/sw.js'))
      .catch(() => undefined);
  });
}
