import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addCredits, createJob, jobWorld, publishedJob, send, type JobWorld } from './jobs.support';

let world: JobWorld;
let companyId: number;
beforeAll(async () => {
  world = await jobWorld();
  await addCredits(world, 'hr@zagros.example', 10);
  const [row] = await world.api.deps.db.all<{ id: number }>(sql`select id from users where email = 'hr@zagros.example'`);
  companyId = row?.id ?? 0;
});

interface PublicJobReply {
  id: number;
  title: string;
  description: string | null;
  state: string;
  is_open: boolean;
  requirements: Array<{ id: number; name: string }>;
  company: { id: number; name: string; logo_url: string | null };
  position: { id: number; name: string };
  sector: { id: number; name: string };
  languages: Array<{ id: number; name: string }>;
  openings: number;
}

describe('GET /jobs/{id}', () => {
  it("shows an open job with its requirements, sanitised description and company card, in the reader's language", async () => {
    const id = await publishedJob(world);
    const reply = await send(world.api, 'GET', `/jobs/${id}`, { language: 'ar' });
    expect(reply.status).toBe(200);
    const job = reply.body.data?.job as PublicJobReply;
    expect(job).toMatchObject({
      id,
      title: 'Senior Backend Developer',
      description: '<p>Build <strong>APIs</strong> in Erbil.</p>',
      state: 'published',
      is_open: true,
      company: { id: companyId, name: 'Zagros Tech' },
      position: { id: 1, name: 'مطور برمجيات' },
      sector: { id: 1, name: 'تكنولوجيا المعلومات' },
      languages: [{ id: 1 }, { id: 5 }],
      openings: 2,
    });
    expect(job.requirements.map((item) => item.name)).toEqual(['Node.js', 'TypeScript']);
    const requirements = await send(world.api, 'GET', `/jobs/${id}/requirements`);
    expect(requirements.body.data?.requirements).toEqual(job.requirements);
  });

  it('keeps closed and expired jobs readable, marked as no longer open', async () => {
    const closed = await publishedJob(world);
    await send(world.api, 'POST', `/company/jobs/${closed}/close`, { token: world.company });
    expect((await send(world.api, 'GET', `/jobs/${closed}`)).body.data?.job).toMatchObject({ state: 'closed', is_open: false });
    const paused = await publishedJob(world);
    await send(world.api, 'POST', `/company/jobs/${paused}/pause`, { token: world.company });
    expect((await send(world.api, 'GET', `/jobs/${paused}`)).body.data?.job).toMatchObject({ state: 'paused', is_open: false });
    const expiring = await publishedJob(world);
    world.clock.advance(40 * 86_400_000);
    try {
      expect((await send(world.api, 'GET', `/jobs/${expiring}`)).body.data?.job).toMatchObject({ state: 'expired', is_open: false });
    } finally {
      world.clock.advance(-40 * 86_400_000);
    }
  });

  it('answers 404 for drafts, deleted drafts, unknown ids and jobs of companies no longer approved', async () => {
    const draft = await createJob(world);
    expect((await send(world.api, 'GET', `/jobs/${draft}`)).status).toBe(404);
    expect((await send(world.api, 'GET', `/jobs/${draft}/requirements`)).status).toBe(404);
    await send(world.api, 'DELETE', `/company/jobs/${draft}`, { token: world.company });
    expect((await send(world.api, 'GET', `/jobs/${draft}`)).status).toBe(404);
    expect((await send(world.api, 'GET', '/jobs/987654')).status).toBe(404);
    expect((await send(world.api, 'GET', '/jobs/abc')).status).toBe(404);
    const other = await publishedJob(world, {}, world.otherCompany);
    await world.api.deps.db.run(sql`update companies set status = 'rejected' where user_id = (select id from users where email = 'jobs@other.example')`);
    try {
      expect((await send(world.api, 'GET', `/jobs/${other}`)).status).toBe(404);
    } finally {
      await world.api.deps.db.run(sql`update companies set status = 'approved' where user_id = (select id from users where email = 'jobs@other.example')`);
    }
  });
});

