// A country-sized board in a libSQL file for the `million` bench (issue 30): 1,000,000 jobs from the demo generator
// (db/seed/demo-generated.ts, written by demoJobStatements so the folded text and the index come from the product's
// own code and triggers), 5,000 a day over 200 days with deadlines 30–90 days after publishing (most of the older ones
// past their deadline but still in the index, as a board is after months), 20,000 companies sized by Zipf's law
// (s = 0.7), 1,000,000 seekers, 10,000,000 applications (about ten a job, a few jobs drawing many more) with their
// interviews and offers, and 100,000 seekers' daily job alerts. It streams: every 5,000 jobs are generated, written
// with their applications in two transactions and forgotten, so memory stays flat however large the board.
// The file lives under /tmp (MILLION_BENCH_DB names another) and is reused while `worldVersion` and the sizes match;
// a build cut before its last step leaves no `bench_world` row and is built again.
import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { type Client, createClient } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import { migrate } from 'drizzle-orm/libsql/migrator';
import type { Database } from '../../db/client.ts';
import { demoJobStatements, type DemoJob } from '../../db/seed/demo-jobs.ts';
import { generatedJobs, seededRandom, zipfPicker } from '../../db/seed/demo-generated.ts';
import { lookupSeedStatements } from '../../db/seed/seed-sql.ts';
import { companyEmail, companyName, insertJson, writeAlerts, writePeople, writeScript } from './million-people.ts';

/** Bump when what the generator writes changes: a kept file of another version is built again. */
export const worldVersion = 1;

const root = resolve(import.meta.dirname, '../..');
const dayMs = 86_400_000;
const jobChunk = 5000;

export const worldSize = {
  jobs: Number(process.env.MILLION_JOBS ?? 1_000_000),
  applications: Number(process.env.MILLION_APPLICATIONS ?? 10_000_000),
  companies: Number(process.env.MILLION_COMPANIES ?? 20_000),
  seekers: Number(process.env.MILLION_SEEKERS ?? 1_000_000),
  alerts: Number(process.env.MILLION_ALERTS ?? 100_000),
  jobsPerDay: 5000,
};

/** What the build wrote, kept in the file (`bench_world`) so that a reused board reports it. */
export interface WorldFacts {
  version: number;
  size: typeof worldSize;
  /** The world's present (ms): publish times and deadlines are relative to it. */
  now: number;
  buildMs: number;
  peakRssMiB: number;
  interviews: number;
  offers: number;
  /** The company with the most jobs, and one in the middle. */
  largest: { id: number; jobs: number; applications: number };
  median: { id: number; jobs: number; applications: number };
}

export interface MillionWorld {
  file: string;
  client: Client;
  db: Database;
  facts: WorldFacts;
  reused: boolean;
  close(): void;
}

const peakRssMiB = () => process.resourceUsage().maxRSS / 1024;
export const progress = (message: string) =>
  process.stderr.write(
    `[million] ${message} (peak RSS ${peakRssMiB().toFixed(0)} MiB, JavaScript heap ${(process.memoryUsage().heapUsed / 1024 ** 2).toFixed(0)} MiB)\n`,
  );

/** `total` split over `parts` by the weights, each whole (largest remainders get the rest). */
function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const counts = exact.map(Math.floor);
  let left = total - counts.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((value, index) => [value - Math.floor(value), index] as const).sort((a, b) => b[0] - a[0]);
  for (const [, index] of byRemainder) {
    if (left-- <= 0) break;
    counts[index] = (counts[index] ?? 0) + 1;
  }
  return counts;
}

const stageWeights: Array<[string, number]> = [
  ['applied', 34],
  ['screening', 18],
  ['shortlisted', 10],
  ['interview', 9],
  ['offer', 3],
  ['hired', 5],
  ['rejected', 16],
  ['withdrawn', 5],
];
function weightedPick(weights: ReadonlyArray<[string, number]>, random: () => number): string {
  const total = weights.reduce((sum, [, weight]) => sum + weight, 0);
  let target = random() * total;
  for (const [value, weight] of weights) if ((target -= weight) < 0) return value;
  return weights[0]?.[0] ?? '';
}

const statements = [
  'I have worked for five years as a software developer in Erbil, building web applications for banks and shops. I would like to bring this experience to your team.',
  'من پێنج ساڵە وەک گەشەپێدەری نەرمەکاڵا لە هەولێر کار دەکەم و دەمەوێت لەگەڵ تیمەکەتان گەشە بکەم.',
  'أعمل منذ خمس سنوات محاسباً في السليمانية وأرغب في الانضمام إلى فريقكم.',
];

