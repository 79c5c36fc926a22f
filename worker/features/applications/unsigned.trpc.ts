import { applyingProcedure, publicProcedure, t } from '../../trpc/init';
import { toPublicUser } from '../auth/users.service';
import { unsignedCvSchema, unsignedSignupSchema, unsignedStartSchema, unsignedVerifySchema } from './unsigned.schemas';
import { unsignedService } from './unsigned.service';

/**
 * The tRPC twins of unsigned.rest.ts. Like `auth.login`, the session travels only in the httpOnly cookie set on the
 * reply: the web client never holds a token. These are the placeholder account's own steps (applyingProcedure).
 */
export const unsignedTrpc = t.router({
  start: publicProcedure.input(unsignedStartSchema).mutation(async ({ ctx, input }) => {
    const { user, token, pending } = await unsignedService(ctx.request).start(input, ctx.auth);
    ctx.setSessionCookie(token);
    return { code: 'unsigned_started' as const, user: toPublicUser(user), pending_application: pending };
  }),
  current: applyingProcedure('account').query(async ({ ctx }) => ({
    user: toPublicUser(ctx.auth.user),
    pending_application: await unsignedService(ctx.request).current(ctx.auth),
  })),
  attachCv: applyingProcedure('account')
    .input(unsignedCvSchema)
    .mutation(async ({ ctx, input }) => ({
      code: 'unsigned_cv_attached' as const,
      pending_application: await unsignedService(ctx.request).attachCv(ctx.auth, input),
    })),
  signup: applyingProcedure('account')
    .input(unsignedSignupSchema)
    .mutation(async ({ ctx, input }) => {
      const { address, expiresAt, channel } = await unsignedService(ctx.request).signup(ctx.auth, input);
      return { code: 'code_sent' as const, address, expires_at: expiresAt.toISOString(), channel };
    }),
  verify: applyingProcedure('account')
    .input(unsignedVerifySchema)
    .mutation(async ({ ctx, input }) => {
      const { user, token, application, applicationError } = await unsignedService(ctx.request).verify(ctx.auth, input.code);
      ctx.setSessionCookie(token);
      return {
        code: application ? ('application_submitted' as const) : ('unsigned_verified_not_applied' as const),
        user: toPublicUser(user),
        application,
        application_error: applicationError,
      };
    }),
});
