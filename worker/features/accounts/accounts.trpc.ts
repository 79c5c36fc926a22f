import { AppError } from '../../http/errors';
import { protectedProcedure, t } from '../../trpc/init';
import {
  changeEmailRequestSchema,
  changeEmailVerifySchema,
  changePhoneRequestSchema,
  changePhoneVerifySchema,
  changePasswordSchema,
  deleteAccountSchema,
  updateAccountContactSchema,
  updateAccountProfileSchema,
} from '../auth/auth.schemas';
import { emailChangeService } from '../auth/email-change.service';
import { passwordService } from '../auth/password.service';
import { accountsService } from './accounts.service';

export const accountTrpc = t.router({
  profile: protectedProcedure('account').query(async ({ ctx }) => {
    const user = await accountsService(ctx.request).publicUserOf(ctx.auth.user.id);
    if (!user) throw new AppError('not_found');
    return user;
  }),
  updateProfile: protectedProcedure('account')
    .input(updateAccountProfileSchema)
    .mutation(({ ctx, input }) => accountsService(ctx.request).updateProfile(ctx.auth, input)),
  updateContact: protectedProcedure('account')
    .input(updateAccountContactSchema)
    .mutation(({ ctx, input }) => accountsService(ctx.request).updateContact(ctx.auth, input)),
  changePassword: protectedProcedure('account', 'company')
    .input(changePasswordSchema)
    .mutation(async ({ ctx, input }) => {
      const { token } = await passwordService(ctx.request).changePassword(ctx.auth, input);
      ctx.setSessionCookie(token);
      return { code: 'password_changed' as const };
    }),
  requestEmailChange: protectedProcedure('account', 'company')
    .input(changeEmailRequestSchema)
    .mutation(async ({ ctx, input }) => {
      const { expiresAt } = await emailChangeService(ctx.request).requestChange(ctx.auth, { password: input.password, address: input.new_email });
      return { code: 'code_sent' as const, expires_at: expiresAt.toISOString() };
    }),
  confirmEmailChange: protectedProcedure('account', 'company')
    .input(changeEmailVerifySchema)
    .mutation(async ({ ctx, input }) => {
      await emailChangeService(ctx.request).confirmChange(ctx.auth, { address: input.new_email, verification_code: input.verification_code });
      return { code: 'email_changed' as const };
    }),
  /** The tRPC twins of `POST /account/change-phone` and `/account/change-phone/verify`: seekers only. */
  requestPhoneChange: protectedProcedure('account')
    .input(changePhoneRequestSchema)
    .mutation(async ({ ctx, input }) => {
      const { expiresAt, channel } = await emailChangeService(ctx.request).requestChange(ctx.auth, { password: input.password, address: input.new_phone });
      return { code: 'code_sent' as const, expires_at: expiresAt.toISOString(), channel };
    }),
  confirmPhoneChange: protectedProcedure('account')
    .input(changePhoneVerifySchema)
    .mutation(async ({ ctx, input }) => {
      await emailChangeService(ctx.request).confirmChange(ctx.auth, { address: input.new_phone, verification_code: input.verification_code });
      return { code: 'phone_changed' as const };
    }),
  deleteAccount: protectedProcedure('account', 'company')
    .input(deleteAccountSchema)
    .mutation(async ({ ctx, input }) => {
      await accountsService(ctx.request).deleteAccount(ctx.auth, input.password);
      ctx.setSessionCookie(null);
      return { code: 'account_deleted' as const };
    }),
});
