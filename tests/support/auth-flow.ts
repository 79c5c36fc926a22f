import { expect } from 'vitest';
import { listOutbox } from '../../worker/platform/outbox';
import type { CaptchaChallenge } from '../../worker/ports';
import { solvedPayload } from './captcha';
import type { testApp } from './node-deps';

export type Api = Awaited<ReturnType<typeof testApp>>;

export interface Reply {
  status: 'success' | 'error';
  message: string;
  code?: string;
  data?: Record<string, unknown> & { token?: string; user?: Record<string, unknown> };
  errors?: Record<string, string[]>;
}

export const strongPassword = 'Kar-Passw0rd!';

/** POSTs JSON (or a FormData) and returns the status, the parsed envelope and the headers. */
export async function post(
  api: Api,
  path: string,
  body: Record<string, unknown> | FormData,
  init: { token?: string; language?: string; method?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { 'Accept-Language': init.language ?? 'en', ...init.headers };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (!(body instanceof FormData)) headers['Content-Type'] = 'application/json';
  const response = await api.request(`/api/v1${path}`, {
    method: init.method ?? 'POST',
    headers,
    body: body instanceof FormData ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Reply, headers: response.headers };
}

export async function get(api: Api, path: string, init: { token?: string; language?: string } = {}) {
  const headers: Record<string, string> = { 'Accept-Language': init.language ?? 'en' };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const response = await api.request(`/api/v1${path}`, { headers });
  return { status: response.status, body: (await response.json()) as Reply, headers: response.headers };
}

export async function captcha(api: Api): Promise<string> {
  const response = await api.request('/api/v1/captcha/challenge');
  return solvedPayload((await response.json()) as CaptchaChallenge);
}

/** The newest code e-mailed to an address, read from the dev outbox. */
export async function lastCodeSentTo(api: Api, email: string): Promise<string> {
  const message = (await listOutbox(api.deps.db, 200)).find((mail) => mail.to === email);
  const code = message?.text.match(/\b\d{6}\b/)?.[0];
  expect(code, `a code e-mailed to ${email}`).toBeDefined();
  return code as string;
}

export async function verifiedEmail(api: Api, email: string, type: 'account' | 'company' = 'account') {
  const sent = await post(api, '/auth/send-verification-code', { email, type, captcha: await captcha(api) });
  expect(sent.body.code).toBe('code_sent');
  const verified = await post(api, '/auth/verify-email', { email, type, verification_code: await lastCodeSentTo(api, email) });
  expect(verified.status).toBe(200);
}

export function accountForm(email: string, overrides: Record<string, string | Blob> = {}): FormData {
  const form = new FormData();
  const fields: Record<string, string | Blob> = {
    full_name: 'ئاراس محەمەد',
    email,
    phone_number: '+9647501234567',
    password: strongPassword,
    password_confirmation: strongPassword,
    dob: '1995-04-12',
    gender_id: '1',
    city_id: '2',
    position_id: '1',
    ...overrides,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

export function companyForm(email: string, overrides: Record<string, string | Blob> = {}): FormData {
  const form = new FormData();
  const fields: Record<string, string | Blob> = {
    legal_name: 'Zagros Tech',
    email,
    phone_number: '07501234567',
    password: strongPassword,
    password_confirmation: strongPassword,
    sector_id: '1',
    employees_num_id: '2',
    company_type_id: '1',
    headquarter_location_id: '1',
    website_url: 'zagros.example',
    ...overrides,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

/** A job seeker who went through the whole sign-up; returns their token. */
export async function signedUpAccount(api: Api, email: string): Promise<string> {
  await verifiedEmail(api, email);
  const registered = await post(api, '/auth/register', accountForm(email));
  expect(registered.status).toBe(201);
  return registered.body.data?.token as string;
}

export async function signedUpCompany(api: Api, email: string): Promise<string> {
  await verifiedEmail(api, email, 'company');
  const registered = await post(api, '/auth/register-company', companyForm(email));
  expect(registered.status).toBe(201);
  return registered.body.data?.token as string;
}
