import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import type { JobSearch } from './jobs.schemas';

/** Counts shown to people stop here ("1,000+"): an exact count reads every matching row. */
export const countCap = 1000;
/**
 * Relevance ranks only the newest matches this many deep (DESIGN.md: scoring every match of a word in a tenth of
 * all jobs costs ~100 ms; the newest few thousand hold what anyone pages through).
 */
export const relevanceDepth = 1000;
/** bm25 weights of the FTS columns: a word in the title counts ten times one in the body. */
const bm25 = sql.raw('bm25(jobs_fts, 10.0, 1.0)');

const postedWithinMs = { '1d': 86_400_000, '3d': 3 * 86_400_000, '7d': 7 * 86_400_000, '30d': 30 * 86_400_000 } as const;

export type SearchFilters = Omit<JobSearch, 'q' | 'sort' | 'cursor' | 'limit'>;

/** Open jobs of approved companies that pass the filters; `j` is the job, `c` its company. */
export function openJobsWhere(filters: SearchFilters, now: Date): SQL {
  const conditions: SQL[] = [
    sql`j.state = 'published'`,
    sql`j.deleted_at is null`,
    sql`j.deadline_at > ${now.getTime()}`,
    sql`c.status = 'approved'`,
  ];
  if (filters.city_id.length > 0) conditions.push(sql`j.city_id in (select value from json_each(${JSON.stringify(filters.city_id)}))`);
  if (filters.job_type_id !== undefined) conditions.push(sql`j.job_type_id = ${filters.job_type_id}`);
  if (filters.sector_id !== undefined) conditions.push(sql`j.sector_id = ${filters.sector_id}`);
  if (filters.position_id !== undefined) conditions.push(sql`j.position_id = ${filters.position_id}`);
  if (filters.workplace !== undefined) conditions.push(sql`j.workplace = ${filters.workplace}`);
  if (filters.experience_level !== undefined) conditions.push(sql`j.experience_level = ${filters.experience_level}`);
  if (filters.salary_min !== undefined && filters.currency !== undefined) {
    // Only salaries the company shows: filtering on a hidden one would reveal it.
    conditions.push(sql`j.salary_visible = 1 and j.salary_currency = ${filters.currency} and coalesce(j.salary_max, j.salary_min) >= ${filters.salary_min}`);
  }
  if (filters.posted_within !== undefined) conditions.push(sql`j.published_at >= ${now.getTime() - postedWithinMs[filters.posted_within]}`);
  return sql.join(conditions, sql` and `);
}

/** Filters that are not words of the index (filter-tokens.ts) but ranges checked on the job. */
const hasRangeFilters = (filters: SearchFilters) => filters.salary_min !== undefined || filters.posted_within !== undefined;

export interface RankedRow {
  id: number;
  rowid: number;
  score: number;
  /** Relevance only: the newest rowid the ranking stopped at (a later page's cursor keeps it). */
  snapshot?: number;
}

