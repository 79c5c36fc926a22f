// Companies before approval (issue 23): a company waiting for approval (or rejected and correcting) prepares its
// profile and draft jobs; publishing, credits and applicants stay with approved companies; a suspended company stays
// held. A rejected company asks to be reviewed again only after changing its details.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { post, signedUpCompany } from '../support/auth-flow';
import { minimalPdf, tinyPng } from '../support/files';
import { type AdminWorld, adminWorld, companyStatusOf, send, userIdOf } from './admin.support';
import { addCredits, approve, createJob, jobBody } from './jobs.support';

let world: AdminWorld;
let suspendedCompany: string;
const pendingEmail = 'wait@pending.example';
const business = {
  legal_name: 'Zagros Waiting',
  sector_id: 2,
  website_url: 'waiting.example',
  employees_num_id: 3,
  company_type_id: 2,
  headquarter_location_id: 2,
  phone_number: '07501112233',
};
const pdfFile = () => new File([minimalPdf('Trade licence')], 'licence.pdf', { type: 'application/pdf' });
const form = (entries: Record<string, string | File>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(entries)) body.append(name, value);
  return body;
};
const decide = async (email: string, decision: string, body: unknown = {}) =>
  send(world.api, 'POST', `/admin/companies/${await userIdOf(world, email)}/${decision}`, { token: world.admin, body });
