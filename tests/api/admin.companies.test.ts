// Reviewing companies (issue 14): the queue with everything a company sent, approve / reject / suspend / restore with
// their effects on sign-in and on the company's jobs, the company asking again, credits, and an audit row for each.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyAttachments, users } from '../../db/schema';
import type { AdminCompany, AuditEntry } from '../../worker/features/admin/admin.schemas';
import { post, strongPassword } from '../support/auth-flow';
import { type AdminWorld, adminWorld, auditRows, companyStatusOf, jobOf, mailsTo, send, userIdOf } from './admin.support';

let world: AdminWorld;
const pendingEmail = 'wait@pending.example';
let pendingId = 0;

const login = (email: string) => post(world.api, '/auth/login', { email, password: strongPassword, type: 'company' });
const decide = (id: number, decision: string, body?: unknown) =>
  send(world.api, 'POST', `/admin/companies/${id}/${decision}`, { token: world.admin, body: body ?? {} });

beforeAll(async () => {
  world = await adminWorld();
  pendingId = await userIdOf(world, pendingEmail);
  // The company writes in Sorani: the admin's decisions reach it in Sorani.
  await world.api.deps.db.update(users).set({ locale: 'ckb' }).where(eq(users.id, pendingId));
  await world.api.deps.blobs.put('company-attachments/licence.pdf', new TextEncoder().encode('%PDF-1.4 licence'), 'application/pdf');
  await world.api.deps.db.insert(companyAttachments).values({
    companyId: pendingId,
    fileKey: 'company-attachments/licence.pdf',
    fileName: 'licence.pdf',
    fileType: 'pdf',
    fileSize: 16,
    createdAt: world.clock.now(),
  });
}, 60_000);

describe('the review queue', () => {
  it('lists pending companies with their details, contact, documents, credits and review', async () => {
    const reply = await send(world.api, 'GET', '/admin/companies?status=pending', { token: world.admin });
    expect(reply.status).toBe(200);
    const companies = reply.body.data?.companies as AdminCompany[];
    expect(companies).toHaveLength(1);
    expect(companies[0]).toMatchObject({
      user_id: pendingId,
      email: pendingEmail,
      legal_name: 'Zagros Tech',
      phone_number: expect.any(String),
      website_url: expect.stringContaining('zagros.example'),
      status: 'pending',
      credits: 3,
      review: null,
    });
    expect(companies[0]?.documents).toMatchObject([{ name: 'licence.pdf', type: 'pdf', url: expect.stringMatching(/^\/files\/company-attachments\/\d+$/) }]);
    const approved = await send(world.api, 'GET', '/admin/companies?status=approved&q=other', { token: world.admin });
    expect((approved.body.data?.companies as AdminCompany[]).map((company) => company.email)).toEqual(['jobs@other.example']);
    expect((await send(world.api, 'GET', '/admin/companies?status=nonsense', { token: world.admin })).status).toBe(422);
  });

  it("lets the admin read a waiting company's document, and nobody else", async () => {
    const [company] = (await send(world.api, 'GET', '/admin/companies', { token: world.admin })).body.data?.companies as AdminCompany[];
    const url = company?.documents[0]?.url ?? '';
    const asAdmin = await world.api.request(url, { headers: { authorization: `Bearer ${world.admin}` } });
    expect(asAdmin.status).toBe(200);
    expect(await asAdmin.text()).toContain('licence');
    expect((await world.api.request(url, { headers: { authorization: `Bearer ${world.company}` } })).status).toBe(404);
  });
});

