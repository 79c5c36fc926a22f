import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { listOutbox } from '../../worker/platform/outbox';
import type { SeekerApplication } from '../../worker/features/applications/applications.schemas';
import { signedUpAccount } from '../support/auth-flow';
import { minimalPdf } from '../support/files';
import { apply, applyFields, applyForm, applyWorld, type ApplyWorld, completeCv, draftCv } from './applications.support';
import { daysFrom, jobBody, publishedJob, send } from './jobs.support';

let world: ApplyWorld;
beforeEach(async () => {
  world = await applyWorld();
}, 60_000);

const rows = async (query: ReturnType<typeof sql>) => (await world.api.deps.db.all(query)) as Array<Record<string, unknown>>;

describe('POST /account/jobs/apply', () => {
  it('submits with a CV made here: 201, the SeekerApplication, one row, its ticked requirements and first event', async () => {
    const reply = await apply(world, applyForm(applyFields(world, { job_qualification_ids: world.requirementIds })));
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect(reply.body.message).toBe('Application submitted successfully');
    expect(reply.body.code).toBe('application_submitted');
    const application = reply.body.data?.application as SeekerApplication;
    expect(application).toMatchObject({
      status: 'submitted',
      personal_statement: 'I build APIs in Erbil.',
      statement_file: null,
      can_withdraw: true,
      cv: { title: 'Backend CV', kind: 'made', language: 'ckb' },
      job: { id: world.jobId, title: 'Senior Backend Developer', is_open: true },
    });
    expect(application.requirements.map((requirement) => requirement.name)).toEqual(['Node.js', 'TypeScript']);
    expect(application.timeline).toEqual([{ status: 'submitted', at: world.clock.now().toISOString() }]);
    // Without an execution context (Node) the PDF is rendered before the reply.
    expect(application.cv.file_url).toBe(`/api/v1/account/applications/${application.id}/cv`);

    const [row] = await rows(sql`select * from applications where id = ${application.id}`);
    expect(row).toMatchObject({ stage: 'applied', cv_kind: 'made', requirements_ticked: 2, requirements_total: 2, full_name: 'ئاراس محەمەد' });
    expect(row?.cv_data_key).toMatch(/^applications\/.+\/cv\.json$/);
    expect(await rows(sql`select from_stage, to_stage from application_events where application_id = ${application.id}`)).toEqual([
      { from_stage: null, to_stage: 'applied' },
    ]);
    expect(await rows(sql`select count(*) as n from application_requirements where application_id = ${application.id}`)).toEqual([{ n: 2 }]);
  });

  it('reads requirement ids repeated, `[]`-suffixed or comma-separated', async () => {
    const secondJob = await publishedJob(world);
    const thirdJob = await publishedJob(world);
    const requirementsOf = async (id: number) =>
      ((await send(world.api, 'GET', `/jobs/${id}/requirements`)).body.data?.requirements as Array<{ id: number }>).map((item) => item.id);
    const repeated = await apply(world, applyForm(applyFields(world, { job_qualification_ids: world.requirementIds }), undefined, 'job_qualification_ids'));
    expect(repeated.status).toBe(201);
    const second = await requirementsOf(secondJob);
    const comma = await apply(world, applyForm(applyFields(world, { job_id: secondJob, job_qualification_ids: second.join(',') })));
    expect(comma.status, JSON.stringify(comma.body)).toBe(201);
    expect((comma.body.data?.application as SeekerApplication).requirements).toHaveLength(2);
    const third = await requirementsOf(thirdJob);
    const json = await world.api.request('/api/v1/account/jobs/apply', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${world.seeker}` },
      body: JSON.stringify({ ...applyFields(world, { job_id: thirdJob }), job_qualification_ids: [third[1]] }),
    });
    expect(json.status).toBe(201);
  });

  it('applies with an uploaded CV and a statement file instead of text', async () => {
    const statement = new File([minimalPdf('My statement')], 'statement.pdf', { type: 'application/pdf' });
    const reply = await apply(world, applyForm(applyFields(world, { cv_id: world.uploadedCvId, personal_statement: '' }), statement));
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const application = reply.body.data?.application as SeekerApplication;
    expect(application.cv).toMatchObject({ kind: 'uploaded', file_url: `/api/v1/account/applications/${application.id}/cv` });
    expect(application.statement_file).toEqual({ name: 'statement.pdf', url: `/api/v1/account/applications/${application.id}/statement-file` });
    const [row] = await rows(sql`select cv_kind, cv_file_type, cv_file_name, cv_data_key, statement_file_type from applications where id = ${application.id}`);
    expect(row).toEqual({
      cv_kind: 'uploaded',
      cv_file_type: 'application/pdf',
      cv_file_name: 'aras-cv.pdf',
      cv_data_key: null,
      statement_file_type: 'application/pdf',
    });
  });

  it('a second application to the same job is 409 already_applied, and two sent at once make one row', async () => {
    expect((await apply(world, applyForm(applyFields(world)))).status).toBe(201);
    const again = await apply(world, applyForm(applyFields(world, { cv_id: world.uploadedCvId })));
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('already_applied');

    const otherJob = await publishedJob(world);
    const ids = ((await send(world.api, 'GET', `/jobs/${otherJob}/requirements`)).body.data?.requirements as Array<{ id: number }>).map((item) => item.id);
    // Both pass the first reads before either is written: the unique index decides (without its catch, one is a 500).
    const raced = await Promise.all([
      apply(world, applyForm(applyFields(world, { job_id: otherJob, job_qualification_ids: ids }))),
      apply(world, applyForm(applyFields(world, { job_id: otherJob, job_qualification_ids: ids, cv_id: world.uploadedCvId }))),
    ]);
    expect(raced.map((reply) => reply.status).sort()).toEqual([201, 409]);
    expect(raced.find((reply) => reply.status === 409)?.body.code).toBe('already_applied');
    expect(await rows(sql`select count(*) as n from applications where job_id = ${otherJob}`)).toEqual([{ n: 1 }]);
    expect(await rows(sql`select count(*) as n from application_events e join applications a on a.id = e.application_id where a.job_id = ${otherJob}`)).toEqual(
      [{ n: 1 }],
    );
  });

  it('a job that is paused, closed or expired is 409 job_not_open; a draft, a missing job and an unapproved company are 404', async () => {
    const pause = await send(world.api, 'POST', `/company/jobs/${world.jobId}/pause`, { token: world.company });
    expect(pause.status).toBe(200);
    const paused = await apply(world, applyForm(applyFields(world)));
    expect(paused.status).toBe(409);
    expect(paused.body.code).toBe('job_not_open');
    await send(world.api, 'POST', `/company/jobs/${world.jobId}/close`, { token: world.company });
    expect((await apply(world, applyForm(applyFields(world)))).body.code).toBe('job_not_open');

    const later = await publishedJob(world, { deadline: daysFrom(world.clock.now(), 1) });
    world.clock.advance(2 * 86_400_000);
    const expired = await apply(world, applyForm(applyFields(world, { job_id: later, job_qualification_ids: [] })));
    expect(expired.status).toBe(409);
    expect(expired.body.code).toBe('job_not_open');

    const draft = await send(world.api, 'POST', '/company/jobs', { token: world.company, body: jobBody(world.clock.now()) });
    const draftId = (draft.body.data?.job as { id: number }).id;
    expect((await apply(world, applyForm(applyFields(world, { job_id: draftId, job_qualification_ids: [] })))).status).toBe(404);
    expect((await apply(world, applyForm(applyFields(world, { job_id: 999_999, job_qualification_ids: [] })))).status).toBe(404);
    const unapproved = await publishedJob(world, { deadline: daysFrom(world.clock.now(), 30) }, world.otherCompany);
    await world.api.deps.db.run(sql`update companies set status = 'pending' where user_id = (select company_id from jobs where id = ${unapproved})`);
    expect((await apply(world, applyForm(applyFields(world, { job_id: unapproved, job_qualification_ids: [] })))).status).toBe(404);
  });

  it("another seeker's CV and a missing CV are 404", async () => {
    const other = await signedUpAccount(world.api, 'other.seeker@example.com');
    const theirs = await completeCv(world.api, other);
    expect((await apply(world, applyForm(applyFields(world, { cv_id: theirs })))).status).toBe(404);
    expect((await apply(world, applyForm(applyFields(world, { cv_id: 999_999 })))).status).toBe(404);
  });

  it('refuses a draft CV, foreign requirement ids, no requirement ticked and no statement with localised 422s', async () => {
    const draft = await draftCv(world.api, world.seeker);
    const draftReply = await apply(world, applyForm(applyFields(world, { cv_id: draft })));
    expect(draftReply.status).toBe(422);
    expect(draftReply.body.errors?.cv_id).toEqual(["You can't continue until you've completed your CV."]);

    const otherJob = await publishedJob(world, {}, world.otherCompany);
    const foreign = ((await send(world.api, 'GET', `/jobs/${otherJob}/requirements`)).body.data?.requirements as Array<{ id: number }>)[0]?.id as number;
    const foreignReply = await apply(world, applyForm(applyFields(world, { job_qualification_ids: [world.requirementIds[0] as number, foreign] })));
    expect(foreignReply.status).toBe(422);
    expect(foreignReply.body.errors?.job_qualification_ids).toEqual(['Tick only requirements of this job']);

    const none = await apply(world, applyForm(applyFields(world, { job_qualification_ids: [], personal_statement: '  ' })), { language: 'ckb' });
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual({
      job_qualification_ids: ['لانیکەم یەک مەرج دیاری بکە'],
      personal_statement: ['ڕاگەیەندراوێکی کەسی بنووسە یان فایلێک هاوپێچ بکە'],
    });
    expect(await rows(sql`select count(*) as n from applications`)).toEqual([{ n: 0 }]);
  });

  it("refuses wrong types and missing fields in the reader's language", async () => {
    const wrong = await apply(world, applyForm({ job_id: 'abc', cv_id: '', personal_statement: 'x', job_qualification_ids: ['one'] }), { language: 'ar' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toMatchObject({ job_id: ['اختر وظيفة'], cv_id: ['اختر السيرة الذاتية'] });
    expect(wrong.body.errors?.['job_qualification_ids.0']).toBeDefined();
    const tooLong = await apply(world, applyForm(applyFields(world, { personal_statement: 'x'.repeat(5001) })));
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.errors?.personal_statement).toBeDefined();
  });

  it('checks the statement file by content (415) and size (413)', async () => {
    const script = new File(['<script>alert(1)</script>'], 'statement.pdf', { type: 'application/pdf' });
    const refused = await apply(world, applyForm(applyFields(world), script));
    expect(refused.status).toBe(415);
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(minimalPdf());
    const tooBig = await apply(world, applyForm(applyFields(world), new File([big], 'big.pdf', { type: 'application/pdf' })));
    expect(tooBig.status).toBe(413);
    expect(await rows(sql`select count(*) as n from applications`)).toEqual([{ n: 0 }]);
  }, 30_000);

  it('answers 401 signed out and 403 to a company', async () => {
    const signedOut = await world.api.request('/api/v1/account/jobs/apply', { method: 'POST', body: applyForm(applyFields(world)) });
    expect(signedOut.status).toBe(401);
    expect((await apply(world, applyForm(applyFields(world)), { token: world.company })).status).toBe(403);
  });
});

describe('applying mails', () => {
  const outbox = () => listOutbox(world.api.deps.db, 200);

  it('sends the seeker a receipt and the company a notice, each in their own language (right to left for ckb and ar)', async () => {
    await world.api.deps.db.run(sql`update users set locale = 'ckb' where email = 'seeker@example.com'`);
    await world.api.deps.db.run(sql`update users set locale = 'ar' where email = 'hr@zagros.example'`);
    expect((await apply(world, applyForm(applyFields(world)), { language: 'en' })).status).toBe(201);
    const mails = await outbox();
    const receipt = mails.find((mail) => mail.to === 'seeker@example.com');
    expect(receipt?.subject).toBe('داواکارییەکەت بۆ Senior Backend Developer نێردرا');
    expect(receipt?.html).toContain('dir="rtl"');
    const notice = mails.find((mail) => mail.to === 'hr@zagros.example');
    expect(notice?.subject).toBe('متقدّم جديد لوظيفة Senior Backend Developer');
    expect(notice?.text).toContain('ئاراس محەمەد');
  });

  it('a mail that fails does not fail the application', async () => {
    world.api.deps.mailer = { send: () => Promise.reject(new Error('provider down')) };
    const reply = await apply(world, applyForm(applyFields(world)));
    expect(reply.status).toBe(201);
    expect(await rows(sql`select count(*) as n from applications`)).toEqual([{ n: 1 }]);
  });
});

describe('applicant counts', () => {
  it("counts a job's real applications in the company's list and job", async () => {
    const second = await signedUpAccount(world.api, 'second@example.com');
    const secondCv = await completeCv(world.api, second, 'en', 'Second Seeker');
    expect((await apply(world, applyForm(applyFields(world)))).status).toBe(201);
    expect((await apply(world, applyForm(applyFields(world, { cv_id: secondCv })), { token: second })).status).toBe(201);
    const other = await publishedJob(world);
    const list = await send(world.api, 'GET', '/company/jobs', { token: world.company });
    const counts = Object.fromEntries((list.body.data?.jobs as Array<{ id: number; applicant_count: number }>).map((job) => [job.id, job.applicant_count]));
    expect(counts).toEqual({ [world.jobId]: 2, [other]: 0 });
    const one = await send(world.api, 'GET', `/company/jobs/${world.jobId}`, { token: world.company });
    expect((one.body.data?.job as { applicant_count: number }).applicant_count).toBe(2);
  });
});

describe('the tRPC twins', () => {
  const rpc = (path: string, body: unknown, token?: string) =>
    world.api.request(`/api/trpc/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });

  it('applies with a written statement, with the same rules and errors as REST', async () => {
    const fields = { job_id: world.jobId, cv_id: world.madeCvId, personal_statement: 'Over tRPC.', job_qualification_ids: world.requirementIds };
    expect((await rpc('applying.submit', fields)).status).toBe(401);
    expect((await rpc('applying.submit', fields, world.company)).status).toBe(403);
    const applied = await rpc('applying.submit', fields, world.seeker);
    expect(applied.status).toBe(200);
    expect(((await applied.json()) as { result: { data: SeekerApplication } }).result.data).toMatchObject({
      status: 'submitted',
      personal_statement: 'Over tRPC.',
    });
    const again = await rpc('applying.submit', fields, world.seeker);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { data: { appCode: string } } }).error.data.appCode).toBe('already_applied');
  });

  it('reads and saves the hiring settings for companies only', async () => {
    const saved = await rpc('applying.hiringSettings.save', { applicant_notice: 'none', mail_rejections: false }, world.company);
    expect(((await saved.json()) as { result: { data: unknown } }).result.data).toEqual({ applicant_notice: 'none', mail_rejections: false });
    expect((await rpc('applying.hiringSettings.save', { applicant_notice: 'none', mail_rejections: false }, world.seeker)).status).toBe(403);
    // tRPC answers its input checks as BAD_REQUEST, with the fields in the reader's language as on every procedure.
    const wrong = await rpc('applying.hiringSettings.save', { applicant_notice: 'weekly', mail_rejections: false }, world.company);
    expect(((await wrong.json()) as { error: { data: { appCode: string; fields: Record<string, string[]> } } }).error.data).toMatchObject({
      appCode: 'validation_failed',
      fields: { applicant_notice: ['This value is not valid'] },
    });
  });
});
