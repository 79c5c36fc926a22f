/**
 * A precache entry as workbox-build injects it into the service worker, with `firstPage` set (at build,
 * scripts/first-page-files.ts) on the page and the files it names: what a first page loads.
 */
export interface BuildFile {
  url: string;
  revision: string | null;
  integrity?: string;
  firstPage?: true;
}
