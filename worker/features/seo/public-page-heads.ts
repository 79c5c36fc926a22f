import type { PageHead } from '../../http/assets';
import { translate } from '../../http/i18n';
import { locales } from '../../http/locale';
import type { Locale } from '../../ports';
import type { RequestInfo } from '../../http/request-info';
import { companiesService } from '../companies/companies.service';
import { publicJobsService } from '../jobs/public-jobs.service';
import { excerpt, jsonForScript, plainText } from '../../platform/html-text';
import { jobPosting } from './job-posting';
import { jobPageBody } from './job-page-body';
import { link, meta, variantUrl } from './head-tags';
import { type ServedJob, servedJobElementId } from '../../shared/served-job';
import { ogLocales, seoWords } from './seo-words';
import { shareCardsService, type ShareCardImage } from './share-cards.service';

// The heads of a job's and a company's public page (page-head.ts finds which page a path is): imported by the first
// such page an isolate serves, with the services that read the job or company.

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

export async function jobHead(request: RequestInfo, id: number, origin: string, asked: Locale | undefined): Promise<PageHead> {
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

export async function companyHead(request: RequestInfo, id: number, origin: string, asked: Locale | undefined): Promise<PageHead> {
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
