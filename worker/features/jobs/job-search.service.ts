import type { Database } from '../../../db/client';
import { afterReply, type RequestInfo } from '../../http/request-info';
import { decodeCursor, encodeCursor } from '../../http/cursor';
import { boardScope, edgeCacheService, jobScope } from '../edge-cache/edge-cache.service';
import { matchService } from '../matching/match.service';
import type { MatchSummary } from '../matching/match.schemas';
import { bestMatchPage } from './best-match';
import { frontPageCache, isFrontPage } from './front-page-cache';
import { toCard } from './job-views';
import { countCap, countsApart, jobSearchRepo, type Candidates, type RankedRow } from './job-search.repo';
import { jobsRepo } from './jobs.repo';
import type { JobCard, JobSearch } from './jobs.schemas';
import { searchMatch } from './search-query';
import { typoVocabulary } from './search-vocabulary';
import { suggestionsFor } from './suggestions';

type SearchCursor =
  | { kind: 'newest'; rowid: number }
  | { kind: 'match'; offset: number }
  | { kind: 'relevance'; rowid: number; score: number; snapshot: number; candidates: Candidates };

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function readCursor(value: unknown): SearchCursor | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { k, r, s, m, o } = value as Record<string, unknown>;
  if (k === 'n' && isNumber(r)) return { kind: 'newest', rowid: r };
  if (k === 'x' && isNumber(o) && o >= 0) return { kind: 'match', offset: o };
  // `o`: the first page ranked the newest open jobs rather than the index's newest matches (job-search.repo.ts).
  if (k === 'r' && isNumber(r) && isNumber(s) && isNumber(m))
    return { kind: 'relevance', rowid: r, score: s, snapshot: m, candidates: o === 1 ? 'open' : 'index' };
  return undefined;
}

/**
 * A change the board must show at once (a job published, edited, paused, closed, taken down or restored; a company
 * suspended or closed): forgets the front page this isolate keeps (front-page-cache.ts) and raises the edge cache's
 * versions of the board and of each job named, or of every job of the company named (docs/decisions/0024).
 */
export async function boardChanged(db: Database, changed: { jobIds?: readonly number[]; companyId?: number }): Promise<void> {
  frontPageCache(db).forget();
  const jobIds = changed.companyId === undefined ? (changed.jobIds ?? []) : await jobsRepo(db).idsOfCompany(changed.companyId);
  await edgeCacheService(db).changed([boardScope, ...jobIds.map(jobScope)]);
}

export interface JobSearchResult {
  jobs: JobCard[];
  next_cursor: string | null;
  /** Matching open jobs, counted up to 1,000 (`total_capped`: more); null on later pages, where the first page's count stands. */
  total: number | null;
  total_capped: boolean;
  /** When nothing matches: the query with misspelt words replaced by near words of the index, best first. */
  suggestions: string[];
}

