import type { RequestInfo } from '../../http/request-info';
import { matchService, summaryOf } from '../matching/match.service';
import type { MatchSummary } from '../matching/match.schemas';
import { jobSearchRepo, matchCandidates, type RankedRow } from './job-search.repo';
import type { JobSearch } from './jobs.schemas';

/**
 * "Best match" ranks only the newest open jobs passing the search's words and filters, this many deep (docs/decisions/0015:
 * bounded candidates, as relevance bounds bm25): one CV scored against 500 jobs stays within the 20 ms a request may
 * spend on it on a 100,000-job board (a thousand did not: tests/bench/results), and 25 pages of the newest jobs a
 * seeker's filters pass hold what anyone pages through.
 */
export const bestMatchDepth = 500;

export interface BestMatchPage {
  rows: RankedRow[];
  /** Ranked jobs after this page's: the next page starts there. */
  more: boolean;
  /** Jobs ranked (at most the depth). */
  total: number;
  summaries: Map<number, MatchSummary>;
}

/**
 * A page of the seeker's best matches: highest score first, newest first among equal scores. Pages are offsets into
 * the ranking, which is computed again for each page from the same candidates (a job published meanwhile may shift it).
 */
export async function bestMatchPage(
  request: RequestInfo,
  userId: number,
  params: JobSearch,
  match: string | null,
  now: Date,
  offset: number,
): Promise<BestMatchPage> {
  const candidates = matchCandidates(match, params, now, bestMatchDepth);
  const ranked = await matchService(request).rankCandidates(userId, candidates);
  // A seeker without a CV has nothing to match: the newest first, as the board's own order, without labels.
  const order = ranked ?? (await jobSearchRepo(request.deps.db).newestOf(candidates));
  const page = order.slice(offset, offset + params.limit);
  return {
    rows: page.map((row) => ({ id: row.id, rowid: row.newest, score: 0 })),
    more: order.length > offset + params.limit,
    total: order.length,
    summaries: new Map(ranked ? ranked.slice(offset, offset + params.limit).map((row) => [row.id, summaryOf(row, request.locale)]) : []),
  };
}
