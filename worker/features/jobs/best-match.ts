import type { RequestInfo } from '../../http/request-info';
import { matchService } from '../matching/match.service';
import type { MatchSummary } from '../matching/match.schemas';
import { jobSearchRepo, type RankedRow } from './job-search.repo';
import type { JobSearch } from './jobs.schemas';

/**
 * "Best match" ranks only the newest open jobs passing the search's words and filters, this many deep (DESIGN.md:
 * bounded candidates, as relevance bounds bm25): one CV scored against a thousand jobs stays within a request's
 * budget, and the newest thousand hold what anyone pages through.
 */
export const bestMatchDepth = 1000;

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
  const repo = jobSearchRepo(request.deps.db);
  const candidates = match
    ? await repo.newestMatching(match, params, now, undefined, bestMatchDepth)
    : await repo.newest(params, now, undefined, bestMatchDepth);
  const summaries = await matchService(request).summaries(
    userId,
    candidates.map((row) => row.id),
  );
  const scoreOf = (row: RankedRow) => summaries.get(row.id)?.score ?? -1;
  const ranked = [...candidates].sort((a, b) => scoreOf(b) - scoreOf(a) || b.rowid - a.rowid);
  return {
    rows: ranked.slice(offset, offset + params.limit),
    more: ranked.length > offset + params.limit,
    total: ranked.length,
    summaries,
  };
}
