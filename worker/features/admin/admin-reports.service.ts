import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { companies, jobReports, jobs, users } from '../../../db/schema';
import type { Authenticated } from '../../http/context';
import { AppError } from '../../http/errors';
import type { RequestInfo } from '../../http/request-info';
import { rowsChanged } from '../auth/password.service';
import { stateOf } from '../jobs/job-state.service';
import { publicJobsService } from '../jobs/public-jobs.service';
import type { AdminReport, JobReportInput, ReportsQuery } from './admin.schemas';
import { auditStatement } from './audit.service';
import { beforeIdOf, nextIdCursor } from './paging';

export const reportOutcomes = ['resolve', 'dismiss'] as const;
export type ReportOutcome = (typeof reportOutcomes)[number];

const reporters = alias(users, 'reporters');

/** "Report this job" (any signed-in user, once per job) and the admins' queue of reports (issue 14). */
export function jobReportsService(request: RequestInfo) {
  const { deps, locale } = request;
  const { db } = deps;

  return {
    /** A job anyone may see; a second report of the same job by the same user is 409 `report_exists`. */
    async report(auth: Authenticated, jobId: number, input: JobReportInput): Promise<{ id: number }> {
      await publicJobsService(request).visibleJob(jobId);
      const [row] = await db
        .insert(jobReports)
        .values({ jobId, reporterId: auth.user.id, reason: input.reason, details: input.details || null, createdAt: deps.clock.now() })
        .onConflictDoNothing()
        .returning({ id: jobReports.id });
      if (!row) throw new AppError('report_exists');
      return row;
    },

    async list(query: ReportsQuery): Promise<{ reports: AdminReport[]; next_cursor: string | null }> {
      const beforeId = beforeIdOf(query.cursor, locale);
      const now = deps.clock.now();
      const rows = await db
        .select({
          report: jobReports,
          job: { title: jobs.title, state: jobs.state, deadlineAt: jobs.deadlineAt, companyId: jobs.companyId },
          companyName: companies.legalName,
          reporterEmail: reporters.email,
        })
        .from(jobReports)
        .innerJoin(jobs, eq(jobs.id, jobReports.jobId))
        .innerJoin(companies, eq(companies.userId, jobs.companyId))
        .innerJoin(reporters, eq(reporters.id, jobReports.reporterId))
        .where(and(eq(jobReports.status, query.status), beforeId ? lt(jobReports.id, beforeId) : undefined))
        .orderBy(desc(jobReports.id))
        .limit(query.limit + 1);
      const { page, next_cursor } = nextIdCursor(
        rows.map((row) => ({ ...row, id: row.report.id })),
        query.limit,
      );
      return {
        next_cursor,
        reports: page.map(({ report, job, companyName, reporterEmail }) => ({
          id: report.id,
          job_id: report.jobId,
          job_title: job.title,
          job_state: stateOf(job, now),
          company_id: job.companyId,
          company_name: companyName,
          reporter_id: report.reporterId,
          reporter_email: reporterEmail,
          reason: report.reason,
          details: report.details,
          status: report.status,
          created_at: report.createdAt.toISOString(),
          handled_at: report.handledAt?.toISOString() ?? null,
        })),
      };
    },

    /** An open report is resolved (acted on) or dismissed; a handled one answers 409. */
    async handle(admin: Authenticated, id: number, outcome: ReportOutcome): Promise<void> {
      const [report] = await db.select({ status: jobReports.status }).from(jobReports).where(eq(jobReports.id, id)).limit(1);
      if (!report) throw new AppError('not_found');
      const now = deps.clock.now();
      const status = outcome === 'resolve' ? 'resolved' : 'dismissed';
      const [handled] = await db.batch([
        db
          .update(jobReports)
          .set({ status, handledAt: now, handledBy: admin.user.id })
          .where(and(eq(jobReports.id, id), eq(jobReports.status, 'open'))),
        auditStatement(db, {
          adminId: admin.user.id,
          action: `report.${outcome}`,
          targetType: 'report',
          targetId: id,
          before: { status: report.status },
          after: { status },
          at: now,
        }),
      ]);
      if (rowsChanged(handled) === 0) throw new AppError('report_not_open');
    },

    openCount: async () =>
      Number(
        (
          await db
            .select({ n: sql<number>`count(*)` })
            .from(jobReports)
            .where(eq(jobReports.status, 'open'))
        )[0]?.n ?? 0,
      ),
  };
}
