import { type SQL, sql } from 'drizzle-orm';
import { jobs } from '../../../db/schema';
import type { JobRow } from './jobs.repo';
import type { JobState } from './jobs.schemas';

/*
 * A job's state as everyone reads it, the jobs feature and the others (applying, the pipeline, dashboards, admin):
 * a published or paused job past its deadline is `expired` without anything having to run, in code (stateOf, isOpen)
 * and in SQL (storedStatesFor).
 */

/** The state a reader sees: a published or paused job past its deadline is `expired`. */
export function stateOf(job: Pick<JobRow, 'state' | 'deadlineAt'>, now: Date): JobState {
  if ((job.state === 'published' || job.state === 'paused') && job.deadlineAt.getTime() <= now.getTime()) return 'expired';
  return job.state;
}

export const isOpen = (job: Pick<JobRow, 'state' | 'deadlineAt' | 'deletedAt'>, now: Date) => !job.deletedAt && stateOf(job, now) === 'published';

/** Published or paused jobs past their deadline read as `expired` (no job has to run for that). */
export function storedStatesFor(state: JobState, now: Date): SQL {
  const ahead = sql`${jobs.deadlineAt} > ${now.getTime()}`;
  const behind = sql`${jobs.deadlineAt} <= ${now.getTime()}`;
  if (state === 'expired') return sql`${jobs.state} in ('published', 'paused') and ${behind}`;
  if (state === 'published' || state === 'paused') return sql`${jobs.state} = ${state} and ${ahead}`;
  return sql`${jobs.state} = ${state}`;
}
