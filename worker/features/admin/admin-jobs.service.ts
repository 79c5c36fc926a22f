import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { companies, jobReports, jobs, jobTakedowns, users } from '../../../db/schema';
import type { Authenticated } from '../../http/context';
import { AppError } from '../../http/errors';
import { afterReply, type RequestInfo } from '../../http/request-info';
import { rowsChanged } from '../auth/password.service';
import { boardChanged } from '../jobs/job-search.service';
import { stateOf, storedStatesFor } from '../jobs/job-state.service';
import { notTakenDown } from '../jobs/job-takedowns.service';
import { jobUnpublishedMail } from './admin.mail';
import type { AdminJob, AdminJobsQuery } from './admin.schemas';
import { auditStatement } from './audit.service';
import { beforeIdOf, nextIdCursor } from './paging';
import { contains } from '../../platform/sql-contains';

/** Stored states of a job that was public (its page readable), so may be taken down. */
const takeDownFrom = sql`('published', 'paused', 'closed', 'filled')`;

/** Every job of every company, with filters, and unpublishing one with a reason (issue 14), or restoring it (issue 23). */
export function adminJobsService(request: RequestInfo) {
  const { deps, locale } = request;
  const { db } = deps;

  return {
    async list(query: AdminJobsQuery): Promise<{ jobs: AdminJob[]; next_cursor: string | null }> {
      const beforeId = beforeIdOf(query.cursor, locale);
      const now = deps.clock.now();
      const rows = await db
        .select({
          id: jobs.id,
          title: jobs.title,
          state: jobs.state,
          deadlineAt: jobs.deadlineAt,
          publishedAt: jobs.publishedAt,
          createdAt: jobs.createdAt,
          companyId: jobs.companyId,
          companyName: companies.legalName,
          companyStatus: companies.status,
          openReports: sql<number>`(select count(*) from ${jobReports} where ${jobReports.jobId} = ${jobs.id} and ${jobReports.status} = 'open')`,
          takenDown: sql<number>`not ${notTakenDown}`,
        })
        .from(jobs)
        .innerJoin(companies, eq(companies.userId, jobs.companyId))
        .where(
          and(
            isNull(jobs.deletedAt),
            beforeId ? lt(jobs.id, beforeId) : undefined,
            query.state ? storedStatesFor(query.state, now) : undefined,
            query.company_id ? eq(jobs.companyId, query.company_id) : undefined,
            query.q ? contains(jobs.title, query.q) : undefined,
          ),
        )
        .orderBy(desc(jobs.id))
        .limit(query.limit + 1);
      const { page, next_cursor } = nextIdCursor(rows, query.limit);
      return {
        next_cursor,
        jobs: page.map((row) => ({
          id: row.id,
          title: row.title,
          state: stateOf(row, now),
          company_id: row.companyId,
          company_name: row.companyName,
          company_status: row.companyStatus,
          published_at: row.publishedAt?.toISOString() ?? null,
          deadline_at: row.deadlineAt.toISOString(),
          created_at: row.createdAt.toISOString(),
          open_reports: Number(row.openReports),
          taken_down: Boolean(row.takenDown),
        })),
      };
    },

    /**
     * A takedown (issue 23): the job is closed (it leaves search, the sitemap and its company's page), its public page
     * answers 410, its company can no longer move it, and the company is told why. Any job that was ever public may be
     * taken down, a closed or filled one too, since its page is still readable; only an admin restores it.
     */
    async unpublish(admin: Authenticated, id: number, reason: string): Promise<void> {
      const [job] = await db
        .select({ title: jobs.title, state: jobs.state, email: users.email, locale: users.locale })
        .from(jobs)
        .innerJoin(users, eq(users.id, jobs.companyId))
        .where(and(eq(jobs.id, id), isNull(jobs.deletedAt)))
        .limit(1);
      if (!job) throw new AppError('not_found');
      const now = deps.clock.now();
      // One batch, each statement conditioned on the one before (changes()): the takedown row keeps the state the job
      // had, read in the statement itself; a job taken down already, or a draft, changes nothing and leaves no audit row.
      const [takenDown] = await db.batch([
        db.run(sql`
          insert into ${jobTakedowns} (job_id, reason, state_before, taken_down_at, taken_down_by)
          select ${jobs.id}, ${reason}, ${jobs.state}, ${now.getTime()}, ${admin.user.id} from ${jobs}
          where ${jobs.id} = ${id} and ${jobs.state} in ${takeDownFrom} and ${jobs.deletedAt} is null and ${notTakenDown}`),
        db.run(sql`update ${jobs} set state = 'closed', updated_at = ${now.getTime()} where ${jobs.id} = ${id} and changes() > 0`),
        auditStatement(db, {
          adminId: admin.user.id,
          action: 'job.unpublish',
          targetType: 'job',
          targetId: id,
          before: { state: job.state },
          after: { state: 'closed', reason },
          at: now,
        }),
      ]);
      if (rowsChanged(takenDown) === 0) throw new AppError('job_move_not_allowed');
      await boardChanged(db, { jobIds: [id] });
      await afterReply(request, 'job unpublished mail', () => deps.mailer.send(jobUnpublishedMail(job.email, job.locale, job.title, reason)), { job_id: id });
    },

    /** Undoes a takedown: the job gets back the state it had (a published one is public and searchable again). */
    async restore(admin: Authenticated, id: number): Promise<void> {
      const [row] = await db
        .select({ stateBefore: jobTakedowns.stateBefore })
        .from(jobTakedowns)
        .innerJoin(jobs, eq(jobs.id, jobTakedowns.jobId))
        .where(and(eq(jobTakedowns.jobId, id), isNull(jobs.deletedAt)))
        .limit(1);
      if (!row) {
        const [exists] = await db
          .select({ id: jobs.id })
          .from(jobs)
          .where(and(eq(jobs.id, id), isNull(jobs.deletedAt)))
          .limit(1);
        throw new AppError(exists ? 'job_not_taken_down' : 'not_found');
      }
      const now = deps.clock.now();
      const [restored] = await db.batch([
        db.run(
          sql`update ${jobs} set state = ${row.stateBefore}, updated_at = ${now.getTime()} where ${jobs.id} = ${id} and ${jobs.state} = 'closed' and not ${notTakenDown}`,
        ),
        db.run(sql`delete from ${jobTakedowns} where ${jobTakedowns.jobId} = ${id} and changes() > 0`),
        auditStatement(db, {
          adminId: admin.user.id,
          action: 'job.restore',
          targetType: 'job',
          targetId: id,
          before: { state: 'closed' },
          after: { state: row.stateBefore },
          at: now,
        }),
      ]);
      if (rowsChanged(restored) === 0) throw new AppError('job_not_taken_down');
      await boardChanged(db, { jobIds: [id] });
    },
  };
}
