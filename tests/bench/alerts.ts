// Job-alert matching (issue 15, docs/product.md#job-alerts): 10,000 alerts against 1,000 newly
// published jobs on a board of older ones, with the worker's own statement
// (worker/features/jobs/job-matching.service.ts), batch by batch as the queue consumer runs it. Per batch size: the
// statement's time in libSQL (as the search bench measures) and on D1 (Miniflare's workerd SQLite, which also reports
// the rows a statement reads: D1's billing unit), and the worker's own CPU for a batch (reading the alerts, building
// each MATCH, rendering every mail with 10 jobs, signing its unsubscribe link). `benchAlerts()` returns rows for
// tests/bench/run.ts; alone:
//   node tests/bench/alerts.ts        (ALERTS_BENCH_BOARD=5000 for a quicker run)
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createClient } from '@libsql/client';
import { SQLiteSyncDialect } from 'drizzle-orm/sqlite-core';
import { drizzle } from 'drizzle-orm/libsql';
import { migrate } from 'drizzle-orm/libsql/migrator';
import { getPlatformProxy } from 'wrangler';
import type { Database } from '../../db/client.ts';
import { demoBoardStatements, demoCompanies, demoJobStatements } from '../../db/seed/demo-jobs.ts';
import { generatedJobs, seededRandom } from '../../db/seed/demo-generated.ts';
import { lookupSeed } from '../../db/seed/lookups.data.ts';
import { lookupSeedStatements } from '../../db/seed/seed-sql.ts';
import type { AlertSearchJson } from '../../db/schema/alerts.ts';
import { markdownTable, ms, type Row, stats } from './figures.ts';
import './worker-in-node.ts';

const root = resolve(import.meta.dirname, '../..');
const boardJobs = Number(process.env.ALERTS_BENCH_BOARD ?? 20_000);
const newJobs = 1000;
const alertCount = 10_000;
const batchSizes = [100, 250, 500, 1000, 2000];
/** The Workers limit is 30 s of CPU per queue invocation (and 30 s per D1 query): a batch should stay under a tenth. */
const budgetMs = 3000;
/** An invocation makes at most 1,000 subrequests (each mail is one): a batch mails at most half of that. */
const mailsPerInvocation = 500;

// Worker modules name no extensions: imported once the hooks of worker-in-node.ts are in place.
const { jobMatching, newestMatchesStatement } = await import('../../worker/features/jobs/job-matching.service.ts');
const { alertDigestMail } = await import('../../worker/features/alerts/alerts.mail.ts');
const { unsubscribeToken } = await import('../../worker/features/alerts/unsubscribe-token.ts');
const { searchMatch } = await import('../../worker/features/jobs/search-query.ts');

/** Sorani typed on an Arabic keyboard: ی ک ە ڵ ڕ as ي ك ه ل ر (fold() maps them back). */
const arabicKeyboard = (text: string) => text.replace(/ی/g, 'ي').replace(/ک/g, 'ك').replace(/ە/g, 'ه').replace(/ڵ/g, 'ل').replace(/ڕ/g, 'ر');

/** 10,000 searches as people save them: words of job titles in three scripts, with and without filters. */
function generatedAlerts(count: number): AlertSearchJson[] {
  const random = seededRandom(15);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const words = lookupSeed.positions
    .flatMap((position) => [position.en, position.ckb, position.ar].flatMap((name) => name.split(/\s+/)))
    .filter((word) => word.length > 2);
  const cityIds = lookupSeed.cities.map((city) => city.id).slice(0, 12);
  return Array.from({ length: count }, (_, index): AlertSearchJson => {
    const kind = index % 20;
    const word = pick(words);
    if (kind < 8) return { q: word, city_id: [] };
    if (kind < 12) return { q: `${word} ${pick(words)}`, city_id: [] };
    if (kind < 15) return { q: word, city_id: [pick(cityIds)] };
    if (kind < 17) return { q: '', city_id: [pick(cityIds), pick(cityIds)], workplace: pick(['on_site', 'remote', 'hybrid'] as const) };
    if (kind < 18) return { q: word, city_id: [], salary_min: 500_000, currency: 'IQD' };
    return { q: arabicKeyboard(word), city_id: [] };
  });
}

