import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { reply } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { readBody } from '../../http/validation';
import { requireAuth, setSessionCookie } from '../auth/auth.middleware';
import {
  changeEmailRequestSchema,
  changeEmailVerifySchema,
  changePasswordSchema,
  deleteAccountSchema,
  updateAccountContactSchema,
  updateAccountProfileSchema,
} from '../auth/auth.schemas';
import { clearSessionCookie } from '../auth/auth.middleware';
import { requestInfoOf } from '../auth/context';
import { emailChangeService } from '../auth/email-change.service';
import { passwordService } from '../auth/password.service';
import { accountsService } from './accounts.service';

/** The job seeker's own account (SPEC.md section 7, "Account"), plus the calls both account types share. */
export const accountRest = new Hono<AppEnv>()
  .get('/account/profile', async (c) => {
    const auth = requireAuth(c.get('auth'), 'account');
    const user = await accountsService(requestInfoOf(c)).publicUserOf(auth.user.id);
    if (!user) throw new AppError('not_found');
    return reply(c, 'profile_loaded', { user });
  })
  .post('/account/profile/update', async (c) => {
    const auth = requireAuth(c.get('auth'), 'account');
    const { fields } = await readBody(c, updateAccountProfileSchema);
    const user = await accountsService(requestInfoOf(c)).updateProfile(auth, fields);
    return reply(c, 'profile_updated', { user });
  })
  .post('/account/profile/update-contact', async (c) => {
    const auth = requireAuth(c.get('auth'), 'account');
    const { fields } = await readBody(c, updateAccountContactSchema);
    const user = await accountsService(requestInfoOf(c)).updateContact(auth, fields);
    return reply(c, 'contact_updated', { user });
  })
  .post('/:owner{account|company}/profile/update-password', async (c) => {
    const auth = requireAuth(c.get('auth'), c.req.param('owner') === 'company' ? 'company' : 'account');
    const { fields } = await readBody(c, changePasswordSchema);
    const { token } = await passwordService(requestInfoOf(c)).changePassword(auth, fields);
    if (auth.via === 'cookie') setSessionCookie(c, token);
    return reply(c, 'password_changed', { token });
  })
  .post('/email/resend-code', async (c) => {
    const auth = requireAuth(c.get('auth'), 'account', 'company');
    const { fields } = await readBody(c, changeEmailRequestSchema);
    const { expiresAt } = await emailChangeService(requestInfoOf(c)).requestChange(auth, fields);
    return reply(c, 'code_sent', { expires_at: expiresAt.toISOString() });
  })
  .post('/change-email/verify', async (c) => {
    const auth = requireAuth(c.get('auth'), 'account', 'company');
    const { fields } = await readBody(c, changeEmailVerifySchema);
    await emailChangeService(requestInfoOf(c)).confirmChange(auth, fields);
    const user = await accountsService(requestInfoOf(c)).publicUserOf(auth.user.id);
    return reply(c, 'email_changed', { user });
  })
  .delete('/accounts/me', async (c) => {
    const auth = requireAuth(c.get('auth'), 'account', 'company');
    const { fields } = await readBody(c, deleteAccountSchema);
    await accountsService(requestInfoOf(c)).deleteAccount(auth, fields.password);
    clearSessionCookie(c);
    return reply(c, 'account_deleted');
  });
