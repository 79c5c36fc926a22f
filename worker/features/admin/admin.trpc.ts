import { z } from 'zod';
import { protectedProcedure, t } from '../../trpc/init';
import { adminCompaniesService, companyDecisions } from './admin-companies.service';
import { adminJobsService } from './admin-jobs.service';
import { adminOverview } from './admin-overview.service';
import { jobReportsService, reportOutcomes } from './admin-reports.service';
import { adminUsersService } from './admin-users.service';
import { adminWriter } from './admin-writer.middleware';
import { reauthenticate } from './admin.middleware';
import {
  adminCompaniesQuerySchema,
  adminJobsQuerySchema,
  adminUsersQuerySchema,
  auditQuerySchema,
  creditsGrantSchema,
  jobReportSchema,
  reasonSchema,
  reauthSchema,
  reportsQuerySchema,
} from './admin.schemas';
import { auditPage } from './audit.service';
import { companyReviewService } from './company-review.service';

const target = z.object({ id: z.number().int().positive() });
const reader = () => protectedProcedure('admin');

/** The tRPC twins of admin.rest.ts: the same services, the same rules (401 signed out, 403 for anyone but admins). */
export const adminTrpc = t.router({
  overview: reader().query(({ ctx }) => adminOverview(ctx.deps)),
  reauth: reader()
    .input(reauthSchema)
    .mutation(async ({ ctx, input }) => {
      await reauthenticate(ctx.request, ctx.auth, input.password);
      return { code: 'reauthenticated' as const };
    }),
  companies: reader()
    .input(adminCompaniesQuerySchema.prefault({}))
    .query(({ ctx, input }) => adminCompaniesService(ctx.request).list(input)),
  company: reader()
    .input(target)
    .query(({ ctx, input }) => adminCompaniesService(ctx.request).get(input.id)),
  decide: adminWriter()
    .input(
      target
        .extend({ decision: z.enum(companyDecisions), reason: reasonSchema.shape.reason.optional() })
        .refine((input) => Boolean(input.reason) || input.decision === 'approve' || input.decision === 'restore', {
          error: 'adm_v_reason_required',
          path: ['reason'],
        }),
    )
    .mutation(({ ctx, input }) => adminCompaniesService(ctx.request).decide(ctx.auth, input.id, input.decision, input.reason ?? null)),
  grantCredits: adminWriter()
    .input(target.extend(creditsGrantSchema.shape))
    .mutation(({ ctx, input }) => adminCompaniesService(ctx.request).grantCredits(ctx.auth, input.id, input)),
  jobs: reader()
    .input(adminJobsQuerySchema.prefault({}))
    .query(({ ctx, input }) => adminJobsService(ctx.request).list(input)),
  unpublish: adminWriter()
    .input(target.extend(reasonSchema.shape))
    .mutation(({ ctx, input }) => adminJobsService(ctx.request).unpublish(ctx.auth, input.id, input.reason)),
  restoreJob: adminWriter()
    .input(target)
    .mutation(async ({ ctx, input }) => {
      await adminJobsService(ctx.request).restore(ctx.auth, input.id);
      return { code: 'job_restored' as const };
    }),
  reports: reader()
    .input(reportsQuerySchema.prefault({}))
    .query(({ ctx, input }) => jobReportsService(ctx.request).list(input)),
  handleReport: adminWriter()
    .input(target.extend({ outcome: z.enum(reportOutcomes) }))
    .mutation(({ ctx, input }) => jobReportsService(ctx.request).handle(ctx.auth, input.id, input.outcome)),
  users: reader()
    .input(adminUsersQuerySchema.prefault({}))
    .query(({ ctx, input }) => adminUsersService(ctx.request).search(input)),
  user: reader()
    .input(target)
    .query(({ ctx, input }) => adminUsersService(ctx.request).profile(input.id)),
  forceReset: adminWriter()
    .input(target)
    .mutation(({ ctx, input }) => adminUsersService(ctx.request).forceReset(ctx.auth, input.id)),
  removeSecondFactors: adminWriter()
    .input(target)
    .mutation(({ ctx, input }) => adminUsersService(ctx.request).removeSecondFactors(ctx.auth, input.id)),
  disable: adminWriter()
    .input(target.extend(reasonSchema.shape))
    .mutation(({ ctx, input }) => adminUsersService(ctx.request).disable(ctx.auth, input.id, input.reason)),
  enable: adminWriter()
    .input(target)
    .mutation(({ ctx, input }) => adminUsersService(ctx.request).enable(ctx.auth, input.id)),
  cv: reader()
    .input(target)
    .query(({ ctx, input }) => adminUsersService(ctx.request).cv(input.id)),
  auditLog: reader()
    .input(auditQuerySchema.prefault({}))
    .query(({ ctx, input }) => auditPage(ctx.deps.db, input, ctx.locale)),
});

/** The other side of the console: a company's review (/status) and "Report this job". */
export const moderationTrpc = t.router({
  review: protectedProcedure('company').query(({ ctx }) => companyReviewService(ctx.request).own(ctx.auth)),
  requestReview: protectedProcedure('company').mutation(({ ctx }) => companyReviewService(ctx.request).requestReview(ctx.auth)),
  reportJob: protectedProcedure('account', 'company')
    .input(z.object({ job_id: z.number().int().positive() }).extend(jobReportSchema.shape))
    .mutation(({ ctx, input }) => jobReportsService(ctx.request).report(ctx.auth, input.job_id, input)),
});
