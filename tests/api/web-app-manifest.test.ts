// Installable (issue 27): the web app manifest in the reader's language, its icons, and the tags index.html carries.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../worker/app';
import { testApp } from '../support/node-deps';

interface Manifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
  shortcuts: Array<{ name: string; url: string }>;
}

const messages = {
  en: JSON.parse(readFileSync('messages/en.json', 'utf8')) as Record<string, string>,
  ckb: JSON.parse(readFileSync('messages/ckb.json', 'utf8')) as Record<string, string>,
  ar: JSON.parse(readFileSync('messages/ar.json', 'utf8')) as Record<string, string>,
};

let api: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  api = await testApp();
});

async function manifest(path: string, language?: string) {
  const response = await api.request(path, language ? { headers: { 'Accept-Language': language } } : {});
  return { response, body: (await response.json()) as Manifest };
}

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(path: string): string {
  const bytes = readFileSync(path);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('the web app manifest', () => {
  it.each(['ckb', 'ar', 'en'] as const)('speaks %s to a phone that asks for it, right to left where the language is', async (locale) => {
    const { response, body } = await manifest('/manifest.webmanifest', `${locale}-IQ,${locale};q=0.9`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    expect(body).toMatchObject({
      id: '/',
      name: messages[locale].pwa_name,
      short_name: messages[locale].app_name,
      description: messages[locale].home_subheadline,
      lang: locale,
      dir: locale === 'en' ? 'ltr' : 'rtl',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0f766e',
    });
    expect(body.shortcuts).toEqual([
      expect.objectContaining({ name: messages[locale].nav_explore_jobs, url: '/explore-jobs' }),
      expect.objectContaining({ name: messages[locale].cv_my_cvs, url: '/dashboard' }),
    ]);
  });

  it('follows ?lang= over the phone language, and falls back to the negotiated one for an unknown ?lang=', async () => {
    expect((await manifest('/manifest.webmanifest?lang=ckb', 'en-US')).body.lang).toBe('ckb');
    expect((await manifest('/manifest.webmanifest?lang=xx', 'ar')).body.lang).toBe('ar');
    expect((await manifest('/manifest.webmanifest')).body.lang).toBe('en');
  });

  it('names icons that exist at the sizes it says: 192 and 512 for Android, a maskable 512, and 180 for iOS', async () => {
    const { body } = await manifest('/manifest.webmanifest');
    expect(body.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of body.icons) expect(pngSize(`client/public${icon.src}`)).toBe(icon.sizes);
    const page = readFileSync('client/index.html', 'utf8');
    expect(page).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(page).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon-180.png" />');
    expect(pngSize('client/public/icons/apple-touch-icon-180.png')).toBe('180x180');
  });

  it('is allowed by the content security policy', async () => {
    const { response } = await manifest('/manifest.webmanifest');
    expect(response.headers.get('content-security-policy')).toContain("manifest-src 'self'");
  });

  it('serves the service worker uncached, so a new version is found on the next visit, and hashed files for a year', async () => {
    const site = createApp(api.deps, {
      assets: {
        fetch: async (request) => new Response('/* file */', { headers: { 'Content-Type': 'text/javascript', 'X-Path': new URL(request.url).pathname } }),
      },
    });
    expect((await site.request('/sw.js')).headers.get('cache-control')).toBe('no-cache');
    expect((await site.request('/assets/index-abc1234.js')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
