import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { companies, jobReports, jobs, users } from '../../../db/schema';
import type { Authenticated } from '../../http/context';
import { AppError } from '../../http/errors';
import { afterReply, type RequestInfo } from '../auth/context';
import { rowsChanged } from '../auth/password.service';
import { frontPageCache } from '../jobs/front-page-cache';
import { stateOf } from '../jobs/job-views';
import { storedStatesFor } from '../jobs/jobs.repo';
import { jobUnpublishedMail } from './admin.mail';
import type { AdminJob, AdminJobsQuery } from './admin.schemas';
import { auditStatement } from './audit';
import { beforeIdOf, contains, nextIdCursor } from './paging';

/** Every job of every company, with filters, and unpublishing one with a reason (issue 14). */
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
        })),
      };
    },

    /** A published or paused job is closed for good (a closed job cannot be reopened); the company is told why. */
    async unpublish(admin: Authenticated, id: number, reason: string): Promise<void> {
      const [job] = await db
        .select({ title: jobs.title, state: jobs.state, email: users.email, locale: users.locale })
        .from(jobs)
        .innerJoin(users, eq(users.id, jobs.companyId))
        .where(and(eq(jobs.id, id), isNull(jobs.deletedAt)))
        .limit(1);
      if (!job) throw new AppError('not_found');
      const now = deps.clock.now();
      const [closed] = await db.batch([
        db
          .update(jobs)
          .set({ state: 'closed', updatedAt: now })
          .where(and(eq(jobs.id, id), inArray(jobs.state, ['published', 'paused']), isNull(jobs.deletedAt))),
        auditStatement(db, { adminId: admin.user.id, action: 'job.unpublish', targetType: 'job', targetId: id, before: { state: job.state }, after: { state: 'closed', reason }, at: now }),
      ]);
      if (rowsChanged(closed) === 0) throw new AppError('job_move_not_allowed');
      frontPageCache(db).forget();
      await afterReply(request, 'job unpublished mail', () => deps.mailer.send(jobUnpublishedMail(job.email, job.locale, job.title, reason)), { job_id: id });
    },
  };
}
