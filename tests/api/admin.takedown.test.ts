// Issue 23: unpublishing a reported job left its page readable and let its company mark it filled or reopen it. A
// takedown hides the page (410 `job_unavailable`, the HTML page 410 and noindex), leaves search and the sitemap,
// freezes the job for its company (409 `job_taken_down`), and only an admin restores it.
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminJob } from '../../worker/features/admin/admin.schemas';
import { createApp } from '../../worker/app';
import { spaAssets as assets } from '../support/spa-assets';
import { type AdminWorld, adminWorld, auditRows, jobOf, send } from './admin.support';
import { createJob } from './jobs.support';

let world: AdminWorld;

beforeAll(async () => {
  world = await adminWorld();
}, 60_000);

const takeDown = (id: number, token = world.admin, body: unknown = { reason: 'Asks applicants for money.' }) =>
  send(world.api, 'POST', `/admin/jobs/${id}/unpublish`, { token, body });
const restore = (id: number, token = world.admin) => send(world.api, 'POST', `/admin/jobs/${id}/restore`, { token });
const adminJob = async (id: number) =>
  ((await send(world.api, 'GET', `/admin/jobs?q=${encodeURIComponent('Takedown')}`, { token: world.admin })).body.data?.jobs as AdminJob[]).find(
    (job) => job.id === id,
  );

async function trpc(name: string, input: unknown, token?: string, method: 'GET' | 'POST' = 'GET') {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response =
    method === 'GET'
      ? await world.api.request(`/api/trpc/${name}?input=${encodeURIComponent(JSON.stringify(input))}`, { headers })
      : await world.api.request(`/api/trpc/${name}`, { method, headers, body: JSON.stringify(input) });
  const body = (await response.json()) as { error?: { data?: { appCode?: string } } };
  return { status: response.status, code: body.error?.data?.appCode };
}

