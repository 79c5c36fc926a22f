import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { reply } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { readBody } from '../../http/validation';
import { requireAuth, setSessionCookie } from '../auth/auth.middleware';
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
import { clearSessionCookie } from '../auth/auth.middleware';
import { requestInfoOf } from '../../http/request-info';
import { emailChangeService } from '../auth/email-change.service';
import { passwordService } from '../auth/password.service';
import { accountsService } from './accounts.service';
import { routeDocs } from '../../openapi/route-doc';

const doc = routeDocs('Account');

/** The job seeker's own account (the REST contract's "Account" calls; docs/product.md#accounts-and-sign-in), plus the calls both account types share. */
export const accountRest = new Hono<AppEnv>()
  .get(
    '/account/profile',
    doc({ summary: "The job seeker's profile", access: 'account', reply: { code: 'profile_loaded', data: ['user'] }, errors: [404] }),
    async (c) => {
      const auth = requireAuth(c.get('auth'), 'account');
      const user = await accountsService(requestInfoOf(c)).publicUserOf(auth.user.id);
      if (!user) throw new AppError('not_found');
      return reply(c, 'profile_loaded', { user });
    },
  )
  .post(
    '/account/profile/update',
    doc({ summary: 'Update the profile', access: 'account', body: updateAccountProfileSchema, reply: { code: 'profile_updated', data: ['user'] } }),
    async (c) => {
      const auth = requireAuth(c.get('auth'), 'account');
      const { fields } = await readBody(c, updateAccountProfileSchema);
      const user = await accountsService(requestInfoOf(c)).updateProfile(auth, fields);
      return reply(c, 'profile_updated', { user });
    },
  )
  .post(
    '/account/profile/update-contact',
    doc({ summary: 'Update the contact details', access: 'account', body: updateAccountContactSchema, reply: { code: 'contact_updated', data: ['user'] } }),
    async (c) => {
      const auth = requireAuth(c.get('auth'), 'account');
      const { fields } = await readBody(c, updateAccountContactSchema);
      const user = await accountsService(requestInfoOf(c)).updateContact(auth, fields);
      return reply(c, 'contact_updated', { user });
    },
  )
  .post(
    '/:owner{account|company}/profile/update-password',
    doc({
      summary: 'Change the password (ends the other sessions)',
      description: "`owner` is the caller's account type.",
      access: 'signed-in',
      body: changePasswordSchema,
      reply: { code: 'password_changed', data: ['token'] },
    }),
    async (c) => {
      const auth = requireAuth(c.get('auth'), c.req.param('owner') === 'company' ? 'company' : 'account');
      const { fields } = await readBody(c, changePasswordSchema);
      const { token } = await passwordService(requestInfoOf(c)).changePassword(auth, fields);
      if (auth.via === 'cookie') setSessionCookie(c, token);
      return reply(c, 'password_changed', { token });
    },
  )
  .post(
    '/email/resend-code',
    doc({
      summary: 'Send a code to a new e-mail address',
      access: 'signed-in',
      body: changeEmailRequestSchema,
      reply: { code: 'code_sent', data: ['expires_at'] },
      errors: [409],
    }),
    async (c) => {
      const auth = requireAuth(c.get('auth'), 'account', 'company');
      const { fields } = await readBody(c, changeEmailRequestSchema);
      const { expiresAt } = await emailChangeService(requestInfoOf(c)).requestChange(auth, { password: fields.password, address: fields.new_email });
      return reply(c, 'code_sent', { expires_at: expiresAt.toISOString() });
    },
  )
  .post(
    '/change-email/verify',
    doc({
      summary: 'Confirm the new e-mail address with its code',
      access: 'signed-in',
      body: changeEmailVerifySchema,
      reply: { code: 'email_changed', data: ['user'] },
      errors: [409],
    }),
    async (c) => {
      const auth = requireAuth(c.get('auth'), 'account', 'company');
      const { fields } = await readBody(c, changeEmailVerifySchema);
      await emailChangeService(requestInfoOf(c)).confirmChange(auth, { address: fields.new_email, verification_code: fields.verification_code });
      const user = await accountsService(requestInfoOf(c)).publicUserOf(auth.user.id);
      return reply(c, 'email_changed', { user });
    },
  )
  .post(
    '/account/change-phone',
    doc({
      summary: "Send a code to a job seeker's new sign-in mobile number",
      description:
        'Adds or changes the mobile number a job seeker signs in with (issue 28), as `/email/resend-code` does an e-mail address: the password, then a code sent over the first phone channel that takes it (`channel`). Companies keep e-mail (403). 409 `phone_in_use` for a number another account has; 502 `message_failed` when no channel took it.',
      access: 'account',
      body: changePhoneRequestSchema,
      reply: { code: 'code_sent', data: ['expires_at', 'channel'] },
      errors: [409, 502],
    }),
    async (c) => {
      const auth = requireAuth(c.get('auth'), 'account');
      const { fields } = await readBody(c, changePhoneRequestSchema);
      const { expiresAt, channel } = await emailChangeService(requestInfoOf(c)).requestChange(auth, { password: fields.password, address: fields.new_phone });
      return reply(c, 'code_sent', { expires_at: expiresAt.toISOString(), channel });
    },
  )
  .post(
    '/account/change-phone/verify',
    doc({
      summary: 'Confirm the new sign-in mobile number with its code',
      access: 'account',
      body: changePhoneVerifySchema,
      reply: { code: 'phone_changed', data: ['user'] },
      errors: [409],
    }),
    async (c) => {
      const auth = requireAuth(c.get('auth'), 'account');
      const { fields } = await readBody(c, changePhoneVerifySchema);
      await emailChangeService(requestInfoOf(c)).confirmChange(auth, { address: fields.new_phone, verification_code: fields.verification_code });
      const user = await accountsService(requestInfoOf(c)).publicUserOf(auth.user.id);
      return reply(c, 'phone_changed', { user });
    },
  )
  .delete(
    '/accounts/me',
    doc({ summary: 'Delete the account and its data', access: 'signed-in', body: deleteAccountSchema, reply: { code: 'account_deleted' } }),
    async (c) => {
      const auth = requireAuth(c.get('auth'), 'account', 'company');
      const { fields } = await readBody(c, deleteAccountSchema);
      await accountsService(requestInfoOf(c)).deleteAccount(auth, fields.password);
      clearSessionCookie(c);
      return reply(c, 'account_deleted');
    },
  );
