// A hiring world in libSQL (Node) for the hiring benches (issue 13): by default 100,000 applications across 2,000
// jobs of 50 approved companies, over the two years before `now`, with their stage events, interviews and offers.
// Companies are sized by Zipf's law (s = 0.7): the largest holds about an eighth of all jobs and applications (with
// the defaults ~250 jobs and ~12,000 applications in two years, some 17 a day: a big employer of the region such as
// a bank or a telecom), the smallest a few dozen applications. Rows are as wide as real ones (a
// statement of ~400 characters), so that a query which reads rows instead of an index pays what it would in
// production. `buildHiringWorld()` is for any bench; it returns the companies, largest first.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Client, createClient } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import { migrate } from 'drizzle-orm/libsql/migrator';
import type { Database } from '../../db/client.ts';
import type { ApplicationStage } from '../../db/schema/application-values.ts';
import { seededRandom } from '../../db/seed/demo-generated.ts';
import { lookupSeedStatements } from '../../db/seed/seed-sql.ts';

const root = resolve(import.meta.dirname, '../..');
const dayMs = 86_400_000;

export interface HiringWorldOptions {
  applications?: number;
  jobs?: number;
  companies?: number;
  seekers?: number;
  /** The world's present: applications reach back two years from it, interviews a few weeks beyond it. */
  now?: Date;
  seed?: number;
}

export interface WorldCompany {
  id: number;
  email: string;
  jobs: number;
  applications: number;
}

export interface HiringWorld {
  db: Database;
  client: Client;
  now: Date;
  /** Largest first. */
  companies: WorldCompany[];
  counts: { applications: number; jobs: number; events: number; interviews: number; offers: number; seekers: number };
  buildMs: number;
  close(): void;
}

/** Where applications stand, roughly as a busy board's do. */
const stageWeights: Array<[ApplicationStage, number]> = [
  ['applied', 34],
  ['screening', 18],
  ['shortlisted', 10],
  ['interview', 9],
  ['offer', 3],
  ['hired', 5],
  ['rejected', 16],
  ['withdrawn', 5],
];
const pipeline: readonly ApplicationStage[] = ['applied', 'screening', 'shortlisted', 'interview', 'offer', 'hired'];
const statement =
  'I have worked for five years as a software developer in Erbil, building web applications for banks and shops. I know TypeScript, SQL and cloud services, and I speak Kurdish, Arabic and English. I would like to bring this experience to your team and grow with it. ' +
  'من پێنج ساڵە وەک گەشەپێدەری نەرمەکاڵا لە هەولێر کار دەکەم.';

function pick<T>(weights: ReadonlyArray<[T, number]>, random: () => number): T {
  const total = weights.reduce((sum, [, weight]) => sum + weight, 0);
  let target = random() * total;
  for (const [value, weight] of weights) if ((target -= weight) < 0) return value;
  return (weights[weights.length - 1] as [T, number])[0];
}

/** `total` split over `parts` by weight 1/(i+1)^s, each part at least `least`. */
function zipfSplit(total: number, parts: number, s: number, least: number): number[] {
  const weights = Array.from({ length: parts }, (_, index) => 1 / (index + 1) ** s);
  const sum = weights.reduce((a, b) => a + b, 0);
  const sizes = weights.map((weight) => Math.max(least, Math.floor((total * weight) / sum)));
  let left = total - sizes.reduce((a, b) => a + b, 0);
  for (let index = 0; left !== 0; index = (index + 1) % parts) {
    const step = left > 0 ? 1 : sizes[index]! > least ? -1 : 0;
    sizes[index]! += step;
    left -= step;
  }
  return sizes;
}

/** Inserts rows given as JSON objects through one `INSERT … SELECT … FROM json_each(?)` per chunk. */
async function insertRows(client: Client, table: string, columns: string[], rows: Array<Record<string, unknown>>, chunk = 5000): Promise<void> {
  const select = columns.map((column) => `value ->> '$.${column}'`).join(', ');
  for (let start = 0; start < rows.length; start += chunk) {
    await client.execute({
      sql: `INSERT INTO ${table} (${columns.join(', ')}) SELECT ${select} FROM json_each(?)`,
      args: [JSON.stringify(rows.slice(start, start + chunk))],
    });
  }
}

