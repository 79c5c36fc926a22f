import { Workbox } from 'workbox-window';

let registered = false;

/**
 * Registers Kar's service worker (client/sw.ts) once per page. When a new build's worker is installed and waiting,
 * `onUpdate` gets the function that hands over to it and reloads: called only when the reader taps "Reload", so a
 * form being filled in is never lost to an update.
 */
export function registerServiceWorker(onUpdate: (apply: () => void) => void): void {
  if (registered || !('serviceWorker' in navigator) || import.meta.env.DEV) return;
  registered = true;
  const workbox = new Workbox('/sw.js');
  workbox.addEventListener('waiting', () =>
    onUpdate(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    }),
  );
  // Refused where service workers are off (a private window, a browser setting, a test's context): Kar then works as
  // a plain web app, and the refusal is nothing to report.
  workbox.register().catch(() => undefined);
}
