// The company dashboard (issue 13): p95 of each of the dashboard's seven calls on the hiring world (hiring-world.ts:
// 100,000 applications, 2,000 jobs, 50 companies), asked by its largest company through the app in Node (auth
// middleware, service, libSQL, JSON reply: everything but the network); goal ≤ 20 ms each. Monthly figures come from
// dashboard_month_counts, kept by triggers as the world is written (the world's build time includes them). Then the JavaScript the
// dashboard page adds to the first page, gzip, with and without its lazy chart chunk (from the build in dist/client).
// Part `dashboard` of `npm run bench`; alone: `node tests/bench/dashboard.ts` (after `npm run build` for the sizes;
// DASHBOARD_BENCH_APPLICATIONS=20000 for a quicker run).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import './worker-in-node.ts';
import { buildHiringWorld, type HiringWorld } from './hiring-world.ts';
import { kib, markdownTable, medianP95, ms, type Row, stats } from './figures.ts';
import { appOver, sessionOf } from './hiring-app.ts';

const root = resolve(import.meta.dirname, '../..');
const samples = Number(process.env.DASHBOARD_BENCH_SAMPLES ?? 200);
const goalMs = 20;

/** The dashboard's seven calls with their defaults, and the heavier choices a company can make on the page. */
const calls = [
  '/company/dashboard/analytics',
  '/company/dashboard/analytics?months=12',
  '/company/dashboard/job-candidate-count-per-stage',
  '/company/dashboard/job-candidate-count-per-stage?months=0&closed=1',
  '/company/dashboard/job-candidate-count-per-stage?months=12&closed=1&locations=1,2',
  '/company/dashboard/job-candidate-count-per-month',
  '/company/dashboard/job-candidate-count-per-month?months=0',
  '/company/jobs/interviews/interviews-count',
  '/company/jobs/interviews/interviews-count?sort_type=asc',
  '/company/dashboard/last-week-statistics',
  '/company/dashboard/counting-data',
  '/company/jobs/applications-count-per-stage',
];

/** The indexes of drizzle/0011_dashboard_indexes.sql: dropped for the comparison run. */
const dashboardIndexes = ['applications_job_created', 'applications_hired', 'interviews_application_status_starts'];

/** Every call `rounds` times, round-robin (so that every call sees the same state of the machine), after a warm-up. */
async function timeCalls(ask: (path: string) => Promise<number>, rounds: number): Promise<Map<string, number[]>> {
  for (const path of calls) for (let index = 0; index < 10; index += 1) await ask(path); // warm the pages and the statements
  const times = new Map<string, number[]>(calls.map((path) => [path, []]));
  for (let round = 0; round < rounds; round += 1) for (const path of calls) times.get(path)?.push(await ask(path));
  return times;
}

