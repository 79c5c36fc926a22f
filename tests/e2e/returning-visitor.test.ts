import { describe, expect, it } from 'vitest';
import { cacheNames, keptPageAttribute } from '../../client/lib/offline/worker-contract';
import { expectAccessible } from './axe';
import { publishedJob, runOnTestDatabase } from './job-support';
import { baseUrl, newContext, phone, useBrowser } from './support';

/**
 * A visitor who comes back (issue 27): the service worker every reader's phone gets keeps the first page's files and
 * the page itself, and draws the page again from the phone before the network answers (client/sw.ts).
 */
useBrowser();

const kept = (page: import('playwright-core').Page) => page.evaluate((attribute) => document.documentElement.hasAttribute(attribute), keptPageAttribute);

describe('a visitor opening a job page again', () => {
  it('is drawn from the phone at once, then shows the job as it is now; a copy naming another build’s files is not drawn', async () => {
    const first = 'ژمێریاری کۆمپانیا';
    const { id } = await publishedJob({ title: first, language: 'ckb', description: '<p>بەڕێوەبردنی حسابەکان لە هەولێر.</p>' });
    const context = await newContext({ locale: 'ckb-IQ', viewport: phone, serviceWorkers: 'allow' });
    const page = await context.newPage();
    const url = `${baseUrl}/jobs/${id}`;
    await page.goto(url);
    await page.getByRole('heading', { level: 1, name: first }).waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    await page.waitForFunction(async ([href, name]) => (await caches.match(href, { cacheName: name })) !== undefined, [url, cacheNames.pages] as const, {
      timeout: 30_000,
    });

    // A visitor's phone keeps what this page loaded (every file it names is precached), not the whole app.
    const storage = await page.evaluate(async (appCache) => {
      const named = Array.from(document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src^="/assets/"], link[href^="/assets/"]')).map(
        (element) => new URL(element instanceof HTMLScriptElement ? element.src : element.href).pathname,
      );
      const precache = (await caches.keys()).find((name) => name.startsWith('workbox-precache'));
      const precached = precache ? (await (await caches.open(precache)).keys()).map((request) => new URL(request.url).pathname) : [];
      return { named, precached, wholeApp: await caches.has(appCache) };
    }, cacheNames.app);
    expect(storage.named.length).toBeGreaterThan(0);
    expect(storage.precached).toEqual(expect.arrayContaining(storage.named));
    expect(storage.precached.length).toBeLessThan(10);
    expect(storage.wholeApp).toBe(false);

    // The company renames the job; the visitor comes back.
    const renamed = 'ژمێریاری سەرەکی';
    // As the company's edit does, the rename raises the job's edge-cache version (docs/decisions/0024).
    await runOnTestDatabase([
      `UPDATE jobs SET title = '${renamed}' WHERE id = ${id};`,
      `INSERT INTO edge_cache_versions (scope, version) VALUES ('job:${id}', 1) ON CONFLICT (scope) DO UPDATE SET version = version + 1;`,
    ]);
    await page.goto('about:blank');
    await page.goto(url);
    expect(await kept(page)).toBe(true);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 }).toBe(renamed);
    await expectAccessible(page);

    // After an update the old build's files are gone: a kept page that names one is not drawn, the network answers.
    await page.evaluate(
      async ([href, name]) => {
        const cache = await caches.open(name);
        const copy = await cache.match(href);
        if (!copy) throw new Error('no kept copy');
        const html = (await copy.text()).replace(/src="\/assets\/index-[^"]+"/, 'src="/assets/index-0ldbld.js"');
        await cache.put(href, new Response(html, { headers: copy.headers }));
      },
      [url, cacheNames.pages] as const,
    );
    await page.goto('about:blank');
    await page.goto(url);
    expect(await kept(page)).toBe(false);
    await page.getByRole('heading', { level: 1, name: renamed }).waitFor();
    await context.close();
  });
});
