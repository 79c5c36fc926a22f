import { z } from 'zod';
import { protectedProcedure, t } from '../../trpc/init';
import { companyInterviewsQuerySchema, interviewInputSchema, interviewPatchSchema, offerInputSchema } from './interviews.schemas';
import { interviewsService } from './interviews.service';
import { offersService } from './offers.service';

const byId = z.object({ id: z.number().int().positive() });
const ofApplication = z.object({ application_id: z.number().int().positive() });
const company = () => protectedProcedure('company');

/** The offers' twins of interviews.rest.ts, inside the `interviews` router (`interviews.offers.*`). */
const offersTrpc = t.router({
  create: company()
    .input(ofApplication.extend(offerInputSchema.shape))
    .mutation(({ ctx, input }) => offersService(ctx.request).create(ctx.auth, input.application_id, input)),
  withdraw: company()
    .input(byId)
    .mutation(({ ctx, input }) => offersService(ctx.request).withdraw(ctx.auth, input.id)),
  ofApplication: company()
    .input(ofApplication)
    .query(({ ctx, input }) => offersService(ctx.request).ofApplication(ctx.auth, input.application_id)),
});

/** The tRPC twins of interviews.rest.ts: the same services, the same rules. */
export const interviewsTrpc = t.router({
  list: company()
    .input(companyInterviewsQuerySchema.prefault({}))
    .query(({ ctx, input }) => interviewsService(ctx.request).list(ctx.auth, input)),
  ofApplication: company()
    .input(ofApplication)
    .query(({ ctx, input }) => interviewsService(ctx.request).ofApplication(ctx.auth, input.application_id)),
  schedule: company()
    .input(z.object({ application_id: z.number().int().positive(), interview: interviewInputSchema }))
    .mutation(({ ctx, input }) => interviewsService(ctx.request).schedule(ctx.auth, input.application_id, input.interview)),
  update: company()
    .input(byId.extend(interviewPatchSchema.shape))
    .mutation(({ ctx, input }) => interviewsService(ctx.request).update(ctx.auth, input.id, input)),
  cancel: company()
    .input(byId)
    .mutation(({ ctx, input }) => interviewsService(ctx.request).cancel(ctx.auth, input.id)),
  offers: offersTrpc,
});
