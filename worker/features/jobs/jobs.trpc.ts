import { z } from 'zod';
import { protectedProcedure, publicProcedure, t } from '../../trpc/init';
import { jobSearchService } from './job-search.service';
import { companyJobsQuerySchema, jobInputSchema, jobMoves, jobSearchSchema, pageQuerySchema } from './jobs.schemas';
import { jobsService } from './jobs.service';
import { publicJobsService } from './public-jobs.service';
import { savedJobsService } from './saved-jobs.service';

const jobId = z.object({ id: z.number().int().positive() });

/** The tRPC twins of jobs.rest.ts: the same services, the same rules. */
export const jobsTrpc = t.router({
  company: t.router({
    list: protectedProcedure('company')
      .input(companyJobsQuerySchema.prefault({}))
      .query(({ ctx, input }) => jobsService(ctx.request).list(ctx.auth, input)),
    get: protectedProcedure('company')
      .input(jobId)
      .query(({ ctx, input }) => jobsService(ctx.request).get(ctx.auth, input.id)),
    create: protectedProcedure('company')
      .input(jobInputSchema)
      .mutation(({ ctx, input }) => jobsService(ctx.request).create(ctx.auth, input)),
    update: protectedProcedure('company')
      .input(z.object({ id: z.number().int().positive(), job: jobInputSchema }))
      .mutation(({ ctx, input }) => jobsService(ctx.request).update(ctx.auth, input.id, input.job)),
    remove: protectedProcedure('company')
      .input(jobId)
      .mutation(async ({ ctx, input }) => {
        await jobsService(ctx.request).remove(ctx.auth, input.id);
        return { code: 'job_deleted' as const };
      }),
    move: protectedProcedure('company')
      .input(jobId.extend({ move: z.enum(jobMoves) }))
      .mutation(({ ctx, input }) => jobsService(ctx.request).move(ctx.auth, input.id, input.move)),
  }),
  search: publicProcedure
    .input(jobSearchSchema)
    .query(({ ctx, input }) => jobSearchService(ctx.request).search(input, ctx.auth?.user.type === 'account' ? ctx.auth.user.id : undefined)),
  get: publicProcedure.input(jobId).query(({ ctx, input }) => publicJobsService(ctx.request).job(input.id)),
  requirements: publicProcedure.input(jobId).query(({ ctx, input }) => publicJobsService(ctx.request).requirements(input.id)),
  companyPage: publicProcedure.input(jobId).query(({ ctx, input }) => publicJobsService(ctx.request).company(input.id)),
  saved: t.router({
    list: protectedProcedure('account')
      .input(pageQuerySchema.prefault({}))
      .query(({ ctx, input }) => savedJobsService(ctx.request).list(ctx.auth, input)),
    save: protectedProcedure('account')
      .input(jobId)
      .mutation(({ ctx, input }) => savedJobsService(ctx.request).save(ctx.auth, input.id)),
    unsave: protectedProcedure('account')
      .input(jobId)
      .mutation(({ ctx, input }) => savedJobsService(ctx.request).unsave(ctx.auth, input.id)),
  }),
});
