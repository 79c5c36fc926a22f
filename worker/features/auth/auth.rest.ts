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
import { requestInfoOf } from './context';
import { loginService } from './login.service';
import { passwordService } from './password.service';
import { toPublicUser } from './public-user';
import { authRepo } from './auth.repo';
import { signupService } from './signup.service';
import { sessionsService } from './sessions.service';

/** SPEC.md section 7, "Auth": thin adapters over the account services. */
export const authRest = new Hono<AppEnv>();

const sendCode = async (c: Context<AppEnv>) => {
  const { fields } = await readBody(c, sendVerificationCodeSchema);
  const { outcome, expiresAt } = await signupService(requestInfoOf(c)).sendVerificationCode(fields);
  return reply(c, outcome, expiresAt ? { expires_at: expiresAt.toISOString() } : undefined);
};

authRest
  .post('/send-verification-code', sendCode)
  .post('/send-verification-code-for-email', sendCode)
  .post('/verify-email', async (c) => {
    const { fields } = await readBody(c, verifyEmailSchema);
    await signupService(requestInfoOf(c)).verifyEmail({ email: fields.email, type: fields.type, code: fields.code ?? '' });
    return reply(c, 'code_verified', { email: fields.email });
  })
  .post('/register', async (c) => {
    const { fields, files } = await readBody(c, registerAccountSchema);
    const cv = files.cv ?? files.file ?? files.file_path;
    const { user, token } = await signupService(requestInfoOf(c)).registerAccount(fields, cv);
    setSessionCookie(c, token);
    return reply(c, 'user_created', { token, user: toPublicUser(user) }, 201);
  })
  .post('/register-company', async (c) => {
    const { fields, files } = await readBody(c, registerCompanySchema);
    const { user, token } = await signupService(requestInfoOf(c)).registerCompany(fields, files.logo);
    setSessionCookie(c, token);
    return reply(c, 'company_created', { token, user: toPublicUser(user, { status: 'pending' }) }, 201);
  })
  .post('/login', async (c) => {
    const { fields } = await readBody(c, loginSchema);
    const { user, token } = await loginService(requestInfoOf(c)).login(fields);
    setSessionCookie(c, token);
    const company = user.type === 'company' ? await authRepo(c.get('deps').db).companyOf(user.id) : null;
    return reply(c, 'logged_in', { token, user: toPublicUser(user, company) });
  })
  .post('/logout', async (c) => {
    const auth = c.get('auth');
    if (auth) await sessionsService(c.get('deps'), authRepo(c.get('deps').db)).end(auth.sessionId);
    clearSessionCookie(c);
    return reply(c, 'logged_out');
  })
  .post('/forgot-password', async (c) => {
    const { fields } = await readBody(c, forgotPasswordSchema);
    await passwordService(requestInfoOf(c)).forgotPassword(fields);
    return reply(c, 'reset_code_sent');
  })
  .post('/verify-code', async (c) => {
    const { fields } = await readBody(c, verifyResetCodeSchema, { withQuery: true });
    const { token } = await passwordService(requestInfoOf(c)).verifyResetCode(fields);
    return reply(c, 'reset_code_verified', { token, email: fields.email, type: fields.type });
  })
  .post('/reset-password', async (c) => {
    const { fields } = await readBody(c, resetPasswordSchema, { withQuery: true });
    await passwordService(requestInfoOf(c)).resetPassword(fields);
    return reply(c, 'password_reset', { email: fields.email });
  });