/** One chunk's applications (ids follow the insert order), then the interviews and offers their stages imply. */
async function writeApplications(client: Client, jobs: Array<{ id: number; publishedAt: number }>, total: number, random: () => number, now: number) {
  const weights = jobs.map(() => -Math.log(1 - random()) * (random() < 0.05 ? 20 : 1));
  const counts = apportion(total, weights);
  const { companies, seekers } = worldSize;
  const before = Number((await client.execute('SELECT coalesce(max(id), 0) AS id FROM applications')).rows[0]?.id ?? 0);
  const applications = function* () {
    for (const [index, job] of jobs.entries()) {
      const count = Math.min(counts[index] ?? 0, seekers);
      const offset = Math.floor(random() * seekers);
      const open = Math.max(60_000, Math.min(30 * dayMs, now - job.publishedAt));
      for (let n = 0; n < count; n += 1) {
        const created = Math.min(now - 1000, job.publishedAt + Math.floor(random() * open));
        const stage = weightedPick(stageWeights, random);
        const changed = stage === 'applied' ? created : Math.min(now - 1000, created + Math.floor(random() * 20 * dayMs));
        yield { j: job.id, s: companies + 1 + ((offset + n * 7919) % seekers), g: stage, c: created, m: changed, t: n % 3 };
      }
    }
  };
  await insertJson(
    client,
    'applications',
    {
      job_id: "value ->> '$.j'",
      seeker_id: "value ->> '$.s'",
      stage: "value ->> '$.g'",
      personal_statement: "case value ->> '$.t' when 0 then ?2 when 1 then ?3 else ?4 end",
      full_name: "'Seeker ' || (value ->> '$.s')",
      email: "'seeker-' || (value ->> '$.s') || '@seeker.million'",
      cv_title: "'CV'",
      cv_kind: "'made'",
      cv_language: "'ckb'",
      cv_file_key: "'applications/' || (value ->> '$.s') || '/cv.pdf'",
      requirements_ticked: '2',
      requirements_total: '3',
      stage_changed_at: "value ->> '$.m'",
      created_at: "value ->> '$.c'",
      updated_at: "value ->> '$.m'",
    },
    applications(),
    10_000,
    statements,
  );
  // Interviews a few days after the move to interview or beyond (a tenth cancelled; some rejected after one), and
  // offers for those who reached an offer: derived in SQL from this chunk's applications.
  await client.batch(
    [
      `INSERT INTO interviews (application_id, starts_at, duration_minutes, mode, status, uid, sequence, created_at, updated_at)
        SELECT id, stage_changed_at + (1 + id % 10) * ${dayMs}, 45, 'online', CASE WHEN id % 10 = 0 THEN 'cancelled' ELSE 'scheduled' END,
          'million-' || id || '@kar', 0, stage_changed_at, stage_changed_at
        FROM applications WHERE id > ${before} AND (stage IN ('interview', 'offer', 'hired') OR (stage = 'rejected' AND id % 5 = 0))`,
      `INSERT INTO offers (application_id, title, salary, salary_currency, start_date, expires_at, message, status, created_at, updated_at)
        SELECT id, 'Offer', 1500, 'USD', '2027-01-01', stage_changed_at + 14 * ${dayMs}, 'Welcome',
          CASE WHEN stage = 'hired' THEN 'accepted' ELSE 'pending' END, stage_changed_at, stage_changed_at
        FROM applications WHERE id > ${before} AND stage IN ('offer', 'hired')`,
    ],
    'write',
  );
}

async function facts(client: Client, now: number, buildMs: number): Promise<WorldFacts> {
  const number = async (query: string) => Number((await client.execute(query)).rows[0]?.n ?? 0);
  const companies = (await client.execute('SELECT company_id AS id, count(*) AS jobs FROM jobs GROUP BY company_id ORDER BY jobs DESC, company_id')).rows;
  const company = async (row: (typeof companies)[number] | undefined) => ({
    id: Number(row?.id),
    jobs: Number(row?.jobs),
    applications: await number(`SELECT count(*) AS n FROM applications WHERE job_id IN (SELECT id FROM jobs WHERE company_id = ${Number(row?.id)})`),
  });
  return {
    version: worldVersion,
    size: worldSize,
    now,
    buildMs,
    peakRssMiB: peakRssMiB(),
    interviews: await number('SELECT count(*) AS n FROM interviews'),
    offers: await number('SELECT count(*) AS n FROM offers'),
    largest: await company(companies[0]),
    median: await company(companies[Math.floor(companies.length / 2)]),
  };
}

