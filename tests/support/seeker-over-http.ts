/** A job seeker signed up through the public API of a running server (wrangler dev), as any other client would. */
import type { CaptchaChallenge } from '../../worker/ports.ts';
import { solvedPayload } from './captcha.ts';
import { companySignUpFields, seekerSignUpFields } from './sign-up-fields.ts';

async function postJson(url: string, body: unknown, token?: string): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

async function expectStatus(response: Response, status: number, what: string): Promise<Response> {
  if (response.status !== status) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return response;
}

/** The newest code the development outbox (/dev/mail) holds for an address, waiting up to 15 s for it. */
export async function codeMailedTo(baseUrl: string, email: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const body = (await (await fetch(`${baseUrl}/dev/mail`)).json()) as { data: { messages: Array<{ to: string; text: string }> } };
    const code = body.data.messages.find((message) => message.to === email)?.text.match(/\b\d{6}\b/)?.[0];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no code mailed to ${email}`);
    await new Promise((done) => setTimeout(done, 200));
  }
}

async function verifyEmailOverHttp(baseUrl: string, email: string, type: 'account' | 'company'): Promise<void> {
  const challenge = (await (await fetch(`${baseUrl}/api/v1/captcha/challenge`)).json()) as CaptchaChallenge;
  const captcha = await solvedPayload(challenge);
  await expectStatus(await postJson(`${baseUrl}/api/v1/auth/send-verification-code`, { email, type, captcha }), 200, 'send code');
  const verification_code = await codeMailedTo(baseUrl, email);
  await expectStatus(await postJson(`${baseUrl}/api/v1/auth/verify-email`, { email, type, verification_code }), 200, 'verify e-mail');
}

async function registerOverHttp(url: string, fields: Record<string, string>): Promise<string> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const registered = await expectStatus(await fetch(url, { method: 'POST', body: form }), 201, 'register');
  return ((await registered.json()) as { data: { token: string } }).data.token;
}

/** Verifies the e-mail with the robot check and the mailed code, registers, and returns the session token. */
export async function signUpSeekerOverHttp(baseUrl: string, email: string, password: string): Promise<string> {
  await verifyEmailOverHttp(baseUrl, email, 'account');
  return registerOverHttp(`${baseUrl}/api/v1/auth/register`, seekerSignUpFields(email, password));
}

/** A company registered the same way (its status is pending until an admin approves it). */
export async function signUpCompanyOverHttp(baseUrl: string, email: string, password: string, legalName: string): Promise<string> {
  await verifyEmailOverHttp(baseUrl, email, 'company');
  return registerOverHttp(`${baseUrl}/api/v1/auth/register-company`, companySignUpFields(email, password, legalName));
}
