import { env, exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { minimalPdf } from '../support/files';
import { signedUpSeeker } from './seeker';

const worker = exports.default;

async function call(path: string, init: { method?: string; json?: unknown; form?: FormData; token?: string } = {}) {
  const headers: Record<string, string> = {};
  if (init.json !== undefined) headers['Content-Type'] = 'application/json';
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const response = await worker.fetch(
    new Request(`http://kar.test/api/v1${path}`, {
      method: init.method ?? (init.json !== undefined || init.form ? 'POST' : 'GET'),
      headers,
      body: init.form ?? (init.json !== undefined ? JSON.stringify(init.json) : undefined),
    }),
  );
  return { status: response.status, body: (await response.json()) as { data?: Record<string, unknown> } };
}

describe('the CV maker on D1 and R2 inside workerd', () => {
  // A first PDF render loads fonts and the renderer (seconds on a busy machine): a budget that fits the work.
  it('builds a CV section by section, counts completion, uploads a file to R2 and deletes it all', { timeout: 60_000 }, async () => {
    const token = await signedUpSeeker('cv@workerd.example');
    const created = await call('/account/cvs/personal-info', {
      json: { full_name: 'Dilan Aziz', email: 'dilan@example.com', phone_num: '07501112233', location: 'Duhok' },
      token,
    });
    const id = (created.body.data?.cv as { id: number }).id;
    await call(`/account/cvs/${id}/education`, {
      json: { institution_id: 3, city_id: 3, degree_id: 4, field_of_study: 'Law', start_date: 2010, end_date: 2014 },
      token,
    });
    await call(`/account/cvs/${id}/languages`, { json: { language_id: 1, proficiency_level: 'fluent' }, token });
    await call(`/account/cvs/${id}/skills`, { json: { skill_ids: [1, 2] }, token });
    await call(`/account/cvs/${id}/work-experience`, {
      json: { title: 'Lawyer', company: 'Firm', location: 'Duhok', from_date: '2015-01', is_present: true },
      token,
    });
    const cv = (await call(`/account/cvs/${id}`, { token })).body.data?.cv as { completed_count: number; required_done: number; state: string };
    expect(cv).toMatchObject({ completed_count: 5, required_done: 5, state: 'complete' });

    // The PDF route loads the fonts and the renderer on first use (worker/deps.ts) and renders in workerd.
    const pdf = await worker.fetch(
      new Request(`http://kar.test/api/v1/account/cvs/${id}/to-pdf`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ language: 'ar' }),
      }),
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    expect(bytes.byteLength).toBeGreaterThan(10_000);

    const upload = new FormData();
    upload.append('name', 'Uploaded');
    upload.append('file_path', new File([minimalPdf()], 'cv.pdf', { type: 'application/pdf' }));
    const uploaded = (await call('/account/cvs/upload', { form: upload, token })).body.data?.cv as { id: number };
    expect((await env.FILES.list({ prefix: 'cvs/' })).objects.length).toBeGreaterThanOrEqual(1);

    expect((await call(`/account/cvs/${uploaded.id}/force-delete`, { method: 'DELETE', token })).status).toBe(200);
    expect((await call(`/account/cvs/${id}`, { method: 'DELETE', token })).status).toBe(404);
    expect((await call(`/cvs/${id}`, { method: 'DELETE', token })).status).toBe(200);
    const remaining = await env.DB.prepare(
      'SELECT (SELECT count(*) FROM cv_educations) + (SELECT count(*) FROM cv_skills) + (SELECT count(*) FROM cvs) AS n',
    ).first<{ n: number }>();
    expect(remaining?.n).toBe(0);
  });

  it('keeps an award without expiry on D1 (the migrated column takes null) and shares a CV by token', { timeout: 30_000 }, async () => {
    const token = await signedUpSeeker('share@workerd.example');
    const created = await call('/account/cvs/personal-info', {
      json: { full_name: 'Shilan Aziz', email: 'shilan@example.com', phone_num: '07501112233', location: 'Erbil' },
      token,
    });
    const id = (created.body.data?.cv as { id: number }).id;
    const award = await call(`/account/cvs/${id}/awards`, {
      json: { title: 'Prize', awards_or_certificates: 'award', organization: 'KRG', issued: '2024-01-10', no_expiry: true },
      token,
    });
    expect(award.status).toBe(201);
    expect(award.body.data?.awardCertification).toMatchObject({ expires: null });
    const first = ((await call(`/account/cvs/${id}/share-link`, { method: 'POST', token })).body.data?.share_link as { share_token: string }).share_token;
    expect((await call(`/public/cvs/${first}`)).status).toBe(200);
    const second = ((await call(`/account/cvs/${id}/share-link`, { method: 'POST', token })).body.data?.share_link as { share_token: string }).share_token;
    expect((await call(`/public/cvs/${first}`)).status).toBe(404);
    expect((await call(`/public/cvs/${second}`)).body.data?.cv).toMatchObject({ id, share_token: null });
  });
});
