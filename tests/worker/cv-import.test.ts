import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { minimalPdf } from '../support/files';
import { callWorker, signedUpSeeker } from './seeker';
import { cvTables } from '../support/cv-tables';

/** docs/product.md#cv-import on D1 and R2: the CV and its items in one D1 batch (foreign keys enforced), the file in R2. */

const cv = {
  personal: { full_name: 'دیلان عەزیز', email: 'dilan@example.com', phone_num: '07501112233', location: 'دهۆک', language: 'ckb' },
  work_experience: [{ title: 'پارێزەر', company: 'نووسینگەی یاسایی', location: 'دهۆک', from_date: '2015-01', is_present: true }],
  education: [{ institution_id: 3, city_id: 3, degree_id: 4, field_of_study: 'یاسا', start_date: 2010, end_date: 2014 }],
  languages: [{ language_id: 1, proficiency_level: 'native' }],
  skill_ids: [112, 113],
  awards: [{ title: 'خەڵاتی ساڵ', awards_or_certificates: 'award', organization: 'KRG', issued: '2020-05-01', no_expiry: true }],
  references: [
    { name: 'شیلان', title: 'دادوەر', organization: 'دادگا', email: 'shilan@example.com', phone: '07501112234', relationship: 'مامۆستا' },
    { name: 'ئازاد', title: 'پارێزەر', organization: 'نووسینگە', email: 'azad@example.com', phone: '07501112235', relationship: 'هاوکار' },
  ],
  additional_info: [{ additional_type_id: 2, title: 'پڕۆژەی یاسایی', url: 'https://law.example' }],
};

const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as { code?: string; data?: Record<string, unknown> } });

async function rowCount(): Promise<number> {
  const tables = cvTables;
  const row = await env.DB.prepare(`SELECT ${tables.map((table) => `(SELECT count(*) FROM ${table})`).join(' + ')} AS n`).first<{ n: number }>();
  return row?.n ?? -1;
}

describe('a CV import on D1 and R2 inside workerd', () => {
  it('writes the CV and every item in one D1 batch, or nothing when a statement fails late; keeps the file in R2', { timeout: 60_000 }, async () => {
    const token = await signedUpSeeker('import@workerd.example');
    const saved = await json(await callWorker('/account/cvs/import', { json: cv, token }));
    expect([saved.status, saved.body.code]).toEqual([201, 'cv_imported']);
    const id = (saved.body.data?.cv as { id: number }).id;
    const read = await json(await callWorker(`/account/cvs/${id}`, { token }));
    expect(read.body.data?.cv).toMatchObject({
      full_name: 'دیلان عەزیز',
      language: 'ckb',
      completed_count: 8,
      required_done: 5,
      state: 'complete',
      is_default: true,
      work_experiences: [{ title: 'پارێزەر', from_date: '2015-01-01', is_present: true }],
      educations: [{ field_of_study: 'یاسا', start_date: '2010-01-01', end_date: '2014-01-01' }],
      cv_skills: [{ id: 112 }, { id: 113 }],
      references: [{ name: 'شیلان' }, { name: 'ئازاد' }],
    });
    // Every item points at the new CV (D1 enforces the foreign keys the batch's statements rely on).
    const items = await env.DB.prepare('SELECT DISTINCT cv_id FROM cv_references UNION SELECT DISTINCT cv_id FROM cv_skills').all<{ cv_id: number }>();
    expect(items.results).toEqual([{ cv_id: id }]);

    // A statement that fails after the CV row and the other items were written in the same batch: none of it stays.
    await env.DB.prepare(
      "CREATE TRIGGER refuse_reference BEFORE INSERT ON cv_references WHEN new.name = 'ئازاد' BEGIN SELECT raise(ABORT, 'refused by the test'); END",
    ).run();
    const before = await rowCount();
    const failed = await callWorker('/account/cvs/import', { json: cv, token });
    expect(failed.status).toBe(500);
    expect(await rowCount()).toBe(before);
    await env.DB.prepare('DROP TRIGGER refuse_reference').run();

    const form = new FormData();
    form.append('file', new File([minimalPdf()], 'cv.pdf', { type: 'application/pdf' }));
    const attached = await json(await callWorker(`/account/cvs/import/${id}/file`, { form, token }));
    expect(attached.status).toBe(201);
    expect((await env.FILES.list({ prefix: 'cv-imports/' })).objects).toHaveLength(1);
    expect(attached.body.data?.cv).toMatchObject({ imported_file: { file_type: 'pdf' }, file_path: null, state: 'complete' });

    expect((await callWorker(`/account/cvs/${id}/force-delete`, { method: 'DELETE', token })).status).toBe(200);
    expect((await env.FILES.list({ prefix: 'cv-imports/' })).objects).toHaveLength(0);
    expect(await rowCount()).toBe(0);
  });
});
