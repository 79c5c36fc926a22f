import { z } from 'zod';
import { protectedProcedure, t } from '../../trpc/init';
import { matchService } from './match.service';
import { answerBankSchema, matchQuerySchema } from './match.schemas';
import { screeningService } from './screening.service';

/** The tRPC twins of matching.rest.ts: the same services, the same rules. */
export const matchingTrpc = t.router({
  ofJob: protectedProcedure('account')
    .input(matchQuerySchema.extend({ id: z.number().int().positive() }))
    .query(({ ctx, input }) => matchService(ctx.request).ofJob(ctx.auth, input.id, input.cv_id ?? null)),
  answerBank: protectedProcedure('account').query(({ ctx }) => screeningService(ctx.request).bank(ctx.auth.user.id)),
  saveAnswerBank: protectedProcedure('account')
    .input(answerBankSchema)
    .mutation(({ ctx, input }) => screeningService(ctx.request).saveBank(ctx.auth.user.id, input.answers)),
});
