import { Hono, type Schema } from 'hono';
import type { RouterRoute } from 'hono/types';
import type { AppEnv } from './context';

/**
 * A feature's router, imported on the first request one of its routes answers (docs/decisions/0030): an isolate
 * evaluates no feature's routes, schemas and services at start, and a request only those of the router it reaches.
 */
export interface LazyRouter {
  /** Its name in the route list. */
  name: string;
  /** Where it is mounted, as `.route(base, router)` would mount it. */
  base: string;
  load: () => Promise<Hono<AppEnv, Schema, string>>;
}

/** One route as Hono registers it: the router it comes from, its method (`ALL` for a middleware) and its full path. */
export type RouteEntry = readonly [router: string, method: string, path: string];

/** The routers mounted in order, as one app: what the lazy app stands for (its OpenAPI document, its route list). */
export async function mountedRouters(routers: readonly LazyRouter[]): Promise<Hono<AppEnv>> {
  const app = new Hono<AppEnv>();
  for (const router of routers) app.route(router.base, await router.load());
  return app;
}

/** The route list of `routers`, in Hono's order: what `lazyRouters` is given (written by scripts/route-list.ts). */
export async function routeEntriesOf(routers: readonly LazyRouter[]): Promise<RouteEntry[]> {
  const entries: RouteEntry[] = [];
  for (const router of routers) {
    for (const route of new Hono<AppEnv>().route(router.base, await router.load()).routes) entries.push([router.name, route.method, route.path]);
  }
  return entries;
}

const sameRoute = (route: RouterRoute, [, method, path]: RouteEntry) => route.method === method && route.path === path;

/**
 * An app answering exactly as `mountedRouters(routers)` would, whose routers are imported when a request first
 * matches one of their routes. Every route of `entries` is registered up front, in order, with the same method and
 * path, so Hono matches, orders and reads path parameters as it would with the routers mounted; the stand-in calls the
 * router's own handler. A router whose routes are not its entries (a route added without running
 * scripts/route-list.ts) fails every request it is asked for, rather than answer some of them wrongly.
 */
export function lazyRouters(routers: readonly LazyRouter[], entries: readonly RouteEntry[]): Hono<AppEnv> {
  // Only loaded routes are kept, never a pending import: one request does not wait on another's work.
  const loaded = new Map<string, RouterRoute[]>();
  async function routesOf(router: LazyRouter): Promise<RouterRoute[]> {
    const kept = loaded.get(router.name);
    if (kept) return kept;
    const routes = new Hono<AppEnv>().route(router.base, await router.load()).routes;
    const expected = entries.filter(([name]) => name === router.name);
    if (routes.length !== expected.length || !routes.every((route, index) => sameRoute(route, expected[index] as RouteEntry))) {
      throw new Error(`The routes of ${router.name} are not the route list's: run node scripts/route-list.ts`);
    }
    loaded.set(router.name, routes);
    return routes;
  }

  const byName = new Map(routers.map((router) => [router.name, router]));
  const counted = new Map<string, number>();
  const app = new Hono<AppEnv>();
  for (const [name, method, path] of entries) {
    const router = byName.get(name);
    if (!router) throw new Error(`The route list names ${name}, which is no router: run node scripts/route-list.ts`);
    const index = counted.get(name) ?? 0;
    counted.set(name, index + 1);
    app.on(method, path, async (c, next) => {
      const route = (await routesOf(router))[index] as RouterRoute;
      return route.handler(c, next);
    });
  }
  return app;
}