describe('a job taken down', () => {
  it('is gone for readers: 410 over REST, job_unavailable over tRPC, a 410 noindex page, out of search and the sitemap', async () => {
    const id = await jobOf(world, 'hr@zagros.example', world.company, 'Takedown Welder');
    const site = createApp(world.api.deps, { assets });
    expect(await (await site.request(`http://kar.test/sitemap.xml`)).text()).toContain(`/jobs/${id}<`);
    expect((await takeDown(id)).status).toBe(200);

    for (const language of ['en', 'ckb', 'ar']) {
      const page = await send(world.api, 'GET', `/jobs/${id}`, { language });
      expect([page.status, page.body.code]).toEqual([410, 'job_unavailable']);
    }
    expect((await send(world.api, 'GET', `/jobs/${id}/requirements`)).status).toBe(410);
    expect(await trpc('jobs.get', { id })).toMatchObject({ code: 'job_unavailable' });
    const html = await site.request(`http://kar.test/jobs/${id}`, { headers: { Accept: 'text/html' } });
    expect(html.status).toBe(410);
    const text = await html.text();
    expect(text).toContain('<meta name="robots" content="noindex" />');
    expect(text).not.toContain('Takedown Welder');
    expect(await (await site.request(`http://kar.test/sitemap.xml`)).text()).not.toContain(`/jobs/${id}<`);
    const search = (await send(world.api, 'GET', '/jobs?q=welder')).body.data?.jobs as Array<{ id: number }>;
    expect(search.map((job) => job.id)).not.toContain(id);
    // Saving or reporting it answers the same.
    expect((await send(world.api, 'POST', `/jobs/${id}/report`, { token: world.seeker, body: { reason: 'scam' } })).status).toBe(410);
  });

  it('is frozen for its company, which still reads it: every move answers 409 job_taken_down, REST and tRPC', async () => {
    const id = await jobOf(world, 'hr@zagros.example', world.company, 'Takedown Driver');
    expect((await takeDown(id)).status).toBe(200);
    for (const move of ['fill', 'reopen', 'close', 'pause', 'publish']) {
      const reply = await send(world.api, 'POST', `/company/jobs/${id}/${move}`, { token: world.company, language: 'ckb' });
      expect([move, reply.status, reply.body.code]).toEqual([move, 409, 'job_taken_down']);
    }
    expect(await trpc('jobs.company.move', { id, move: 'fill' }, world.company, 'POST')).toEqual({ status: 409, code: 'job_taken_down' });
    const own = await send(world.api, 'GET', `/company/jobs/${id}`, { token: world.company });
    expect([own.status, (own.body.data?.job as { state: string }).state]).toEqual([200, 'closed']);
    // Another company's id, as before, is not found.
    expect((await send(world.api, 'POST', `/company/jobs/${id}/fill`, { token: world.otherCompany })).status).toBe(404);
  });

  it('may be a closed or filled job (its page was readable), never a draft, and only once', async () => {
    const closed = await jobOf(world, 'hr@zagros.example', world.company, 'Takedown Closed');
    expect((await send(world.api, 'POST', `/company/jobs/${closed}/fill`, { token: world.company })).status).toBe(200);
    expect((await takeDown(closed)).status).toBe(200);
    expect((await send(world.api, 'GET', `/jobs/${closed}`)).status).toBe(410);
    expect((await adminJob(closed))?.taken_down).toBe(true);
    const again = await takeDown(closed, world.admin, { reason: 'again' });
    expect([again.status, again.body.code]).toEqual([409, 'job_move_not_allowed']);
    const draft = await createJob(world, { title: 'Takedown Draft' });
    expect((await takeDown(draft)).body.code).toBe('job_move_not_allowed');
    expect((await auditRows(world)).filter((row) => row.action === 'job.unpublish' && row.targetId === draft)).toEqual([]);
  });

  it('comes back only by an admin: POST /admin/jobs/{id}/restore gives back its state, page and search', async () => {
    const id = await jobOf(world, 'hr@zagros.example', world.company, 'Takedown Plumber');
    expect((await takeDown(id)).status).toBe(200);
    expect((await send(world.api, 'POST', `/admin/jobs/${id}/restore`)).status).toBe(401);
    for (const token of [world.seeker, world.company, world.pendingCompany]) expect((await restore(id, token)).status).toBe(403);
    expect((await restore(999_999)).status).toBe(404);
    const never = await jobOf(world, 'jobs@other.example', world.otherCompany, 'Takedown Never');
    expect((await restore(never)).body.code).toBe('job_not_taken_down');

    const restored = await restore(id);
    expect([restored.status, restored.body.code]).toEqual([200, 'job_restored']);
    expect((await auditRows(world))[0]).toMatchObject({
      action: 'job.restore',
      targetType: 'job',
      targetId: id,
      before: { state: 'closed' },
      after: { state: 'published' },
    });
    expect((await send(world.api, 'GET', `/jobs/${id}`)).body.data?.job).toMatchObject({ id, is_open: true });
    expect(((await send(world.api, 'GET', '/jobs?q=plumber')).body.data?.jobs as Array<{ id: number }>).map((job) => job.id)).toContain(id);
    expect((await adminJob(id))?.taken_down).toBe(false);
    expect((await send(world.api, 'POST', `/company/jobs/${id}/pause`, { token: world.company })).status).toBe(200);
    expect((await restore(id)).body.code).toBe('job_not_taken_down');

    // The tRPC twin, for a paused job: it comes back paused.
    expect((await takeDown(id)).status).toBe(200);
    expect(await trpc('admin.restoreJob', { id }, world.company, 'POST')).toMatchObject({ status: 403 });
    expect(await trpc('admin.restoreJob', { id: 'x' }, world.admin, 'POST')).toMatchObject({ code: 'validation_failed' });
    expect((await trpc('admin.restoreJob', { id }, world.admin, 'POST')).status).toBe(200);
    expect((await send(world.api, 'GET', `/company/jobs/${id}`, { token: world.company })).body.data?.job).toMatchObject({ state: 'paused' });
  });
});