async function latencyRows(world: HiringWorld): Promise<Row[]> {
  const { app, deps } = await appOver(world);
  const company = world.companies[0];
  if (!company) throw new Error('no company');
  const token = await sessionOf(world, deps, company.id);
  const headers = { Authorization: `Bearer ${token}`, 'Accept-Language': 'ckb' };
  const ask = async (path: string) => {
    const started = performance.now();
    const response = await app.request(`/api/v1${path}`, { headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
    return performance.now() - started;
  };
  // The request log is one console line per call; kept out of the terminal while measuring.
  const log = console.log;
  console.log = () => undefined;
  try {
    const indexed = await timeCalls(ask, samples);
    for (const name of dashboardIndexes) await world.client.execute(`DROP INDEX ${name}`);
    const bare = await timeCalls(ask, Math.ceil(samples / 4));
    return calls.map((path) => {
      const measured = indexed.get(path) ?? [];
      const { p95 } = stats(measured);
      const without = stats(bare.get(path) ?? []).p95;
      return {
        figure: `GET ${path}`,
        value: medianP95(measured),
        note: `${measured.length} calls; ${p95 <= goalMs ? 'within' : 'OVER'} the ${goalMs} ms goal; without 0011's indexes p95 ${ms(without)}`,
      };
    });
  } finally {
    console.log = log;
  }
}

/** A built chunk and every chunk it imports statically, transitively (relative `./x.js` imports in rolldown's output). */
function staticClosure(assets: string, file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(join(assets, file), 'utf8');
  for (const match of code.matchAll(/(?:import|export)\s*(?:[\w${}\s,*]*?\s*from\s*)?["'`]\.\/([\w.-]+\.js)["'`]/g))
    if (match[1]) staticClosure(assets, match[1], seen);
  return seen;
}

const dynamicImports = (assets: string, file: string) =>
  [...readFileSync(join(assets, file), 'utf8').matchAll(/import\(\s*["'`]\.\/([\w.-]+\.js)["'`]\s*\)/g)].map((match) => match[1] ?? '');

/**
 * What opening /company/dashboard adds to the first page's JavaScript, gzip: the route's chunk and what it imports
 * that the first page does not have, and then the chart chunk (uPlot) it loads lazily.
 */
function sizeRows(): Row[] {
  const assets = join(root, 'dist/client/assets');
  const html = join(root, 'dist/client/index.html');
  if (!existsSync(html)) return [{ figure: 'dashboard page JS', value: 'not measured', note: 'run `npm run build` first' }];
  const gzip = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzipSync(readFileSync(join(assets, file)), { level: 9 }).length, 0);
  const entries = [...readFileSync(html, 'utf8').matchAll(/\/assets\/([\w.-]+\.js)/g)].map((match) => match[1] ?? '');
  const firstPage = new Set<string>();
  for (const entry of entries) staticClosure(assets, entry, firstPage);
  const files = readdirSync(assets).filter((file) => file.endsWith('.js'));
  // The route chunk is the one holding the page's own marker; the chart chunk the one holding uPlot's.
  const holding = (marker: string) => files.filter((file) => readFileSync(join(assets, file), 'utf8').includes(marker));
  const [route] = holding('data-dashboard-page');
  const [charts] = holding('u-legend');
  if (!route || !charts) return [{ figure: 'dashboard page JS', value: 'not found', note: `route chunk ${route ?? '?'}, chart chunk ${charts ?? '?'}` }];
  const page = [...staticClosure(assets, route)].filter((file) => !firstPage.has(file));
  const chartFiles = [...staticClosure(assets, charts)].filter((file) => !firstPage.has(file) && !page.includes(file));
  const lazy = page.flatMap((file) => dynamicImports(assets, file));
  return [
    {
      figure: 'dashboard page JS without the chart chunk (gzip)',
      value: kib(gzip(page)),
      note: `${page.length} files on top of the first page's ${kib(gzip(firstPage))}: ${page.join(', ')}`,
    },
    {
      figure: 'dashboard page JS with the chart chunk (gzip)',
      value: kib(gzip([...page, ...chartFiles])),
      note: `chart chunk ${kib(gzip(chartFiles))} (${chartFiles.join(', ')}), loaded lazily: ${lazy.includes(charts) ? 'yes' : 'NO'}`,
    },
  ];
}

export async function benchDashboard(): Promise<Row[]> {
  const world = await buildHiringWorld({ applications: Number(process.env.DASHBOARD_BENCH_APPLICATIONS ?? 100_000) });
  try {
    const { counts } = world;
    const largest = world.companies[0];
    const built: Row = {
      figure: 'hiring world (libSQL file)',
      value: `${(world.buildMs / 1000).toFixed(1)} s to build`,
      note: `${counts.applications.toLocaleString('en')} applications, ${counts.jobs} jobs, ${world.companies.length} companies (Zipf), ${counts.events.toLocaleString('en')} events, ${counts.interviews.toLocaleString('en')} interviews, ${counts.offers.toLocaleString('en')} offers; calls through the app (auth, service, libSQL, JSON) by the largest company: ${largest?.applications.toLocaleString('en')} applications, ${largest?.jobs} jobs; load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`,
    };
    return [built, ...(await latencyRows(world)), ...sizeRows()];
  } finally {
    world.close();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  console.log(markdownTable(await benchDashboard()));
}
