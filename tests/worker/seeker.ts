/** A job seeker signed up through the worker inside workerd (the code read from the outbox table in D1). */
import { env, exports } from 'cloudflare:workers';
import type { CaptchaChallenge } from '../../worker/ports';
import { solvedPayload } from '../support/captcha';

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

/** Signs a seeker up (robot check, mailed code, registration) and returns the session token. */
export async function signedUpSeeker(email: string): Promise<string> {
  const challenge = (await (await callWorker('/captcha/challenge')).json()) as CaptchaChallenge;
  await callWorker('/auth/send-verification-code', { json: { email, type: 'account', captcha: await solvedPayload(challenge) } });
  const mail = await env.DB.prepare('SELECT text FROM dev_outbox WHERE "to" = ? ORDER BY id DESC LIMIT 1').bind(email).first<{ text: string }>();
  await callWorker('/auth/verify-email', { json: { email, type: 'account', verification_code: mail?.text.match(/\b\d{6}\b/)?.[0] } });
  const form = new FormData();
  const fields = { full_name: 'Dilan', email, phone_number: '07501112233', password, password_confirmation: password, dob: '1990-02-02', gender_id: '2', city_id: '1' };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const registered = (await (await callWorker('/auth/register', { form })).json()) as { data?: { token?: string } };
  if (!registered.data?.token) throw new Error(`sign-up failed for ${email}`);
  return registered.data.token;
}
