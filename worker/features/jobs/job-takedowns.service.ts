import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { jobs, jobTakedowns } from '../../../db/schema';
import { AppError } from '../../http/errors';

/**
 * In a statement on `jobs`: the row was not taken down by an admin (issue 23). Part of a move's own condition, so a
 * takedown that lands between the company's read and its write still wins.
 */
export const notTakenDown = sql`not exists (select 1 from ${jobTakedowns} where ${jobTakedowns.jobId} = ${jobs.id})`;

export async function isTakenDown(db: Database, jobId: number): Promise<boolean> {
  return (await db.select({ jobId: jobTakedowns.jobId }).from(jobTakedowns).where(eq(jobTakedowns.jobId, jobId)).limit(1)).length > 0;
}

/** A company may read its job taken down by an admin but not move it: only an admin restores it. */
export async function refuseTakenDown(db: Database, jobId: number): Promise<void> {
  if (await isTakenDown(db, jobId)) throw new AppError('job_taken_down');
}
