/** Seekers and companies signed up through the worker inside workerd (the code read from the outbox table in D1). */
import { env, exports } from 'cloudflare:workers';
import type { CaptchaChallenge } from '../../worker/ports';
import { solvedPayload } from '../support/captcha';
import { totpCodeAt } from '../../worker/features/security/totp';
import { companySignUpFields, seekerSignUpFields } from '../support/sign-up-fields';

const worker = exports.default;
const password = 'Kar-Passw0rd!';

export function callWorker(path: string, init: { method?: string; json?: unknown; form?: FormData; token?: string } = {}): Promise<Response> {
  const headers: Record<string, string> = {};
  if (init.json !== undefined) headers['Content-Type'] = 'application/json';
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  return worker.fetch(
    new Request(`http://kar.test/api/v1${path}`, {
      method: init.method ?? (init.json !== undefined || init.form ? 'POST' : 'GET'),
      headers,
      body: init.form ?? (init.json !== undefined ? JSON.stringify(init.json) : undefined),
    }),
  );
}

async function verifiedEmail(email: string, type: 'account' | 'company'): Promise<void> {
  const challenge = (await (await callWorker('/captcha/challenge')).json()) as CaptchaChallenge;
  await callWorker('/auth/send-verification-code', { json: { email, type, captcha: await solvedPayload(challenge) } });
  const mail = await env.DB.prepare('SELECT text FROM dev_outbox WHERE "to" = ? ORDER BY id DESC LIMIT 1').bind(email).first<{ text: string }>();
  await callWorker('/auth/verify-email', { json: { email, type, verification_code: mail?.text.match(/\b\d{6}\b/)?.[0] } });
}

async function registered(path: string, fields: Record<string, string>): Promise<string> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const body = (await (await callWorker(path, { form })).json()) as { data?: { token?: string } };
  if (!body.data?.token) throw new Error(`sign-up failed for ${fields.email}`);
  return body.data.token;
}

/** Signs a seeker up (robot check, mailed code, registration) and returns the session token. */
export async function signedUpSeeker(email: string): Promise<string> {
  await verifiedEmail(email, 'account');
  return registered('/auth/register', seekerSignUpFields(email, password));
}

/** Signs a company up the same way and approves it in D1, as an admin would; returns the session token. */
export async function approvedCompany(email: string): Promise<string> {
  await verifiedEmail(email, 'company');
  const token = await registered('/auth/register-company', companySignUpFields(email, password, 'Zagros Tech'));
  await env.DB.prepare("UPDATE companies SET status = 'approved' WHERE user_id = (SELECT id FROM users WHERE email = ?)").bind(email).run();
  return token;
}

type Reply = { code?: string; data?: { token?: string; pending_token?: string; secret?: string } };
const replyOf = async (path: string, json: unknown) => (await (await callWorker(path, { json })).json()) as Reply;

/**
 * A seeker made an admin in D1 (as `npm run admin -- create-admin` would), signed in as one at a first sign-in: the
 * password, then the authenticator app an admin must set up. Returns the token.
 */
export async function adminToken(email = 'boss@kar.test'): Promise<string> {
  await signedUpSeeker(email);
  await env.DB.prepare("UPDATE users SET type = 'admin' WHERE email = ?").bind(email).run();
  const login = await replyOf('/auth/login', { email, password, type: 'admin' });
  const pendingToken = login.data?.pending_token;
  if (login.code !== 'second_factor_setup_required' || !pendingToken) throw new Error(`admin sign-in did not ask for a second step: ${JSON.stringify(login)}`);
  const setup = await replyOf('/auth/second-factor/setup', { pending_token: pendingToken });
  const code = totpCodeAt(setup.data?.secret ?? '', new Date());
  const signedIn = await replyOf('/auth/second-factor', { pending_token: pendingToken, code });
  if (!signedIn.data?.token) throw new Error(`admin sign-in failed for ${email}: ${JSON.stringify(signedIn)}`);
  return signedIn.data.token;
}

function deadlineIn(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A posting of the kind a company writes, deadline 20 days ahead. */
export const jobInput = {
  title: 'ئەندازیاری نەرمەکاڵا',
  description: '<p>کار لە هەولێر</p>',
  language: 'ckb',
  position_id: 1,
  sector_id: 1,
  city_id: 1,
  job_type_id: 1,
  workplace: 'on_site',
  experience_level: 'mid',
  salary_visible: false,
  language_ids: [1],
  requirements: ['TypeScript', 'SQL'],
  openings: 1,
  deadline: deadlineIn(20),
};
