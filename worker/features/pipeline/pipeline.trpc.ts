import { z } from 'zod';
import { protectedProcedure, t } from '../../trpc/init';
import { applicantsQuerySchema, batchIdSchema, bulkMoveSchema, noteInputSchema, ratingInputSchema, stageMoveSchema } from './pipeline.schemas';
import { pipelineService } from './pipeline.service';

const application = z.object({ application_id: z.number().int().positive() });
const company = () => protectedProcedure('company');

/** The tRPC twins of pipeline.rest.ts: the same service, the same rules. */
export const pipelineTrpc = t.router({
  applicants: company()
    .input(z.object({ job_id: z.number().int().positive() }).extend(applicantsQuerySchema.shape))
    .query(({ ctx, input }) => pipelineService(ctx.request).applicants(ctx.auth, input.job_id, input)),
  detail: company()
    .input(application)
    .query(({ ctx, input }) => pipelineService(ctx.request).detail(ctx.auth, input.application_id)),
  move: company()
    .input(stageMoveSchema.and(application))
    .mutation(({ ctx, input }) => pipelineService(ctx.request).move(ctx.auth, input.application_id, input)),
  bulk: company()
    .input(bulkMoveSchema)
    .mutation(({ ctx, input }) => pipelineService(ctx.request).bulk(ctx.auth, input)),
  undo: company()
    .input(batchIdSchema)
    .mutation(({ ctx, input }) => pipelineService(ctx.request).undo(ctx.auth, input.batch_id)),
  addNote: company()
    .input(application.extend(noteInputSchema.shape))
    .mutation(({ ctx, input }) => pipelineService(ctx.request).addNote(ctx.auth, input.application_id, input)),
  rate: company()
    .input(application.extend(ratingInputSchema.shape))
    .mutation(({ ctx, input }) => pipelineService(ctx.request).rate(ctx.auth, input.application_id, input)),
});
