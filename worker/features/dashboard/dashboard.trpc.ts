import { protectedProcedure, t } from '../../trpc/init';
import { analyticsQuerySchema, interviewsCountQuerySchema, jobStageCountsQuerySchema, perMonthQuerySchema, perStageQuerySchema } from './dashboard.schemas';
import { dashboardService } from './dashboard.service';

const company = () => protectedProcedure('company');

/** The tRPC twins of dashboard.rest.ts: the same service, the same defaults. */
export const dashboardTrpc = t.router({
  analytics: company()
    .input(analyticsQuerySchema.prefault({}))
    .query(({ ctx, input }) => dashboardService(ctx.deps, ctx.locale).analytics(ctx.auth, input)),
  perStage: company()
    .input(perStageQuerySchema.prefault({}))
    .query(({ ctx, input }) => dashboardService(ctx.deps, ctx.locale).perStage(ctx.auth, input)),
  perMonth: company()
    .input(perMonthQuerySchema.prefault({}))
    .query(({ ctx, input }) => dashboardService(ctx.deps, ctx.locale).perMonth(ctx.auth, input)),
  interviewsCount: company()
    .input(interviewsCountQuerySchema.prefault({}))
    .query(({ ctx, input }) => dashboardService(ctx.deps, ctx.locale).interviewsCount(ctx.auth, input)),
  lastWeek: company().query(({ ctx }) => dashboardService(ctx.deps, ctx.locale).lastWeek(ctx.auth)),
  counts: company().query(({ ctx }) => dashboardService(ctx.deps, ctx.locale).countingData(ctx.auth)),
  jobStageCounts: company()
    .input(jobStageCountsQuerySchema.prefault({}))
    .query(({ ctx, input }) => dashboardService(ctx.deps, ctx.locale).jobStageCounts(ctx.auth, input)),
});
