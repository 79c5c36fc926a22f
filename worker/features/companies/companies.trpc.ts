import { z } from 'zod';
import { protectedProcedure, t } from '../../trpc/init';
import { companyContactSchema, companyLinkedinSchema, companyMissionSchema, companyValuesSchema } from './companies.schemas';
import { companiesService } from './companies.service';
import { companyClosureService } from './company-closure.service';
import { companyDocumentsService } from './company-documents.service';
import { additionalInfoSchema, attachmentsPageSchema, businessProfileSchema, closeCompanySchema } from './company-profile.schemas';
import { companyProfileService } from './company-profile.service';

/** Files (documents, the logo) go over REST's multipart calls; everything else has its twin here. */
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
  updateAdditionalInfo: protectedProcedure('company')
    .input(additionalInfoSchema)
    .mutation(({ ctx, input }) => companyProfileService(ctx.request).updateAdditionalInfo(ctx.auth, input)),
  updateBusinessProfile: protectedProcedure('company')
    .input(businessProfileSchema)
    .mutation(({ ctx, input }) => companyProfileService(ctx.request).updateBusinessProfile(ctx.auth, input)),
  logo: protectedProcedure('company').query(({ ctx }) => companyProfileService(ctx.request).logo(ctx.auth)),
  attachments: protectedProcedure('company')
    .input(attachmentsPageSchema)
    .query(({ ctx, input }) => companyDocumentsService(ctx.request).list(ctx.auth, input)),
  deleteAttachment: protectedProcedure('company')
    .input(z.object({ id: z.number().int().positive() }))
    .mutation(async ({ ctx, input }) => {
      await companyDocumentsService(ctx.request).remove(ctx.auth, input.id);
      return { code: 'attachment_deleted' as const };
    }),
  close: protectedProcedure('company')
    .input(closeCompanySchema.extend({ id: z.number().int().positive() }))
    .mutation(async ({ ctx, input }) => {
      await companyClosureService(ctx.request).close(ctx.auth, input.id, input.password);
      ctx.setSessionCookie(null);
      return { code: 'company_closed' as const };
    }),
});
