import { protectedProcedure, t } from '../../trpc/init';
import { hiringSettingsService } from './applicant-notices';
import { applyFieldsSchema, hiringSettingsSchema } from './applications.schemas';
import { submitApplication } from './apply.service';

/**
 * tRPC twins of the applying calls that carry no file: an application with a written statement (a statement file
 * goes through REST's multipart `POST /account/jobs/apply`), and the company's notice setting.
 */
export const applyTrpc = t.router({
  // `apply` is a word tRPC's router keeps for itself.
  submit: protectedProcedure('account')
    .input(applyFieldsSchema)
    .mutation(({ ctx, input }) => submitApplication(ctx.request, ctx.auth.user.id, input)),
  hiringSettings: t.router({
    get: protectedProcedure('company').query(({ ctx }) => hiringSettingsService(ctx.deps).get(ctx.auth.user.id)),
    save: protectedProcedure('company')
      .input(hiringSettingsSchema)
      .mutation(({ ctx, input }) => hiringSettingsService(ctx.deps).save(ctx.auth.user.id, input)),
  }),
});
