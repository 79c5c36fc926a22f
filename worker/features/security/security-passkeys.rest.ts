import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { reply } from '../../http/envelope';
import { requestInfoOf } from '../../http/request-info';
import { readBody } from '../../http/validation';
import { routeDocs } from '../../openapi/route-doc';
import { requireAuth } from '../auth/auth.middleware';
import { addPasskeySchema, renamePasskeySchema } from './passkeys.schemas';
import { passkeysService } from './passkeys.service';

const doc = routeDocs('Security');
const everyone = ['account', 'company', 'admin'] as const;

/** One's own passkeys (docs/product.md#passkeys), for every account type. */
export const securityPasskeysRest = new Hono<AppEnv>()
  .get(
    '/account/security/passkeys',
    doc({ summary: "The account's passkeys", access: 'signed-in', reply: { code: 'passkeys_loaded', data: ['passkeys'] } }),
    async (c) => {
      const auth = requireAuth(c.get('auth'), ...everyone);
      return reply(c, 'passkeys_loaded', { passkeys: await passkeysService(requestInfoOf(c)).list(auth) });
    },
  )
  .post(
    '/account/security/passkeys/options',
    doc({
      summary: 'Start adding a passkey',
      description:
        'Options for `navigator.credentials.create()` (WebAuthn JSON): a discoverable credential, a single-use challenge valid 2 minutes, the passkeys the account has excluded.',
      access: 'signed-in',
      reply: { code: 'passkey_options', data: ['options'] },
    }),
    async (c) => {
      const auth = requireAuth(c.get('auth'), ...everyone);
      return reply(c, 'passkey_options', { options: await passkeysService(requestInfoOf(c)).registrationOptions(auth) });
    },
  )
  .post(
    '/account/security/passkeys',
    doc({
      summary: 'Add a passkey',
      description:
        "The browser's answer to the options (`credential`) and a name for it. A wrong origin or relying party, or a challenge not given to this account or used before, answers 422 `passkey_not_added`.",
      access: 'signed-in',
      body: addPasskeySchema,
      reply: { code: 'passkey_added', data: ['passkey'], status: 201 },
    }),
    async (c) => {
      const auth = requireAuth(c.get('auth'), ...everyone);
      const { fields } = await readBody(c, addPasskeySchema);
      return reply(c, 'passkey_added', { passkey: await passkeysService(requestInfoOf(c)).add(auth, fields.name, fields.credential) }, 201);
    },
  )
  .patch(
    '/account/security/passkeys/:id',
    doc({ summary: 'Rename a passkey', access: 'signed-in', body: renamePasskeySchema, reply: { code: 'passkey_renamed' }, errors: [404] }),
    async (c) => {
      const auth = requireAuth(c.get('auth'), ...everyone);
      const { fields } = await readBody(c, renamePasskeySchema);
      await passkeysService(requestInfoOf(c)).rename(auth, c.req.param('id'), fields.name);
      return reply(c, 'passkey_renamed');
    },
  )
  .delete(
    '/account/security/passkeys/:id',
    doc({
      summary: 'Remove a passkey',
      description: "Another account's passkey answers 404; the last second step of an account that must keep one, 409.",
      access: 'signed-in',
      reply: { code: 'passkey_removed' },
      errors: [404, 409],
    }),
    async (c) => {
      const auth = requireAuth(c.get('auth'), ...everyone);
      await passkeysService(requestInfoOf(c)).remove(auth, c.req.param('id'));
      return reply(c, 'passkey_removed');
    },
  );
