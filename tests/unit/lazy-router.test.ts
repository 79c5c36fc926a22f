import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../worker/http/context';
import { lazyRouters, type LazyRouter, mountedRouters, routeEntriesOf } from '../../worker/http/lazy-router';
import { apiRoutes, pageRoutes } from '../../worker/route-list';
import { apiRouters, pageRouters } from '../../worker/routers';

const loads: string[] = [];
const router = (name: string, base: string, make: () => Hono<AppEnv>): LazyRouter => ({
  name,
  base,
  load: async () => {
    loads.push(name);
    return make();
  },
});

// Two routers that both answer GET /things/:id (the first mounted wins), one with a middleware for its paths.
const fixtures = [
  router('things', '/things', () =>
    new Hono<AppEnv>()
      .use('/secret/*', async (c, next) => {
        if (c.req.header('x-key') !== 'k') return c.text('forbidden', 403);
        await next();
      })
      .get('/secret/:id{[0-9]+}', (c) => c.text(`secret ${c.req.param('id')}`))
      .get('/:id{[0-9]+}', (c) => c.text(`thing ${c.req.param('id')}`)),
  ),
  router('more', '/', () =>
    new Hono<AppEnv>()
      .get('/things/:id{[0-9]+}', (c) => c.text('shadowed'))
      .get('/things/:id{[0-9]+}/parts/:part', (c) => c.json(c.req.param()))
      .post('/more', async (c) => c.json(await c.req.json())),
  ),
  router('never', '/never', () => new Hono<AppEnv>().get('/', (c) => c.text('never'))),
];

async function bothWays(path: string, init?: RequestInit) {
  const mounted = await (await mountedRouters(fixtures)).request(path, init);
  const lazy = await lazyRouters(fixtures, await routeEntriesOf(fixtures)).request(path, init);
  return { mounted: [mounted.status, await mounted.text()], lazy: [lazy.status, await lazy.text()] };
}

describe('lazy routers', () => {
  it('answer every request as the routers mounted would: order, path parameters, middleware, bodies, 404', async () => {
    for (const [path, init] of [
      ['/things/7'],
      ['/things/7/parts/wheel'],
      ['/things/secret/3'],
      ['/things/secret/3', { headers: { 'x-key': 'k' } }],
      ['/things/x'],
      ['/more', { method: 'POST', body: JSON.stringify({ a: 1 }), headers: { 'content-type': 'application/json' } }],
      ['/nothing'],
    ] as Array<[string, RequestInit?]>) {
      const { mounted, lazy } = await bothWays(path, init);
      expect(lazy, path).toEqual(mounted);
    }
  });

  it('import a router on the first request one of its routes answers, once', async () => {
    const app = lazyRouters(fixtures, await routeEntriesOf(fixtures));
    loads.length = 0;
    expect(await (await app.request('/more', { method: 'POST', body: '{}' })).json()).toEqual({});
    expect(loads).toEqual(['more']);
    await app.request('/things/1');
    await app.request('/things/2');
    expect(loads).toEqual(['more', 'things']);
  });

  it('fail, rather than answer wrongly, when a router no longer has the routes of the list', async () => {
    const entries = await routeEntriesOf(fixtures);
    const stale = entries.filter(([, , path]) => path !== '/things/:id{[0-9]+}/parts/:part');
    const app = lazyRouters(fixtures, stale);
    app.onError((error, c) => c.text(error.message, 500));
    const response = await app.request('/more', { method: 'POST', body: '{}' });
    expect(response.status).toBe(500);
    expect(await response.text()).toContain('node scripts/route-list.ts');
  });
});

describe('the route list (worker/route-list.ts)', () => {
  it('is every route of the routers, in order: after changing a route, run `node scripts/route-list.ts`', async () => {
    expect(await routeEntriesOf(apiRouters)).toEqual(apiRoutes);
    expect(await routeEntriesOf(pageRouters)).toEqual(pageRoutes);
  });
});
