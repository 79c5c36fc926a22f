import { keptPageAttribute } from './worker-contract';

/**
 * Whether the service worker drew this page from the copy the phone kept (client/sw.ts marks it) rather than from
 * the network: what the page carries (a job's text) is shown at once and then asked for again.
 */
export function pageWasKept(): boolean {
  return document.documentElement.hasAttribute(keptPageAttribute);
}
