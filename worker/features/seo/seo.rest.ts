import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { notFound } from '../../http/error-handler';
import { fileResponse } from '../../http/file-response';
import { requestInfoOf } from '../../http/request-info';
import { readRows, robotsTxt, sitemapIndex, type SitemapKind, type SitemapRows, urlSet, urlsPerSitemapLimit } from './sitemap';

export interface SeoOptions {
  /** URLs in one sitemap file before /sitemap.xml becomes an index (50,000 by the protocol; tests use fewer). */
  urlsPerSitemap?: number;
}

const cacheForAnHour = { 'Cache-Control': 'public, max-age=3600' };
const xml = { 'Content-Type': 'application/xml; charset=utf-8', ...cacheForAnHour };
const sitemapFile = /^(companies|jobs)-(\d{1,9})\.xml$/;
const shareCardFile = /^([1-9]\d{0,14})-([0-9a-f]{16})\.jpg$/;
/** A card's address names its version (share-cards.service.ts): what is there never changes. */
const cachedForAYear = 'public, max-age=31536000, immutable';

/**
 * robots.txt, the sitemaps of open jobs and approved companies (URLs absolute on the request's origin), and the share
 * cards of open jobs that link previews show.
 */
export function seoRest(options: SeoOptions = {}) {
  const perFile = options.urlsPerSitemap ?? urlsPerSitemapLimit;

  // The services are imported by the first sitemap or card asked for: most isolates serve neither.
  const sitemapOf = async (c: Parameters<typeof requestInfoOf>[0]) => {
    const { publicJobsService } = await import('../jobs/public-jobs.service');
    const { sitemap } = publicJobsService(requestInfoOf(c));
    const rows: SitemapRows = (kind, afterId, lastId, limit) =>
      kind === 'jobs' ? sitemap.openJobs(afterId, lastId, limit) : sitemap.companies(afterId, lastId, limit);
    return { rows, highestIds: sitemap.highestIds };
  };

  return new Hono<AppEnv>()
    .get('/robots.txt', (c) => c.text(robotsTxt(new URL(c.req.url).origin), 200, cacheForAnHour))
    .get('/sitemap.xml', async (c) => {
      const origin = new URL(c.req.url).origin;
      const { rows, highestIds } = await sitemapOf(c);
      const highest = await highestIds();
      const companies = await readRows(rows, 'companies', 0, highest.company, perFile + 1);
      const jobs = await readRows(rows, 'jobs', 0, highest.job, perFile + 1 - companies.length);
      const entries = [...companies, ...jobs];
      const body = entries.length <= perFile ? urlSet(origin, entries) : sitemapIndex(origin, { companies: highest.company, jobs: highest.job }, perFile);
      return c.body(body, 200, xml);
    })
    .get('/sitemaps/:file', async (c) => {
      const match = sitemapFile.exec(c.req.param('file'));
      if (!match) return notFound(c);
      const kind: SitemapKind = match[1] === 'jobs' ? 'jobs' : 'companies';
      const afterId = Number(match[2]) * perFile;
      const { rows, highestIds } = await sitemapOf(c);
      const highest = await highestIds();
      const lastId = kind === 'jobs' ? highest.job : highest.company;
      if (afterId >= lastId) return notFound(c);
      const entries = await readRows(rows, kind, afterId, Math.min(afterId + perFile, lastId), perFile);
      return c.body(urlSet(new URL(c.req.url).origin, entries), 200, xml);
    })
    .get('/share-cards/jobs/:file', async (c) => {
      const match = shareCardFile.exec(c.req.param('file'));
      if (!match) return notFound(c);
      const jobId = Number(match[1]);
      const { shareCardsService, shareCardType } = await import('./share-cards.service');
      const blob = await shareCardsService(requestInfoOf(c)).file(jobId, match[2] ?? '');
      const response = fileResponse({ ...blob, contentType: shareCardType, name: `kar-job-${jobId}.jpg`, cacheControl: cachedForAYear });
      // Made to be shown on other sites (chat previews): the default same-origin policy would keep it off their pages.
      response.headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
      return response;
    });
}
