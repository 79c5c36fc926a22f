import { isPhoneAddress } from '../auth/auth.schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { reply } from '../../http/envelope';
import { readBody } from '../../http/validation';
import { routeDocs } from '../../openapi/route-doc';
import { requireApplyingAuth, setSessionCookie } from '../auth/auth.middleware';
import { requestInfoOf } from '../../http/request-info';
import { toPublicUser } from '../auth/users.service';
import { unsignedCvSchema, unsignedSignupSchema, unsignedStartSchema, unsignedVerifySchema } from './unsigned.schemas';
import { unsignedService } from './unsigned.service';

/** The REST contract's `POST /nonsigned-accounts` and `POST /nonsigned-accounts-signup`, with the steps between them (docs/product.md#applying-without-an-account). */
export const unsignedRest = new Hono<AppEnv>();
const doc = routeDocs('Applying without an account');

const pendingNote = 'Needs the session that `POST /nonsigned-accounts` started; 404 `pending_application_missing` when it expired (24 h) or was sent.';

unsignedRest
  .post(
    '/nonsigned-accounts',
    doc({
      summary: 'Start applying without an account',
      description:
        'Every field is required (an empty one: "Please fill all empty fields"). Creates a job seeker whose e-mail is not verified yet and who cannot log in with a password, holds the application for 24 hours, and starts a session (cookie and `data.token`) for the CV upload and the CV maker. An address of a verified account answers 409 `email_exists_login`; an earlier unsigned start with the same address is replaced. A job that is not open answers 409 `job_not_open`.',
      access: 'optional',
      body: unsignedStartSchema,
      reply: { code: 'unsigned_started', data: ['token', 'user', 'pending_application'], status: 201 },
      errors: [404, 409],
    }),
    async (c) => {
      const { fields } = await readBody(c, unsignedStartSchema);
      const { user, token, pending } = await unsignedService(requestInfoOf(c)).start(fields, c.get('auth'));
      setSessionCookie(c, token);
      return reply(c, 'unsigned_started', { token, user: toPublicUser(user), pending_application: pending }, 201);
    },
  )
  .get(
    '/nonsigned-accounts',
    doc({
      summary: 'The application waiting for its e-mail',
      description: pendingNote,
      access: 'account',
      reply: { code: 'unsigned_loaded', data: ['user', 'pending_application'] },
      errors: [404],
    }),
    async (c) => {
      const auth = requireApplyingAuth(c.get('auth'), 'account');
      const pending = await unsignedService(requestInfoOf(c)).current(auth);
      return reply(c, 'unsigned_loaded', { user: toPublicUser(auth.user), pending_application: pending });
    },
  )
  .put(
    '/nonsigned-accounts/cv',
    doc({
      summary: 'Choose the CV (step 2)',
      description: `The applicant's own CV, uploaded (\`POST /account/cvs/upload\`) or made; a draft answers 422. \`personal_statement\` defaults to the bio; \`job_qualification_ids\` are the job's requirements ticked (at least one when the job has some). ${pendingNote}`,
      access: 'account',
      body: unsignedCvSchema,
      reply: { code: 'unsigned_cv_attached', data: ['pending_application'] },
      errors: [404, 409],
    }),
    async (c) => {
      const auth = requireApplyingAuth(c.get('auth'), 'account');
      const { fields } = await readBody(c, unsignedCvSchema);
      const pending = await unsignedService(requestInfoOf(c)).attachCv(auth, fields);
      return reply(c, 'unsigned_cv_attached', { pending_application: pending });
    },
  )
  .post(
    '/nonsigned-accounts-signup',
    doc({
      summary: 'Set the e-mail and password and mail the code (step 3)',
      description: `The password follows the sign-up rules; a mismatch is "Password does not match". The address may be corrected here. Sends the 6-digit code (valid 3 minutes); calling again resends it (30 s apart). ${pendingNote}`,
      access: 'account',
      body: unsignedSignupSchema,
      reply: { code: 'code_sent', data: ['email', 'phone', 'expires_at', 'channel'] },
      errors: [404, 409],
    }),
    async (c) => {
      const auth = requireApplyingAuth(c.get('auth'), 'account');
      const { fields } = await readBody(c, unsignedSignupSchema);
      const { address, expiresAt, channel } = await unsignedService(requestInfoOf(c)).signup(auth, fields);
      return reply(c, 'code_sent', { ...(isPhoneAddress(address) ? { phone: address } : { email: address }), expires_at: expiresAt.toISOString(), channel });
    },
  )
  .post(
    '/nonsigned-accounts/verify',
    doc({
      summary: 'Verify the e-mail code and send the application',
      description: `Wrong codes follow the sign-up rules (5 tries, 3 minutes). A right code verifies the e-mail, ends the placeholder's sessions and starts a new one (cookie and \`data.token\`), and sends the application: 201 \`application_submitted\` with \`data.application\`. When the application can no longer be sent (the job closed meanwhile), the account still stands: 200 \`unsigned_verified_not_applied\` with \`data.application: null\` and \`data.application_error\` (an error code such as \`job_not_open\`). ${pendingNote}`,
      access: 'account',
      body: unsignedVerifySchema,
      reply: { code: 'application_submitted', data: ['token', 'user', 'application'], status: 201 },
      errors: [404, 409],
    }),
    async (c) => {
      const auth = requireApplyingAuth(c.get('auth'), 'account');
      const { fields } = await readBody(c, unsignedVerifySchema);
      const { user, token, application, applicationError } = await unsignedService(requestInfoOf(c)).verify(auth, fields.code);
      setSessionCookie(c, token);
      if (application) return reply(c, 'application_submitted', { token, user: toPublicUser(user), application }, 201);
      return reply(c, 'unsigned_verified_not_applied', { token, user: toPublicUser(user), application: null, application_error: applicationError });
    },
  );