export function jobSearchService(request: RequestInfo) {
  const { deps, locale } = request;
  const repo = jobSearchRepo(deps.db);
  const jobs = jobsRepo(deps.db);

  /** "Best match" (best-match.ts): the seeker's matches ranked by score, each card with its "7 of 9". */
  async function bestMatches(params: JobSearch, now: Date, seekerId: number): Promise<JobSearchResult> {
    const { match } = searchMatch(params.q, params);
    const cursor = params.cursor ? decodeCursor(params.cursor, locale, readCursor) : undefined;
    const offset = cursor?.kind === 'match' ? cursor.offset : 0;
    const ranked = await bestMatchPage(request, seekerId, params, match, now, offset);
    const cards = await cardsOf(
      ranked.rows.map((row) => row.id),
      ranked.summaries,
    );
    return {
      jobs: cards,
      next_cursor: ranked.more ? encodeCursor({ k: 'x', o: offset + params.limit }) : null,
      total: offset === 0 ? Math.min(ranked.total, countCap) : null,
      total_capped: ranked.total > countCap,
      suggestions: [],
    };
  }

  /** Cards in the order of `ids`, each with its match when the seeker's summaries are given. */
  async function cardsOf(ids: number[], summaries?: Map<number, MatchSummary>): Promise<JobCard[]> {
    const cards = new Map((await jobs.cardsByIds(ids, locale)).map((row) => [row.job.id, toCard(row)]));
    return ids.flatMap((id) => {
      const card = cards.get(id);
      if (!card) return [];
      const match = summaries?.get(id);
      return [match ? { ...card, match } : card];
    });
  }

  async function search(params: JobSearch, now: Date): Promise<JobSearchResult> {
    const { words, match } = searchMatch(params.q, params);
    const cursor = params.cursor ? decodeCursor(params.cursor, locale, readCursor) : undefined;
    const sort = words && params.sort !== 'newest' ? 'relevance' : 'newest';
    const limit = params.limit + 1;
    const firstPage = !cursor;
    // Each read is a round trip to D1. A search with a MATCH mostly has its first page and count from one statement;
    // a count apart needs nothing from the page, so it is asked for at the same time.
    const countApart = firstPage && countsApart(words, match, params);
    const counted = countApart ? repo.countOpen(params, now) : Promise.resolve(0);
    counted.catch(() => undefined); // awaited below; this only keeps a failure meanwhile from counting as unhandled
    let rows: RankedRow[];
    let snapshot = 0;
    let rankedTotal: number | null = null;
    let candidates: Candidates = 'index';
    if (match !== null && (sort === 'relevance' || (firstPage && !countApart))) {
      // A first page's snapshot is read by the ranking statement itself (one round trip less) and kept in the cursor.
      const next =
        cursor?.kind === 'relevance' ? { snapshot: cursor.snapshot, after: { rowid: cursor.rowid, score: cursor.score }, candidates: cursor.candidates } : {};
      ({ rows, snapshot, total: rankedTotal, candidates } = await repo.ranked(sort, match, params, now, next, limit));
    } else {
      const before = cursor?.kind === 'newest' ? cursor.rowid : undefined;
      rows = match ? await repo.newestMatching(match, params, now, before, limit) : await repo.newest(params, now, before, limit);
    }
    const page = rows.slice(0, params.limit);
    const last = page[page.length - 1];
    const more = rows.length > params.limit && last !== undefined;
    const nextCursor = !more
      ? null
      : sort === 'relevance'
        ? encodeCursor({ k: 'r', r: last.rowid, s: last.score, m: snapshot, ...(candidates === 'open' ? { o: 1 } : {}) })
        : encodeCursor({ k: 'n', r: last.rowid });

    const [counts, cards] = await Promise.all([counted, cardsOf(page.map((row) => row.id))]);
    const total = rankedTotal ?? counts;
    return {
      jobs: cards,
      next_cursor: nextCursor,
      total: firstPage ? Math.min(total, countCap) : null,
      total_capped: total > countCap,
      suggestions: firstPage && words && total === 0 ? await nearQueries(params.q, now) : [],
    };
  }

  /** The typo fallback: "did you mean" queries from the index's words (search-vocabulary.ts). */
  async function nearQueries(q: string, now: Date): Promise<string[]> {
    const { vocabulary, refresh } = await typoVocabulary(deps.db, now);
    const near = await suggestionsFor(q, vocabulary);
    if (refresh) await afterReply(request, 'search vocabulary: copy', async () => void (await refresh()));
    return near;
  }

  return {
    /**
     * `seekerId`: a signed-in job seeker, whose "Best match" sort and `with_match` labels are answered (anyone else's
     * are ignored: the board stays the same for them). Labels cost one query for the page.
     */
    async search(params: JobSearch, seekerId?: number): Promise<JobSearchResult> {
      const now = deps.clock.now();
      if (seekerId !== undefined && params.sort === 'match') return bestMatches(params, now, seekerId);
      const plain = { ...params, sort: params.sort === 'match' ? undefined : params.sort };
      const result = isFrontPage(plain)
        ? await frontPageCache<JobSearchResult>(deps.db).read(`${locale}:${params.limit}`, now, () => search(plain, now))
        : await search(plain, now);
      if (seekerId === undefined || params.with_match !== '1' || result.jobs.length === 0) return result;
      const summaries = await matchService(request).summaries(
        seekerId,
        result.jobs.map((job) => job.id),
      );
      return {
        ...result,
        jobs: result.jobs.map((job) => {
          const match = summaries.get(job.id);
          return match ? { ...job, match } : job;
        }),
      };
    },
  };
}
