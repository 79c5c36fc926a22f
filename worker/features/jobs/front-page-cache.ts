import { databaseIdentity, type Database } from '../../../db/client';
import type { JobSearch } from './jobs.schemas';

/** How long the board's front page is answered from memory: changes made elsewhere show within this. */
export const frontPageTtlMs = 5_000;

/**
 * The board's front page (open jobs, newest first, no words, no filters, first page): what the landing page and
 * /explore-jobs ask for first, so most of the search's requests. Kept per isolate and database for at most
 * `frontPageTtlMs` by the service's clock. A job written through this isolate (edited, published, paused, reopened,
 * closed) forgets it at once; a change made elsewhere (another isolate, the admin command, a company's new name or
 * logo, a deadline passing) shows within the TTL. Only resolved pages are kept: a promise shared between requests
 * would tie one request to another's I/O, which workerd refuses once the first has ended.
 */
const pagesByDatabase = new WeakMap<Database, Map<string, { at: number; page: unknown }>>();

export function isFrontPage(search: JobSearch): boolean {
  return (
    !search.cursor &&
    search.q.trim() === '' &&
    search.city_id.length === 0 &&
    search.job_type_id === undefined &&
    search.sector_id === undefined &&
    search.position_id === undefined &&
    search.workplace === undefined &&
    search.experience_level === undefined &&
    search.salary_min === undefined &&
    search.posted_within === undefined
  );
}

export function frontPageCache<Page>(db: Database) {
  const home = databaseIdentity(db);
  let pages = pagesByDatabase.get(home);
  if (!pages) {
    pages = new Map();
    pagesByDatabase.set(home, pages);
  }
  const entries = pages;
  return {
    /** The page kept for `key` if it is younger than the TTL at `now`, else the one `load` reads (then kept). */
    async read(key: string, now: Date, load: () => Promise<Page>): Promise<Page> {
      const kept = entries.get(key);
      const age = kept ? now.getTime() - kept.at : Number.NaN;
      if (kept && age >= 0 && age < frontPageTtlMs) return kept.page as Page;
      const page = await load();
      entries.set(key, { at: now.getTime(), page });
      return page;
    },
    forget: () => entries.clear(),
  };
}
