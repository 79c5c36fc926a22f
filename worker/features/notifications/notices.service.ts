import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { applicationStages, seekerStatusOf } from '../../../db/schema/application-values';
import { applicationEvents, applications, companies, jobs, notifications } from '../../../db/schema';
import type { RequestInfo } from '../../http/request-info';
import { noticesAfterReply, type WrittenNotice } from '../push/notice-delivery.service';
import type { ApplicationNoticeKind, SkillRequestNoticeKind } from './notifications.schemas';

/**
 * A notice about an application, for its seeker or its company. Written by one statement that reads the names it
 * shows from the application itself, so a caller adds it to the batch of the write it announces (it then sees that
 * write) or runs it right after with `notify`.
 */
export interface ApplicationNotice {
  kind: ApplicationNoticeKind;
  to: 'seeker' | 'company';
  /**
   * The application, or every application a company's stage move moved (its events share the batch id): those
   * whose stage in the seeker's words changed (screening → shortlisted is "in review" both times, so says nothing).
   */
  about: number | { movedBy: string };
  at: Date;
  /** Fields of the payload besides the application's (an interview's id and start, an offer's id). */
  extra?: Record<string, string | number> | undefined;
  /** Messages: none while the recipient has an unread notice of this kind for the application (one per thread until read). */
  onceUntilRead?: boolean;
}

/** The application stage in the seeker's words, in SQL (the seeker never sees "shortlisted"). */
const seekerStatus = (stage: SQL) =>
  sql`case ${stage} ${sql.join(
    applicationStages.map((value) => sql`when ${value} then ${seekerStatusOf[value]}`),
    sql` `,
  )} end`;

export function notificationStatements(db: Database, notice: ApplicationNotice) {
  const recipient = notice.to === 'seeker' ? sql`${applications.seekerId}` : sql`${jobs.companyId}`;
  // A batch's notices are read from its events outward, through the batch's index (INDEXED BY, CROSS JOIN keeps the
  // order): on D1 the planner walked every event instead (most have no batch, so the index looked unselective to it),
  // which read the whole table on every move (found by the request budgets).
  const which =
    typeof notice.about === 'number'
      ? { from: sql`${applications}`, where: sql`${applications.id} = ${notice.about}` }
      : {
          from: sql`${applicationEvents} e indexed by application_events_batch cross join ${applications} on ${applications.id} = e.application_id`,
          where: sql`e.batch_id = ${notice.about.movedBy} and ${seekerStatus(sql`e.from_stage`)} is not ${seekerStatus(sql`e.to_stage`)}`,
        };
  const once = notice.onceUntilRead
    ? sql`and not exists (select 1 from ${notifications} n where n.user_id = ${recipient} and n.kind = ${notice.kind}
        and n.read_at is null and json_extract(n.payload, '$.application_id') = ${applications.id})`
    : sql``;
  // The notices written come back (their ids and kinds), for the pushes that follow the write (notice-push.service.ts).
  return [
    db.all<WrittenNotice>(sql`insert into ${notifications} (user_id, kind, payload, created_at)
      select ${recipient}, ${notice.kind},
        json_patch(json_object('application_id', ${applications.id}, 'job_id', ${jobs.id}, 'job_title', ${jobs.title},
          'company_id', ${jobs.companyId}, 'company_name', ${companies.legalName}, 'applicant_name', ${applications.fullName},
          'status', ${seekerStatus(sql`${applications.stage}`)}), ${JSON.stringify(notice.extra ?? {})}),
        ${notice.at.getTime()}
      from ${which.from} inner join ${jobs} on ${jobs.id} = ${applications.jobId}
        inner join ${companies} on ${companies.userId} = ${jobs.companyId}
      where ${which.where} ${once}
      returning id, kind`),
  ] as const;
}

/** Reading a thread reads its message notices too: the bell should not announce what the reader has just seen. */
export const readMessageNotices = (db: Database, userId: number, applicationId: number, at: Date) =>
  db.run(sql`update ${notifications} set read_at = ${at.getTime()} where ${notifications.userId} = ${userId}
    and ${notifications.kind} = 'message' and ${notifications.readAt} is null
    and json_extract(${notifications.payload}, '$.application_id') = ${applicationId}`);

/**
 * A notice written right after what it announces (where that write is not a batch of the caller's), then pushed to
 * the recipient's browsers after the reply if they chose push for its kind.
 */
export async function notify(request: RequestInfo, notice: ApplicationNotice): Promise<void> {
  const { db } = request.deps;
  const [written] = await db.batch(notificationStatements(db, notice));
  await noticesAfterReply(request, written);
}

/**
 * An undone stage move takes back the seeker's notices of it that are still unread: they would announce a stage the
 * application has left.
 */
export const withdrawMoveNotices = (db: Database, batchId: string) =>
  db.run(sql`delete from ${notifications} where ${notifications.kind} = 'stage_changed' and ${notifications.readAt} is null
    and ${notifications.userId} in (select ${applications.seekerId} from ${applications} where ${applications.id} in
      (select e.application_id from ${applicationEvents} e where e.batch_id = ${batchId}))
    and json_extract(${notifications.payload}, '$.batch') = ${batchId}`);

/** An interview scheduled, changed or cancelled, told to the seeker with its (new) start. */
export const interviewNotice = (
  change: 'scheduled' | 'changed' | 'cancelled',
  interview: { id: number; applicationId: number; startsAt: Date },
  at: Date,
): ApplicationNotice => ({
  kind: `interview_${change}`,
  to: 'seeker',
  about: interview.applicationId,
  at,
  extra: { interview_id: interview.id, starts_at: interview.startsAt.toISOString() },
});

/**
 * A notice about something other than an application (an admin's answer to a company's skill request), its payload
 * built by the caller. It joins the batch of the write it announces and is written only while `when` holds there, so
 * a write that changed nothing announces nothing.
 */
export function noticeStatement(db: Database, notice: { userId: number; kind: SkillRequestNoticeKind; payload: Record<string, unknown>; at: Date; when: SQL }) {
  return db.run(sql`insert into ${notifications} (user_id, kind, payload, created_at)
    select ${notice.userId}, ${notice.kind}, ${JSON.stringify(notice.payload)}, ${notice.at.getTime()} where ${notice.when}`);
}
