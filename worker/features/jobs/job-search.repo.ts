import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import type { JobSearch } from './jobs.schemas';
import { matchOperand } from './prefix-terms.ts';

/** Counts shown to people stop here ("1,000+"): an exact count reads every matching row. */
export const countCap = 1000;
/**
 * Relevance ranks only the newest matches this many deep (docs/product.md#search: scoring every match of a word in a
 * tenth of all jobs costs ~100 ms; the newest thousand hold what anyone pages through). One more than the count's cap,
 * so the ranked candidates are also the first page's count.
 */
export const relevanceDepth = countCap + 1;
/**
 * Ranked in the index, a page joins only the best candidates with their jobs: this many more than the page leave room
 * for jobs the index still holds but the board hides (expired, a company no longer approved) before the page runs
 * short and a second statement is needed (`ranked`).
 */
const closedRoom = 40;
/** bm25 weights of the FTS columns: a word in the title counts ten times one in the body. */
const bm25 = sql.raw('bm25(jobs_fts, 10.0, 1.0)');

const postedWithinMs = { '1d': 86_400_000, '3d': 3 * 86_400_000, '7d': 7 * 86_400_000, '30d': 30 * 86_400_000 } as const;

export type SearchFilters = Omit<JobSearch, 'q' | 'sort' | 'cursor' | 'limit'>;