async function buildBoard(file: string) {
  const client = createClient({ url: `file:${file}` });
  const db = drizzle(client) as unknown as Database;
  await migrate(db as Parameters<typeof migrate>[0], { migrationsFolder: join(root, 'drizzle') });
  const now = new Date();
  const names = new Map(demoCompanies.map((company) => [company.email, company.name]));
  const statements = [
    ...lookupSeedStatements(),
    ...demoBoardStatements([], '!', now),
    // Oldest first, so the last 1,000 are the newest publishes: the window a run matches.
    ...demoJobStatements(generatedJobs(boardJobs + newJobs, 7), names, now),
  ];
  for (let start = 0; start < statements.length; start += 5000) await client.batch(statements.slice(start, start + 5000), 'write');
  await client.execute('PRAGMA optimize');
  return { client, db, statements, now };
}

/** The same board in Miniflare's D1 (workerd's SQLite), for what D1 reports: rows read and the statement's duration. */
/** What the bench uses of the D1 binding (the Node project has no workers types). */
interface D1Statement {
  bind(...values: unknown[]): D1Statement;
  run(): Promise<unknown>;
  all(): Promise<{ meta: { duration: number; rows_read: number } }>;
}
interface D1Binding {
  prepare(query: string): D1Statement;
  batch(statements: D1Statement[]): Promise<unknown>;
}

async function d1Board(statements: string[], folder: string) {
  const proxy = await getPlatformProxy<{ DB: D1Binding }>({ configPath: join(root, 'wrangler.toml'), persist: { path: join(folder, 'd1') } });
  const d1 = proxy.env.DB;
  // The migrations as wrangler applies them: each file's statements, split where drizzle-kit marks them.
  for (const name of readdirSync(join(root, 'drizzle'))
    .filter((file) => file.endsWith('.sql'))
    .sort()) {
    for (const query of readFileSync(join(root, 'drizzle', name), 'utf8').split('--> statement-breakpoint')) {
      if (query.trim()) await d1.prepare(query).run();
    }
  }
  for (let start = 0; start < statements.length; start += 500) await d1.batch(statements.slice(start, start + 500).map((statement) => d1.prepare(statement)));
  return { proxy, d1 };
}

const sample = (search: AlertSearchJson, id: number) => ({ id, search });

/** The worker's CPU for one batch, worst case: every alert parsed, matched and mailed a digest of ten jobs. */
async function workerCpuMs(alerts: readonly AlertSearchJson[]): Promise<number> {
  const started = performance.now();
  const card = (id: number) => ({
    id,
    title: `ئەندازیاری نەرمەکاڵا ${id}`,
    language: 'ckb' as const,
    company: { id: 1, name: 'Zagros Tech', logo_url: null },
    city: { id: 1, name: 'هەولێر' },
    job_type: { id: 1, name: 'کاتی تەواو' },
    workplace: 'hybrid' as const,
    experience_level: 'mid' as const,
    salary: null,
    posted_at: null,
    deadline: '2026-12-31',
  });
  for (const [index, search] of alerts.entries()) {
    const parsed = JSON.parse(JSON.stringify(search)) as AlertSearchJson;
    searchMatch(parsed.q, parsed);
    const token = await unsubscribeToken('bench-key', 'a', index + 1, new Date());
    alertDigestMail({
      to: 'seeker@example.com',
      locale: index % 3 === 0 ? 'en' : index % 3 === 1 ? 'ckb' : 'ar',
      frequency: 'daily',
      search: parsed,
      jobs: Array.from({ length: 10 }, (_, job) => card(job + 1)),
      more: true,
      links: {
        search: 'https://kar.example/explore-jobs',
        unsubscribe: `https://kar.example/unsubscribe?token=${token}`,
        job: (id) => `https://kar.example/jobs/${id}`,
      },
    });
  }
  return performance.now() - started;
}

