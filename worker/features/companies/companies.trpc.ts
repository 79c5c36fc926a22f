import { protectedProcedure, t } from '../../trpc/init';
import { companyContactSchema, companyLinkedinSchema, companyMissionSchema, companyValuesSchema } from './companies.schemas';
import { companiesService } from './companies.service';

export const companyTrpc = t.router({
  profile: protectedProcedure('company').query(({ ctx }) => companiesService(ctx.request).profile(ctx.auth.user.id)),
  updateMission: protectedProcedure('company')
    .input(companyMissionSchema)
    .mutation(({ ctx, input }) => companiesService(ctx.request).update(ctx.auth, input)),
  updateValues: protectedProcedure('company')
    .input(companyValuesSchema)
    .mutation(({ ctx, input }) => companiesService(ctx.request).update(ctx.auth, input)),
  updateLinkedin: protectedProcedure('company')
    .input(companyLinkedinSchema)
    .mutation(({ ctx, input }) => companiesService(ctx.request).update(ctx.auth, input)),
  updateContact: protectedProcedure('company')
    .input(companyContactSchema)
    .mutation(({ ctx, input }) => companiesService(ctx.request).update(ctx.auth, input)),
});
