import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { reply } from '../../http/envelope';
import { readBody } from '../../http/validation';
import { clearSessionCookie, setSessionCookie } from './auth.middleware';
import {
  forgotPasswordSchema,
  loginSchema,
  registerAccountSchema,
  registerCompanySchema,
  resetPasswordSchema,
  sendVerificationCodeSchema,
  verifyEmailSchema,
  verifyResetCodeSchema,
} from './auth.schemas';
import { requestInfoOf } from '../../http/request-info';
import { loginService } from './login.service';
import { passwordService } from './password.service';
import { toPublicUser } from './users.service';
import { loginReplyOf, publicUserOf } from './login-reply';
import { pendingSignInSchema, secondStepSchema } from '../security/factors.schemas';
import { passkeySignInSchema } from '../security/passkeys.schemas';
import { authRepo } from './auth.repo';
import { signupService } from './signup.service';
import { sessionsService } from './sessions.service';
import { routeDocs } from '../../openapi/route-doc';

/** The REST contract's "Auth" calls (docs/product.md#accounts-and-sign-in): thin adapters over the account services. */
export const authRest = new Hono<AppEnv>();
const doc = routeDocs('Auth');

const sendCodeDoc = doc({
  summary: 'Send a 6-digit e-mail code (valid 3 minutes)',
  access: 'public',
  body: sendVerificationCodeSchema,
  reply: { data: ['expires_at', 'channel'] },
  errors: [409, 502],
});
const sendCode = async (c: Context<AppEnv>) => {
  const { fields } = await readBody(c, sendVerificationCodeSchema);
  const { outcome, expiresAt, channel } = await signupService(requestInfoOf(c)).sendVerificationCode(fields);
  return reply(c, outcome, expiresAt ? { expires_at: expiresAt.toISOString(), channel } : undefined);
};

