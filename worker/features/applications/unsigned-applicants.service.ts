import { inArray } from 'drizzle-orm';
import { users } from '../../../db/schema';
import { describeError, log } from '../../http/logger';
import type { Deps } from '../../ports';
import { unsignedRepo } from './unsigned.repo';

/** Abandoned placeholders removed per call: enough to keep up, small enough to cost a request nothing. */
const sweepBatchSize = 20;

/** Removes unverified applicants with their CVs, sessions and pending applications, then their stored files. */
export async function removePendingApplicants(deps: Pick<Deps, 'db' | 'blobs'>, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  const repo = unsignedRepo(deps.db);
  const fileKeys = await repo.fileKeysOf(userIds);
  await deps.db.batch([...repo.deleteUnverifiedUsers(userIds)]);
  // Someone verified in the meantime keeps everything, files included.
  const kept = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, [...userIds]));
  if (kept.length > 0) return;
  for (const key of fileKeys) {
    await deps.blobs.delete(key).catch((error: unknown) => log.warn('file of a removed applicant not deleted', { key, ...describeError(error) }));
  }
}

/** Lazily clears applicants whose pending application expired (no cron: each new start sweeps a few). */
export async function sweepAbandonedApplicants(deps: Pick<Deps, 'db' | 'blobs'>, now: Date): Promise<void> {
  await removePendingApplicants(deps, await unsignedRepo(deps.db).abandonedUserIds(now, sweepBatchSize));
}