describe('reject, ask again, approve', () => {
  it("rejects only with a reason, e-mailed in the company's language; /status shows it", async () => {
    expect((await decide(pendingId, 'reject', {})).status).toBe(422);
    expect((await decide(pendingId, 'reject', { reason: '   ' })).status).toBe(422);
    const rejected = await decide(pendingId, 'reject', { reason: 'The trade licence is unreadable.' });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data?.company).toMatchObject({ status: 'rejected', review: { reason: 'The trade licence is unreadable.' } });
    const [mail] = await mailsTo(world, pendingEmail);
    expect(mail?.subject).toBe('تۆمارکردنی کۆمپانیاکەت لە کار پێویستی بە گۆڕانکارییە');
    expect(mail?.text).toContain('The trade licence is unreadable.');

    const [audit] = await auditRows(world);
    expect(audit).toMatchObject({
      adminId: world.adminId,
      action: 'company.reject',
      targetType: 'company',
      targetId: pendingId,
      before: { status: 'pending' },
      after: { status: 'rejected', reason: 'The trade licence is unreadable.' },
    });

    const signedIn = await login(pendingEmail);
    expect(signedIn.body.data?.user).toMatchObject({ company_status: 'rejected' });
    // A rejected company may correct its profile and documents (a pending one may too: issue 23).
    expect((await send(world.api, 'GET', '/companies/attachments', { token: world.pendingCompany })).status).toBe(200);
    const review = await send(world.api, 'GET', '/company/review', { token: world.pendingCompany });
    expect(review.body.data?.review).toMatchObject({ status: 'rejected', reason: 'The trade licence is unreadable.' });
  });

  it('a decision the status does not allow answers 409 and leaves no audit row', async () => {
    const before = (await auditRows(world)).length;
    expect((await decide(pendingId, 'suspend', { reason: 'x' })).body.code).toBe('company_review_not_allowed');
    expect((await decide(pendingId, 'restore')).status).toBe(409);
    expect((await decide(999_999, 'approve')).status).toBe(404);
    expect((await auditRows(world)).length).toBe(before);
  });

  it('the company corrects its details and asks again: back in the queue', async () => {
    // Asking again needs a change since the rejection (issue 23; tests/api/company-preparing.test.ts).
    world.clock.advance(1_000);
    const corrected = await send(world.api, 'POST', '/companies/update-additional-info', {
      token: world.pendingCompany,
      body: { description: '<p>Licence attached again.</p>' },
    });
    expect(corrected.status).toBe(200);
    const asked = await send(world.api, 'POST', '/company/review-request', { token: world.pendingCompany });
    expect(asked.status).toBe(200);
    expect(asked.body.data?.review).toMatchObject({ status: 'pending', reason: null, review_requested_at: expect.any(String) });
    expect((await send(world.api, 'POST', '/company/review-request', { token: world.pendingCompany })).body.code).toBe('review_request_not_allowed');
    expect((await send(world.api, 'POST', '/company/review-request', { token: world.seeker })).status).toBe(403);
    const queue = (await send(world.api, 'GET', '/admin/companies?status=pending', { token: world.admin })).body.data?.companies as AdminCompany[];
    expect(queue[0]?.review?.review_requested_at).toEqual(expect.any(String));
  });

  it('approves: the company signs in approved and may post jobs', async () => {
    expect((await send(world.api, 'GET', '/company-credit', { token: world.pendingCompany })).body.code).toBe('company_not_approved');
    const approved = await decide(pendingId, 'approve');
    expect(approved.body.data?.company).toMatchObject({ status: 'approved' });
    expect(await companyStatusOf(world, pendingEmail)).toBe('approved');
    expect((await login(pendingEmail)).body.data?.user).toMatchObject({ company_status: 'approved' });
    expect((await send(world.api, 'GET', '/company/jobs', { token: world.pendingCompany })).status).toBe(200);
    expect((await auditRows(world))[0]).toMatchObject({ action: 'company.approve', before: { status: 'pending' }, after: { status: 'approved' } });
    // It signed in in English since: mail no request of its own causes follows its last sign-in.
    expect((await mailsTo(world, pendingEmail))[0]?.subject).toBe('Your company is approved on Kar');
  });
});