export async function benchAlerts(): Promise<Row[]> {
  const folder = mkdtempSync(join(tmpdir(), 'kar-alerts-bench-'));
  const built = performance.now();
  const { client, db, statements, now } = await buildBoard(join(folder, 'alerts.db'));
  const { proxy, d1 } = await d1Board(statements, folder);
  const buildSeconds = (performance.now() - built) / 1000;
  try {
    const until = Number((await client.execute('select max(search_rowid) as n from jobs')).rows[0]?.n ?? 0);
    const window = { sinceRowid: until - newJobs, untilRowid: until };
    const alerts = generatedAlerts(alertCount);
    const matching = jobMatching(db);
    const dialect = new SQLiteSyncDialect();
    const rows: Row[] = [
      {
        figure: 'alerts: board',
        value: `${alertCount.toLocaleString('en')} alerts, ${newJobs.toLocaleString('en')} new jobs`,
        note: `on ${boardJobs.toLocaleString('en')} older jobs; built in libSQL and D1 (Miniflare) in ${buildSeconds.toFixed(0)} s; 10 jobs a mail (11 read: "more")`,
      },
    ];
    let chosen = batchSizes[0] ?? 100;
    for (const size of batchSizes) {
      const libsql: number[] = [];
      const d1Ms: number[] = [];
      const d1Rows: number[] = [];
      let matched = 0;
      for (let start = 0; start < alerts.length; start += size) {
        const batch = alerts.slice(start, start + size).map((search, index) => sample(search, start + index + 1));
        const began = performance.now();
        const found = await matching.newestMatches(batch, window, now, 11);
        libsql.push(performance.now() - began);
        matched += found.size;
        const query = dialect.sqlToQuery(newestMatchesStatement(batch, window, now, 11));
        const result = await d1
          .prepare(query.sql)
          .bind(...query.params)
          .all();
        d1Ms.push(result.meta.duration);
        d1Rows.push(result.meta.rows_read);
      }
      const cpu = await workerCpuMs(alerts.slice(0, size));
      const worst = Math.max(...libsql, ...d1Ms);
      if (worst + cpu <= budgetMs && size <= mailsPerInvocation) chosen = size;
      const l = stats(libsql);
      const d = stats(d1Ms);
      const r = stats(d1Rows);
      rows.push({
        figure: `alerts: batch of ${size}`,
        value: `libSQL p50 ${ms(l.median)} / max ${ms(Math.max(...libsql))}; D1 p50 ${ms(d.median)} / max ${ms(Math.max(...d1Ms))}, rows read p50 ${Math.round(r.median).toLocaleString('en')} / max ${Math.max(...d1Rows).toLocaleString('en')}`,
        note: `${Math.ceil(alerts.length / size)} batches, all 10,000 alerts in libSQL ${ms(libsql.reduce((a, b) => a + b, 0))} and D1 ${ms(d1Ms.reduce((a, b) => a + b, 0))}, ${Math.round(d1Rows.reduce((a, b) => a + b, 0) / 1000).toLocaleString('en')}k rows read; ${matched.toLocaleString('en')} alerts matched; worker CPU with every alert mailed ${ms(cpu)}`,
      });
    }
    rows.push({
      figure: 'alerts: batch size',
      value: `${chosen} (worker/features/alerts/alert-delivery.service.ts alertBatchSize)`,
      note: `largest measured whose slowest statement plus the worker's CPU for the batch stays under ${budgetMs / 1000} s (a tenth of the 30 s CPU and D1 query limits) and whose mails stay at most ${mailsPerInvocation} (half of the 1,000 subrequests an invocation may make)`,
    });
    return rows;
  } finally {
    client.close();
    await proxy.dispose();
    rmSync(folder, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(markdownTable(await benchAlerts()));
}
