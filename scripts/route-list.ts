// Writes worker/route-list.ts: every route of the routers in worker/routers.ts, in the order Hono registers them. The
// worker registers these routes at start and imports a router on the first request one of its routes answers
// (worker/http/lazy-router.ts, docs/decisions/0030-a-lighter-isolate.md). Run after adding, moving or removing a
// route:   node scripts/route-list.ts   (tests/unit/lazy-router.test.ts says when it is due).
import './worker-modules.ts';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { format, resolveConfig } from 'prettier';

const { apiRouters, pageRouters } = await import('../worker/routers.ts');
const { routeEntriesOf } = await import('../worker/http/lazy-router.ts');

const listed = async (name: string, about: string, routers: Parameters<typeof routeEntriesOf>[0]) => [
  `/** ${about} */`,
  `export const ${name}: readonly RouteEntry[] = [`,
  ...(await routeEntriesOf(routers)).map((entry) => `  ${JSON.stringify(entry).replaceAll('"', "'")},`),
  '];',
  '',
];

const target = resolve(import.meta.dirname, '../worker/route-list.ts');
const source = [
  '// Written by `node scripts/route-list.ts` from worker/routers.ts: do not edit by hand.',
  "import type { RouteEntry } from './http/lazy-router';",
  '',
  ...(await listed('apiRoutes', 'Every route of the REST API under /api/v1, in the order Hono registers them, with the router that answers it.', apiRouters)),
  ...(await listed('pageRoutes', 'The same for the pages and files outside the API.', pageRouters)),
].join('\n');
writeFileSync(target, await format(source, { ...(await resolveConfig(target)), filepath: target }));
console.log(`wrote ${target}`);
