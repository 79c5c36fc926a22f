/// <reference lib="webworker" />
import { cacheNames, wholeAppRecord } from '../lib/offline/worker-contract';
import type { BuildFile } from './build-file';

declare const self: ServiceWorkerGlobalScope;

/**
 * The rest of the build beyond a first page's files (the CV maker, the dashboards, every route's chunk), kept on a
 * phone once a signed-in page asks for it (client/lib/offline/service-worker.ts): a visitor's phone downloads none
 * of it ahead of use. Once asked, each new build's files are fetched while its worker installs, so an update is
 * offered only when the whole app is on the phone again; the files of builds no longer running are dropped.
 * Revisioned files (the icons) are left to the browser: their names do not change with their content.
 */
export function wholeApp(build: BuildFile[]) {
  const files = build.filter((file) => !file.firstPage && file.revision === null).map((file) => new URL(file.url, self.location.href).href);
  const ofThisBuild = new Set(files);
  const record = new URL(wholeAppRecord, self.location.href).href;

  /** Fetches what is not kept yet; the record, written last, says that all of this build is. */
  async function keep(): Promise<void> {
    const cache = await caches.open(cacheNames.app);
    const kept = new Set((await cache.keys()).map((request) => request.url));
    await Promise.all(files.filter((url) => !kept.has(url)).map((url) => cache.add(url)));
    await cache.put(record, Response.json(files));
  }

  return {
    has: (url: URL) => ofThisBuild.has(url.href),
    keep,
    /** At install: kept already for an earlier build, so kept for this one before it is offered. */
    keepIfKeptBefore: async () => {
      if (await caches.has(cacheNames.app)) await keep();
    },
    /** At activation: the builds whose pages no longer run here. */
    dropOtherBuilds: async () => {
      if (!(await caches.has(cacheNames.app))) return;
      const cache = await caches.open(cacheNames.app);
      const stale = (await cache.keys()).filter((request) => request.url !== record && !ofThisBuild.has(request.url));
      await Promise.all(stale.map((request) => cache.delete(request)));
    },
  };
}
