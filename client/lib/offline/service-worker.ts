import { Workbox } from 'workbox-window';
import type { KeepWholeAppMessage } from './worker-contract';

const keepWholeApp: KeepWholeAppMessage = { type: 'kar-keep-whole-app' };

let registered = false;
/** How often a tab left open looks for a new deployment (the browser itself looks only when a page is loaded). */
const updateCheckMs = 60 * 60 * 1000;

/**
 * Registers Kar's service worker (client/sw.ts) once per page. When a new build's worker is installed and waiting,
 * `onUpdate` gets the function that hands over to it and reloads: called only when the reader taps "Reload", so a
 * form being filled in is never lost to an update.
 */
export function registerServiceWorker(onUpdate: (apply: () => void) => void): void {
  if (registered || !('serviceWorker' in navigator) || import.meta.env.DEV) return;
  registered = true;
  const workbox = new Workbox('/sw.js');
  const offer = () =>
    onUpdate(() => {
      navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
      workbox.messageSkipWaiting();
    });
  workbox.addEventListener('waiting', offer);
  // Refused where service workers are off (a private window, a browser setting, a test's context): Kar then works as
  // a plain web app, and the refusal is nothing to report.
  workbox
    .register()
    .then((registration) => {
      // A signed-in phone keeps the whole app for use offline (a visitor's only what a first page loads).
      void navigator.serviceWorker.ready.then((ready) => ready.active?.postMessage(keepWholeApp));
      // Loading this page made the browser look for a new worker, and it may be installing already: Workbox only sees
      // one found after it registered, or one already waiting, so this one would be offered no sooner than the next
      // page load.
      const installing = registration?.installing;
      if (installing && navigator.serviceWorker.controller) {
        installing.addEventListener('statechange', () => {
          if (installing.state === 'installed') offer();
        });
      }
      // Kar is one page for hours: a deployment is looked for now and then, and whenever the tab comes back into view.
      const lookForUpdate = () => void workbox.update().catch(() => undefined);
      window.setInterval(lookForUpdate, updateCheckMs);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') lookForUpdate();
      });
    })
    .catch(() => undefined);
}
