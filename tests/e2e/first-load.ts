/** What a first visit costs in JavaScript: the budget the first pages are held to, and a recorder of scripts. */
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

/**
 * The most JavaScript (gzip level 9, as `npm run bench` counts it, everything a page loads until the network is idle)
 * that `/`, `/explore-jobs` and `/jobs/$id` may load on a first visit. Issues 9 and 11 ask for 120 KiB. React,
 * React DOM, TanStack Router and Query alone are 101 KiB here (docs/decisions/0011). On 2026-11-26 the pages went
 * from 130.1 / 132.6 / 130.9 KiB to 118.2 / 119.3 / 119.0 (no preload map and no preload helper, one language
 * dispatch for every message, window titles from the pages' own chunks, the board's shared parts in the entry, its
 * reads beside them): the ceiling is the goal itself.
 */
export const firstPageBudgetBytes = 120 * 1024;

/** Every script a page fetches once attached, with its gzip size. */
export function scriptRecorder() {
  const scripts: { url: string; gzip: number }[] = [];
  const pending: Promise<void>[] = [];
  return {
    attach: (page: Page) =>
      page.on('response', (response) => {
        if (!new URL(response.url()).pathname.endsWith('.js')) return;
        pending.push(
          response.body().then((body) => {
            scripts.push({ url: response.url(), gzip: gzipSync(body, { level: 9 }).length });
          }),
        );
      }),
    settled: () => Promise.all(pending).then(() => scripts),
    loaded: (name: string) => scripts.some((script) => new URL(script.url).pathname.split('/').pop()?.startsWith(name)),
  };
}

/** The scripts' total, and a listing for the log. */
export function scriptTotal(scripts: { url: string; gzip: number }[]): { total: number; listing: string } {
  const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
  const listing = scripts.map((script) => `${new URL(script.url).pathname} ${(script.gzip / 1024).toFixed(1)}`).join('\n');
  return { total, listing };
}