describe('GET /companies/{id}', () => {
  it('shows an approved company and its open jobs only', async () => {
    const open = await publishedJob(world, { title: 'Open on the company page' });
    const draft = await createJob(world, { title: 'Draft on the company page' });
    const reply = await send(world.api, 'GET', `/companies/${companyId}`, { language: 'ckb' });
    expect(reply.status).toBe(200);
    expect(reply.body.data?.company).toMatchObject({ id: companyId, name: 'Zagros Tech', sector: { id: 1 }, headquarters: { id: 1, name: 'هەولێر' } });
    expect(reply.body.data?.company).not.toHaveProperty('email');
    const ids = (reply.body.data?.jobs as Array<{ id: number }>).map((job) => job.id);
    expect(ids).toContain(open);
    expect(ids).not.toContain(draft);
  });

  it('answers 404 for a company not approved, a job seeker and unknown ids', async () => {
    const [pending] = await world.api.deps.db.all<{ id: number }>(sql`select id from users where email = 'wait@pending.example'`);
    const [seeker] = await world.api.deps.db.all<{ id: number }>(sql`select id from users where email = 'seeker@example.com'`);
    for (const id of [pending?.id, seeker?.id, 999999]) expect((await send(world.api, 'GET', `/companies/${id}`)).status, String(id)).toBe(404);
  });
});

describe('saved jobs', () => {
  it('needs a job seeker: 401 signed out, 403 for a company', async () => {
    const id = await publishedJob(world);
    for (const [method, path] of [
      ['GET', '/account/saved-jobs'],
      ['PUT', `/account/saved-jobs/${id}`],
      ['DELETE', `/account/saved-jobs/${id}`],
    ] as const) {
      expect((await send(world.api, method, path)).status, `${method} ${path}`).toBe(401);
      expect((await send(world.api, method, path, { token: world.company })).status, `${method} ${path}`).toBe(403);
    }
  });

  it('saves (twice is once), lists newest first with closed jobs marked, and removes', async () => {
    const token = world.seeker;
    const first = await publishedJob(world, { title: 'First saved' });
    const second = await publishedJob(world, { title: 'Second saved' });
    expect((await send(world.api, 'PUT', `/account/saved-jobs/${first}`, { token })).body).toMatchObject({
      code: 'job_saved',
      data: { job_id: first, saved: true },
    });
    world.clock.advance(1000);
    await send(world.api, 'PUT', `/account/saved-jobs/${second}`, { token });
    await send(world.api, 'PUT', `/account/saved-jobs/${second}`, { token });
    await send(world.api, 'POST', `/company/jobs/${first}/close`, { token: world.company });

    const page1 = await send(world.api, 'GET', '/account/saved-jobs?limit=1', { token });
    const jobs1 = page1.body.data?.jobs as Array<{ id: number; is_open: boolean; state: string; saved_at: string }>;
    expect(jobs1.map((job) => job.id)).toEqual([second]);
    const page2 = await send(world.api, 'GET', `/account/saved-jobs?limit=1&cursor=${page1.body.data?.next_cursor as string}`, { token });
    expect(page2.body.data?.jobs).toMatchObject([{ id: first, state: 'closed', is_open: false }]);
    expect(page2.body.data?.next_cursor).toBeNull();

    expect((await send(world.api, 'DELETE', `/account/saved-jobs/${second}`, { token })).body).toMatchObject({ code: 'job_unsaved', data: { saved: false } });
    const after = (await send(world.api, 'GET', '/account/saved-jobs', { token })).body.data?.jobs as Array<{ id: number }>;
    expect(after.map((job) => job.id)).toEqual([first]);
  });

  it('answers 404 when saving a draft or an unknown job', async () => {
    const draft = await createJob(world);
    expect((await send(world.api, 'PUT', `/account/saved-jobs/${draft}`, { token: world.seeker })).status).toBe(404);
    expect((await send(world.api, 'PUT', '/account/saved-jobs/999999', { token: world.seeker })).status).toBe(404);
  });

  it('works through tRPC too', async () => {
    const id = await publishedJob(world, { title: 'Saved over tRPC' });
    const headers = { Authorization: `Bearer ${world.seeker}`, 'Content-Type': 'application/json' };
    const saved = await world.api.request('/api/trpc/jobs.saved.save', { method: 'POST', headers, body: JSON.stringify({ id }) });
    expect(saved.status).toBe(200);
    const list = await world.api.request('/api/trpc/jobs.saved.list', { headers });
    const data = ((await list.json()) as { result: { data: { jobs: Array<{ id: number }> } } }).result.data;
    expect(data.jobs.map((job) => job.id)).toContain(id);
    const search = await world.api.request(`/api/trpc/jobs.search?input=${encodeURIComponent(JSON.stringify({ q: 'tRPC' }))}`);
    const found = ((await search.json()) as { result: { data: { jobs: Array<{ id: number }> } } }).result.data;
    expect(found.jobs.map((job) => job.id)).toEqual([id]);
  });
});
