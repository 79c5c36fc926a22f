import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { savedJobs } from '../../../db/schema';
import type { RequestInfo } from '../../http/request-info';
import type { Authenticated } from '../auth/sessions.service';
import { decodeCursor, encodeCursor } from '../../http/cursor';
import { toCard } from './job-views';
import { isOpen, stateOf } from './job-state.service';
import { jobsRepo } from './jobs.repo';
import type { JobCard, JobState } from './jobs.schemas';
import { publicJobsService } from './public-jobs.service';

export interface SavedJob extends JobCard {
  saved_at: string;
  state: JobState;
  is_open: boolean;
}

function savedJobsRepo(db: Database) {
  return {
    page: (userId: number, before: { at: number; job: number } | undefined, limit: number) =>
      db
        .select({ jobId: savedJobs.jobId, savedAt: savedJobs.createdAt })
        .from(savedJobs)
        .where(
          and(
            eq(savedJobs.userId, userId),
            before ? sql`(${savedJobs.createdAt} < ${before.at} or (${savedJobs.createdAt} = ${before.at} and ${savedJobs.jobId} < ${before.job}))` : undefined,
          ),
        )
        .orderBy(desc(savedJobs.createdAt), desc(savedJobs.jobId))
        .limit(limit),
    save: (userId: number, jobId: number, at: Date) => db.insert(savedJobs).values({ userId, jobId, createdAt: at }).onConflictDoNothing(),
    unsave: (userId: number, jobId: number) => db.delete(savedJobs).where(and(eq(savedJobs.userId, userId), eq(savedJobs.jobId, jobId))),
  };
}

const readCursor = (value: unknown) => {
  if (typeof value !== 'object' || value === null) return undefined;
  const { t, j } = value as Record<string, unknown>;
  return typeof t === 'number' && typeof j === 'number' ? { at: t, job: j } : undefined;
};

/** A seeker's saved jobs: kept when a job closes (shown as no longer open), gone when it stops being public. */
export function savedJobsService(request: RequestInfo) {
  const { deps, locale } = request;
  const repo = savedJobsRepo(deps.db);
  const jobs = jobsRepo(deps.db);

  return {
    async list(auth: Authenticated, query: { cursor?: string | undefined; limit: number }) {
      const before = query.cursor ? decodeCursor(query.cursor, locale, readCursor) : undefined;
      const rows = await repo.page(auth.user.id, before, query.limit + 1);
      const page = rows.slice(0, query.limit);
      const cards = new Map(
        (
          await jobs.cardsByIds(
            page.map((row) => row.jobId),
            locale,
          )
        ).map((row) => [row.job.id, row]),
      );
      const now = deps.clock.now();
      const saved: SavedJob[] = page.flatMap((row) => {
        const card = cards.get(row.jobId);
        if (!card || card.job.deletedAt || card.job.state === 'draft' || card.companyStatus !== 'approved') return [];
        return [{ ...toCard(card), saved_at: row.savedAt.toISOString(), state: stateOf(card.job, now), is_open: isOpen(card.job, now) }];
      });
      const last = page[page.length - 1];
      return { jobs: saved, next_cursor: rows.length > query.limit && last ? encodeCursor({ t: last.savedAt.getTime(), j: last.jobId }) : null };
    },

    /** Saving twice is saving once; a job that is not public is 404. */
    async save(auth: Authenticated, jobId: number) {
      await publicJobsService(request).visibleJob(jobId);
      await repo.save(auth.user.id, jobId, deps.clock.now());
      return { job_id: jobId, saved: true };
    },

    async unsave(auth: Authenticated, jobId: number) {
      await repo.unsave(auth.user.id, jobId);
      return { job_id: jobId, saved: false };
    },
  };
}
