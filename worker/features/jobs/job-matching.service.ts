import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { workplaces } from '../../../db/schema/job-values';
import type { Locale } from '../../ports';
import { everyJobMatch } from '../../shared/filter-tokens';
import { toCard } from './job-views';
import { openJobsWhere } from './job-search.repo';
import { jobsRepo } from './jobs.repo';
import type { JobCard, JobSearch } from './jobs.schemas';
import { searchMatch } from './search-query';

/** A saved search (a job alert) as the jobs feature needs it: an id to answer with, and the search's own fields. */
export interface SavedSearch {
  id: number;
  search: Pick<JobSearch, 'q' | 'city_id' | 'job_type_id' | 'sector_id' | 'position_id' | 'workplace' | 'experience_level' | 'salary_min' | 'currency'>;
}

/** Jobs published with `sinceRowid < search_rowid <= untilRowid` (search_rowid is the publish sequence). */
export interface PublishWindow {
  sinceRowid: number;
  untilRowid: number;
}

const every = everyJobMatch(workplaces);

/** One saved search as the statement reads it from JSON: its MATCH and the salary floor the index cannot hold. */
function specOf({ id, search }: SavedSearch) {
  const { match } = searchMatch(search.q, search);
  const salary = search.salary_min !== undefined && search.currency !== undefined ? { cur: search.currency, min: search.salary_min } : {};
  return { id, m: match ?? every, ...salary };
}

/** The one statement of `newestMatches` (tests/bench/alerts.ts runs it on D1 to read its rows-read figure). */
export function newestMatchesStatement(searches: readonly SavedSearch[], window: PublishWindow, now: Date, perSearch: number): SQL {
  return sql`select json_extract(a.value, '$.id') as id,
      (select json_group_array(id) from (
        select j.id as id from jobs_fts f cross join jobs j on j.search_rowid = f.rowid cross join companies c on c.user_id = j.company_id
        where jobs_fts match json_extract(a.value, '$.m') and f.rowid > ${window.sinceRowid} and f.rowid <= ${window.untilRowid}
          and ${openJobsWhere({ city_id: [] }, now)}
          and (json_extract(a.value, '$.cur') is null or (j.salary_visible = 1 and j.salary_currency = json_extract(a.value, '$.cur')
            and coalesce(j.salary_max, j.salary_min) >= json_extract(a.value, '$.min')))
        order by f.rowid desc limit ${perSearch})) as jobs
    from json_each(${JSON.stringify(searches.map(specOf))}) a`;
}

/**
 * Matching new jobs against saved searches with the search's own fold() and FTS index (docs/product.md#search,
 * docs/product.md#job-alerts): the same MATCH expression as `GET /jobs` with the same words and filters, so an alert
 * finds what its search shows. Runs on D1 and libSQL alike.
 */
export function jobMatching(db: Database) {
  return {
    /**
     * For each saved search, the newest `perSearch` open jobs of the window that match it, newest first. One
     * statement for the whole batch: the searches travel as one JSON array (D1 binds at most 100 parameters) and
     * FTS5 takes each one's MATCH from the outer row, seeking only the window's rowids.
     */
    async newestMatches(searches: readonly SavedSearch[], window: PublishWindow, now: Date, perSearch: number): Promise<Map<number, number[]>> {
      if (searches.length === 0 || window.untilRowid <= window.sinceRowid) return new Map();
      const rows = await db.all<{ id: number; jobs: string }>(newestMatchesStatement(searches, window, now, perSearch));
      const matches = new Map<number, number[]>();
      for (const row of rows) {
        const ids = JSON.parse(row.jobs) as number[];
        if (ids.length > 0) matches.set(Number(row.id), ids);
      }
      return matches;
    },

    /** The publish-sequence number of a job that is published now; null otherwise (a draft, or gone). */
    publishedRowid: async (jobId: number): Promise<number | null> =>
      (
        await db.all<{ rowid: number }>(
          sql`select search_rowid as rowid from jobs where id = ${jobId} and state = 'published' and deleted_at is null and search_rowid is not null`,
        )
      )[0]?.rowid ?? null,

    newestRowid: async (): Promise<number> => (await db.all<{ rowid: number | null }>(sql`select max(search_rowid) as rowid from jobs`))[0]?.rowid ?? 0,

    /** The last rowid published before `since` (reads the jobs of the period: only when no earlier run says). */
    rowidBefore: async (since: Date): Promise<number> =>
      (
        await db.all<{ rowid: number | null }>(
          sql`select min(search_rowid) - 1 as rowid from jobs where search_rowid is not null and published_at >= ${since.getTime()}`,
        )
      )[0]?.rowid ??
      (await db.all<{ rowid: number | null }>(sql`select max(search_rowid) as rowid from jobs`))[0]?.rowid ??
      0,

    /** Cards of jobs in one language, by id (an e-mail's list). */
    async cards(ids: readonly number[], locale: Locale): Promise<Map<number, JobCard>> {
      const rows = await jobsRepo(db).cardsByIds(ids, locale);
      return new Map(rows.map((row) => [row.job.id, toCard(row)]));
    },
  };
}
