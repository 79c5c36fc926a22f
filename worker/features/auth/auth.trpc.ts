import { applyingProcedure, t, publicProcedure } from '../../trpc/init';
import { authRepo } from './auth.repo';
import { forgotPasswordSchema, loginSchema, resetPasswordSchema, sendVerificationCodeSchema, verifyEmailSchema, verifyResetCodeSchema } from './auth.schemas';
import { loginService } from './login.service';
import { passwordService } from './password.service';
import { loginReplyOf, publicUserOf } from './login-reply';
import { pendingSignInSchema, secondStepSchema } from '../security/factors.schemas';
import { passkeySignInSchema } from '../security/passkeys.schemas';
import { sessionsService } from './sessions.service';
import { signupService } from './signup.service';

/** The account flows that take JSON; sign-up with files goes through REST (multipart, upload progress). */
export const authTrpc = t.router({
  sendVerificationCode: publicProcedure.input(sendVerificationCodeSchema).mutation(async ({ ctx, input }) => {
    const { outcome, expiresAt, channel } = await signupService(ctx.request).sendVerificationCode(input);
    return { code: outcome, expires_at: expiresAt?.toISOString() ?? null, channel: channel ?? null };
  }),
  verifyEmail: publicProcedure.input(verifyEmailSchema).mutation(async ({ ctx, input }) => {
    await signupService(ctx.request).verifyEmail({ address: input.address, type: input.type, code: input.code ?? '' });
    return { code: 'code_verified' as const };
  }),
  login: publicProcedure.input(loginSchema).mutation(async ({ ctx, input }) => {
    const outcome = await loginService(ctx.request).login(input);
    if (outcome.kind === 'signed_in') ctx.setSessionCookie(outcome.token);
    return loginReplyOf(ctx.deps.db, outcome);
  }),
  setupSecondStep: publicProcedure
    .input(pendingSignInSchema)
    .mutation(async ({ ctx, input }) => ({ code: 'totp_started' as const, ...(await loginService(ctx.request).setupSecondStep(input.pending_token)) })),
  secondStepPasskeyOptions: publicProcedure.input(pendingSignInSchema).mutation(async ({ ctx, input }) => ({
    code: 'passkey_options' as const,
    options: await loginService(ctx.request).secondStepPasskeyOptions(input.pending_token),
  })),
  passkeyOptions: publicProcedure.mutation(async ({ ctx }) => ({
    code: 'passkey_options' as const,
    options: await loginService(ctx.request).passkeyOptions(),
  })),
  passkeySignIn: publicProcedure.input(passkeySignInSchema).mutation(async ({ ctx, input }) => {
    const { user, token } = await loginService(ctx.request).passkeySignIn(input.credential);
    ctx.setSessionCookie(token);
    return { code: 'logged_in' as const, user: await publicUserOf(ctx.deps.db, user) };
  }),
  finishSecondStep: publicProcedure.input(secondStepSchema).mutation(async ({ ctx, input }) => {
    const { user, token, recoveryCodes } = await loginService(ctx.request).finishSecondStep(input);
    ctx.setSessionCookie(token);
    return { code: 'logged_in' as const, user: await publicUserOf(ctx.deps.db, user), recovery_codes: recoveryCodes ?? null };
  }),
  /**
   * Keeps the language of this request (the one the client now shows) as the account's own. The placeholder of an
   * unsigned apply may too: the client asks on every language switch, and the account keeps it once verified.
   */
  rememberLanguage: applyingProcedure().mutation(async ({ ctx }) => ({ locale: await loginService(ctx.request).rememberLanguage(ctx.auth) })),
  logout: publicProcedure.mutation(async ({ ctx }) => {
    if (ctx.auth) await sessionsService(ctx.deps, authRepo(ctx.deps.db)).end(ctx.auth.sessionId);
    ctx.setSessionCookie(null);
    return { code: 'logged_out' as const };
  }),
  forgotPassword: publicProcedure.input(forgotPasswordSchema).mutation(async ({ ctx, input }) => {
    await passwordService(ctx.request).forgotPassword(input);
    return { code: 'reset_code_sent' as const };
  }),
  verifyResetCode: publicProcedure.input(verifyResetCodeSchema).mutation(async ({ ctx, input }) => {
    const { token } = await passwordService(ctx.request).verifyResetCode(input);
    return { code: 'reset_code_verified' as const, token, email: input.email ?? null, phone: input.phone ?? null, type: input.type };
  }),
  resetPassword: publicProcedure.input(resetPasswordSchema).mutation(async ({ ctx, input }) => {
    await passwordService(ctx.request).resetPassword(input);
    return { code: 'password_reset' as const };
  }),
  /** The signed-in user, or null: what the client asks on start instead of keeping a token. */
  me: publicProcedure.query(async ({ ctx }) => {
    if (!ctx.auth) return null;
    return publicUserOf(ctx.deps.db, ctx.auth.user);
  }),
});
