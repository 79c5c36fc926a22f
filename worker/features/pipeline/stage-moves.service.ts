import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { applicationEvents, applications, jobs } from '../../../db/schema';
import type { ApplicationStage } from '../applications/applications.schemas';

/** An id list as one bound JSON parameter (D1 allows 100 parameters a statement; `json_each` reads any number). */
export const idList = (ids: readonly number[]) => JSON.stringify(ids);

export interface CompanyMove {
  /** The applications to move; only those of `companyId`'s jobs move, the others are left alone (404 for the caller). */
  applicationIds: readonly number[];
  companyId: number;
  actorId: number;
  to: ApplicationStage;
  reason?: string | null | undefined;
  note?: string | null | undefined;
  /** Shared by the events of one call, so that one Undo reverses them together. */
  batchId: string;
  at: Date;
  /** A further condition on the application row (for example: still in the stage the caller read). */
  extra?: SQL | undefined;
}

/**
 * A company's stage move as two statements for one `db.batch`: the events first (each reading the stage it leaves),
 * then the rows. Both carry the same condition: the company's own application, not withdrawn by its seeker, not
 * already in `to`. So a concurrent move or withdrawal makes both do nothing, and the caller reads the update's
 * returned ids to know which moved.
 */
export function companyMoveStatements(db: Database, move: CompanyMove) {
  const movable = sql`${applications.id} in (select value from json_each(${idList(move.applicationIds)}))
    and ${applications.jobId} in (select ${jobs.id} from ${jobs} where ${jobs.companyId} = ${move.companyId})
    and ${applications.stage} <> 'withdrawn' and ${applications.stage} <> ${move.to}
    ${move.extra ? sql`and ${move.extra}` : sql``}`;
  return [
    db.run(sql`insert into ${applicationEvents} (application_id, from_stage, to_stage, actor_id, reason, note, batch_id, created_at)
      select ${applications.id}, ${applications.stage}, ${move.to}, ${move.actorId}, ${move.reason ?? null}, ${move.note ?? null}, ${move.batchId}, ${move.at.getTime()}
      from ${applications} where ${movable}`),
    db
      .update(applications)
      .set({ stage: move.to, stageChangedAt: move.at, updatedAt: move.at })
      .where(movable)
      .returning({ id: applications.id, seekerId: applications.seekerId, jobId: applications.jobId }),
  ] as const;
}
