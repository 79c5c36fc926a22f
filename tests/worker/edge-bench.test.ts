// The edge cache against the app without it (issue 30's benchmarks), inside workerd: anonymous views of a job page and
// of the landing list, through the worker as deployed (worker/index.ts: the edge cache on `caches.default`) and
// through the app alone (createApp over the same bindings: every answer read from D1, as before the cache), taken in
// turns so that both see the same machine; then D1's rows read for a run of job-page views with the cache and without
// (tests/budgets/d1-meter.ts). In the suite it runs small and checks what must hold whatever the machine; run with
// VITE_EDGE_BENCH=1 (`BENCH_PARTS=edge npm run bench`, tests/bench/edge.ts) it runs the bench's sizes and hands the
// figures over in the test's meta.
//
// The clock: workerd under Miniflare gives `performance.now()` in whole milliseconds (it is Date.now()), advancing
// with CPU as well as I/O here (production's stands still between I/O). Each timed view starts on a tick of it, so a
// reading of n ms is a duration in [n, n + 1), and runs from the call to the worker's fetch to the end of reading its
// body: the cache's own I/O (the versions, the lookup, the stored body) and the app's D1 round trips are in it.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoCompanies } from '../../db/seed/demo-jobs';
import { createApp } from '../../worker/app';
import { buildDeps } from '../../worker/deps';
import { cacheStatusHeader } from '../../worker/features/edge-cache/edge-cache';
import { versionsTrustedMs } from '../../worker/features/edge-cache/edge-cache.service';
import { frontPageCache } from '../../worker/features/jobs/front-page-cache';
import { boardChanged } from '../../worker/features/jobs/job-search.service';
import worker from '../../worker/index';
import { seedBudgetWorld, worldSize } from '../budgets/budget-world';
import { meteredD1, type D1Usage } from '../budgets/d1-meter';

/** One path's timings (ms) under each way of answering it, and how often the cached one was a hit. */
interface LatencyFigures {
  name: string;
  path: string;
  series: Record<string, number[]>;
  hits: number;
  /** The cached views that read the versions from D1 first (theirs had been trusted for a second). */
  versionReadMs: number[];
}

/** D1's cost of a run of views (each view one or more requests), with the cache and without. */
interface RowsFigures {
  name: string;
  requests: string[];
  views: number;
  cached: D1Usage & { elapsedMs: number; hits: number; misses: number; versionReads: number };
  app: D1Usage & { elapsedMs: number };
}

interface EdgeBenchFigures {
  jobs: number;
  samples: number;
  warmUp: number;
  versionsTrustedMs: number;
  /** How long the timed views took, all paths and ways in turn. */
  latencyElapsedMs: number;
  latency: LatencyFigures[];
  rows: RowsFigures[];
}

declare module 'vitest' {
  interface TaskMeta {
    edgeBench?: EdgeBenchFigures;
  }
}

// Vite hands VITE_* variables to the test as `import.meta.env`, which this project's workerd types leave out.
const viteEnv = (import.meta as ImportMeta & { env?: Record<string, unknown> }).env ?? {};
const benchRun = viteEnv.VITE_EDGE_BENCH === '1';
const size = benchRun ? { samples: 500, warmUp: 20, views: 1000 } : { samples: 10, warmUp: 2, views: 40 };

type Serve = (request: Request, ctx: ExecutionContext) => Promise<Response>;

interface Viewed {
  ms: number;
  status: number;
  cache: string | null;
  body: string;
}

/**
 * The clock's next tick: timed from it, a reading of n ms is a duration in [n, n + 1) rather than in (n − 1, n + 1).
 * Waiting for it needs a clock that moves with CPU, as Miniflare's does.
 */
function nextTick(): number {
  const now = performance.now();
  for (let spins = 0; spins < 10_000_000; spins++) {
    const later = performance.now();
    if (later !== now) return later;
  }
  throw new Error('the clock does not move without I/O here: a view cannot be timed from a tick');
}

/** One anonymous view as the Sorani web client asks for it, timed from `start()` to the last byte of its body. */
async function view(serve: Serve, path: string, start: () => number = () => performance.now()): Promise<Viewed> {
  const request = new Request(`http://kar.test${path}`, { headers: { 'Accept-Language': 'ckb' } });
  const ctx = createExecutionContext();
  const started = start();
  const response = await serve(request, ctx);
  const body = await response.text();
  const ms = performance.now() - started;
  // The cache's fill is written behind the reply: not the visitor's wait, but done before the next view.
  await waitOnExecutionContext(ctx);
  return { ms, status: response.status, cache: response.headers.get(cacheStatusHeader), body };
}

