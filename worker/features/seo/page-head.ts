import type { Context } from 'hono';
import type { PageHead } from '../../http/assets';
import type { AppEnv } from '../../http/context';
import { AppError } from '../../http/errors';
import { translate } from '../../http/i18n';
import { locales } from '../../http/locale';
import { describeError, log } from '../../http/logger';
import type { Locale } from '../../ports';
import { requestInfoOf, type RequestInfo } from '../../http/request-info';
import { languageParam, meta } from './head-tags';

const isLocale = (value: string | undefined): value is Locale => locales.some((locale) => locale === value);

type HeadArgs = [request: RequestInfo, id: number, origin: string, asked: Locale | undefined];

// The heads' module (and the services it reads with) is imported by the first public page asked for, not by every page.
const pages = [
  { pattern: /^\/jobs\/([^/]+)\/?$/, head: async (...args: HeadArgs) => (await import('./public-page-heads')).jobHead(...args) },
  { pattern: /^\/companies\/([^/]+)\/?$/, head: async (...args: HeadArgs) => (await import('./public-page-heads')).companyHead(...args) },
] as const;

const notFoundHead = (locale: Locale): PageHead => ({ title: translate(locale, 'app_name'), tags: [meta('name', 'robots', 'noindex')], status: 404 });

/**
 * The head of a public page the SPA will draw (a job or a company), for search engines and link previews, which do
 * not run its scripts; null for other paths. A job or company that is not public answers 404 with the SPA as usual.
 * worker/app.ts hands this to serveAssets (worker/http/assets.ts), which knows no feature.
 */
export async function pageHeadFor(c: Context<AppEnv>): Promise<PageHead | null> {
  const url = new URL(c.req.url);
  for (const page of pages) {
    const match = page.pattern.exec(url.pathname);
    if (!match) continue;
    const request = requestInfoOf(c);
    const id = Number(match[1]);
    if (!/^[1-9]\d{0,14}$/.test(match[1] ?? '')) return notFoundHead(request.locale);
    const asked = url.searchParams.get(languageParam) ?? undefined;
    try {
      return await page.head(request, id, url.origin, isLocale(asked) ? asked : undefined);
    } catch (error) {
      if (error instanceof AppError && error.code === 'not_found') return notFoundHead(request.locale);
      // A job an admin took down (issue 23): gone, and nothing of it in the head; the SPA says it is no longer available.
      if (error instanceof AppError && error.code === 'job_unavailable') return { ...notFoundHead(request.locale), status: 410 };
      // The page still works without its head: the SPA loads its data itself.
      log.error('page head failed', { path: url.pathname, ...describeError(error) });
      return null;
    }
  }
  return null;
}
