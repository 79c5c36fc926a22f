import { protectedProcedure, t } from '../../trpc/init';
import { jobsService } from '../jobs/jobs.service';
import { creditsService } from './credits.service';

export const creditsTrpc = t.router({
  get: protectedProcedure('company').query(async ({ ctx }) => creditsService(ctx.deps).credits(await jobsService(ctx.request).approvedCompany(ctx.auth))),
});