/** A batched tRPC read as client/lib/procedures.ts sends it: the paths joined, the inputs by index (none for auth.me). */
function trpcBatch(calls: Array<[path: string, input: unknown]>): string {
  const inputs = JSON.stringify(Object.fromEntries(calls.map(([, input], index) => [index, input])));
  return `/api/trpc/${calls.map(([path]) => path).join(',')}?batch=1&input=${encodeURIComponent(inputs)}`;
}

/** The landing page's newest jobs (client/features/jobs/NewestJobs.tsx: searchInputOf({ sort: 'newest' }), limit 6). */
const landingSearch = { q: '', city_id: [], sort: 'newest', limit: 6 };

/** Bindings as deployed but for the per-address limiter, which would answer a burst of views with 429. */
function benchEnv(bindings: Partial<Record<keyof Env, unknown>> = {}): Env {
  const values = { API_RATE_LIMIT: 'off', ...bindings };
  return Object.create(env, Object.fromEntries(Object.entries(values).map(([name, value]) => [name, { value }]))) as Env;
}

/** The worker as deployed: the edge cache in front of the app. */
function cachedWorker(bindings: Env): Serve {
  return (request, ctx) => worker.fetch(request as Request<unknown, IncomingRequestCfProperties>, bindings, ctx);
}

/** The app alone, every answer read from D1 as before the cache (`fromD1`: not even from the isolate's front page). */
function appAlone(bindings: Env): { direct: Serve; fromD1: Serve } {
  const deps = buildDeps(bindings);
  const app = createApp(deps, { assets: bindings.ASSETS });
  const direct: Serve = async (request, ctx) => app.fetch(request, bindings, ctx);
  // The landing list as the app reads it when the isolate's front page (5 s, front-page-cache.ts) has run out.
  const fromD1: Serve = (request, ctx) => {
    frontPageCache(deps.db).forget();
    return direct(request, ctx);
  };
  return { direct, fromD1 };
}

/** Where a copy of an answer is kept for `cacheReadAlone`, apart from the edge cache's own keys. */
const copyKey = (path: string) => `https://edge-bench.kar${path}`;

/** The Workers Cache alone: a copy of the same answer read back, what a hit costs before the Worker's own work. */
const cacheReadAlone: Serve = async (request) => {
  const url = new URL(request.url);
  return (await caches.default.match(copyKey(`${url.pathname}${url.search}`))) ?? new Response('no copy kept', { status: 500 });
};

let jobIds: { latency: number; webRows: number; apiRows: number };

beforeAll(async () => {
  const company = demoCompanies[0] ?? { email: 'hr@zagros-tech.demo', name: 'Zagros Tech' };
  const world = await seedBudgetWorld(env.DB, company, new Date());
  const [latency = 0, webRows = 0, apiRows = 0] = world.ownJobIds;
  jobIds = { latency, webRows, apiRows };
  // As their publishing did: each job's version (and the board's) is a row the cache reads.
  await boardChanged(buildDeps(env).db, { jobIds: Object.values(jobIds) });
}, 60_000);

const figures: EdgeBenchFigures = {
  jobs: worldSize.jobs,
  samples: size.samples,
  warmUp: size.warmUp,
  versionsTrustedMs,
  latencyElapsedMs: 0,
  latency: [],
  rows: [],
};

