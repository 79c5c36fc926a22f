import { escapeHtml } from '../../platform/html-text';

/** The sitemap protocol's limit of URLs in one file (https://www.sitemaps.org/protocol.html). */
export const urlsPerSitemapLimit = 50_000;
/** Rows read per query: D1 answers in one round trip each, and memory stays small. */
const batchRows = 1_000;

export type SitemapKind = 'companies' | 'jobs';
export const sitemapKinds: readonly SitemapKind[] = ['companies', 'jobs'];
const pagePath: Record<SitemapKind, string> = { companies: '/companies/', jobs: '/jobs/' };

export interface SitemapRow {
  id: number;
  updatedAt: Date;
}

/** Rows with ids in (afterId, lastId], by id, at most `limit`. */
export type SitemapRows = (kind: SitemapKind, afterId: number, lastId: number, limit: number) => Promise<SitemapRow[]>;

export interface SitemapEntry {
  kind: SitemapKind;
  row: SitemapRow;
}

/** Up to `max` rows of a kind with ids in (afterId, lastId], read in keyset batches. */
export async function readRows(rows: SitemapRows, kind: SitemapKind, afterId: number, lastId: number, max: number): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = [];
  let after = afterId;
  while (entries.length < max) {
    const wanted = Math.min(batchRows, max - entries.length);
    const batch = await rows(kind, after, lastId, wanted);
    entries.push(...batch.map((row) => ({ kind, row })));
    const last = batch.at(-1);
    if (!last || batch.length < wanted) break;
    after = last.id;
  }
  return entries;
}

const xmlHeader = '<?xml version="1.0" encoding="UTF-8"?>\n';

export function urlSet(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    ({ kind, row }) => `<url><loc>${escapeHtml(`${origin}${pagePath[kind]}${row.id}`)}</loc><lastmod>${row.updatedAt.toISOString()}</lastmod></url>`,
  );
  return `${xmlHeader}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * Past one file's limit, /sitemap.xml is an index of files that each cover a range of `perFile` ids
 * (`/sitemaps/jobs-0.xml` holds ids 1..perFile): a range can never hold more URLs than the limit, and a file's rows
 * are one keyset scan, whatever the size of the board.
 */
export function sitemapIndex(origin: string, highestIds: Record<SitemapKind, number>, perFile: number): string {
  const files = sitemapKinds.flatMap((kind) =>
    Array.from(
      { length: Math.ceil(highestIds[kind] / perFile) },
      (_unused, part) => `<sitemap><loc>${escapeHtml(`${origin}/sitemaps/${kind}-${part}.xml`)}</loc></sitemap>`,
    ),
  );
  return `${xmlHeader}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files.join('\n')}\n</sitemapindex>\n`;
}

/** Paths that are private (signed-in areas, the API) or personal (shared CVs): no crawler needs them. */
const disallowed = ['/api', '/account', '/company', '/dashboard', '/cv-maker', '/myApplications', '/dev', '/public/'];

export const robotsTxt = (origin: string) =>
  ['User-agent: *', 'Allow: /', ...disallowed.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
