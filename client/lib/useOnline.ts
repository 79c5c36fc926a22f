import { useSyncExternalStore } from 'react';
import { isReachabilityMessage } from './offline/worker-contract';

// What the service worker last found (client/sw.ts posts it after each network read): a phone whose internet is cut
// while its cell stays connected says `navigator.onLine` true, and this is how the page learns it is offline anyway.
let reachable = true;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
let listening = false;
let probe: ReturnType<typeof setInterval> | undefined;
const probeEveryMs = 15_000;

function setReachable(value: boolean) {
  if (value === reachable) return;
  reachable = value;
  clearInterval(probe);
  probe = undefined;
  // Nothing may read through the worker for a while (a form being filled in): a small HEAD, which the worker leaves
  // to the network, finds out when the line is back.
  if (!value)
    probe = setInterval(() => {
      if (navigator.onLine)
        void fetch('/api/v1/health', { method: 'HEAD', cache: 'no-store' }).then(
          () => setReachable(true),
          () => undefined,
        );
    }, probeEveryMs);
  notify();
}

function listen() {
  if (listening) return;
  listening = true;
  window.addEventListener('online', () => {
    setReachable(true);
    notify();
  });
  window.addEventListener('offline', notify);
  (navigator.serviceWorker as ServiceWorkerContainer | undefined)?.addEventListener('message', (event: MessageEvent) => {
    if (isReachabilityMessage(event.data)) setReachable(event.data.reachable);
  });
}

function subscribe(listener: () => void): () => void {
  listen();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether Kar can reach its server: the browser's word (false is certain) and the service worker's last finding. */
export const isOnline = () => navigator.onLine && reachable;

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline);
}
