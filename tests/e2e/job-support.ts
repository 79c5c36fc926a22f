// Jobs the end-to-end tests publish, and reading a company's own API.
import { expect, inject } from 'vitest';
import { demoJobStatements, type DemoJob } from '../../db/seed/demo-jobs';
import { executeStatements } from '../../scripts/demo-seeding';
import { registeredCompany } from './navigation-support';
import { baseUrl } from './support';

/** Statements run on the test server's local D1 (its state folder), as the demo seeder runs them. */
export const runOnTestDatabase = (statements: readonly string[]) => executeStatements(statements, { persistTo: `--persist-to=${inject('statePath')}` });

/** A company's call with its bearer token; anything but 200 fails the test with the reply. */
export async function companyApi<T>(token: string, path: string, method: 'GET' | 'POST' = 'GET'): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v1${path}`, { method, headers: { Authorization: `Bearer ${token}` } });
  const reply = (await response.json()) as { data: T };
  expect(response.status, JSON.stringify(reply)).toBe(200);
  return reply.data;
}

/**
 * A company signed up and approved over HTTP, with one published job. The job is written with the demo seeder's
 * statements (db/seed/demo-jobs.ts) rather than POST /company/jobs, because on D1 that route fails today: drizzle's
 * D1 batch cannot run the jobs repo's raw `db.run(sql)` statements that bind values (reported with this branch).
 */
export async function publishedJob(
  overrides: Partial<Omit<DemoJob, 'companyEmail'>> = {},
  companyName = 'Zagros Tech',
): Promise<{ id: number; deadline: string; companyToken: string }> {
  const email = `seo-${Date.now()}-${Math.floor(Math.random() * 1e6)}@zagros.example`;
  const token = await registeredCompany(email, 'approved');
  const job: DemoJob = {
    companyEmail: email,
    title: 'Backend Developer',
    language: 'en',
    description: '<p>Build <strong>APIs</strong> for Erbil and Duhok.</p>',
    requirements: ['Node.js'],
    positionId: 1,
    sectorId: 1,
    cityId: 3,
    jobTypeId: 2,
    workplace: 'on_site',
    experienceLevel: 'mid',
    salary: { min: 1000000, max: 1500000, currency: 'IQD' },
    publishedDaysAgo: 0,
    deadlineInDays: 20,
    ...overrides,
  };
  await runOnTestDatabase(demoJobStatements([job], new Map([[email, companyName]]), new Date()));
  const { jobs } = await companyApi<{ jobs: Array<{ id: number; deadline: string; state: string }> }>(token, '/company/jobs');
  expect(jobs.map((row) => row.state)).toEqual(['published']);
  return { id: jobs[0]?.id ?? 0, deadline: jobs[0]?.deadline ?? '', companyToken: token };
}
