/**
 * A small board seeded straight into D1 (unmetered) so that rows read mean something: the demo companies and one
 * company signed up through the API, 300 generated trilingual jobs published over the last 60 days (every sixth the
 * signed-up company's), 1,000 seekers each with a daily job alert (the first 100 an instant one too; the last 100
 * follow the signed-up company, a queue message's batch of followers), and 1,500 applications across the jobs with their stage events (500 to the signed-up company's jobs, so its dashboard and
 * pipeline have work to count). Seeded by number, so every run reads the same rows.
 */
import { seededRandom, generatedJobs } from '../../db/seed/demo-generated';
import { demoCompanies, demoCompanyStatements, demoJobStatements } from '../../db/seed/demo-jobs';
import { lookupSeed } from '../../db/seed/lookups.data';
import { followerBatchSize } from '../../worker/features/notifications/followers.service';
import { fold } from '../../worker/shared/fold';

export const worldSize = {
  jobs: 300,
  seekers: 1000,
  instantAlerts: 100,
  followers: followerBatchSize,
  applicationsPerOwnJob: 10,
  applicationsPerOtherJob: 4,
} as const;
const ownJobEvery = 6;
const dayMs = 86_400_000;
const locales = ['ckb', 'ar', 'en'] as const;
const stages = ['applied', 'applied', 'applied', 'screening', 'screening', 'shortlisted', 'interview', 'rejected', 'hired', 'withdrawn'] as const;

/** Runs `INSERT … SELECT … FROM json_each(?)` over the rows, a chunk at a time. */
async function insertRows(db: D1Database, sql: string, rows: readonly object[], chunk = 500): Promise<void> {
  for (let start = 0; start < rows.length; start += chunk) {
    await db
      .prepare(sql)
      .bind(JSON.stringify(rows.slice(start, start + chunk)))
      .run();
  }
}

async function runAll(db: D1Database, statements: readonly string[], chunk = 200): Promise<void> {
  for (let start = 0; start < statements.length; start += chunk) {
    await db.batch(statements.slice(start, start + chunk).map((statement) => db.prepare(statement)));
  }
}

export interface BudgetWorld {
  ownJobIds: number[];
  /** A published job of another company, with its requirements, for the job page and applying. */
  otherJobId: number;
}

export async function seedBudgetWorld(db: D1Database, company: { email: string; name: string }, now: Date): Promise<BudgetWorld> {
  const random = seededRandom(30);
  const at = now.getTime();
  const jobs = generatedJobs(worldSize.jobs, 30).map((job, index) => (index % ownJobEvery === 0 ? { ...job, companyEmail: company.email } : job));
  const companyNames = new Map([...demoCompanies.map((demo) => [demo.email, demo.name] as const), [company.email, company.name]]);
  await runAll(db, [...demoCompanyStatements(demoCompanies, 'not-a-password-hash', now), ...demoJobStatements(jobs, companyNames, now)]);

  const seekers = Array.from({ length: worldSize.seekers }, (_, index) => ({
    email: `seeker-${index}@world.budgets.test`,
    name: `Seeker ${index}`,
    locale: locales[index % locales.length] ?? 'en',
  }));
  await insertRows(
    db,
    `INSERT INTO users (type, email, email_verified_at, password_hash, full_name, locale, created_at, updated_at)
     SELECT 'account', value ->> '$.email', ${at}, 'not-a-password-hash', value ->> '$.name', value ->> '$.locale', ${at}, ${at} FROM json_each(?)`,
    seekers,
  );

  // Most alerts name a position in the seeker's language (the popular ones more often, as job titles are); the rest
  // only a city, as a seeker who wants any work nearby saves it.
  const positions = lookupSeed.positions.slice(0, 40);
  const alerts = seekers.flatMap((seeker, index) => {
    const words = random() < 0.6 ? (positions[Math.floor(random() ** 2 * positions.length)]?.[seeker.locale] ?? '') : '';
    const search = { q: words, city_id: words ? [] : [1 + Math.floor(random() * 6)] };
    const alert = { email: seeker.email, search: JSON.stringify(search), q_folded: fold(words), locale: seeker.locale };
    return index < worldSize.instantAlerts
      ? [
          { ...alert, frequency: 'daily' },
          { ...alert, frequency: 'instant' },
        ]
      : [{ ...alert, frequency: 'daily' }];
  });
  await insertRows(
    db,
    `INSERT INTO job_alerts (user_id, search, q_folded, frequency, locale, confirmed_at, created_at, updated_at)
     SELECT u.id, value ->> '$.search', value ->> '$.q_folded', value ->> '$.frequency', value ->> '$.locale', ${at}, ${at}, ${at}
     FROM json_each(?) JOIN users u ON u.email = value ->> '$.email'`,
    alerts,
  );

  const companyId = (await db.prepare('SELECT id FROM users WHERE email = ?').bind(company.email).first<number>('id')) ?? 0;
  await insertRows(
    db,
    `INSERT INTO company_followers (user_id, company_id, created_at) SELECT u.id, ${companyId}, ${at} FROM json_each(?) JOIN users u ON u.email = value ->> '$.email'`,
    seekers.slice(-worldSize.followers),
  );
  const jobRows = (
    await db.prepare('SELECT id, company_id, published_at FROM jobs ORDER BY id').all<{ id: number; company_id: number; published_at: number }>()
  ).results;
  const firstSeekerId = (await db.prepare('SELECT min(id) AS id FROM users WHERE email LIKE ?').bind('seeker-%@world.budgets.test').first<number>('id')) ?? 0;
  const applications = jobRows.flatMap((job, jobIndex) => {
    const count = job.company_id === companyId ? worldSize.applicationsPerOwnJob : worldSize.applicationsPerOtherJob;
    return Array.from({ length: count }, (_, n) => {
      const seeker = (jobIndex * 13 + n) % worldSize.seekers;
      const created = Math.min(at - 60_000, job.published_at + Math.floor(random() * 10 * dayMs));
      const stage = stages[Math.floor(random() * stages.length)] ?? 'applied';
      return {
        job_id: job.id,
        seeker_id: firstSeekerId + seeker,
        stage,
        full_name: `Seeker ${seeker}`,
        email: `seeker-${seeker}@world.budgets.test`,
        changed: stage === 'applied' ? created : Math.min(at - 1000, created + dayMs),
        created,
      };
    });
  });
  await insertRows(
    db,
    `INSERT INTO applications (job_id, seeker_id, stage, personal_statement, full_name, email, cv_title, cv_kind, cv_language, cv_file_key,
       requirements_ticked, requirements_total, stage_changed_at, created_at, updated_at)
     SELECT value ->> '$.job_id', value ->> '$.seeker_id', value ->> '$.stage', 'I would be glad to bring my experience to your team.',
       value ->> '$.full_name', value ->> '$.email', 'CV', 'uploaded', 'ckb', 'world/cv.pdf', 1, 2, value ->> '$.changed', value ->> '$.created', value ->> '$.changed'
     FROM json_each(?)`,
    applications,
  );
  await db
    .prepare(
      `INSERT INTO application_events (application_id, from_stage, to_stage, created_at)
       SELECT id, NULL, 'applied', created_at FROM applications
       UNION ALL SELECT id, 'applied', stage, stage_changed_at FROM applications WHERE stage <> 'applied'`,
    )
    .run();
  await db.prepare('PRAGMA optimize').run();

  const ownJobIds = jobRows.filter((job) => job.company_id === companyId).map((job) => job.id);
  const otherJobId = jobRows.find((job) => job.company_id !== companyId)?.id ?? 0;
  return { ownJobIds, otherJobId };
}
