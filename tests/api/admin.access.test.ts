// Every admin call, REST and tRPC, answers 401 without a session and 403 for seekers and companies (issue 14). The
// routes are read from the OpenAPI document and the procedures from the router, so a new one is covered as it comes.
import { beforeAll, describe, expect, it } from 'vitest';
import type { OpenAPIV3_1 } from 'openapi-types';
import { appRouter } from '../../worker/trpc/router';
import { type AdminWorld, adminWorld, send } from './admin.support';

let world: AdminWorld;
let routes: Array<{ method: string; path: string }> = [];
const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>)
  .filter(([name]) => name.startsWith('admin.'))
  .map(([name, procedure]) => ({ name, type: procedure._def.type }));

beforeAll(async () => {
  world = await adminWorld();
  const document = (await (await world.api.request('/api/v1/openapi.json')).json()) as OpenAPIV3_1.Document;
  routes = Object.entries(document.paths ?? {})
    .filter(([path]) => path.startsWith('/admin/'))
    .flatMap(([path, item]) =>
      Object.keys(item ?? {})
        .filter((method) => ['get', 'post', 'put', 'delete', 'patch'].includes(method))
        .map((method) => ({ method: method.toUpperCase(), path: path.replace(/\{[^}]+\}/g, '1') })),
    );
}, 60_000);

async function trpc(name: string, type: string, token: string | undefined) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const input = encodeURIComponent(JSON.stringify({ id: 1 }));
  const response =
    type === 'query'
      ? await world.api.request(`/api/trpc/${name}?input=${input}`, { headers })
      : await world.api.request(`/api/trpc/${name}`, { method: 'POST', headers, body: JSON.stringify({ id: 1 }) });
  return response.status;
}

describe('admin routes', () => {
  it('lists every admin route, and there are many', () => {
    expect(routes.length).toBeGreaterThanOrEqual(20);
    expect(routes).toContainEqual({ method: 'GET', path: '/admin/companies' });
    expect(routes).toContainEqual({ method: 'POST', path: '/admin/companies/1/approve' });
    expect(procedures.length).toBeGreaterThanOrEqual(15);
  });

  it('answer 401 to anyone signed out, over REST and tRPC', async () => {
    for (const route of routes) {
      const reply = await send(world.api, route.method, route.path, route.method === 'GET' ? {} : { body: {} });
      expect(reply.status, `${route.method} ${route.path}`).toBe(401);
    }
    for (const procedure of procedures) expect(await trpc(procedure.name, procedure.type, undefined), procedure.name).toBe(401);
  });

  it('answer 403 to seekers and companies, over REST and tRPC', async () => {
    for (const token of [world.seeker, world.company, world.pendingCompany]) {
      for (const route of routes) {
        const reply = await send(world.api, route.method, route.path, { token, ...(route.method === 'GET' ? {} : { body: {} }) });
        expect(reply.status, `${route.method} ${route.path}`).toBe(403);
      }
      for (const procedure of procedures) expect(await trpc(procedure.name, procedure.type, token), procedure.name).toBe(403);
    }
  });

  it('answer an admin', async () => {
    const overview = await send(world.api, 'GET', '/admin/overview', { token: world.admin });
    expect(overview.status).toBe(200);
    expect(overview.body.data?.overview).toMatchObject({ pending_companies: 1, open_reports: 0 });
    expect(await trpc('admin.overview', 'query', world.admin)).toBe(200);
  });
});
