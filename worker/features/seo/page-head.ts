import type { Context } from 'hono';
import type { PageHead } from '../../http/assets';
import type { AppEnv } from '../../http/context';
import { AppError } from '../../http/errors';
import { translate } from '../../http/i18n';
import { locales } from '../../http/locale';
import { describeError, log } from '../../http/logger';
import type { Locale } from '../../ports';
import { requestInfoOf, type RequestInfo } from '../../http/request-info';
import { companiesService } from '../companies/companies.service';
import { publicJobsService } from '../jobs/public-jobs.service';
import { escapeHtml, excerpt, jsonForScript, plainText } from '../../platform/html-text';
import { jobPosting } from './job-posting';
import { jobPageBody } from './job-page-body';
import { type ServedJob, servedJobElementId } from '../../shared/served-job';
import { ogLocales, seoWords } from './seo-words';
import { shareCardsService, type ShareCardImage } from './share-cards.service';

/**
 * Language variants of public pages (hreflang): a page's own language is its plain URL, the others add
 * `?lang=ckb|ar|en`. A job's own language is the one it is written in; a company page's is English. The plain URL is
 * also x-default. A variant's head names the city, job type and site in its language; the job's text stays as written.
 */
export const languageParam = 'lang';

const isLocale = (value: string | undefined): value is Locale => locales.some((locale) => locale === value);

function variantUrl(origin: string, path: string, locale: Locale, own: Locale): string {
  return locale === own ? `${origin}${path}` : `${origin}${path}?${languageParam}=${locale}`;
}

const meta = (attribute: 'name' | 'property', key: string, content: string) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
const link = (rel: string, href: string, hreflang?: string) => `<link rel="${rel}" href="${escapeHtml(href)}"${hreflang ? ` hreflang="${hreflang}"` : ''} />`;

interface PageFacts {
  origin: string;
  path: string;
  locale: Locale;
  own: Locale;
  /** The language of what a preview shows: a job's own (its title, text and card), a company page's variant. */
  previewLocale: Locale;
  title: string;
  description: string;
  /** The preview's image: a job's share card (with its size, so that a preview need not fetch it first), or a logo. */
  image: string | (ShareCardImage & { alt: string }) | null;
  noindex: boolean;
}

/** og:image and, for a share card, the structured properties that must follow it. */
function imageTags(image: PageFacts['image'], origin: string): string[] {
  if (!image) return [];
  if (typeof image === 'string') return [meta('property', 'og:image', new URL(image, origin).href)];
  return [
    meta('property', 'og:image', new URL(image.path, origin).href),
    meta('property', 'og:image:type', image.type),
    meta('property', 'og:image:width', String(image.width)),
    meta('property', 'og:image:height', String(image.height)),
    meta('property', 'og:image:alt', image.alt),
  ];
}

/** The tags every public page shares: description, robots, canonical, hreflang alternates and Open Graph. */
function commonTags(page: PageFacts): string[] {
  const canonical = variantUrl(page.origin, page.path, page.locale, page.own);
  return [
    meta('name', 'description', page.description),
    ...(page.noindex ? [meta('name', 'robots', 'noindex')] : []),
    link('canonical', canonical),
    ...locales.map((locale) => link('alternate', variantUrl(page.origin, page.path, locale, page.own), locale)),
    link('alternate', `${page.origin}${page.path}`, 'x-default'),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:url', canonical),
    meta('property', 'og:site_name', translate(page.locale, 'app_name')),
    meta('property', 'og:locale', ogLocales[page.previewLocale]),
    ...imageTags(page.image, page.origin),
  ];
}

async function jobHead(request: RequestInfo, id: number, origin: string, asked: Locale | undefined): Promise<PageHead> {
  const own = (await publicJobsService(request).visibleJob(id)).job.language;
  const locale = asked ?? own;
  const readIn = { ...request, locale };
  const job = await publicJobsService(readIn).job(id);
  const path = `/jobs/${id}`;
  const words = seoWords[locale];
  const title = words.jobAt(job.title, job.company.name);
  const summary = excerpt(plainText(job.description ?? '') || `${title}, ${job.city.name}`);
  const description = job.is_open ? summary : excerpt(`${words.noLongerOpen} ${summary}`);
  // Only an open job's card: its route answers 404 for any other.
  const card = job.is_open ? await shareCardsService(request).imageOf(id) : null;
  const image = card ? { ...card, alt: title } : job.company.logo_url;
  const tags = commonTags({ origin, path, locale, own, previewLocale: own, title, description, image, noindex: !job.is_open });
  // The job as the app's own request would read it in that language, so that the app starts from it (served-job.ts).
  const served: ServedJob<typeof job> = { locale, job };
  const data = [`<script type="application/json" id="${servedJobElementId}">${jsonForScript(served)}</script>`];
  if (job.is_open) {
    const website = (await companiesService(readIn).profile(job.company.id)).website_url;
    const posting = jobPosting(job, { url: variantUrl(origin, path, locale, own), origin, companyWebsite: website, locale });
    data.push(`<script type="application/ld+json">${jsonForScript(posting)}</script>`);
  }
  return { title: `${title} | ${translate(locale, 'app_name')}`, tags, status: 200, body: jobPageBody(job, locale), data };
}

async function companyHead(request: RequestInfo, id: number, origin: string, asked: Locale | undefined): Promise<PageHead> {
  const own: Locale = 'en';
  const locale = asked ?? own;
  const { company } = await publicJobsService({ ...request, locale }).company(id);
  const description = excerpt(plainText(company.description ?? '') || seoWords[locale].companyPage(company.name));
  const tags = commonTags({
    origin,
    path: `/companies/${id}`,
    locale,
    own,
    previewLocale: locale,
    title: company.name,
    description,
    image: company.logo_url,
    noindex: false,
  });
  return { title: `${company.name} | ${translate(locale, 'app_name')}`, tags, status: 200 };
}

const pages = [
  { pattern: /^\/jobs\/([^/]+)\/?$/, head: jobHead },
  { pattern: /^\/companies\/([^/]+)\/?$/, head: companyHead },
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