export function jobSearchRepo(db: Database) {
  return {
    /** Newest first without words: keyset on the publish sequence (`search_rowid`). */
    newest: (filters: SearchFilters, now: Date, beforeRowid: number | undefined, limit: number) =>
      db.all<RankedRow>(sql`select j.id as id, j.search_rowid as rowid, 0 as score
        from jobs j join companies c on c.user_id = j.company_id
        where ${openJobsWhere(filters, now)} ${beforeRowid === undefined ? sql`` : sql`and j.search_rowid < ${beforeRowid}`}
        order by j.search_rowid desc limit ${limit}`),

    /** Newest first among matches: FTS5 walks its rowids downwards and stops after the page. */
    newestMatching: (match: string, filters: SearchFilters, now: Date, beforeRowid: number | undefined, limit: number) =>
      db.all<RankedRow>(sql`select j.id as id, f.rowid as rowid, 0 as score
        from jobs_fts f cross join jobs j on j.search_rowid = f.rowid cross join companies c on c.user_id = j.company_id
        where jobs_fts match ${match} and ${openJobsWhere(filters, now)} ${beforeRowid === undefined ? sql`` : sql`and f.rowid < ${beforeRowid}`}
        order by f.rowid desc limit ${limit}`),

    /**
     * Best first among the newest `relevanceDepth` matches up to `snapshot` (the newest rowid when the first page was
     * asked for; without one, the newest now, read in the same statement and answered in each row), so later pages
     * rank the same candidates even when jobs are published meanwhile. The page continues after the previous page's
     * last job at its score as computed now (bm25 moves a little as the index grows).
     */
    relevant: (
      match: string,
      filters: SearchFilters,
      now: Date,
      page: { snapshot?: number; after?: { rowid: number; score: number } },
      limit: number,
    ) =>
      db.all<RankedRow>(sql`with bound as (select ${page.snapshot ?? sql`(select coalesce(max(search_rowid), 0) from jobs)`} as snapshot),
        candidates as materialized (
          select j.id as id, f.rowid as rowid, ${bm25} as score
          from jobs_fts f cross join jobs j on j.search_rowid = f.rowid cross join companies c on c.user_id = j.company_id
          where jobs_fts match ${match} and f.rowid <= (select snapshot from bound) and ${openJobsWhere(filters, now)}
          order by f.rowid desc limit ${relevanceDepth})
        ${
          page.after
            ? sql`, anchor as (select coalesce((select score from candidates where rowid = ${page.after.rowid}), ${page.after.score}) as score)
              select candidates.id, candidates.rowid, candidates.score, (select snapshot from bound) as snapshot from candidates, anchor
              where candidates.score > anchor.score or (candidates.score = anchor.score and candidates.rowid < ${page.after.rowid})`
            : sql`select candidates.id, candidates.rowid, candidates.score, (select snapshot from bound) as snapshot from candidates`
        }
        order by candidates.score asc, candidates.rowid desc limit ${limit}`),

    newestRowid: async () => (await db.all<{ rowid: number | null }>(sql`select max(search_rowid) as rowid from jobs`))[0]?.rowid ?? 0,

    /** How many jobs match, counted up to `countCap + 1`, in one statement (one round trip to D1). */
    count: async (match: string | null, filters: SearchFilters, now: Date) => {
      const rows = match
        ? sql`select 1 from jobs_fts f cross join jobs j on j.search_rowid = f.rowid cross join companies c on c.user_id = j.company_id
            where jobs_fts match ${match} and ${openJobsWhere(filters, now)} limit ${countCap + 1}`
        : sql`select 1 from jobs j join companies c on c.user_id = j.company_id where ${openJobsWhere(filters, now)} limit ${countCap + 1}`;
      const exact = sql`(select count(*) from (${rows}))`;
      if (!match || hasRangeFilters(filters)) return (await db.all<{ total: number }>(sql`select ${exact} as total`))[0]?.total ?? 0;
      // The index holds published jobs only and the other filters are words of the MATCH, so past the cap its own
      // count is answer enough ("1,000+"); below it, the exact count (expired and unapproved left out) is read,
      // SQLite evaluating that branch only when it is taken.
      const indexed = sql`(select count(*) from (select 1 from jobs_fts where jobs_fts match ${match} limit ${countCap + 1}))`;
      const [row] = await db.all<{ total: number }>(sql`select case when ${indexed} > ${countCap} then ${indexed} else ${exact} end as total`);
      return row?.total ?? 0;
    },

    /**
     * Words of the index that may be near a word, with how many jobs hold each: those starting with its first two
     * letters, or with the pairs a typo in the first letters would leave (a swap, a dropped or an extra second
     * letter). Narrow ranges: fts5vocab counts every word it reads.
     */
    vocabularyNear: (word: string, limit: number) => {
      const letters = [...word];
      const pair = (a: number, b: number) => `${letters[a] ?? ''}${letters[b] ?? ''}`;
      const starts = [...new Set([pair(0, 1), pair(1, 0), pair(0, 2), pair(1, 2)])].filter((start) => [...start].length === 2);
      // One range a SELECT: fts5vocab uses a range on `term` to seek, but reads everything for an OR of ranges.
      const lengths = sql`length(term) between ${Math.max(1, letters.length - 2)} and ${letters.length + 2}`;
      const ranges = starts.map((start) => sql`select term, doc from jobs_fts_vocab where term >= ${start} and term < ${start + '\u{10FFFF}'} and ${lengths}`);
      return db.all<{ term: string; doc: number }>(sql`${sql.join(ranges, sql` union all `)} limit ${limit}`);
    },

    termExists: async (word: string) => (await db.all<{ doc: number }>(sql`select doc from jobs_fts_vocab where term = ${word}`)).length > 0,
  };
}
