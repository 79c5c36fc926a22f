import { type SQL, sql } from 'drizzle-orm';
import { applicationMatches } from '../../../db/schema';
import { AppError } from '../../http/errors';
import { translate } from '../../http/i18n';
import type { Locale } from '../../ports';
import type { RequestInfo } from '../../http/request-info';
import type { Authenticated } from '../auth/sessions.service';
import { publicJobsService } from '../jobs/public-jobs.service';
import { baghdadToday } from './experience';
import { type CityNames, type CvForMatch, computeMatch, cvFacts, matchFacts } from './match';
import { matchReadsRepo } from './match-reads.repo';
import type { ApplicantMatch, JobForMatch, MatchResult, MatchSummary } from './match.schemas';

/** What an application keeps to be scored again when its job's requirements change: the CV as sent, and its day. */
export interface FrozenMatchFacts {
  cv: CvForMatch;
  /** The day it was sent (Asia/Baghdad): "present" work ran to this month, not to the day it is scored again. */
  today: string;
}

export const summaryOf = ({ score, met, total }: Pick<MatchResult, 'score' | 'met' | 'total'>, locale: Locale): MatchSummary => ({
  score,
  met,
  total,
  label: translate(locale, 'match_met_of_total', { met, total }),
});

type StoredMatchRow = Pick<typeof applicationMatches.$inferSelect, 'score' | 'met' | 'total' | 'mustMet' | 'mustTotal' | 'notAFit'>;

/** An application's stored match as the company's table shows it; null when none was computed. */
export const toApplicantMatch = (row: StoredMatchRow | null): ApplicantMatch | null =>
  // A neutral row (an application sent before matching, or one the CV could not be read for) has no item at all:
  // every real match has one, the job's city.
  row && row.total > 0 ? { score: row.score, met: row.met, total: row.total, must_met: row.mustMet, must_total: row.mustTotal, not_a_fit: row.notAFit } : null;

/** The match columns an application stores for sorting and filtering. */
export function storedMatchColumns(match: MatchResult) {
  return { score: match.score, met: match.met, total: match.total, mustMet: match.must_met, mustTotal: match.must_total };
}

/** The match of an application's frozen CV against the job as it asks today. */
export function frozenMatch(facts: FrozenMatchFacts, job: JobForMatch, cities: readonly CityNames[]): MatchResult {
  return computeMatch(facts.cv, job, { today: facts.today, cities });
}

/** A candidate job as "Best match" ranks it. */
export interface RankedCandidate extends Pick<MatchResult, 'score' | 'met' | 'total'> {
  id: number;
  newest: number;
}

