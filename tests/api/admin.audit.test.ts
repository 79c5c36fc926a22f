// The audit log's list names its targets and filters by the shared list of actions (issue 23).
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies, users } from '../../db/schema';
import { type AuditEntry, auditActions } from '../../worker/features/admin/admin.schemas';
import { type AdminWorld, adminWorld, jobOf, send, userIdOf } from './admin.support';

let world: AdminWorld;
const ids = { company: 0, job: 0, seeker: 0 };
const entriesOf = async (query = '') => (await send(world.api, 'GET', `/admin/audit-log${query}`, { token: world.admin })).body.data?.entries as AuditEntry[];

beforeAll(async () => {
  world = await adminWorld();
  ids.company = await userIdOf(world, 'hr@zagros.example');
  ids.seeker = await userIdOf(world, 'seeker@example.com');
  ids.job = await jobOf(world, 'hr@zagros.example', world.company, 'Audit Site Engineer');
  const writes = [
    send(world.api, 'POST', `/admin/companies/${ids.company}/credits`, { token: world.admin, body: { amount: 2, reason: 'Launch offer' } }),
    send(world.api, 'POST', `/admin/jobs/${ids.job}/unpublish`, { token: world.admin, body: { reason: 'Asks applicants for money.' } }),
    send(world.api, 'POST', `/admin/users/${ids.seeker}/disable`, { token: world.admin, body: { reason: 'Spam applications' } }),
  ];
  for (const write of writes) expect((await write).status).toBeLessThan(300);
}, 60_000);

describe('the audit log (issue 23)', () => {
  it("names each target in the list's reply: the company, the job and the user", async () => {
    const [company] = await world.api.deps.db.select({ name: companies.legalName }).from(companies).where(eq(companies.userId, ids.company));
    const [seeker] = await world.api.deps.db.select({ name: users.fullName, email: users.email }).from(users).where(eq(users.id, ids.seeker));
    const entries = await entriesOf();
    const named = (action: string) => entries.find((entry) => entry.action === action);
    expect(named('company.credits')).toMatchObject({ target_type: 'company', target_id: ids.company, target_name: company?.name });
    expect(named('job.unpublish')).toMatchObject({ target_type: 'job', target_id: ids.job, target_name: 'Audit Site Engineer' });
    expect(named('user.disable')).toMatchObject({ target_type: 'user', target_id: ids.seeker, target_name: seeker?.name ?? seeker?.email });
    expect(entries.every((entry) => (auditActions as readonly string[]).includes(entry.action))).toBe(true);
  });

  it('filters by a known action and refuses an unknown one or target type with 422', async () => {
    expect((await entriesOf('?action=job.unpublish')).map((entry) => entry.target_id)).toEqual([ids.job]);
    for (const query of ['?action=job.delete', '?action=JOB.UNPUBLISH', `?action=${'x'.repeat(40)}`, '?target_type=planet']) {
      const reply = await send(world.api, 'GET', `/admin/audit-log${query}`, { token: world.admin });
      expect([reply.status, reply.body.code], query).toEqual([422, 'validation_failed']);
    }
    const trpc = await world.api.request(`/api/trpc/admin.auditLog?input=${encodeURIComponent(JSON.stringify({ action: 'job.delete' }))}`, {
      headers: { authorization: `Bearer ${world.admin}` },
    });
    expect(trpc.status).toBe(400);
  });

  it("answers 401 without a session (or with the disabled seeker's) and 403 to a company", async () => {
    expect((await send(world.api, 'GET', '/admin/audit-log')).status).toBe(401);
    expect((await send(world.api, 'GET', '/admin/audit-log', { token: world.company })).status).toBe(403);
    expect((await send(world.api, 'GET', '/admin/audit-log?action=job.unpublish', { token: world.otherCompany })).status).toBe(403);
    expect((await send(world.api, 'GET', '/admin/audit-log', { token: world.seeker })).status).toBe(401);
  });
});
