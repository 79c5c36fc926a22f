// Pages fetched as other programs fetch them (issue 23): link previews (WhatsApp, Telegram, Viber), uptime monitors,
// curl and crawlers send `Accept: */*`, no Accept at all, or HEAD. A page path answers its HTML whatever it asks;
// only /api/*, /files/*, /dev/* and missing files answer the JSON 404.
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../worker/app';
import type { AssetFetcher } from '../../worker/http/assets';
import { addCredits, jobWorld, publishedJob, type JobWorld } from './jobs.support';
import { userIdOf } from './admin.support';

const spaPage =
  '<!doctype html>\n<html lang="en" dir="ltr">\n  <head>\n    <meta charset="UTF-8" />\n    <title>Kar</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';
/** Like the static-assets binding with `not_found_handling = "none"`: only real files, HEAD without a body. */
const assets: AssetFetcher = {
  fetch: async (request) => {
    const path = new URL(request.url).pathname;
    const file =
      path === '/' ? { body: spaPage, type: 'text/html; charset=utf-8' } : path === '/favicon.svg' ? { body: '<svg/>', type: 'image/svg+xml' } : null;
    if (!file) return new Response('missing', { status: 404 });
    return new Response(request.method === 'HEAD' ? null : file.body, { headers: { 'Content-Type': file.type } });
  },
};

const origin = 'http://kar.test';
let world: JobWorld;
let site: ReturnType<typeof createApp>;
let jobId: number;
let companyId: number;

beforeAll(async () => {
  world = await jobWorld();
  await addCredits(world, 'hr@zagros.example', 2);
  jobId = await publishedJob(world, { title: 'Preview Engineer' });
  companyId = await userIdOf(world, 'hr@zagros.example');
  site = createApp(world.api.deps, { assets });
}, 60_000);

/** The three ways programs other than browsers ask. */
const askers: Array<{ name: string; init: RequestInit }> = [
  { name: 'Accept: */*', init: { headers: { Accept: '*/*' } } },
  { name: 'no Accept', init: {} },
  { name: 'HEAD', init: { method: 'HEAD', headers: { Accept: '*/*' } } },
];

const pagePaths = () => [
  '/',
  `/jobs/${jobId}`,
  `/companies/${companyId}`,
  '/explore-jobs',
  '/events',
  '/programs',
  '/sign-in',
  '/status',
  '/company/dashboard',
];

describe.each(askers)('a page asked with $name', ({ name, init }) => {
  it('answers 200 with the SPA page', async () => {
    for (const path of pagePaths()) {
      const response = await site.request(`${origin}${path}`, init);
      expect(response.status, `${name} ${path}`).toBe(200);
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
      const body = await response.text();
      if (init.method === 'HEAD') expect(body, path).toBe('');
      else expect(body, path).toContain('<div id="root">');
    }
  });

  it('keeps the job page head (title and Open Graph) and its 404 for an unknown job', async () => {
    const response = await site.request(`${origin}/jobs/${jobId}`, init);
    expect(response.status).toBe(200);
    if (init.method !== 'HEAD') {
      const html = await response.text();
      expect(html).toContain('<title>Preview Engineer at Zagros Tech | Kar</title>');
      expect(html).toContain('<meta property="og:title" content="Preview Engineer at Zagros Tech" />');
    }
    expect((await site.request(`${origin}/jobs/999999`, init)).status).toBe(404);
  });

  it('leaves /api/*, /files/*, /dev/* and missing files a JSON 404', async () => {
    for (const path of ['/api/unknown', '/api/v1/unknown', '/files/nothing/1', '/dev/nothing', '/assets/index-missing.js', '/missing.png', '/icons/none.svg']) {
      const response = await site.request(`${origin}${path}`, init);
      expect(response.status, `${name} ${path}`).toBe(404);
      expect(response.headers.get('content-type'), path).toMatch(/^application\/json/);
      if (init.method !== 'HEAD') expect(await response.json(), path).toMatchObject({ status: 'error', code: 'not_found' });
    }
  });

  it('still serves a file that exists as itself', async () => {
    const response = await site.request(`${origin}/favicon.svg`, init);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
  });
});

it('answers a page to a browser as before, and a write to a page path with the JSON 404', async () => {
  const browser = await site.request(`${origin}/explore-jobs`, { headers: { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
  expect(browser.status).toBe(200);
  expect(await browser.text()).toContain('<div id="root">');
  const posted = await site.request(`${origin}/explore-jobs`, { method: 'POST', headers: { Accept: '*/*' } });
  expect(posted.status).toBe(404);
});
