import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { locales } from '../../http/locale';
import { requestInfoOf } from '../../http/request-info';
import type { Locale } from '../../ports';
import { webAppManifest } from './web-app-manifest';

const isLocale = (value: string | undefined): value is Locale => locales.some((locale) => locale === value);

/**
 * /manifest.webmanifest in the language `?lang=` names (the page's link carries the reader's choice), else the one
 * the request negotiates. Browsers fetch it again now and then; an hour in caches is plenty.
 */
export const installRest = new Hono<AppEnv>().get('/manifest.webmanifest', (c) => {
  const asked = c.req.query('lang');
  const locale = isLocale(asked) ? asked : requestInfoOf(c).locale;
  return c.body(JSON.stringify(webAppManifest(locale)), 200, {
    'Content-Type': 'application/manifest+json; charset=utf-8',
    'Cache-Control': 'public, max-age=3600',
    Vary: 'Accept-Language',
  });
});