describe('edge cache against the app alone, anonymous views', { timeout: benchRun ? 600_000 : 30_000 }, () => {
  it('answers job pages and the landing list from the cache, the same answers as the app', async ({ task }) => {
    // Metered only to tell which cached views read the versions from D1 (the app's D1 is left as it is).
    const meter = meteredD1(env.DB);
    const cached = cachedWorker(benchEnv({ DB: meter.binding }));
    const { direct, fromD1 } = appAlone(benchEnv());
    const jobPage = { cached, 'cache read alone': cacheReadAlone, app: direct };
    const list = { ...jobPage, 'app, front page from D1': fromD1 };
    const paths: Array<{ name: string; path: string; ways: Record<string, Serve> }> = [
      { name: 'job page, REST', path: `/api/v1/jobs/${jobIds.latency}`, ways: jobPage },
      {
        name: 'job page, tRPC batch',
        path: trpcBatch([
          ['auth.me', undefined],
          ['jobs.get', { id: jobIds.latency }],
        ]),
        ways: jobPage,
      },
      { name: 'landing list, REST', path: '/api/v1/jobs', ways: list },
      {
        name: 'landing list, tRPC batch',
        path: trpcBatch([
          ['auth.me', undefined],
          ['jobs.search', landingSearch],
        ]),
        ways: list,
      },
    ];
    for (const { path, ways } of paths) {
      const answer = await view(direct, path);
      const headers = { 'Content-Type': 'application/json', 'Cache-Control': 'public, s-maxage=3600' };
      await caches.default.put(copyKey(path), new Response(answer.body, { headers }));
      for (const [way, serve] of Object.entries(ways)) {
        for (let round = 0; round < size.warmUp; round++) expect((await view(serve, path)).status, `${way} ${path}`).toBe(200);
      }
      // Anonymous visitors get the app's own answer, byte for byte.
      const fromCache = await view(cached, path);
      expect(fromCache.cache).toBe('hit');
      expect(fromCache.body).toBe((await view(direct, path)).body);
    }

    const timings = paths.map((entry) => ({
      ...entry,
      series: Object.fromEntries(Object.keys(entry.ways).map((way) => [way, [] as number[]])),
      hits: 0,
      versionReadMs: [] as number[],
    }));
    const started = performance.now();
    for (let round = 0; round < size.samples; round++) {
      for (const entry of timings) {
        // In turn, one round in order and the next in reverse, so that no way always follows the same one.
        const ways = Object.entries(entry.ways);
        for (const [way, serve] of round % 2 === 0 ? ways : ways.reverse()) {
          const statements = meter.usage().statements;
          const viewed = await view(serve, entry.path, nextTick);
          expect(viewed.status, `${way} ${entry.path}`).toBe(200);
          entry.series[way]?.push(viewed.ms);
          if (way !== 'cached') continue;
          if (viewed.cache === 'hit') entry.hits += 1;
          if (meter.usage().statements > statements) entry.versionReadMs.push(viewed.ms);
        }
      }
    }
    for (const entry of timings) expect(entry.hits, `${entry.name}: every view after the warm-up is a hit`).toBe(size.samples);
    figures.latencyElapsedMs = performance.now() - started;
    figures.latency = timings.map(({ name, path, series, hits, versionReadMs }) => ({ name, path, series, hits, versionReadMs }));
    task.meta.edgeBench = figures;
  });

  it('reads D1 for a job page once, then only the versions at most once a second', async ({ task }) => {
    const meter = meteredD1(env.DB);
    const bindings = benchEnv({ DB: meter.binding });
    const cached = cachedWorker(bindings);
    const { direct } = appAlone(bindings);
    // Each builds its ports on its first request (the worker once per isolate): not a view's cost.
    for (const serve of [cached, direct]) expect((await view(serve, '/api/v1/health')).status).toBe(200);

    const runs = [
      {
        name: 'web job page (document and its tRPC batch)',
        id: jobIds.webRows,
        requests: (id: number) => [
          `/jobs/${id}`,
          trpcBatch([
            ['auth.me', undefined],
            ['jobs.get', { id }],
          ]),
        ],
      },
      { name: 'API job page', id: jobIds.apiRows, requests: (id: number) => [`/api/v1/jobs/${id}`] },
    ];
    for (const run of runs) {
      const requests = run.requests(run.id);
      const measure = async (serve: Serve) => {
        meter.reset();
        const answers: Viewed[] = [];
        const started = performance.now();
        for (let viewed = 0; viewed < size.views; viewed++) for (const path of requests) answers.push(await view(serve, path));
        const elapsedMs = performance.now() - started;
        expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
        const versionReads = meter.statements().filter((statement) => statement.sql.includes('edge_cache_versions')).length;
        return { usage: meter.usage(), elapsedMs, answers, versionReads };
      };
      const withCache = await measure(cached);
      const withoutCache = await measure(direct);
      const hits = withCache.answers.filter((answer) => answer.cache === 'hit').length;
      // The first view fills the cache (unless it was filled before); every later one is answered from it.
      expect(hits).toBeGreaterThanOrEqual(requests.length * (size.views - 1));
      expect(withCache.usage.unmetered + withoutCache.usage.unmetered).toBe(0);
      // The versions are trusted for a second: read on the first view and again each time that second has passed.
      expect(withCache.versionReads).toBeGreaterThan(0);
      expect(withCache.versionReads).toBeLessThanOrEqual(requests.length * (Math.ceil(withCache.elapsedMs / versionsTrustedMs) + 1));
      expect(withCache.usage.rowsRead * 20).toBeLessThanOrEqual(withoutCache.usage.rowsRead);
      figures.rows.push({
        name: run.name,
        requests,
        views: size.views,
        cached: { ...withCache.usage, elapsedMs: withCache.elapsedMs, hits, misses: withCache.answers.length - hits, versionReads: withCache.versionReads },
        app: { ...withoutCache.usage, elapsedMs: withoutCache.elapsedMs },
      });
    }
    task.meta.edgeBench = figures;
  });
});