async function build(client: Client, db: Database): Promise<WorldFacts> {
  const started = performance.now();
  const now = Date.now();
  // Written once and thrown away if cut: no journal to keep. 128 MiB of page cache: a larger one built no faster.
  await client.execute('PRAGMA journal_mode = OFF');
  await client.execute('PRAGMA synchronous = OFF');
  await client.execute(`PRAGMA cache_size = -${1024 * Number(process.env.MILLION_BUILD_CACHE_MIB ?? 128)}`);
  await migrate(db as Parameters<typeof migrate>[0], { migrationsFolder: join(root, 'drizzle') });
  await client.batch(lookupSeedStatements(), 'write');
  await writePeople(client, now, worldSize);
  progress(`${worldSize.companies.toLocaleString('en')} companies and ${worldSize.seekers.toLocaleString('en')} seekers written`);

  const { jobs: jobCount, applications, companies, jobsPerDay } = worldSize;
  const spacing = dayMs / jobsPerDay;
  const random = seededRandom(30);
  const company = zipfPicker(companies, 0.7, random);
  const names = new Map(Array.from({ length: companies }, (_, index) => [companyEmail(index), companyName(index)]));
  for (let first = 0; first < jobCount; first += jobChunk) {
    const size = Math.min(jobChunk, jobCount - first);
    // The generator's words, titles and filters for this chunk (its own seed); publish times and companies from here,
    // so that the publish sequence follows time over the whole board.
    const chunk = generatedJobs(size, 1000 + first / jobChunk).map((job, index): DemoJob => {
      const ago = (jobCount - 1 - (first + index)) * spacing;
      // demoJobStatements takes another second off each earlier job of a chunk: given back here, so times are exact.
      const publishedDaysAgo = (ago - (size - index) * 1000) / dayMs;
      return { ...job, companyEmail: companyEmail(company()), publishedDaysAgo, deadlineInDays: job.deadlineInDays - ago / dayMs };
    });
    const before = Number((await client.execute('SELECT coalesce(max(id), 0) AS id FROM jobs')).rows[0]?.id ?? 0);
    await writeScript(client, demoJobStatements(chunk, names, new Date(now)));
    const written = await client.execute({ sql: 'SELECT id, published_at FROM jobs WHERE id > ? ORDER BY id', args: [before] });
    const jobs = written.rows.map((row) => ({ id: Number(row.id), publishedAt: Number(row.published_at) }));
    const share = Math.round((applications * (first + size)) / jobCount) - Math.round((applications * first) / jobCount);
    await writeApplications(client, jobs, share, random, now);
    if ((first / jobChunk) % Number(process.env.MILLION_PROGRESS_EVERY ?? 20) === 0 || first + size === jobCount)
      progress(
        `${(first + size).toLocaleString('en')} jobs, ${Math.round((applications * (first + size)) / jobCount).toLocaleString('en')} applications, ${((performance.now() - started) / 1000).toFixed(0)} s`,
      );
  }

  await writeAlerts(client, Math.min(worldSize.alerts, worldSize.seekers), companies + 1, now);
  await client.execute('PRAGMA optimize');
  const built = await facts(client, now, performance.now() - started);
  await client.execute('CREATE TABLE bench_world (facts TEXT NOT NULL)');
  await client.execute({ sql: 'INSERT INTO bench_world (facts) VALUES (?)', args: [JSON.stringify(built)] });
  progress(`built in ${(built.buildMs / 1000).toFixed(0)} s`);
  return built;
}

export const worldFile = () =>
  process.env.MILLION_BENCH_DB ?? join('/tmp/kar-million', `world-v${worldVersion}-${worldSize.jobs}-jobs-${worldSize.applications}-applications.db`);

async function storedFacts(client: Client): Promise<WorldFacts | null> {
  try {
    const { rows } = await client.execute('SELECT facts FROM bench_world');
    const stored = rows[0] ? (JSON.parse(String(rows[0].facts)) as WorldFacts) : null;
    return stored?.version === worldVersion && JSON.stringify(stored.size) === JSON.stringify(worldSize) ? stored : null;
  } catch {
    return null;
  }
}

/** The board: the kept file when it holds this version and size, otherwise a new one (the old file removed). */
export async function openMillionWorld(): Promise<MillionWorld> {
  const file = worldFile();
  mkdirSync(dirname(file), { recursive: true });
  let client = createClient({ url: `file:${file}` });
  let stored = existsSync(file) ? await storedFacts(client) : null;
  const reused = stored !== null;
  if (!stored) {
    client.close();
    rmSync(file, { force: true });
    client = createClient({ url: `file:${file}` });
    stored = await build(client, drizzle(client) as unknown as Database);
    // Opened again with the defaults every other bench measures with (journal, sync, cache).
    client.close();
    client = createClient({ url: `file:${file}` });
  }
  const db = drizzle(client) as unknown as Database;
  // A kept board gets the migrations added since it was built.
  await migrate(db as Parameters<typeof migrate>[0], { migrationsFolder: join(root, 'drizzle') });
  progress(`${reused ? 'reusing' : 'opened'} ${file}, ${(statSync(file).size / 1024 ** 3).toFixed(1)} GiB`);
  const opened = client;
  return { file, client: opened, db, facts: stored, reused, close: () => opened.close() };
}