describe('suspend and restore', () => {
  it("hides a suspended company's jobs from search and job pages, and it signs in to /status", async () => {
    const jobId = await jobOf(world, 'jobs@other.example', world.otherCompany, 'Petroleum Geologist');
    const otherId = await userIdOf(world, 'jobs@other.example');
    const search = async () => ((await send(world.api, 'GET', '/jobs?q=geologist')).body.data?.jobs as Array<{ id: number }>).map((job) => job.id);
    expect(await search()).toContain(jobId);

    const suspended = await decide(otherId, 'suspend', { reason: 'Complaints about fake postings.' });
    expect(suspended.body.data?.company).toMatchObject({ status: 'suspended' });
    expect(await search()).not.toContain(jobId);
    expect((await send(world.api, 'GET', `/jobs/${jobId}`)).status).toBe(404);
    expect((await login('jobs@other.example')).body.data?.user).toMatchObject({ company_status: 'suspended' });
    expect((await send(world.api, 'GET', '/company/jobs', { token: world.otherCompany })).body.code).toBe('company_not_approved');
    expect((await send(world.api, 'GET', '/company/review', { token: world.otherCompany })).body.data?.review).toMatchObject({
      status: 'suspended',
      reason: 'Complaints about fake postings.',
    });
    expect((await mailsTo(world, 'jobs@other.example'))[0]?.text).toContain('Complaints about fake postings.');

    const restored = await decide(otherId, 'restore');
    expect(restored.body.data?.company).toMatchObject({ status: 'approved' });
    expect(await search()).toContain(jobId);
    expect((await send(world.api, 'GET', `/jobs/${jobId}`)).status).toBe(200);
    const [restore, suspend] = await auditRows(world);
    expect(restore).toMatchObject({ action: 'company.restore', before: { status: 'suspended' }, after: { status: 'approved' } });
    expect(suspend).toMatchObject({
      action: 'company.suspend',
      before: { status: 'approved' },
      after: { status: 'suspended', reason: 'Complaints about fake postings.' },
    });
  });

  it('works over tRPC too, reason required for a suspension', async () => {
    const otherId = await userIdOf(world, 'jobs@other.example');
    const call = (body: unknown) =>
      world.api.request('/api/trpc/admin.decide', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${world.admin}` },
        body: JSON.stringify(body),
      });
    // tRPC answers a body that breaks its schema with 400 (validation_failed, the fields named).
    expect((await call({ id: otherId, decision: 'suspend' })).status).toBe(400);
    expect((await call({ id: otherId, decision: 'suspend', reason: 'Checking' })).status).toBe(200);
    expect((await call({ id: otherId, decision: 'restore' })).status).toBe(200);
  });
});

describe('credits', () => {
  it('grants and takes back with a reason as ledger rows, never below zero', async () => {
    const id = await userIdOf(world, 'hr@zagros.example');
    const granted = await send(world.api, 'POST', `/admin/companies/${id}/credits`, { token: world.admin, body: { amount: 5, reason: 'Launch offer' } });
    expect(granted.status).toBe(200);
    expect(granted.body.data?.balance).toBe(8);
    const credits = await send(world.api, 'GET', '/company-credit', { token: world.company });
    expect(JSON.stringify(credits.body.data)).toContain('Launch offer');
    expect((await auditRows(world))[0]).toMatchObject({
      action: 'company.credits',
      targetId: id,
      before: { balance: 3 },
      after: { balance: 8, amount: 5, reason: 'Launch offer' },
    });

    const before = (await auditRows(world)).length;
    const tooMuch = await send(world.api, 'POST', `/admin/companies/${id}/credits`, { token: world.admin, body: { amount: -9, reason: 'Refund' } });
    expect(tooMuch.body.code).toBe('credits_below_zero');
    expect((await auditRows(world)).length).toBe(before);
    expect(
      (await send(world.api, 'POST', `/admin/companies/${id}/credits`, { token: world.admin, body: { amount: -8, reason: 'Refund' } })).body.data?.balance,
    ).toBe(0);
    expect((await send(world.api, 'POST', `/admin/companies/${id}/credits`, { token: world.admin, body: { amount: 0, reason: 'x' } })).status).toBe(422);
    expect((await send(world.api, 'POST', `/admin/companies/${id}/credits`, { token: world.admin, body: { amount: 'many', reason: 'x' } })).status).toBe(422);
    expect((await send(world.api, 'POST', `/admin/companies/${id}/credits`, { token: world.admin, body: { amount: 2 } })).status).toBe(422);
  });
});

describe('the audit log', () => {
  it('lists every write newest first with before and after, filterable and keyset-paged', async () => {
    const all = await send(world.api, 'GET', '/admin/audit-log', { token: world.admin });
    const entries = all.body.data?.entries as AuditEntry[];
    expect(entries.length).toBeGreaterThanOrEqual(8);
    expect(entries.every((entry) => entry.admin_email === 'boss@kar.example' && entry.before && entry.after)).toBe(true);
    const rejects = (await send(world.api, 'GET', '/admin/audit-log?action=company.reject', { token: world.admin })).body.data?.entries as AuditEntry[];
    expect(rejects).toHaveLength(1);
    const byTarget = (await send(world.api, 'GET', `/admin/audit-log?target_type=company&target_id=${pendingId}`, { token: world.admin })).body.data
      ?.entries as AuditEntry[];
    expect(byTarget.map((entry) => entry.action)).toEqual(['company.approve', 'company.reject']);
    const today = world.clock.now().toISOString().slice(0, 10);
    expect(
      (
        (await send(world.api, 'GET', `/admin/audit-log?from=${today}&to=${today}&admin_id=${world.adminId}`, { token: world.admin })).body.data
          ?.entries as AuditEntry[]
      ).length,
    ).toBe(entries.length);
    expect(((await send(world.api, 'GET', '/admin/audit-log?from=2030-01-01', { token: world.admin })).body.data?.entries as AuditEntry[]).length).toBe(0);

    const first = await send(world.api, 'GET', '/admin/audit-log?limit=2', { token: world.admin });
    const next = await send(world.api, 'GET', `/admin/audit-log?limit=2&cursor=${first.body.data?.next_cursor as string}`, { token: world.admin });
    expect((next.body.data?.entries as AuditEntry[])[0]?.id).toBe(entries[2]?.id);
    expect((await send(world.api, 'GET', '/admin/audit-log?cursor=%%%', { token: world.admin })).status).toBe(422);
  });

  it('has no route that changes or deletes it', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'])
      expect((await send(world.api, method, '/admin/audit-log', { token: world.admin, body: {} })).status).toBe(404);
    const count = await world.api.deps.db.all<{ n: number }>(sql`select count(*) as n from admin_audit_log`);
    expect(Number(count[0]?.n)).toBeGreaterThan(0);
  });
});
