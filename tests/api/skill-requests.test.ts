// Issue 25: a company asks for a skill the skills lookup lacks; an admin approves it into the lookup under three names
// (or rejects it with a reason), audited and told to the company in a notification.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import type { AuditEntry } from '../../worker/features/admin/admin.schemas';
import type { AppNotification, NotificationsPage } from '../../worker/features/notifications/notifications.schemas';
import type { AdminSkillRequest, OwnSkillRequest } from '../../worker/features/skill-requests/skill-requests.schemas';
import { type AdminWorld, adminWorld, auditRows, send, userIdOf } from './admin.support';
import { createJob } from './jobs.support';

let world: AdminWorld;
let companyId = 0;

beforeAll(async () => {
  world = await adminWorld();
  companyId = await userIdOf(world, 'hr@zagros.example');
  // The company writes Sorani: the admin's form puts what it typed in the Sorani field.
  await world.api.deps.db.update(users).set({ locale: 'ckb' }).where(eq(users.email, 'hr@zagros.example'));
}, 60_000);

type Init = { token?: string; language?: string; body?: unknown };
const ask = (body: unknown, init: Init = {}) => send(world.api, 'POST', '/company/skill-requests', { token: world.company, ...init, body });
const own = async (token = world.company, language = 'en') => {
  const reply = await send(world.api, 'GET', '/company/skill-requests', { token, language });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data?.skill_requests as OwnSkillRequest[];
};
const approve = (id: number, body: unknown, init: Init = {}) =>
  send(world.api, 'POST', `/admin/skill-requests/${id}/approve`, { token: world.admin, ...init, body });
const reject = (id: number, body: unknown, init: Init = {}) =>
  send(world.api, 'POST', `/admin/skill-requests/${id}/reject`, { token: world.admin, ...init, body });
const queue = async (query = '') => {
  const reply = await send(world.api, 'GET', `/admin/skill-requests${query}`, { token: world.admin });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data?.skill_requests as AdminSkillRequest[];
};
const skillsFound = async (search: string, language = 'en') =>
  (await send(world.api, 'GET', `/lookups/skills?search=${encodeURIComponent(search)}`, { language })).body.data?.skills as Array<{ id: number; name: string }>;
const notices = async (token = world.company) =>
  ((await send(world.api, 'GET', '/notifications?limit=50', { token })).body.data as unknown as NotificationsPage).notifications;

/** A request the company made, answered 201. */
async function asked(name: string, init: Init & { jobId?: number } = {}): Promise<OwnSkillRequest> {
  const reply = await ask(init.jobId ? { name, job_id: init.jobId } : { name }, init);
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  expect(reply.body.code).toBe('skill_request_sent');
  return reply.body.data?.skill_request as OwnSkillRequest;
}

describe('who may ask and answer', () => {
  it('refuses visitors (401), seekers (403) and, on the admin routes, companies (403)', async () => {
    expect((await ask({ name: 'Balsamiq' }, { token: '' })).status).toBe(401);
    expect((await send(world.api, 'GET', '/company/skill-requests')).status).toBe(401);
    expect((await ask({ name: 'Balsamiq' }, { token: world.seeker })).status).toBe(403);
    expect((await send(world.api, 'GET', '/company/skill-requests', { token: world.seeker })).status).toBe(403);
    expect((await send(world.api, 'GET', '/admin/skill-requests')).status).toBe(401);
    expect((await send(world.api, 'GET', '/admin/skill-requests', { token: world.company })).status).toBe(403);
    expect((await approve(1, { name_en: 'A', name_ckb: 'ئا', name_ar: 'أ' }, { token: world.company })).status).toBe(403);
    expect((await reject(1, { reason: 'No' }, { token: world.seeker })).status).toBe(403);
    expect((await reject(1, { reason: 'No' }, { token: '' })).status).toBe(401);
    expect((await approve(1, { name_en: 'A', name_ckb: 'ئا', name_ar: 'أ' }, { token: '' })).status).toBe(401);
    expect((await send(world.api, 'DELETE', '/company/skill-requests/1')).status).toBe(401);
    expect((await send(world.api, 'DELETE', '/company/skill-requests/1', { token: world.seeker })).status).toBe(403);
  });

  it('answers 404 for an unknown id and for another company’s request', async () => {
    const mine = await asked('Bookkeeping in Tally');
    expect((await send(world.api, 'DELETE', `/company/skill-requests/${mine.id}`, { token: world.otherCompany })).status).toBe(404);
    expect((await send(world.api, 'DELETE', '/company/skill-requests/999999', { token: world.company })).status).toBe(404);
    expect((await approve(999_999, { name_en: 'A', name_ckb: 'ئا', name_ar: 'أ' })).status).toBe(404);
    expect((await reject(999_999, { reason: 'No' })).status).toBe(404);
    expect((await own(world.otherCompany)).map((request) => request.id)).not.toContain(mine.id);
    // Its own company takes it back while it waits.
    expect((await send(world.api, 'DELETE', `/company/skill-requests/${mine.id}`, { token: world.company })).status).toBe(200);
    expect((await own()).map((request) => request.id)).not.toContain(mine.id);
  });

  it('asks for a job of its own only (another company’s job is 404)', async () => {
    const jobId = await createJob(world);
    const otherJob = await createJob(world, {}, world.otherCompany);
    expect((await ask({ name: 'Revit MEP', job_id: otherJob })).status).toBe(404);
    const request = await asked('Revit MEP', { jobId });
    expect(request).toMatchObject({ name: 'Revit MEP', status: 'pending', job_id: jobId, skill: null, reason: null });
  });
});

