// Applying without an account inside workerd with D1 and R2: the placeholder account and its pending application
// made in one D1 batch, its replacement (D1 enforces the foreign keys the delete relies on), and the code that
// verifies the e-mail and sends the application through the same submit as the signed-in apply.
import { env } from 'cloudflare:workers';
import { expect, it } from 'vitest';
import type { CaptchaChallenge } from '../../worker/ports';
import { solvedPayload } from '../support/captcha';
import { minimalPdf } from '../support/files';
import { approvedCompany, callWorker } from './seeker';

type Body = { status: string; code?: string; data?: Record<string, unknown> & { token?: string }; errors?: Record<string, string[]> };
const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as Body });
const password = 'Kar-Passw0rd!';

async function captcha(): Promise<string> {
  return solvedPayload((await (await callWorker('/captcha/challenge')).json()) as CaptchaChallenge);
}

async function start(email: string, jobId: number) {
  const details = {
    full_name: 'ئاراس محەمەد',
    email,
    phone: '07501234567',
    date_of_birth: '1995-04-12',
    gender_id: 1,
    city_id: 1,
    position_id: 1,
    bio: 'من ئەندازیارم.',
    job_id: jobId,
  };
  return json(await callWorker('/nonsigned-accounts', { json: { ...details, captcha: await captcha() } }));
}

async function uploadCv(token: string): Promise<number> {
  const form = new FormData();
  form.append('name', 'My CV');
  form.append('file_path', new File([minimalPdf()], 'cv.pdf', { type: 'application/pdf' }));
  const uploaded = await json(await callWorker('/account/cvs/upload', { form, token }));
  expect(uploaded.status).toBe(201);
  return (uploaded.body.data?.cv as { id: number }).id;
}

it('starts, is replaced by a new start, and ends as a verified account with its application', async () => {
  const company = await approvedCompany('hr@unsigned.example');
  const created = await json(
    await callWorker('/company/jobs', {
      json: {
        title: 'Backend',
        description: '<p>Erbil</p>',
        language: 'en',
        position_id: 1,
        sector_id: 1,
        city_id: 1,
        job_type_id: 1,
        workplace: 'on_site',
        experience_level: 'mid',
        salary_visible: false,
        language_ids: [1],
        requirements: ['SQL'],
        openings: 1,
        deadline: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
      },
      token: company,
    }),
  );
  const job = created.body.data?.job as { id: number; requirements: Array<{ id: number }> };
  expect((await callWorker(`/company/jobs/${job.id}/publish`, { method: 'POST', token: company })).status).toBe(200);

  const first = await start('walk-in@example.com', job.id);
  expect(first.status).toBe(201);
  const firstCv = await uploadCv(first.body.data?.token as string);
  const firstKey = await env.DB.prepare('SELECT file_key FROM cvs WHERE id = ?').bind(firstCv).first<{ file_key: string }>();

  const second = await start('walk-in@example.com', job.id);
  expect(second.status).toBe(201);
  expect(await env.DB.prepare('SELECT id FROM cvs WHERE id = ?').bind(firstCv).first()).toBeNull();
  expect(await env.FILES.get(firstKey!.file_key)).toBeNull();
  const token = second.body.data?.token as string;

  const cvId = await uploadCv(token);
  expect(
    (await callWorker('/nonsigned-accounts/cv', { method: 'PUT', json: { cv_id: cvId, job_qualification_ids: [job.requirements[0]!.id] }, token })).status,
  ).toBe(200);
  expect(
    (await json(await callWorker('/nonsigned-accounts-signup', { json: { email: 'walk-in@example.com', password, password_confirmation: password }, token })))
      .body.code,
  ).toBe('code_sent');
  const mail = await env.DB.prepare('SELECT text FROM dev_outbox WHERE "to" = ? ORDER BY id DESC LIMIT 1')
    .bind('walk-in@example.com')
    .first<{ text: string }>();
  const verified = await json(await callWorker('/nonsigned-accounts/verify', { json: { code: mail?.text.match(/\b\d{6}\b/)?.[0] }, token }));
  expect(verified.status, JSON.stringify(verified.body)).toBe(201);
  expect(verified.body.data?.application).toMatchObject({ job: { id: job.id }, cv: { kind: 'uploaded' } });
  const row = await env.DB.prepare('SELECT a.cv_kind, u.email_verified_at FROM applications a JOIN users u ON u.id = a.seeker_id WHERE u.email = ?')
    .bind('walk-in@example.com')
    .first<{ cv_kind: string; email_verified_at: number | null }>();
  expect(row?.cv_kind).toBe('uploaded');
  expect(row?.email_verified_at).not.toBeNull();
}, 120_000);
