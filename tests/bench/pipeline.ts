// The company's applicant pipeline (issue 13) on the hiring world (hiring-world.ts: 100,000 applications, 2,000 jobs,
// 50 companies): p95 of the applicants table's first page for the largest company's busiest job, in each order and
// filter the page offers (goal ≤ 20 ms), and a bulk move of 100 applicants in one call (one db.batch) with its Undo.
// Part `pipeline` of `npm run bench`; alone: `node tests/bench/pipeline.ts`.
import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import './worker-in-node.ts';
import { markdownTable, medianP95, type Row, stats } from './figures.ts';
import { appOver, sessionOf } from './hiring-app.ts';
import { buildHiringWorld, type HiringWorld } from './hiring-world.ts';

const samples = Number(process.env.PIPELINE_BENCH_SAMPLES ?? 200);
const goalMs = 20;

async function busiestJob(world: HiringWorld, companyId: number): Promise<{ id: number; applications: number }> {
  const { rows } = await world.client.execute({
    sql: 'SELECT j.id, count(*) AS n FROM jobs j JOIN applications a ON a.job_id = j.id WHERE j.company_id = ? GROUP BY j.id ORDER BY n DESC LIMIT 1',
    args: [companyId],
  });
  return { id: Number(rows[0]?.id), applications: Number(rows[0]?.n) };
}

export async function benchPipeline(): Promise<Row[]> {
  const world = await buildHiringWorld({ applications: Number(process.env.PIPELINE_BENCH_APPLICATIONS ?? 100_000) });
  const log = console.log;
  try {
    const { app, deps } = await appOver(world);
    const company = world.companies[0];
    if (!company) throw new Error('no company');
    const token = await sessionOf(world, deps, company.id);
    const headers = { Authorization: `Bearer ${token}`, 'Accept-Language': 'ckb', 'Content-Type': 'application/json' };
    const job = await busiestJob(world, company.id);
    const call = async (method: string, path: string, body?: unknown) => {
      const started = performance.now();
      const response = await app.request(`/api/v1${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      const reply = (await response.json()) as { data?: Record<string, unknown> };
      if (response.status !== 200) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(reply)}`);
      return { ms: performance.now() - started, data: reply.data ?? {} };
    };
    const base = `/company/jobs/${job.id}/applications`;
    const pages = [
      base,
      `${base}?sort=rating`,
      `${base}?sort=match`,
      `${base}?sort=name`,
      `${base}?stage=applied`,
      `${base}?full_match=1&min_rating=3`,
      `${base}?q=seeker`,
    ];
    console.log = () => undefined;
    for (const path of pages) for (let index = 0; index < 10; index += 1) await call('GET', path);
    const times = new Map<string, number[]>(pages.map((path) => [path, []]));
    for (let round = 0; round < samples; round += 1) for (const path of pages) times.get(path)?.push((await call('GET', path)).ms);

    // 100 applicants of the job that can move, moved there and back (and undone) a few times.
    const { rows } = await world.client.execute({ sql: "SELECT id FROM applications WHERE job_id = ? AND stage <> 'withdrawn' LIMIT 100", args: [job.id] });
    const ids = rows.map((row) => Number(row.id));
    const bulkTimes: number[] = [];
    const undoTimes: number[] = [];
    for (let round = 0; round < 20; round += 1) {
      const moved = await call('POST', '/company/applications/bulk', { ids, stage: round % 2 === 0 ? 'screening' : 'shortlisted' });
      bulkTimes.push(moved.ms);
      const undone = await call('POST', `/company/applications/moves/${String(moved.data.batch_id)}/undo`);
      undoTimes.push(undone.ms);
    }
    console.log = log;
    const rowsOut: Row[] = [
      {
        figure: 'pipeline world',
        value: `job of ${job.applications.toLocaleString('en')} applicants`,
        note: `the largest company's busiest job in a world of ${world.counts.applications.toLocaleString('en')} applications and ${world.counts.jobs} jobs; through the app in Node; load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`,
      },
      ...pages.map((path) => {
        const measured = times.get(path) ?? [];
        return {
          figure: `GET ${path.replace(String(job.id), '{job}')} (first page of 20)`,
          value: medianP95(measured),
          note: `${measured.length} calls; ${stats(measured).p95 <= goalMs ? 'within' : 'OVER'} the ${goalMs} ms goal`,
        };
      }),
      {
        figure: 'POST /company/applications/bulk (100 ids, one batch)',
        value: medianP95(bulkTimes),
        note: `${ids.length} applicants, 20 calls; events and rows written in one db.batch`,
      },
      { figure: 'POST /company/applications/moves/{batch}/undo (100 moves)', value: medianP95(undoTimes), note: 'the same 100 moved back, one batch' },
    ];
    return rowsOut;
  } finally {
    console.log = log;
    world.close();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  console.log(markdownTable(await benchPipeline()));
}