/** A seeker's match with jobs: the job page, the wizard, labels on cards (docs/decisions/0015). */
export function matchService(request: RequestInfo) {
  const { deps } = request;
  const reads = matchReadsRepo(deps.db);
  const today = () => baghdadToday(deps.clock.now());

  return {
    /**
     * How the seeker's CV (the one named, or their default) matches a public job. `match` is null when the seeker has
     * no CV yet; a CV id that is not theirs is 404, as is a job nobody may see.
     */
    async ofJob(auth: Authenticated, jobId: number, cvId: number | null): Promise<{ cv_id: number | null; match: MatchResult | null }> {
      await publicJobsService(request).visibleJob(jobId);
      const read = await reads.read(auth.user.id, cvId, [jobId]);
      if (!read.cv) {
        if (cvId !== null) throw new AppError('not_found');
        return { cv_id: null, match: null };
      }
      const job = read.jobs.get(jobId);
      if (!job) throw new AppError('not_found');
      const { id, ...cv } = read.cv;
      return { cv_id: id, match: computeMatch(cv, job, { today: today(), cities: read.cities }) };
    },

    /** "7 of 9" for each of a page of jobs, from the seeker's default CV: one query for the whole page. */
    async summaries(userId: number, jobIds: readonly number[]): Promise<Map<number, MatchSummary>> {
      const read = await reads.read(userId, null, jobIds);
      const summaries = new Map<number, MatchSummary>();
      if (!read.cv) return summaries;
      const facts = cvFacts(read.cv, { today: today(), cities: read.cities });
      for (const [jobId, job] of read.jobs) summaries.set(jobId, summaryOf(matchFacts(facts, job), request.locale));
      return summaries;
    },

    /**
     * Candidate jobs (a select the jobs feature writes: id, newest, city_id, workplace, position_id, sector_id) ranked
     * by how the seeker's default CV matches them, best first and newest first among equals; null without a CV.
     * One statement reads the CV, the cities and every candidate's requirements.
     */
    async rankCandidates(userId: number, candidates: SQL): Promise<RankedCandidate[] | null> {
      const read = await reads.candidates(userId, candidates);
      if (!read.cv) return null;
      const facts = cvFacts(read.cv, { today: today(), cities: read.cities });
      // Labels are words in the reader's language: only the page shown gets them (summaryOf), not the thousand ranked.
      return read.candidates
        .map((job) => {
          const { score, met, total } = matchFacts(facts, job);
          return { id: job.id, newest: job.newest, score, met, total };
        })
        .sort((a, b) => b.score - a.score || b.newest - a.newest);
    },

    /** The match an application freezes as it is sent, and the facts to score it again later. */
    async forApplication(seekerId: number, cvId: number, jobId: number): Promise<{ match: MatchResult; facts: FrozenMatchFacts } | null> {
      const read = await reads.read(seekerId, cvId, [jobId]);
      const job = read.jobs.get(jobId);
      if (!read.cv || !job) return null;
      const { id: _id, ...cv } = read.cv;
      const facts = { cv, today: today() };
      return { match: frozenMatch(facts, job, read.cities), facts };
    },

    /** An application's match item by item (the company's panel), from the CV facts frozen with it; null before matching. */
    async ofApplication(applicationId: number, jobId: number): Promise<{ summary: ApplicantMatch | null; result: MatchResult | null }> {
      const [stored] = await deps.db
        .select()
        .from(applicationMatches)
        .where(sql`${applicationMatches.applicationId} = ${applicationId}`);
      const facts = stored?.facts as FrozenMatchFacts | null | undefined;
      if (!stored || !facts) return { summary: toApplicantMatch(stored ?? null), result: null };
      const [jobs, cities] = await Promise.all([reads.jobs([jobId]), reads.cities()]);
      const job = jobs.get(jobId);
      return { summary: toApplicantMatch(stored), result: job ? frozenMatch(facts, job, cities) : null };
    },

    /**
     * Scores every application of a job again after its company changed the requirements: from the facts frozen with
     * each, in one statement (5,000 applications are a few hundred kilobytes of facts).
     */
    async rescoreApplications(jobId: number): Promise<void> {
      const [rows, jobs, cities] = await Promise.all([
        deps.db
          .select({ applicationId: applicationMatches.applicationId, facts: applicationMatches.facts })
          .from(applicationMatches)
          .where(sql`${applicationMatches.jobId} = ${jobId}`),
        reads.jobs([jobId]),
        reads.cities(),
      ]);
      const job = jobs.get(jobId);
      if (!job || rows.length === 0) return;
      const scored = rows.map((row) => {
        const match = frozenMatch(row.facts as FrozenMatchFacts, job, cities);
        return [row.applicationId, match.score, match.met, match.total, match.must_met, match.must_total];
      });
      await deps.db.run(sql`update ${applicationMatches} set
          score = s.value ->> 1, met = s.value ->> 2, total = s.value ->> 3, must_met = s.value ->> 4, must_total = s.value ->> 5,
          rank = (s.value ->> 1) * 1001 + rank % 1001
        from json_each(${JSON.stringify(scored)}) s where ${applicationMatches.applicationId} = s.value ->> 0`);
    },
  };
}
