// A million jobs (issue 30): the search, the company dashboard, the alert matching and the index refill measured with
// the product's own repositories and services on the board of million-world.ts (1,000,000 jobs, 10,000,000
// applications, libSQL). Part `million` of `npm run bench` (BENCH_PARTS=million; not in a full run: building the
// board takes over ten minutes on 2 cores, measuring it more); alone: `node tests/bench/million.ts`. The board is kept
// under /tmp between runs (million-world.ts); MILLION_JOBS=20000 MILLION_APPLICATIONS=200000 … for a quick run, and
// MILLION_REFILL=0 leaves out the index refill (which empties and refills the kept board's index).
import { statSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import './worker-in-node.ts';
import { firstPage, queries } from './jobs-search.ts';
import { searchVocabularyRepo } from '../../worker/features/jobs/search-vocabulary.ts';
import { markdownTable, medianP95, ms, type Row, stats } from './figures.ts';
import { alertRows } from './million-alerts.ts';
import { millionApp } from './million-app.ts';
import { refillRows } from './million-refill.ts';
import { openMillionWorld, progress, type MillionWorld } from './million-world.ts';

const runs = Number(process.env.MILLION_SEARCH_RUNS ?? 5);
const dashboardSamples = Number(process.env.MILLION_DASHBOARD_SAMPLES ?? 50);
const goals = { relevance: 20, newest: 10, dashboard: 20 };
const peakRssMiB = () => process.resourceUsage().maxRSS / 1024;

async function timed<T>(work: () => Promise<T>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/** jobs-search.ts's 50 queries in both orders, `runs` times, after one warm-up round; the same first-page code. */
async function searchRows(world: MillionWorld): Promise<Row[]> {
  const copyMs = await timed(() => searchVocabularyRepo(world.db).refresh(new Date()));
  for (const query of queries) for (const sort of ['relevance', 'newest'] as const) await firstPage(world.db, query, sort);
  const times = { relevance: [] as number[], newest: [] as number[] };
  const byQuery = new Map<string, number[]>();
  for (let run = 0; run < runs; run += 1)
    for (const query of queries)
      for (const sort of ['relevance', 'newest'] as const) {
        const elapsed = await timed(() => firstPage(world.db, query, sort));
        times[sort].push(elapsed);
        const name = `${sort}: ${query.q || '(no words)'}${query.filters ? ` ${JSON.stringify(query.filters)}` : ''}`;
        byQuery.set(name, [...(byQuery.get(name) ?? []), elapsed]);
      }
  const slowest = (sort: string) =>
    [...byQuery]
      .filter(([name]) => name.startsWith(`${sort}:`))
      .map(([name, values]) => ({ name: name.slice(sort.length + 2), median: stats(values).median }))
      .sort((a, b) => b.median - a.median)
      .slice(0, 4)
      .map(({ name, median }) => `${name} ${ms(median)}`)
      .join(' · ');
  const [open] = await world.db.all<{ n: number }>(sql`select count(*) as n from jobs where state = 'published' and deadline_at > ${Date.now()}`);
  const [index] = await world.db.all<{ bytes: number }>(sql`select sum(pgsize) as bytes from dbstat where name like 'jobs_fts%'`);
  const relevance = stats(times.relevance);
  const newest = stats(times.newest);
  return [
    {
      figure: 'million: search, relevance, first page',
      value: `p50 ${ms(relevance.median)}, p95 ${ms(relevance.p95)}`,
      note: `goal p95 ≤ ${goals.relevance} ms (${relevance.p95 <= goals.relevance ? 'met' : 'NOT met'}); ${queries.length} queries of jobs-search.ts × ${runs} runs over ${world.facts.size.jobs.toLocaleString('en')} jobs in the index, ${Number(open?.n).toLocaleString('en')} of them open; slowest: ${slowest('relevance')}`,
    },
    {
      figure: 'million: search, newest, first page',
      value: `p50 ${ms(newest.median)}, p95 ${ms(newest.p95)}`,
      note: `goal p95 ≤ ${goals.newest} ms (${newest.p95 <= goals.newest ? 'met' : 'NOT met'}); slowest: ${slowest('newest')}`,
    },
    {
      figure: 'million: search index and typo words',
      value: `${((index?.bytes ?? 0) / 1024 ** 3).toFixed(2)} GiB`,
      note: `FTS5 tables, ${((index?.bytes ?? 0) / (world.facts.size.jobs / 1000) / 1024).toFixed(0)} KiB per 1,000 jobs; copying the index's words for the typo fallback (search-vocabulary.ts refresh, run after a reply) ${ms(copyMs)}`,
    },
  ];
}

/** The dashboard's calls as dashboard.ts asks them, with the heavier choices a company can make on the page. */
const dashboardCalls = [
  '/company/dashboard/analytics',
  '/company/dashboard/analytics?months=12',
  '/company/dashboard/job-candidate-count-per-stage',
  '/company/dashboard/job-candidate-count-per-stage?months=0&closed=1',
  '/company/dashboard/job-candidate-count-per-month',
  '/company/dashboard/job-candidate-count-per-month?months=0',
  '/company/jobs/interviews/interviews-count',
  '/company/dashboard/last-week-statistics',
  '/company/dashboard/counting-data',
  '/company/jobs/applications-count-per-stage',
];

async function dashboardRows(world: MillionWorld): Promise<Row[]> {
  const { app, session } = await millionApp(world);
  const rows: Row[] = [];
  const log = console.log;
  console.log = () => undefined;
  try {
    for (const [label, company] of [
      ['largest company', world.facts.largest],
      ['median company', world.facts.median],
    ] as const) {
      const headers = { Authorization: `Bearer ${await session(company.id)}`, 'Accept-Language': 'ckb' };
      const ask = async (path: string) => {
        const started = performance.now();
        const response = await app.request(`/api/v1${path}`, { headers });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
        return performance.now() - started;
      };
      for (const path of dashboardCalls) await ask(path);
      const times = new Map(dashboardCalls.map((path) => [path, [] as number[]]));
      for (let round = 0; round < dashboardSamples; round += 1) for (const path of dashboardCalls) times.get(path)?.push(await ask(path));
      const all = [...times.values()].flat();
      const worst = [...times].map(([path, values]) => ({ path, p95: stats(values).p95 })).sort((a, b) => b.p95 - a.p95);
      rows.push({
        figure: `million: dashboard, ${label}`,
        value: medianP95(all),
        note: `${company.jobs.toLocaleString('en')} jobs, ${company.applications.toLocaleString('en')} applications; ${dashboardCalls.length} calls × ${dashboardSamples} through the app; goal p95 ≤ ${goals.dashboard} ms each: ${worst.filter((call) => call.p95 > goals.dashboard).length} over; slowest p95: ${worst
          .slice(0, 3)
          .map((call) => `${call.path} ${ms(call.p95)}`)
          .join(' · ')}`,
      });
    }
  } finally {
    console.log = log;
  }
  return rows;
}

export async function benchMillion(): Promise<Row[]> {
  const world = await openMillionWorld();
  try {
    const { facts } = world;
    const board: Row = {
      figure: 'million: board (libSQL file)',
      value: `${facts.size.jobs.toLocaleString('en')} jobs, ${facts.size.applications.toLocaleString('en')} applications`,
      note: `${world.reused ? `reused (built ${((Date.now() - facts.now) / 86_400_000).toFixed(1)} days ago in` : 'built in'} ${(facts.buildMs / 60_000).toFixed(1)} min, peak RSS while building ${facts.peakRssMiB.toFixed(0)} MiB; ${(statSync(world.file).size / 1024 ** 3).toFixed(1)} GiB; ${facts.size.companies.toLocaleString('en')} companies, ${facts.size.seekers.toLocaleString('en')} seekers, ${facts.interviews.toLocaleString('en')} interviews, ${facts.offers.toLocaleString('en')} offers; load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`,
    };
    const rows = [board];
    const parts: Array<[string, (world: MillionWorld) => Promise<Row[]>]> = [
      ['search', searchRows],
      ['dashboard', dashboardRows],
      ['alerts', alertRows],
      ...(process.env.MILLION_REFILL === '0' ? [] : [['one-statement rewrites and the index refill', refillRows] as [string, typeof refillRows]]),
    ];
    for (const [name, part] of parts) {
      progress(`measuring: ${name}`);
      rows.push(...(await part(world)));
    }
    rows.push({
      figure: 'million: peak RSS of the bench',
      value: `${peakRssMiB().toFixed(0)} MiB`,
      note: 'building (if it did) and measuring, Node and libSQL together',
    });
    return rows;
  } finally {
    world.close();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  console.log(markdownTable(await benchMillion()));
}
