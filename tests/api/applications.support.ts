import { expect } from 'vitest';
import { type Api, post } from '../support/auth-flow';
import { minimalPdf } from '../support/files';
import { jobWorld, type JobWorld, publishedJob, send } from './jobs.support';

/** A CV made in Kar with three sections done (personal information, education, a language): not a draft. */
export async function completeCv(api: Api, token: string, language: 'en' | 'ckb' | 'ar' = 'ckb', name = 'ئاراس محەمەد'): Promise<number> {
  const created = await post(
    api,
    '/account/cvs/personal-info',
    { full_name: name, email: 'aras.m@example.com', phone_num: '+964 750 123 4567', location: 'هەولێر', title: 'Backend CV', language },
    { token },
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = (created.body.data?.cv as { id: number }).id;
  const education = await post(
    api,
    `/account/cvs/${id}/education`,
    { institution_id: 1, city_id: 1, degree_id: 4, field_of_study: 'Computer Science', start_date: 2014, end_date: 2018 },
    { token },
  );
  expect(education.status).toBe(201);
  const spoken = await post(api, `/account/cvs/${id}/languages`, { language_id: 1, proficiency_level: 'fluent' }, { token });
  expect(spoken.status, JSON.stringify(spoken.body)).toBe(201);
  return id;
}

/** A CV made in Kar with only its personal information: a draft that cannot be sent. */
export async function draftCv(api: Api, token: string): Promise<number> {
  const created = await post(
    api,
    '/account/cvs/personal-info',
    { full_name: 'Draft Person', email: 'draft@example.com', phone_num: '+964 750 123 4567', location: 'Erbil' },
    { token },
  );
  return (created.body.data?.cv as { id: number }).id;
}

export async function uploadedCv(api: Api, token: string, text = 'Uploaded CV of Aras'): Promise<number> {
  const form = new FormData();
  form.append('name', 'My uploaded CV');
  form.append('file_path', new File([minimalPdf(text)], 'aras-cv.pdf', { type: 'application/pdf' }));
  const uploaded = await post(api, '/account/cvs/upload', form, { token });
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
  return (uploaded.body.data?.cv as { id: number }).id;
}

export interface ApplyWorld extends JobWorld {
  jobId: number;
  requirementIds: number[];
  madeCvId: number;
  uploadedCvId: number;
}

/** jobWorld's companies and seeker, a published job with two requirements, and the seeker's two CVs. */
export async function applyWorld(): Promise<ApplyWorld> {
  const world = await jobWorld();
  const jobId = await publishedJob(world);
  const job = await send(world.api, 'GET', `/jobs/${jobId}`);
  const requirementIds = (job.body.data?.job as { requirements: Array<{ id: number }> }).requirements.map((requirement) => requirement.id);
  const [madeCvId, uploadedCvId] = [await completeCv(world.api, world.seeker), await uploadedCv(world.api, world.seeker)];
  return { ...world, jobId, requirementIds, madeCvId, uploadedCvId };
}

/** The apply form as the REST contract's clients send it (multipart; docs/product.md#applying-signed-in); `[]`-suffixed requirement fields unless told otherwise. */
export function applyForm(
  fields: Record<string, string | number | ReadonlyArray<string | number>>,
  file?: File,
  listName = 'job_qualification_ids[]',
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) for (const item of value) form.append(name === 'job_qualification_ids' ? listName : name, String(item));
    else form.append(name, String(value));
  }
  if (file) form.append('personal_statement_file', file);
  return form;
}

export function applyFields(world: ApplyWorld, overrides: Record<string, string | number | ReadonlyArray<string | number>> = {}) {
  return {
    job_id: world.jobId,
    cv_id: world.madeCvId,
    personal_statement: 'I build APIs in Erbil.',
    job_qualification_ids: world.requirementIds.slice(0, 1),
    ...overrides,
  };
}

export async function apply(world: ApplyWorld, form: FormData, init: { token?: string; language?: string } = {}) {
  return post(world.api, '/account/jobs/apply', form, { token: init.token ?? world.seeker, ...(init.language ? { language: init.language } : {}) });
}

export async function download(api: Api, path: string, token: string) {
  const response = await api.request(`/api/v1${path}`, { headers: { Authorization: `Bearer ${token}` } });
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}
