// The edge cache (issue 30): anonymous job pages and landing lists answered from the cache against the app reading D1,
// and D1's rows read per 1,000 job-page views with and without it. Measured inside workerd by
// tests/worker/edge-bench.test.ts at the bench's sizes (VITE_EDGE_BENCH=1), whose figures come back in its meta.
// Goals: p95 ≤ 2 ms from the cache; ≥ 20× fewer rows read. Part `edge` of `npm run bench`; alone: `node tests/bench/edge.ts`
// (after `npm run build`: the job page's document is served from dist/client).
import { cpus, loadavg } from 'node:os';
import { markdownTable, percentile, type Row } from './figures.ts';
import { runWorkerdFile } from './workerd-report.ts';

const testFile = 'tests/worker/edge-bench.test.ts';
const goalP95Ms = 2;
const goalRowsRatio = 20;

/** The shape tests/worker/edge-bench.test.ts hands over (it lives in workerd's type world, not Node's). */
interface D1Usage {
  statements: number;
  rowsRead: number;
  rowsWritten: number;
}

interface EdgeBenchFigures {
  jobs: number;
  samples: number;
  warmUp: number;
  versionsTrustedMs: number;
  latencyElapsedMs: number;
  latency: Array<{ name: string; path: string; series: Record<string, number[]>; hits: number; versionReadMs: number[] }>;
  rows: Array<{
    name: string;
    requests: string[];
    views: number;
    cached: D1Usage & { elapsedMs: number; hits: number; misses: number; versionReads: number };
    app: D1Usage & { elapsedMs: number };
  }>;
}

const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;
/** A reading of n ms, timed from a tick of a whole-millisecond clock: a duration in [n, n + 1). */
const reading = (value: number) => `${Math.round(value)}–${Math.round(value) + 1} ms`;
const percent = (share: number) => `${(100 * share).toFixed(1)}%`;

function latencyRows(figures: EdgeBenchFigures): Row[] {
  return figures.latency.map((path): Row => {
    const ways = Object.entries(path.series);
    const cached = path.series.cached ?? [];
    // Readings below the goal are views that surely took less than it: p95 ≤ goal holds when 95% of them do.
    const underGoal = cached.filter((time) => time <= goalP95Ms - 1).length / cached.length;
    const value = ways.map(([way, times]) => `${way} p50 ${reading(percentile(times, 0.5))}, p95 ${reading(percentile(times, 0.95))}`).join('; ');
    const p99 = ways.map(([way, times]) => `${way} ${reading(percentile(times, 0.99))}`).join(', ');
    const reads = path.versionReadMs;
    const versions =
      reads.length > 0 ? `${reads.length} of them read the versions from D1 first (p50 ${reading(percentile(reads, 0.5))})` : 'none read the versions from D1';
    return {
      figure: `edge cache: ${path.name}`,
      value,
      note: `goal cached p95 ≤ ${goalP95Ms} ms: ${underGoal >= 0.95 ? 'met' : 'NOT met'} (${percent(underGoal)} of cached views under ${goalP95Ms} ms; ${versions}); p99 ${p99}; max cached ${reading(Math.max(...cached))}; ${path.hits}/${cached.length} cache hits; GET ${decodeURIComponent(path.path)}`,
    };
  });
}

function rowsRows(figures: EdgeBenchFigures): Row[] {
  return figures.rows.map((run): Row => {
    const ratio = run.app.rowsRead / run.cached.rowsRead;
    const times = run.cached.rowsRead === 0 ? 'all' : `${ratio.toFixed(0)}× fewer`;
    const met = run.cached.rowsRead === 0 || ratio >= goalRowsRatio;
    return {
      figure: `D1 rows read per ${run.views.toLocaleString('en')} anonymous views: ${run.name}`,
      value: `${run.cached.rowsRead} with the edge cache vs ${run.app.rowsRead} without (${times})`,
      note:
        `goal ≥ ${goalRowsRatio}× fewer: ${met ? 'met' : 'NOT met'}; with the cache ${run.cached.statements} statements, ${run.cached.misses} misses and ${run.cached.hits} hits, ` +
        `${run.cached.versionReads} reads of the versions (trusted ${figures.versionsTrustedMs} ms; the views took ${seconds(run.cached.elapsedMs)}${run.cached.elapsedMs > figures.versionsTrustedMs ? ', so they were read again' : ''}); ` +
        `without it ${run.app.statements} statements in ${seconds(run.app.elapsedMs)}; each view GET ${run.requests.map((request) => decodeURIComponent(request)).join(' + ')}`,
    };
  });
}

const method = (figures: EdgeBenchFigures, load: string): Row => ({
  figure: 'edge cache: how measured',
  value: `workerd (Miniflare), ${figures.samples} views a way per path; ${load}`,
  note:
    `${testFile} on a board of ${figures.jobs} jobs (tests/budgets/budget-world.ts); each anonymous Sorani view is timed with performance.now() from the call to the worker's fetch to its body's last byte ` +
    `(the cache's own I/O included: versions, lookup, stored body; its fill behind the reply is not); "cached" = worker/index.ts with the edge cache on caches.default, "cache read alone" = a copy of the same answer read back from caches.default (the cache's own cost), "app" = createApp over the same bindings (D1, and the isolate's 5 s front page for the landing list), ` +
    `"front page from D1" = the same with that memory forgotten before each view; the ways taken in turns after ${figures.warmUp} warm-up views each, ${seconds(figures.latencyElapsedMs)} in all. ` +
    `A cached view that finds its versions older than ${figures.versionsTrustedMs} ms reads them from D1 first (one statement): at most once a second a scope per isolate, so here a few views a path; an isolate that sees a job fewer than 20 times a second reads them on more than 5% of that job's views, and its p95 is then D1's. ` +
    "Miniflare's clock reads whole milliseconds and advances with CPU here (production's only across I/O): each timed view starts on a tick, so a reading of n ms is a duration in [n, n + 1), shown as n–n+1 ms. Miniflare's D1 and cache are local files: D1's round trip to the primary is not in the app's figures. Rows read are D1's own meta (tests/budgets/d1-meter.ts).",
});

export async function benchEdge(): Promise<Row[]> {
  // The machine is shared: its load says how much of a millisecond-scale tail is other work.
  const loadBefore = loadavg()[0] ?? 0;
  const run = await runWorkerdFile<{ edgeBench?: EdgeBenchFigures }>(testFile, { VITE_EDGE_BENCH: '1' });
  const load = `load average ${loadBefore.toFixed(1)} → ${(loadavg()[0] ?? 0).toFixed(1)} on ${cpus().length} cores`;
  const figures = run.tests.findLast((test) => test.meta?.edgeBench)?.meta?.edgeBench;
  if (run.exitCode !== 0) console.error(`\n${testFile} failed:\n${run.failures}\n`);
  if (!figures)
    throw new Error(
      `the edge bench handed over no figures (vitest exited ${run.exitCode}): run \`VITE_EDGE_BENCH=1 npx vitest run --project workerd ${testFile}\``,
    );
  const rows = [method(figures, load), ...latencyRows(figures), ...rowsRows(figures)];
  if (run.exitCode !== 0)
    rows.push({ figure: 'edge bench test', value: 'FAILED', note: `vitest exited ${run.exitCode}: see the output above, or run ${testFile} alone` });
  return rows;
}

if (import.meta.main) console.log(markdownTable(await benchEdge()));
