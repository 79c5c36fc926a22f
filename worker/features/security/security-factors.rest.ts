import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { reply } from '../../http/envelope';
import { requestInfoOf } from '../../http/request-info';
import { readBody } from '../../http/validation';
import { routeDocs } from '../../openapi/route-doc';
import { requireAuth } from '../auth/auth.middleware';
import { confirmTotpSchema, removeTotpSchema, secondFactorRequiredSchema } from './factors.schemas';
import { factorsService } from './factors.service';

const doc = routeDocs('Security');
const everyone = ['account', 'company', 'admin'] as const;

/** One's own second steps (docs/product.md#two-step-sign-in): the authenticator app, recovery codes, a company's rule. */
export const securityFactorsRest = new Hono<AppEnv>()
  .get(
    '/account/security/factors',
    doc({
      summary: "The account's second steps",
      description:
        'When the authenticator app was confirmed (null when none), unused recovery codes, passkeys, whether a second step is required and whether the account may choose that.',
      access: 'signed-in',
      reply: { code: 'factors_loaded', data: ['totp_confirmed_at', 'recovery_codes_left', 'passkeys', 'required', 'can_require'] },
    }),
    async (c) => {
      const auth = requireAuth(c.get('auth'), ...everyone);
      return reply(c, 'factors_loaded', await factorsService(requestInfoOf(c)).status(auth));
    },
  )
  .post(
    '/account/security/totp',
    doc({
      summary: 'Start setting up an authenticator app',
      description: 'A new secret as text and as an `otpauth://` URL for a QR code (replacing one never confirmed). 409 when an app is already set up.',
      access: 'signed-in',
      reply: { code: 'totp_started', data: ['secret', 'otpauth_url'] },
      errors: [409],
    }),
    async (c) => {
      const auth = requireAuth(c.get('auth'), ...everyone);
      return reply(c, 'totp_started', await factorsService(requestInfoOf(c)).startTotp(auth));
    },
  )
  .post(
    '/account/security/totp/confirm',
    doc({
      summary: 'Confirm the authenticator app with one code',
      description: 'Answers the ten recovery codes, shown this once.',
      access: 'signed-in',
      body: confirmTotpSchema,
      reply: { code: 'totp_confirmed', data: ['recovery_codes'] },
      errors: [409],
    }),
    async (c) => {
      const auth = requireAuth(c.get('auth'), ...everyone);
      const { fields } = await readBody(c, confirmTotpSchema);
      return reply(c, 'totp_confirmed', { recovery_codes: await factorsService(requestInfoOf(c)).confirmTotp(auth, fields.code) });
    },
  )
  .delete(
    '/account/security/totp',
    doc({
      summary: 'Remove the authenticator app',
      description: 'Needs a `code` from the app or a `recovery_code`; the recovery codes go with it. 409 when the account must keep a second step.',
      access: 'signed-in',
      body: removeTotpSchema,
      reply: { code: 'totp_removed' },
      errors: [409],
    }),
    async (c) => {
      const auth = requireAuth(c.get('auth'), ...everyone);
      const { fields } = await readBody(c, removeTotpSchema);
      await factorsService(requestInfoOf(c)).removeTotp(auth, fields);
      return reply(c, 'totp_removed');
    },
  )
  .post(
    '/account/security/recovery-codes',
    doc({
      summary: 'Make ten new recovery codes',
      description: 'The old ones stop working. 409 when no authenticator app is set up.',
      access: 'signed-in',
      reply: { code: 'recovery_codes_created', data: ['recovery_codes'] },
      errors: [409],
    }),
    async (c) => {
      const auth = requireAuth(c.get('auth'), ...everyone);
      return reply(c, 'recovery_codes_created', { recovery_codes: await factorsService(requestInfoOf(c)).regenerateRecoveryCodes(auth) });
    },
  )
  .put(
    '/account/security/second-factor-required',
    doc({
      summary: "A company's rule: every sign-in needs the second step",
      description: 'Companies only (403 for others). Turning it on needs a set-up authenticator app (409).',
      access: 'company',
      body: secondFactorRequiredSchema,
      reply: { code: 'second_factor_rule_saved', data: ['required'] },
      errors: [409],
    }),
    async (c) => {
      const auth = requireAuth(c.get('auth'), 'company');
      const { fields } = await readBody(c, secondFactorRequiredSchema);
      await factorsService(requestInfoOf(c)).setRequired(auth, fields.required);
      return reply(c, 'second_factor_rule_saved', { required: fields.required });
    },
  );