describe('what a request may be', () => {
  it.each([
    [{}, 'name'],
    [{ name: '   ' }, 'name'],
    [{ name: 'x'.repeat(61) }, 'name'],
    [{ name: 42 }, 'name'],
    [{ name: ['Balsamiq'] }, 'name'],
    [{ name: 'Balsamiq', job_id: 'first' }, 'job_id'],
  ])('refuses %j with 422 on %s', async (body, field) => {
    const reply = await ask(body);
    expect(reply.status).toBe(422);
    expect(reply.body.errors?.[field]?.[0]).toEqual(expect.any(String));
  });

  it("answers the field's message in the reader's language", async () => {
    expect((await ask({ name: '' }, { language: 'ckb' })).body.errors?.name).toEqual(['ناوی شارەزاییەکە بنووسە']);
    expect((await ask({ name: 'x'.repeat(61) }, { language: 'ar' })).body.errors?.name?.[0]).toMatch(/[\u0600-\u06FF]/);
  });

  it.each([
    ['en', 'leadership ', 'Leadership'],
    ['ckb', 'سەرکردایەتی', 'سەرکردایەتی'],
    ['ar', 'القيادة', 'القيادة'],
    // An Arabic keyboard's yeh for Sorani's, and the Arabic name without its article: the search folds them alike.
    ['ckb', 'سەرکردايەتي', 'سەرکردایەتی'],
    ['ar', 'قيادة', 'القيادة'],
  ])('in %s, refuses %j: it is the skill %j already (409, named, offered)', async (language, name, shown) => {
    const reply = await ask({ name }, { language });
    expect(reply.status).toBe(409);
    expect(reply.body.code).toBe('skill_exists');
    expect(reply.body.message).toContain(shown);
    expect(reply.body.errors?.name?.[0]).toContain(shown);
    expect(reply.body.data).toEqual({ skill: { id: 114, name: shown } });
  });

  it('offers the existing skill over tRPC too (data.details)', async () => {
    const response = await world.api.request('/api/trpc/skillRequests.ask', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${world.company}`, 'accept-language': 'en' },
      body: JSON.stringify({ name: 'LEADERSHIP' }),
    });
    expect(response.status).toBe(409);
    const body = (await response.json()) as { error: { message: string; data: { appCode: string; details: unknown } } };
    expect(body.error.data).toMatchObject({ appCode: 'skill_exists', details: { skill: { id: 114, name: 'Leadership' } } });
    expect(body.error.message).toContain('Leadership');
  });

  it('refuses a name someone is already waiting for (409), whoever asked', async () => {
    await asked('Balsamiq');
    const reply = await ask({ name: '  BALSAMIQ ' }, { token: world.otherCompany, language: 'ar' });
    expect(reply.status).toBe(409);
    expect(reply.body.code).toBe('skill_request_exists');
    expect(reply.body.message).toContain('Balsamiq');
    expect(reply.body.message).toMatch(/[\u0600-\u06FF]/);
  });

  it('keeps at most 20 pending requests a company (422, localised); taking one back makes room', async () => {
    const token = world.otherCompany;
    const ids: number[] = [];
    for (let i = 1; i <= 20; i++) ids.push((await asked(`Limit skill ${i}`, { token })).id);
    const refused = await ask({ name: 'Limit skill 21' }, { token, language: 'ckb' });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('skill_request_limit');
    expect(refused.body.message).toContain('20');
    expect(refused.body.message).toMatch(/[\u0600-\u06FF]/);
    expect((await send(world.api, 'DELETE', `/company/skill-requests/${ids[0]}`, { token })).status).toBe(200);
    await asked('Limit skill 21', { token });
  });

  it('lets a company waiting for approval ask while it prepares its drafts', async () => {
    await asked('Sketch prototyping', { token: world.pendingCompany });
  });
});

describe('an admin approves a request', () => {
  it('adds the skill to the lookup in three languages; the company puts it on a job; audited and notified', async () => {
    const jobId = await createJob(world);
    const request = await asked('Zeplin', { jobId });
    const pending = (await queue()).find((item) => item.id === request.id);
    expect(pending).toMatchObject({ name: 'Zeplin', status: 'pending', company_id: companyId, company_locale: 'ckb', job_id: jobId, skill_names: null });
    expect(await skillsFound('Zeplin')).toEqual([]);

    // The lookup's answer is revalidated by its ETag, which the new skill changes.
    const before = await world.api.request('/api/v1/lookups/skills?search=Zeplin', { headers: { 'Accept-Language': 'en' } });
    const tag = before.headers.get('etag') ?? '';
    expect(before.headers.get('cache-control')).toContain('no-cache');
    expect((await world.api.request('/api/v1/lookups/skills?search=Zeplin', { headers: { 'Accept-Language': 'en', 'If-None-Match': tag } })).status).toBe(304);

    const names = { name_en: 'Zeplin', name_ckb: 'زێپلین', name_ar: 'زيبلين' };
    const approved = await approve(request.id, names);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.code).toBe('skill_request_approved');
    const answer = approved.body.data?.skill_request as AdminSkillRequest;
    expect(answer).toMatchObject({ status: 'approved', skill_names: { en: 'Zeplin', ckb: 'زێپلین', ar: 'زيبلين' } });
    const skillId = answer.skill?.id ?? 0;
    expect(skillId).toBeGreaterThan(100_000);

    for (const [language, name] of [
      ['en', 'Zeplin'],
      ['ckb', 'زێپلین'],
      ['ar', 'زيبلين'],
    ] as const) {
      expect(await skillsFound('zeplin', language)).toEqual([{ id: skillId, name }]);
    }
    expect(await skillsFound('زێپ', 'en')).toEqual([{ id: skillId, name: 'Zeplin' }]);
    const after = await world.api.request('/api/v1/lookups/skills?search=Zeplin', { headers: { 'Accept-Language': 'en', 'If-None-Match': tag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(tag);

    // The company sees the answer in its language, and asks for the skill on a job.
    expect((await own(world.company, 'ckb')).find((item) => item.id === request.id)).toMatchObject({
      status: 'approved',
      skill: { id: skillId, name: 'زێپلین' },
    });
    const job = await createJob(world, { skills: [{ skill_id: skillId, must: true }] });
    const saved = await send(world.api, 'GET', `/company/jobs/${job}`, { token: world.company });
    expect((saved.body.data?.job as { skills: unknown }).skills).toEqual([{ skill_id: skillId, must: true, name: 'Zeplin' }]);

    const [audit] = await auditRows(world);
    expect(audit).toMatchObject({
      adminId: world.adminId,
      action: 'skill_request.approve',
      targetType: 'skill_request',
      targetId: request.id,
      before: { status: 'pending', name: 'Zeplin' },
      after: { status: 'approved', skill_id: skillId, en: 'Zeplin', ckb: 'زێپلین', ar: 'زيبلين' },
    });
    const logged = (await send(world.api, 'GET', '/admin/audit-log?target_type=skill_request', { token: world.admin })).body.data?.entries as AuditEntry[];
    expect(logged[0]).toMatchObject({ action: 'skill_request.approve', target_id: request.id, target_name: 'Zeplin' });

    const notice = (await notices()).find((item) => item.kind === 'skill_request_approved') as Extract<AppNotification, { kind: 'skill_request_approved' }>;
    expect(notice.payload).toEqual({
      request_id: request.id,
      requested_name: 'Zeplin',
      job_id: jobId,
      skill_id: skillId,
      skill_names: { en: 'Zeplin', ckb: 'زێپلین', ar: 'زيبلين' },
    });

    // Answered once: a second answer is refused and writes nothing; the skill is no longer something to ask for.
    expect((await approve(request.id, { name_en: 'Zeplin 2', name_ckb: 'زێپلین 2', name_ar: 'زيبلين 2' })).status).toBe(409);
    expect((await reject(request.id, { reason: 'Changed my mind' })).status).toBe(409);
    expect((await send(world.api, 'DELETE', `/company/skill-requests/${request.id}`, { token: world.company })).status).toBe(409);
    expect((await auditRows(world))[0]?.id).toBe(audit?.id);
    expect((await ask({ name: 'zeplin' })).body.code).toBe('skill_exists');
  });

  it('approves with it the requests waiting under another of its names, each audited and notified', async () => {
    // The same skill asked for twice, in English and in Sorani: two folded names, so both wait.
    const english = await asked('Balsamiq Cloud');
    const sorani = await asked('بالسامیک کلاود');
    const unrelated = await asked('Sketch');
    const approved = await approve(english.id, { name_en: 'Balsamiq Cloud', name_ckb: 'بالسامیک کلاود', name_ar: 'بالساميك كلاود' });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const skillId = (approved.body.data?.skill_request as AdminSkillRequest).skill?.id ?? 0;

    const mine = await own(world.company, 'ckb');
    expect(mine.find((item) => item.id === sorani.id)).toMatchObject({ status: 'approved', skill: { id: skillId, name: 'بالسامیک کلاود' } });
    expect(mine.find((item) => item.id === unrelated.id)).toMatchObject({ status: 'pending' });
    const audits = (await auditRows(world)).filter((row) => row.action === 'skill_request.approve').slice(0, 2);
    expect(audits.map((row) => row.targetId).sort()).toEqual([english.id, sorani.id].sort());
    const told = (await notices()).filter((item) => item.kind === 'skill_request_approved') as Array<
      Extract<AppNotification, { kind: 'skill_request_approved' }>
    >;
    expect(told.find((item) => item.payload.request_id === sorani.id)?.payload).toMatchObject({ requested_name: 'بالسامیک کلاود', skill_id: skillId });
    // Answered with the first: its own approval is a 409, as for any request answered already.
    expect((await approve(sorani.id, { name_en: 'Balsamiq Cloud 2', name_ckb: 'بالسامیک 2', name_ar: 'بالساميك 2' })).status).toBe(409);
    expect((await reject(unrelated.id, { reason: 'Not a skill we list' })).status).toBe(200);
  });

  it('needs all three names (422 per field, localised) and names no skill has yet', async () => {
    const request = await asked('Canva design');
    const missing = await approve(request.id, { name_en: 'Canva', name_ckb: '' }, { language: 'ckb' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors?.name_ckb).toEqual(['ناوەکە بە کوردیی سۆرانی بنووسە']);
    expect(missing.body.errors?.name_ar).toEqual(['ناوەکە بە عەرەبی بنووسە']);
    expect(missing.body.errors?.name_en).toBeUndefined();
    const wrongType = await approve(request.id, { name_en: 7, name_ckb: 'کانڤا', name_ar: 'كانفا' });
    expect([wrongType.status, Object.keys(wrongType.body.errors ?? {})]).toEqual([422, ['name_en']]);
    const tooLong = await approve(request.id, { name_en: 'C'.repeat(61), name_ckb: 'کانڤا', name_ar: 'كانفا' });
    expect(tooLong.body.errors?.name_en).toBeDefined();

    const taken = await approve(request.id, { name_en: 'Canva', name_ckb: 'سەرکردایەتی', name_ar: 'الإبداع' }, { language: 'ar' });
    expect(taken.status).toBe(422);
    expect(taken.body.errors?.name_ckb?.[0]).toContain('القيادة');
    expect(taken.body.errors?.name_ar?.[0]).toContain('الإبداع');
    expect(taken.body.errors?.name_en).toBeUndefined();
    expect(await skillsFound('Canva')).toEqual([]);
    expect((await queue()).find((item) => item.id === request.id)?.status).toBe('pending');
  });
});

describe('an admin rejects a request', () => {
  it('with a reason the company reads; the skill stays out of the lookup; audited and notified', async () => {
    const request = await asked('Photoshop Magic Wand');
    const noReason = await reject(request.id, {}, { language: 'ckb' });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors?.reason?.[0]).toMatch(/[\u0600-\u06FF]/);

    const rejected = await reject(request.id, { reason: 'Ask for Photoshop instead.' });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(rejected.body.data?.skill_request).toMatchObject({ status: 'rejected', reason: 'Ask for Photoshop instead.', skill: null });
    expect(await skillsFound('Magic Wand')).toEqual([]);
    expect((await own()).find((item) => item.id === request.id)).toMatchObject({ status: 'rejected', reason: 'Ask for Photoshop instead.' });
    expect((await queue('?status=rejected')).map((item) => item.id)).toContain(request.id);
    expect((await queue()).map((item) => item.id)).not.toContain(request.id);

    expect((await auditRows(world))[0]).toMatchObject({
      action: 'skill_request.reject',
      targetId: request.id,
      after: { status: 'rejected', reason: 'Ask for Photoshop instead.' },
    });
    const notice = (await notices()).find((item) => item.kind === 'skill_request_rejected' && item.payload.request_id === request.id);
    expect(notice?.payload).toMatchObject({ requested_name: 'Photoshop Magic Wand', reason: 'Ask for Photoshop instead.', job_id: null });

    // A refused name may be asked for again (with better words, perhaps).
    await asked('Photoshop Magic Wand');
  });

  it('refuses a status the queue does not know (422)', async () => {
    expect((await send(world.api, 'GET', '/admin/skill-requests?status=done', { token: world.admin })).status).toBe(422);
  });
});