export async function buildHiringWorld(options: HiringWorldOptions = {}): Promise<HiringWorld> {
  const applicationCount = options.applications ?? 100_000;
  const jobCount = options.jobs ?? 2_000;
  const companyCount = options.companies ?? 50;
  const seekerCount = options.seekers ?? 20_000;
  const now = options.now ?? new Date('2026-11-22T10:00:00Z');
  const random = seededRandom(options.seed ?? 13);
  const started = performance.now();

  const folder = mkdtempSync(join(tmpdir(), 'kar-hiring-'));
  const client = createClient({ url: `file:${join(folder, 'hiring.db')}` });
  // Without the schema object: repositories write their own SQL, and the schema's files import without extensions.
  const db = drizzle(client) as unknown as Database;
  await migrate(db as Parameters<typeof migrate>[0], { migrationsFolder: join(root, 'drizzle') });
  await client.batch(lookupSeedStatements(), 'write');
  const at = now.getTime();

  // Users: companies first (ids 1..companyCount), then seekers.
  const companyEmails = Array.from({ length: companyCount }, (_, index) => `hr-${index}@company.bench`);
  await insertRows(
    client,
    'users',
    ['type', 'email', 'password_hash', 'full_name', 'locale', 'created_at', 'updated_at'],
    [
      ...companyEmails.map((email, index) => ({
        type: 'company',
        email,
        password_hash: 'x',
        full_name: `Company ${index}`,
        locale: 'en',
        created_at: at,
        updated_at: at,
      })),
      ...Array.from({ length: seekerCount }, (_, index) => ({
        type: 'account',
        email: `seeker-${index}@bench.example`,
        password_hash: 'x',
        full_name: `Seeker ${index}`,
        locale: 'ckb',
        created_at: at,
        updated_at: at,
      })),
    ],
  );
  const companyIds = Array.from({ length: companyCount }, (_, index) => index + 1);
  const firstSeekerId = companyCount + 1;
  await insertRows(
    client,
    'companies',
    ['user_id', 'legal_name', 'sector_id', 'employees_num_id', 'company_type_id', 'headquarter_location_id', 'status', 'updated_at'],
    companyIds.map((id) => ({
      user_id: id,
      legal_name: `Company ${id}`,
      sector_id: 1,
      employees_num_id: 3,
      company_type_id: 1,
      headquarter_location_id: 1,
      status: 'approved',
      updated_at: at,
    })),
  );
  await insertRows(
    client,
    'credit_ledger',
    ['company_id', 'amount', 'reason', 'created_at'],
    companyIds.map((id) => ({ company_id: id, amount: 3, reason: 'starting_grant', created_at: at - 730 * dayMs })),
  );

  // Jobs: Zipf over companies; each job lives some weeks within the two years; most recent ones still open.
  const jobsPerCompany = zipfSplit(jobCount, companyCount, 0.7, 4);
  const jobs: Array<{ id: number; company: number; created: number }> = [];
  const jobRows: Array<Record<string, unknown>> = [];
  jobsPerCompany.forEach((count, companyIndex) => {
    for (let n = 0; n < count; n += 1) {
      const created = at - Math.floor(random() * 700 * dayMs);
      const deadline = created + (30 + Math.floor(random() * 60)) * dayMs;
      const state =
        deadline > at
          ? pick(
              [
                ['published', 85],
                ['paused', 5],
                ['closed', 10],
              ],
              random,
            )
          : pick(
              [
                ['published', 30],
                ['closed', 55],
                ['filled', 15],
              ],
              random,
            );
      const id = jobs.length + 1;
      jobs.push({ id, company: companyIds[companyIndex] ?? 1, created });
      jobRows.push({
        company_id: companyIds[companyIndex],
        title: `Job ${id}`,
        language: 'en',
        position_id: 1 + (id % 30),
        sector_id: 1,
        city_id: 1 + (id % 6),
        job_type_id: 1,
        workplace: 'on_site',
        experience_level: 'mid',
        deadline_at: deadline,
        state,
        published_at: created,
        title_folded: `job ${id}`,
        body_folded: `job ${id}`,
        created_at: created,
        updated_at: created,
      });
    }
  });
  await insertRows(
    client,
    'jobs',
    [
      'company_id',
      'title',
      'language',
      'position_id',
      'sector_id',
      'city_id',
      'job_type_id',
      'workplace',
      'experience_level',
      'deadline_at',
      'state',
      'published_at',
      'title_folded',
      'body_folded',
      'created_at',
      'updated_at',
    ],
    jobRows,
  );

  // Applications: a company's share follows its jobs; within it, some jobs draw many more applicants than others.
  const perJob = zipfSplit(applicationCount, jobCount, 0.6, 1);
  // Shuffle so that the big jobs are spread over companies instead of all at the first one.
  for (let index = perJob.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [perJob[index], perJob[other]] = [perJob[other]!, perJob[index]!];
  }
  const applications: Array<Record<string, unknown>> = [];
  const events: Array<Record<string, unknown>> = [];
  const interviews: Array<Record<string, unknown>> = [];
  const offers: Array<Record<string, unknown>> = [];
  jobs.forEach((job, jobIndex) => {
    const count = Math.min(perJob[jobIndex] ?? 1, seekerCount);
    const offset = Math.floor(random() * seekerCount);
    for (let n = 0; n < count; n += 1) {
      const id = applications.length + 1;
      const created = Math.min(at - 60_000, job.created + Math.floor(random() * 60 * dayMs));
      const stage = pick(stageWeights, random);
      const changed = stage === 'applied' ? created : Math.min(at - 1000, created + Math.floor(random() * 20 * dayMs));
      applications.push({
        job_id: job.id,
        seeker_id: firstSeekerId + ((offset + n) % seekerCount),
        stage,
        personal_statement: statement,
        full_name: `Seeker ${offset + n}`,
        email: `seeker-${offset + n}@bench.example`,
        cv_title: 'CV',
        cv_kind: 'made',
        cv_language: 'ckb',
        cv_file_key: `applications/${id}/cv.pdf`,
        requirements_ticked: 2,
        requirements_total: 3,
        stage_changed_at: changed,
        created_at: created,
        updated_at: changed,
      });
      events.push({ application_id: id, from_stage: null, to_stage: 'applied', created_at: created });
      if (stage !== 'applied') events.push({ application_id: id, from_stage: 'applied', to_stage: stage, created_at: changed });
      const reached = pipeline.indexOf(stage);
      if (reached >= pipeline.indexOf('interview') || (stage === 'rejected' && random() < 0.2)) {
        // Interviews a few days after the move; some of the newest still ahead.
        const starts = changed + Math.floor((1 + random() * 10) * dayMs);
        interviews.push({
          application_id: id,
          starts_at: starts,
          duration_minutes: 45,
          mode: 'online',
          status: random() < 0.1 ? 'cancelled' : 'scheduled',
          uid: `bench-${id}@kar`,
          sequence: 0,
          created_at: changed,
          updated_at: changed,
        });
      }
      if (reached >= pipeline.indexOf('offer')) {
        offers.push({
          application_id: id,
          title: 'Offer',
          salary: 1500,
          salary_currency: 'USD',
          start_date: '2027-01-01',
          expires_at: changed + 14 * dayMs,
          message: 'Welcome',
          status: stage === 'hired' ? 'accepted' : 'pending',
          created_at: changed,
          updated_at: changed,
        });
      }
    }
  });
  await insertRows(
    client,
    'applications',
    [
      'job_id',
      'seeker_id',
      'stage',
      'personal_statement',
      'full_name',
      'email',
      'cv_title',
      'cv_kind',
      'cv_language',
      'cv_file_key',
      'requirements_ticked',
      'requirements_total',
      'stage_changed_at',
      'created_at',
      'updated_at',
    ],
    applications,
  );
  await insertRows(client, 'application_events', ['application_id', 'from_stage', 'to_stage', 'created_at'], events, 10_000);
  await insertRows(
    client,
    'interviews',
    ['application_id', 'starts_at', 'duration_minutes', 'mode', 'status', 'uid', 'sequence', 'created_at', 'updated_at'],
    interviews,
  );
  await insertRows(
    client,
    'offers',
    ['application_id', 'title', 'salary', 'salary_currency', 'start_date', 'expires_at', 'message', 'status', 'created_at', 'updated_at'],
    offers,
  );
  await client.execute('PRAGMA optimize');

  const byCompany = new Map<number, WorldCompany>(companyIds.map((id, index) => [id, { id, email: companyEmails[index] ?? '', jobs: 0, applications: 0 }]));
  const jobCompany = new Map(jobs.map((job) => [job.id, job.company]));
  for (const job of jobs) byCompany.get(job.company)!.jobs += 1;
  for (const row of applications) byCompany.get(jobCompany.get(row.job_id as number) ?? 0)!.applications += 1;
  return {
    db,
    client,
    now,
    companies: [...byCompany.values()].sort((a, b) => b.applications - a.applications),
    counts: {
      applications: applications.length,
      jobs: jobs.length,
      events: events.length,
      interviews: interviews.length,
      offers: offers.length,
      seekers: seekerCount,
    },
    buildMs: performance.now() - started,
    close: () => {
      client.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