authRest
  .post('/send-verification-code', sendCodeDoc, sendCode)
  .post('/send-verification-code-for-email', sendCodeDoc, sendCode)
  .post(
    '/verify-email',
    doc({ summary: 'Verify the e-mail code', access: 'public', body: verifyEmailSchema, reply: { code: 'code_verified', data: ['email'] }, errors: [409] }),
    async (c) => {
      const { fields } = await readBody(c, verifyEmailSchema);
      await signupService(requestInfoOf(c)).verifyEmail({ address: fields.address, type: fields.type, code: fields.code ?? '' });
      return reply(c, 'code_verified', fields.phone ? { phone: fields.phone } : { email: fields.email });
    },
  )
  .post(
    '/register',
    doc({
      summary: 'Create a job seeker account',
      access: 'public',
      body: registerAccountSchema,
      files: { cv: 'A CV (PDF or Word, up to 10 MB); also accepted as `file` or `file_path`.' },
      reply: { code: 'user_created', data: ['token', 'user'], status: 201 },
      errors: [409],
    }),
    async (c) => {
      const { fields, files } = await readBody(c, registerAccountSchema);
      const cv = files.cv ?? files.file ?? files.file_path;
      const { user, token } = await signupService(requestInfoOf(c)).registerAccount(fields, cv);
      setSessionCookie(c, token);
      return reply(c, 'user_created', { token, user: toPublicUser(user) }, 201);
    },
  )
  .post(
    '/register-company',
    doc({
      summary: 'Create a company account (pending approval)',
      access: 'public',
      body: registerCompanySchema,
      files: { logo: 'The company logo (an image).' },
      reply: { code: 'company_created', data: ['token', 'user'], status: 201 },
      errors: [409],
    }),
    async (c) => {
      const { fields, files } = await readBody(c, registerCompanySchema);
      const { user, token } = await signupService(requestInfoOf(c)).registerCompany(fields, files.logo);
      setSessionCookie(c, token);
      return reply(c, 'company_created', { token, user: toPublicUser(user, { status: 'pending' }) }, 201);
    },
  )
  .post(
    '/login',
    doc({
      summary: 'Log in',
      description:
        'After a failed attempt the next one needs `captcha`. An account with a second step answers `second_factor_required` with a `pending_token` (5 minutes, single use) for `POST /auth/second-factor`; an admin (or a company that requires it) with none set up answers `second_factor_setup_required`, to set one up through `POST /auth/second-factor/setup`. A company signed in without one is told `second_factor_suggested`.',
      access: 'public',
      body: loginSchema,
      reply: {
        code: 'logged_in',
        data: ['token', 'user', 'second_factor_suggested', 'second_factor_required', 'second_factor_setup_required', 'pending_token', 'expires_at', 'factors'],
      },
      errors: [401, 423],
    }),
    async (c) => {
      const { fields } = await readBody(c, loginSchema);
      const outcome = await loginService(requestInfoOf(c)).login(fields);
      const { code, ...data } = await loginReplyOf(c.get('deps').db, outcome);
      if (outcome.kind !== 'signed_in') return reply(c, code, data);
      setSessionCookie(c, outcome.token);
      return reply(c, code, { token: outcome.token, ...data });
    },
  )
  .post(
    '/second-factor/setup',
    doc({
      summary: 'Set up the authenticator app a sign-in requires',
      description:
        'For a pending sign-in that answered `second_factor_setup_required`: the secret as text and as an `otpauth://` URL for a QR code. Confirm with a code through `POST /auth/second-factor`.',
      access: 'public',
      body: pendingSignInSchema,
      reply: { code: 'totp_started', data: ['secret', 'otpauth_url'] },
      errors: [401, 409, 423],
    }),
    async (c) => {
      const { fields } = await readBody(c, pendingSignInSchema);
      return reply(c, 'totp_started', await loginService(requestInfoOf(c)).setupSecondStep(fields.pending_token));
    },
  )
  .post(
    '/second-factor/passkey-options',
    doc({
      summary: "The passkey ceremony's options for a pending sign-in's second step",
      description:
        "For `navigator.credentials.get()` (WebAuthn JSON): a single-use challenge (2 minutes) and the account's passkeys. The answer goes to `POST /auth/second-factor` as `webauthn`.",
      access: 'public',
      body: pendingSignInSchema,
      reply: { code: 'passkey_options', data: ['options'] },
      errors: [401, 423],
    }),
    async (c) => {
      const { fields } = await readBody(c, pendingSignInSchema);
      return reply(c, 'passkey_options', { options: await loginService(requestInfoOf(c)).secondStepPasskeyOptions(fields.pending_token) });
    },
  )
  .post(
    '/passkey/options',
    doc({
      summary: 'Start a sign-in with a passkey alone',
      description: 'For `navigator.credentials.get()` with any discoverable passkey of this site (no e-mail typed): a single-use challenge, valid 2 minutes.',
      access: 'public',
      reply: { code: 'passkey_options', data: ['options'] },
    }),
    async (c) => reply(c, 'passkey_options', { options: await loginService(requestInfoOf(c)).passkeyOptions() }),
  )
  .post(
    '/passkey',
    doc({
      summary: 'Sign in with a passkey alone',
      description:
        "The browser's answer (WebAuthn JSON). The passkey must verify its user (PIN, face, finger); its signature counter must move forward; the challenge is used once.",
      access: 'public',
      body: passkeySignInSchema,
      reply: { code: 'logged_in', data: ['token', 'user'] },
      errors: [401, 423],
    }),
    async (c) => {
      const { fields } = await readBody(c, passkeySignInSchema);
      const { user, token } = await loginService(requestInfoOf(c)).passkeySignIn(fields.credential);
      setSessionCookie(c, token);
      return reply(c, 'logged_in', { token, user: await publicUserOf(c.get('deps').db, user) });
    },
  )
  .post(
    '/second-factor',
    doc({
      summary: 'Finish a sign-in with its second step',
      description:
        "One of `code` (6 digits from the authenticator app, each accepted once, ±30 s), `recovery_code`, or `webauthn` (a passkey's answer to `POST /auth/second-factor/passkey-options`). Wrong codes count toward the lockout as wrong passwords do. When the sign-in set the app up, `recovery_codes` holds the ten codes, shown this once.",
      access: 'public',
      body: secondStepSchema,
      reply: { code: 'logged_in', data: ['token', 'user', 'recovery_codes'] },
      errors: [401, 423],
    }),
    async (c) => {
      const { fields } = await readBody(c, secondStepSchema);
      const { user, token, recoveryCodes } = await loginService(requestInfoOf(c)).finishSecondStep(fields);
      setSessionCookie(c, token);
      return reply(c, 'logged_in', { token, user: await publicUserOf(c.get('deps').db, user), ...(recoveryCodes ? { recovery_codes: recoveryCodes } : {}) });
    },
  )
  .post('/logout', doc({ summary: 'Log out (ends this session)', access: 'optional', reply: { code: 'logged_out' } }), async (c) => {
    const auth = c.get('auth');
    if (auth) await sessionsService(c.get('deps'), authRepo(c.get('deps').db)).end(auth.sessionId);
    clearSessionCookie(c);
    return reply(c, 'logged_out');
  })
  .post(
    '/forgot-password',
    doc({
      summary: 'Send a password reset code',
      description: 'Answers the same whether or not the address has an account.',
      access: 'public',
      body: forgotPasswordSchema,
      reply: { code: 'reset_code_sent' },
    }),
    async (c) => {
      const { fields } = await readBody(c, forgotPasswordSchema);
      await passwordService(requestInfoOf(c)).forgotPassword(fields);
      return reply(c, 'reset_code_sent');
    },
  )
  .post(
    '/verify-code',
    doc({
      summary: 'Exchange the reset code for a reset token',
      access: 'public',
      body: verifyResetCodeSchema,
      fieldsInQuery: true,
      reply: { code: 'reset_code_verified', data: ['token', 'email', 'type'] },
    }),
    async (c) => {
      const { fields } = await readBody(c, verifyResetCodeSchema, { withQuery: true });
      const { token } = await passwordService(requestInfoOf(c)).verifyResetCode(fields);
      return reply(c, 'reset_code_verified', { token, ...(fields.phone ? { phone: fields.phone } : { email: fields.email }), type: fields.type });
    },
  )
  .post(
    '/reset-password',
    doc({
      summary: 'Set a new password with the reset token',
      access: 'public',
      body: resetPasswordSchema,
      fieldsInQuery: true,
      reply: { code: 'password_reset', data: ['email'] },
    }),
    async (c) => {
      const { fields } = await readBody(c, resetPasswordSchema, { withQuery: true });
      await passwordService(requestInfoOf(c)).resetPassword(fields);
      return reply(c, 'password_reset', fields.phone ? { phone: fields.phone } : { email: fields.email });
    },
  );