const trpc = async (path: string, token: string, input?: unknown) => {
  const response = await world.api.request(`/api/trpc/${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    ...(input === undefined ? {} : { body: JSON.stringify(input) }),
  });
  return { status: response.status, body: (await response.json()) as { error?: { data?: { appCode?: string } } } };
};

beforeAll(async () => {
  world = await adminWorld();
  // Credits are no reason to refuse a publish here: only the approval is.
  await addCredits(world, pendingEmail, 5);
  suspendedCompany = await signedUpCompany(world.api, 'held@suspended.example');
  await approve(world.api, 'held@suspended.example');
  expect((await decide('held@suspended.example', 'suspend', { reason: 'Fake postings.' })).status).toBe(200);
}, 60_000);

describe('a company waiting for approval', () => {
  it('edits its business profile, optional panel, documents and logo', async () => {
    const token = world.pendingCompany;
    const saved = await send(world.api, 'POST', '/companies', { token, body: business });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data?.company).toMatchObject({ legal_name: 'Zagros Waiting', status: 'pending' });
    expect((await send(world.api, 'POST', '/companies/update-additional-info', { token, body: { description: '<p>We build roads.</p>' } })).status).toBe(200);
    const uploaded = await post(world.api, '/companies/attachments', form({ file: pdfFile() }), { token });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    expect((await send(world.api, 'GET', '/companies/attachments', { token })).body.data?.attachments).toHaveLength(1);
    expect((await post(world.api, '/company-logos', form({ logo: new File([tinyPng()], 'logo.png', { type: 'image/png' }) }), { token })).status).toBe(200);
    // Invalid input is still refused by the same rules.
    const invalid = await send(world.api, 'POST', '/companies', { token, body: { ...business, legal_name: '' } });
    expect(invalid.status).toBe(422);
  });

  it("writes, reads, lists, edits and deletes draft jobs, and never reaches another company's", async () => {
    const token = world.pendingCompany;
    const id = await createJob(world, { title: 'Site Engineer (draft)' }, token);
    const read = await send(world.api, 'GET', `/company/jobs/${id}`, { token });
    expect(read.body.data?.job).toMatchObject({ id, state: 'draft', title: 'Site Engineer (draft)' });
    const edited = await send(world.api, 'PUT', `/company/jobs/${id}`, { token, body: jobBody(world.clock.now(), { title: 'Site Engineer' }) });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const listed = await send(world.api, 'GET', '/company/jobs?state=draft', { token });
    expect((listed.body.data?.jobs as Array<{ id: number }>).map((job) => job.id)).toContain(id);
    expect((await send(world.api, 'POST', '/company/jobs', { token, body: jobBody(world.clock.now(), { title: '' }) })).status).toBe(422);
    const other = await createJob(world, { title: 'Not yours' });
    expect((await send(world.api, 'GET', `/company/jobs/${other}`, { token })).status).toBe(404);
    expect((await send(world.api, 'PUT', `/company/jobs/${other}`, { token, body: jobBody(world.clock.now()) })).status).toBe(404);
    expect((await send(world.api, 'DELETE', `/company/jobs/${other}`, { token })).status).toBe(404);
    const spare = await createJob(world, { title: 'Spare draft' }, token);
    expect((await send(world.api, 'DELETE', `/company/jobs/${spare}`, { token })).status).toBe(200);
  });

  it('cannot publish: 403 job_publish_needs_approval in its language, the draft kept and no credit spent', async () => {
    const token = world.pendingCompany;
    const id = await createJob(world, { title: 'Waits for approval' }, token);
    const refused = await send(world.api, 'POST', `/company/jobs/${id}/publish`, { token, language: 'ckb' });
    expect([refused.status, refused.body.code]).toEqual([403, 'job_publish_needs_approval']);
    expect((await trpc('jobs.company.move', token, { id, move: 'publish' })).body.error?.data?.appCode).toBe('job_publish_needs_approval');
    expect((await send(world.api, 'GET', `/company/jobs/${id}`, { token })).body.data?.job).toMatchObject({ state: 'draft' });
    const [ledger] = await world.api.deps.db.all<{ balance: number }>(
      sql`select sum(amount) as balance from credit_ledger where company_id = ${await userIdOf(world, pendingEmail)}`,
    );
    expect(Number(ledger?.balance)).toBe(5 + 3);
  });

  it('still reads no credits and no applicants: 403 company_not_approved', async () => {
    const token = world.pendingCompany;
    const id = await createJob(world, {}, token);
    for (const path of ['/company-credit', `/company/jobs/${id}/applications`, '/company/dashboard/analytics']) {
      const reply = await send(world.api, 'GET', path, { token });
      expect([reply.status, reply.body.code], path).toEqual([403, 'company_not_approved']);
    }
  });

  it('keeps 401 signed out and 403 for a job seeker', async () => {
    expect((await send(world.api, 'POST', '/company/jobs', { body: jobBody(world.clock.now()) })).status).toBe(401);
    expect((await send(world.api, 'POST', '/company/jobs', { token: world.seeker, body: jobBody(world.clock.now()) })).status).toBe(403);
    expect((await send(world.api, 'POST', '/companies', { token: world.seeker, body: business })).status).toBe(403);
  });
});

describe('a suspended company', () => {
  it('stays held: no profile edits, no drafts (403 company_not_approved)', async () => {
    for (const [method, path, body] of [
      ['GET', '/company/jobs', undefined],
      ['POST', '/company/jobs', jobBody(world.clock.now())],
      ['POST', '/companies', business],
      ['GET', '/companies/attachments', undefined],
    ] as const) {
      const reply = await send(world.api, method, path, { token: suspendedCompany, ...(body ? { body } : {}) });
      expect([reply.status, reply.body.code], `${method} ${path}`).toEqual([403, 'company_not_approved']);
    }
  });
});

describe('a rejected company', () => {
  it('keeps preparing drafts, and still cannot publish them', async () => {
    expect((await decide(pendingEmail, 'reject', { reason: 'The licence is unreadable.' })).status).toBe(200);
    const id = await createJob(world, { title: 'Prepared after rejection' }, world.pendingCompany);
    expect((await send(world.api, 'POST', `/company/jobs/${id}/publish`, { token: world.pendingCompany })).body.code).toBe('job_publish_needs_approval');
  });

  it('asks again only after changing its details since the rejection (409 review_request_unchanged)', async () => {
    const token = world.pendingCompany;
    const unchanged = await send(world.api, 'POST', '/company/review-request', { token, language: 'ar' });
    expect([unchanged.status, unchanged.body.code]).toEqual([409, 'review_request_unchanged']);
    expect((await trpc('moderation.requestReview', token)).body.error?.data?.appCode).toBe('review_request_unchanged');
    // A draft job is not a change to what the admin reviews.
    world.clock.advance(1_000);
    await createJob(world, { title: 'Still no change' }, token);
    expect((await send(world.api, 'POST', '/company/review-request', { token })).body.code).toBe('review_request_unchanged');
    expect(await companyStatusOf(world, pendingEmail)).toBe('rejected');

    world.clock.advance(1_000);
    expect((await send(world.api, 'POST', '/companies', { token, body: { ...business, legal_name: 'Zagros Corrected' } })).status).toBe(200);
    const asked = await send(world.api, 'POST', '/company/review-request', { token });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.data?.review).toMatchObject({ status: 'pending' });
    expect((await send(world.api, 'POST', '/company/review-request', { token })).body.code).toBe('review_request_not_allowed');
  });

  it('counts a new document as a change', async () => {
    const token = world.pendingCompany;
    world.clock.advance(1_000);
    expect((await decide(pendingEmail, 'reject', { reason: 'Still unreadable.' })).status).toBe(200);
    expect((await send(world.api, 'POST', '/company/review-request', { token })).body.code).toBe('review_request_unchanged');
    world.clock.advance(1_000);
    expect((await post(world.api, '/companies/attachments', form({ file: pdfFile() }), { token })).status).toBe(201);
    expect((await send(world.api, 'POST', '/company/review-request', { token })).status).toBe(200);
  });

  it('keeps 401 signed out, 403 for a seeker and 409 for a company never rejected', async () => {
    expect((await send(world.api, 'POST', '/company/review-request')).status).toBe(401);
    expect((await send(world.api, 'POST', '/company/review-request', { token: world.seeker })).status).toBe(403);
    expect((await send(world.api, 'POST', '/company/review-request', { token: world.company })).body.code).toBe('review_request_not_allowed');
  });
});