/** Open jobs of approved companies that pass the filters; `j` is the job, `c` its company. */
export function openJobsWhere(filters: SearchFilters, now: Date): SQL {
  const conditions: SQL[] = [sql`j.state = 'published'`, sql`j.deleted_at is null`, sql`j.deadline_at > ${now.getTime()}`, sql`c.status = 'approved'`];
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

/** Filters that are not words of the index (worker/shared/filter-tokens.ts) but ranges checked on the job. */
const hasRangeFilters = (filters: SearchFilters) => filters.salary_min !== undefined || filters.posted_within !== undefined;

/**
 * Whether a first page's count comes from its own statement (`countOpen`, asked for beside the page) rather than
 * from `ranked`'s: without words a MATCH holds only filters that the SQL conditions check as well, and 'posted
 * within' then counts its recent jobs by publish time instead of looking up every job of its other filters, while
 * the page (newest first, as every search without words) stops after itself.
 */
export const countsApart = (words: string | null, match: string | null, filters: Pick<SearchFilters, 'posted_within'>) =>
  match === null || (words === null && filters.posted_within !== undefined);

export interface RankedRow {
  id: number;
  rowid: number;
  score: number;
}

/**
 * Which candidates a relevance search ranks: the index's newest matches (`index`, the cheap one) or the newest open
 * jobs passing every filter (`open`). A later page ranks what its first page ranked (the cursor keeps the choice).
 */
export type Candidates = 'index' | 'open';

/** A page of best matches, with the candidates' count on a first page (null on later ones). */
export interface RankedPage {
  rows: RankedRow[];
  /** Relevance only: the newest rowid the ranking stopped at (a later page's cursor keeps it). */
  snapshot: number;
  total: number | null;
  candidates: Candidates;
}

/** Where a relevance page continues: the first page's snapshot and candidates, and the previous page's last job. */
export interface RelevancePage {
  snapshot?: number;
  after?: { rowid: number; score: number };
  candidates?: Candidates;
}

const openJobsJoin = sql`cross join jobs j on j.search_rowid = f.rowid cross join companies c on c.user_id = j.company_id`;

/** How a page is drawn from the candidates (`rankedStatement`). */
interface RankPlan {
  /** Best first by bm25, or newest first (a first page, which also needs the count the candidates give). */
  order: 'relevance' | 'newest';
  joinFirst: boolean;
  top: number | null;
}

/**
 * Best first among the newest `relevanceDepth` matches up to the snapshot (the newest rowid when the first page was
 * asked for; without one, the newest now, read in the same statement and answered in each row), so later pages rank
 * the same candidates even when jobs are published meanwhile. A page continues after the previous page's last job at
 * its score as computed now (bm25 moves a little as the index grows). Newest first, every score is 0: the same
 * statement then gives a first page and its count from one walk of the index instead of two (a prefix word, as
 * every search's last word is, makes FTS5 merge all of its words' lists again for each walk).
 *
 * `joinFirst` false (candidates `index`): the index's own newest matches, ranked without reading a job; only the
 * best `top` are joined with their jobs (a lookup each costs about as much as scoring a match), or all of them (`top`
 * null) when too many of those were closed. The index holds published jobs only; what the join still drops (jobs
 * past their deadline, companies no longer approved) is usually a small part of the newest matches.
 * `joinFirst` true (candidates `open`): the newest open jobs passing every filter. Needed when a salary floor or
 * 'posted within' (no words of the index) could leave the index's newest matches nearly empty, and taken when the
 * index's best matches were mostly closed.
 *
 * A first page also answers the count, up to `countCap + 1`, from the same candidates: above the cap the index's own
 * count is answer enough ("1,000+"); below it the open ones are counted, SQLite evaluating that branch only when taken.
 */
function rankedStatement(match: string, filters: SearchFilters, now: Date, page: RelevancePage, limit: number, plan: RankPlan): SQL {
  const open = openJobsWhere(filters, now);
  const score = plan.order === 'relevance' ? bm25 : sql`0`;
  const candidates = plan.joinFirst
    ? sql`select j.id as id, f.rowid as rowid, ${score} as score from jobs_fts f ${openJobsJoin}
        where jobs_fts match ${matchOperand(match)} and f.rowid <= (select snapshot from bound) and ${open}`
    : sql`select f.rowid as rowid, ${score} as score from jobs_fts f
        where jobs_fts match ${matchOperand(match)} and f.rowid <= (select snapshot from bound)`;
  const anchor = page.after
    ? sql`, anchor as (select coalesce((select score from candidates where rowid = ${page.after.rowid}), ${page.after.score}) as score)`
    : sql``;
  const afterAnchor = page.after
    ? sql`from candidates, anchor where candidates.score > anchor.score or (candidates.score = anchor.score and candidates.rowid < ${page.after.rowid})`
    : sql`from candidates`;
  const count = sql`(select count(*) from candidates)`;
  const total = page.after
    ? sql`null`
    : plan.joinFirst
      ? count
      : sql`case when ${count} > ${countCap} then ${count} else (select count(*) from candidates cross join jobs j on j.search_rowid = candidates.rowid
          cross join companies c on c.user_id = j.company_id where ${open}) end`;
  const best = plan.joinFirst
    ? sql``
    : sql`, best as (select candidates.rowid as rowid, candidates.score as score ${afterAnchor}
        order by candidates.score asc, candidates.rowid desc ${plan.top === null ? sql`` : sql`limit ${plan.top}`})`;
  const pageRows = plan.joinFirst
    ? sql`select candidates.id as id, candidates.rowid as rowid, candidates.score as score ${afterAnchor}
        order by candidates.score asc, candidates.rowid desc limit ${limit}`
    : sql`select j.id as id, f.rowid as rowid, f.score as score from best f ${openJobsJoin} where ${open}
        order by f.score asc, f.rowid desc limit ${limit}`;
  // From the one row of `bound`: an empty page still answers its snapshot, count and how many were joined.
  return sql`with bound as (select ${page.snapshot ?? sql`(select coalesce(max(search_rowid), 0) from jobs)`} as snapshot),
      candidates as materialized (${candidates} order by f.rowid desc limit ${relevanceDepth})${anchor}${best},
      page as (${pageRows})
    select page.id as id, page.rowid as rowid, page.score as score, bound.snapshot as snapshot, ${total} as total,
      ${plan.joinFirst ? sql`null` : sql`(select count(*) from best)`} as considered
    from bound left join page on 1 order by page.score asc, page.rowid desc`;
}

/** A page's rows, or one row without a job when the page is empty. */
interface RankedStatementRow {
  id: number | null;
  rowid: number | null;
  score: number | null;
  snapshot: number;
  total: number | null;
  considered: number | null;
}

const rankedRows = (rows: RankedStatementRow[]): RankedRow[] =>
  rows.flatMap(({ id, rowid, score }) => (id === null || rowid === null || score === null ? [] : [{ id, rowid, score }]));

/**
 * The newest open jobs passing the words and filters, `depth` deep, as rows of what matching reads of a job itself
 * (id, publish sequence, city, workplace, position, sector): "Best match" scores these (best-match.ts). Read from the
 * covering index, so the candidates cost no job row.
 */
export function matchCandidates(match: string | null, filters: SearchFilters, now: Date, depth: number): SQL {
  const columns = sql`j.id as id, j.search_rowid as newest, j.city_id as city_id, j.workplace as workplace, j.position_id as position_id, j.sector_id as sector_id`;
  return match
    ? sql`select ${columns} from jobs_fts f ${openJobsJoin}
        where jobs_fts match ${matchOperand(match)} and ${openJobsWhere(filters, now)} order by f.rowid desc limit ${depth}`
    : sql`select ${columns} from jobs j join companies c on c.user_id = j.company_id
        where ${openJobsWhere(filters, now)} order by j.search_rowid desc limit ${depth}`;
}

export function jobSearchRepo(db: Database) {
  return {
    /** Rows of a `matchCandidates` select, newest first. */
    newestOf: (candidates: SQL) => db.all<{ id: number; newest: number }>(sql`select id, newest from (${candidates}) order by newest desc`),

    /** Newest first without words: keyset on the publish sequence (`search_rowid`). */
    newest: (filters: SearchFilters, now: Date, beforeRowid: number | undefined, limit: number) =>
      db.all<RankedRow>(sql`select j.id as id, j.search_rowid as rowid, 0 as score
        from jobs j join companies c on c.user_id = j.company_id
        where ${openJobsWhere(filters, now)} ${beforeRowid === undefined ? sql`` : sql`and j.search_rowid < ${beforeRowid}`}
        order by j.search_rowid desc limit ${limit}`),

    /** Newest first among matches: FTS5 walks its rowids downwards and stops after the page. */
    newestMatching: (match: string, filters: SearchFilters, now: Date, beforeRowid: number | undefined, limit: number) =>
      db.all<RankedRow>(sql`select j.id as id, f.rowid as rowid, 0 as score
        from jobs_fts f ${openJobsJoin}
        where jobs_fts match ${matchOperand(match)} and ${openJobsWhere(filters, now)} ${beforeRowid === undefined ? sql`` : sql`and f.rowid < ${beforeRowid}`}
        order by f.rowid desc limit ${limit}`),

    /**
     * Best first, or newest first for a first page with its count (see `rankedStatement`): one statement, and a
     * second only when the index's best matches were mostly closed. A first page then takes the `open` candidates
     * (newest first that is the only right page); a later page keeps its first page's and joins all of them.
     */
    ranked: async (order: RankPlan['order'], match: string, filters: SearchFilters, now: Date, page: RelevancePage, limit: number): Promise<RankedPage> => {
      const ranked = (plan: RankPlan) => db.all<RankedStatementRow>(rankedStatement(match, filters, now, page, limit, plan));
      const top = limit + closedRoom;
      let candidates: Candidates = hasRangeFilters(filters) ? 'open' : (page.candidates ?? 'index');
      let answer = await ranked({ order, joinFirst: candidates === 'open', top: candidates === 'open' ? null : top });
      const short = candidates === 'index' && rankedRows(answer).length < limit && answer[0]?.considered === top;
      if (short && page.after) answer = await ranked({ order, joinFirst: false, top: null });
      else if (short) {
        candidates = 'open';
        answer = await ranked({ order, joinFirst: true, top: null });
      }
      const first = answer[0];
      return {
        rows: rankedRows(answer),
        snapshot: page.snapshot ?? first?.snapshot ?? 0,
        total: page.after ? null : (first?.total ?? 0),
        candidates,
      };
    },

    /**
     * How many open jobs pass the filters, counted up to `countCap + 1`: for searches without words that are only
     * a salary floor, 'posted within' or both, or 'posted within' with filters the index holds (searches with words
     * have their count from `ranked`). Any `countCap + 1` of them will do; the order only decides which index reads
     * them: 'posted within' reads its range of publish times (jobs_posted_cover, where the publish sequence would
     * look up every job of its other filters), anything else the newest by publish sequence.
     */
    countOpen: async (filters: SearchFilters, now: Date) => {
      const order = filters.posted_within === undefined ? sql`j.search_rowid desc` : sql`j.published_at desc`;
      const [row] = await db.all<{ total: number }>(sql`select count(*) as total from (select 1 from jobs j join companies c on c.user_id = j.company_id
        where ${openJobsWhere(filters, now)} order by ${order} limit ${countCap + 1})`);
      return row?.total ?? 0;
    },
  };
}
