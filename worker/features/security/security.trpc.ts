import { protectedProcedure, t } from '../../trpc/init';
import { devicesService } from './devices.service';
import { confirmTotpSchema, removeTotpSchema, secondFactorRequiredSchema } from './factors.schemas';
import { factorsService } from './factors.service';
import { sessionIdInputSchema } from './security.schemas';
import { addPasskeySchema, passkeyTargetSchema, renamePasskeySchema } from './passkeys.schemas';
import { passkeysService } from './passkeys.service';

const signedIn = () => protectedProcedure('account', 'company', 'admin');

/** The security page's calls (security.rest.ts and security-factors.rest.ts are the REST twins). */
export const securityTrpc = t.router({
  sessions: signedIn().query(({ ctx }) => devicesService(ctx.request).list(ctx.auth)),
  endSession: signedIn()
    .input(sessionIdInputSchema)
    .mutation(async ({ ctx, input }) => {
      await devicesService(ctx.request).end(ctx.auth, input.id);
      return { code: 'session_ended' as const };
    }),
  endOtherSessions: signedIn().mutation(async ({ ctx }) => ({
    code: 'other_sessions_ended' as const,
    ended: await devicesService(ctx.request).endOthers(ctx.auth),
  })),

  factors: signedIn().query(({ ctx }) => factorsService(ctx.request).status(ctx.auth)),
  startTotp: signedIn().mutation(async ({ ctx }) => ({ code: 'totp_started' as const, ...(await factorsService(ctx.request).startTotp(ctx.auth)) })),
  confirmTotp: signedIn()
    .input(confirmTotpSchema)
    .mutation(async ({ ctx, input }) => ({
      code: 'totp_confirmed' as const,
      recovery_codes: await factorsService(ctx.request).confirmTotp(ctx.auth, input.code),
    })),
  removeTotp: signedIn()
    .input(removeTotpSchema)
    .mutation(async ({ ctx, input }) => {
      await factorsService(ctx.request).removeTotp(ctx.auth, input);
      return { code: 'totp_removed' as const };
    }),
  regenerateRecoveryCodes: signedIn().mutation(async ({ ctx }) => ({
    code: 'recovery_codes_created' as const,
    recovery_codes: await factorsService(ctx.request).regenerateRecoveryCodes(ctx.auth),
  })),
  passkeys: signedIn().query(({ ctx }) => passkeysService(ctx.request).list(ctx.auth)),
  passkeyOptions: signedIn().mutation(async ({ ctx }) => ({
    code: 'passkey_options' as const,
    options: await passkeysService(ctx.request).registrationOptions(ctx.auth),
  })),
  addPasskey: signedIn()
    .input(addPasskeySchema)
    .mutation(async ({ ctx, input }) => ({
      code: 'passkey_added' as const,
      passkey: await passkeysService(ctx.request).add(ctx.auth, input.name, input.credential),
    })),
  renamePasskey: signedIn()
    .input(passkeyTargetSchema.extend(renamePasskeySchema.shape))
    .mutation(async ({ ctx, input }) => {
      await passkeysService(ctx.request).rename(ctx.auth, input.id, input.name);
      return { code: 'passkey_renamed' as const };
    }),
  removePasskey: signedIn()
    .input(passkeyTargetSchema)
    .mutation(async ({ ctx, input }) => {
      await passkeysService(ctx.request).remove(ctx.auth, input.id);
      return { code: 'passkey_removed' as const };
    }),
  setSecondFactorRequired: protectedProcedure('company')
    .input(secondFactorRequiredSchema)
    .mutation(async ({ ctx, input }) => {
      await factorsService(ctx.request).setRequired(ctx.auth, input.required);
      return { code: 'second_factor_rule_saved' as const, required: input.required };
    }),
});
