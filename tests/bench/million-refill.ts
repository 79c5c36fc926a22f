// What the migrations' one-statement rewrites would cost on the million board, and the search index refilled in steps
// instead (worker/features/backfills, docs/decisions/0026-batched-backfills.md): each step's time against D1's 30 s
// a statement, the whole refill's, and the index after it against the one before (FTS5's totals, the jobs it holds,
// and the first page of every bench query). The one-statement measures only read (the SELECT a migration's
// INSERT … SELECT or UPDATE would run), except 0020's refill itself, which the steps then redo.
import { sql } from 'drizzle-orm';
import { databaseBackfillStore } from '../../worker/features/backfills/backfills.repo.ts';
import { backfillsService, type StepReport } from '../../worker/features/backfills/backfills.service.ts';
import { registeredBackfills } from '../../worker/features/backfills/registry.ts';
import { searchIndexBackfill } from '../../worker/features/jobs/search-index-backfill.service.ts';
import { firstPage, queries } from './jobs-search.ts';
import type { MillionWorld } from './million-world.ts';
import { ms, percentile, type Row } from './figures.ts';

const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;
const overLimit = (value: number) => `${value > 30_000 ? 'OVER' : 'under'} D1’s 30 s a statement (${((100 * value) / 30_000).toFixed(0)}% of it)`;

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/** FTS5's totals (rows, words a column: what bm25 ranks by), the jobs it holds, and every bench query's first page. */
async function indexFacts(world: MillionWorld) {
  const totals = await world.db.all<{ totals: string }>(sql`select hex(block) as totals from jobs_fts_data where id = 1`);
  const [docs] = await world.db.all<{ n: number }>(sql`select count(*) as n from jobs_fts_docsize`);
  const pages: string[] = [];
  for (const query of queries)
    for (const sort of ['relevance', 'newest'] as const) pages.push(JSON.stringify((await firstPage(world.db, query, sort)).rows.map((row) => row.id)));
  return { totals: totals[0]?.totals ?? '', docs: Number(docs?.n ?? 0), pages };
}

/** The reads of the migrations that rewrote data in one statement (drizzle/0017, 0027), timed on this board. */
async function oneStatementReads(world: MillionWorld): Promise<Row[]> {
  const month = (column: string) => `strftime('%Y-%m', (${column} + 10800000) / 1000, 'unixepoch')`;
  const dashboardCounts = await timed(() =>
    world.client.execute(`SELECT count(*) FROM (SELECT company_id, month, count(*) FROM (
      SELECT j.company_id, ${month('a.created_at')} AS month FROM applications a JOIN jobs j ON j.id = a.job_id
      UNION ALL SELECT j.company_id, ${month('a.stage_changed_at')} FROM applications a JOIN jobs j ON j.id = a.job_id WHERE a.stage = 'hired'
      UNION ALL SELECT j.company_id, ${month('i.starts_at')} FROM interviews i JOIN applications a ON a.id = i.application_id JOIN jobs j ON j.id = a.job_id WHERE i.status = 'scheduled'
      UNION ALL SELECT j.company_id, ${month('o.created_at')} FROM offers o JOIN applications a ON a.id = o.application_id JOIN jobs j ON j.id = a.job_id
    ) GROUP BY company_id, month)`),
  );
  const matchRanks = await timed(() =>
    world.client
      .execute(`SELECT sum(score * 1001 + (SELECT CASE WHEN a.requirements_total = 0 THEN 1000 ELSE a.requirements_ticked * 1000 / a.requirements_total END
      FROM applications a WHERE a.id = application_matches.application_id)) FROM application_matches`),
  );
  const index = await timed(() => world.client.execute('CREATE INDEX bench_probe_index ON applications (job_id, created_at, stage)'));
  await world.client.execute('DROP INDEX bench_probe_index');
  const applications = world.facts.size.applications.toLocaleString('en');
  return [
    {
      figure: 'million: 0017’s dashboard counts, one statement (its SELECT)',
      value: seconds(dashboardCounts),
      note: `${overLimit(dashboardCounts)}; every application, interview and offer grouped by company and month (${applications} applications)`,
    },
    {
      figure: 'million: 0027’s match ranks, one statement (its reads)',
      value: seconds(matchRanks),
      note: `${overLimit(matchRanks)}; the UPDATE would also write every one of ${applications} rows`,
    },
    {
      figure: 'million: a new index on applications (as 0011 made)',
      value: seconds(index),
      note: `${overLimit(index)}; an index is built by one statement, so a migration that adds one to a table this size is itself the risk`,
    },
  ];
}

export async function refillRows(world: MillionWorld): Promise<Row[]> {
  const reads = await oneStatementReads(world);
  const before = await indexFacts(world);
  const oneShot = await timed(async () => {
    await world.client.execute("INSERT INTO jobs_fts (jobs_fts) VALUES ('delete-all')");
    await world.client.execute(
      "INSERT INTO jobs_fts (rowid, title, body) SELECT search_rowid, title_folded, body_folded FROM jobs WHERE state = 'published' AND deleted_at IS NULL AND search_rowid IS NOT NULL",
    );
  });

  const service = backfillsService(databaseBackfillStore(world.db), registeredBackfills);
  const steps: StepReport[] = [];
  const requestMs = await timed(() => service.request(searchIndexBackfill.name, new Date()));
  const refillMs = await timed(() => service.run({ maxSteps: Number.MAX_SAFE_INTEGER, now: () => new Date(), onStep: (step) => steps.push(step) }));
  const after = await indexFacts(world);
  const times = steps.map((step) => step.ms);
  const same = after.totals === before.totals && after.docs === before.docs && after.pages.every((page, index) => page === before.pages[index]);
  return [
    ...reads,
    {
      figure: 'million: 0020’s index refill, one statement',
      value: seconds(oneShot),
      note: `${overLimit(oneShot)}; INSERT … SELECT of ${before.docs.toLocaleString('en')} jobs into an emptied jobs_fts`,
    },
    {
      figure: `million: index refill in steps of ${searchIndexBackfill.rowsPerStep.toLocaleString('en')} jobs`,
      value: `p50 ${ms(percentile(times, 0.5))}, p95 ${ms(percentile(times, 0.95))}, max ${ms(Math.max(...times))} a step`,
      note: `${steps.length} steps (one batch each), ${seconds(refillMs)} in all after a ${ms(requestMs)} request ('delete-all' and the backfills row); the Cron takes 40 a run`,
    },
    {
      figure: 'million: index after the stepped refill',
      value: same ? 'the same' : 'DIFFERENT',
      note: `FTS5's totals (rows, words a column) ${after.totals === before.totals ? 'equal' : 'differ'}; ${after.docs.toLocaleString('en')} jobs indexed (before ${before.docs.toLocaleString('en')}); first pages of the ${queries.length} queries in both orders ${after.pages.every((page, index) => page === before.pages[index]) ? 'equal' : 'differ'}`,
    },
  ];
}
