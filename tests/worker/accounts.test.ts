import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { CaptchaChallenge } from '../../worker/ports';
import { solvedPayload } from '../support/captcha';
import { tinyPng } from '../support/files';

const worker = exports.default;
const password = 'Kar-Passw0rd!';

async function call(path: string, init: { method?: string; json?: unknown; form?: FormData; token?: string } = {}) {
  const headers: Record<string, string> = {};
  if (init.json) headers['Content-Type'] = 'application/json';
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const response = await worker.fetch(
    new Request(`http://kar.test/api/v1${path}`, {
      method: init.method ?? (init.json || init.form ? 'POST' : 'GET'),
      headers,
      body: init.form ?? (init.json ? JSON.stringify(init.json) : undefined),
    }),
  );
  return { status: response.status, body: (await response.json()) as { code?: string; message: string; data?: Record<string, unknown> } };
}

async function captcha(): Promise<string> {
  const response = await worker.fetch(new Request('http://kar.test/api/v1/captcha/challenge'));
  return solvedPayload((await response.json()) as CaptchaChallenge);
}

async function codeFor(email: string): Promise<string> {
  const row = await env.DB.prepare('SELECT text FROM dev_outbox WHERE "to" = ? ORDER BY id DESC LIMIT 1').bind(email).first<{ text: string }>();
  return row?.text.match(/\b\d{6}\b/)?.[0] ?? '';
}

describe('accounts on D1 and R2 inside workerd', () => {
  it('registers a company with its logo in R2, logs in with argon2, and logs out', async () => {
    const email = 'firm@workerd.example';
    expect((await call('/auth/send-verification-code', { json: { email, type: 'company', captcha: await captcha() } })).status).toBe(200);
    expect((await call('/auth/verify-email', { json: { email, type: 'company', verification_code: await codeFor(email) } })).status).toBe(200);

    const form = new FormData();
    const fields = {
      legal_name: 'Workerd Co',
      email,
      phone_number: '07501234567',
      password,
      password_confirmation: password,
      sector_id: '1',
      employees_num_id: '1',
      company_type_id: '1',
      headquarter_location_id: '1',
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('logo', new File([tinyPng()], 'logo.png', { type: 'image/png' }));
    const created = await call('/auth/register-company', { form });
    expect(created.status).toBe(201);

    const keys = await env.FILES.list({ prefix: 'logos/' });
    expect(keys.objects).toHaveLength(1);

    const login = await call('/auth/login', { json: { email, password, type: 'company' } });
    expect(login.status).toBe(200);
    const token = login.body.data?.token as string;
    const profile = await call('/company/profile', { token });
    expect(profile.body.data?.company).toMatchObject({ legal_name: 'Workerd Co', status: 'pending' });

    expect((await call('/auth/logout', { method: 'POST', token })).status).toBe(200);
    expect((await call('/company/profile', { token })).status).toBe(401);
  });

  it('refuses a wrong password and then asks for the robot check', async () => {
    const wrong = await call('/auth/login', { json: { email: 'nobody@workerd.example', password, type: 'account' } });
    expect(wrong.status).toBe(401);
    const again = await call('/auth/login', { json: { email: 'nobody@workerd.example', password, type: 'account' } });
    expect(again.body.code).toBe('captcha_failed');
  });
});
