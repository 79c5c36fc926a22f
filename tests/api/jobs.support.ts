import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { grantCredits } from '../../worker/features/credits/credits.service';
import { deadlineDayOf } from '../../worker/features/jobs/jobs.schemas';
import { signedUpAccount, signedUpCompany, type Api, type Reply } from '../support/auth-flow';
import type { Deps } from '../../worker/ports';
import { testApp, testClock } from '../support/node-deps';

/** Any method, JSON in and out, optional bearer token and language. */
export async function send(api: Api, method: string, path: string, init: { body?: unknown; token?: string; language?: string } = {}) {
  const headers: Record<string, string> = { 'Accept-Language': init.language ?? 'en' };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await api.request(`/api/v1${path}`, { method, headers, ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}) });
  return { status: response.status, body: (await response.json()) as Reply };
}

export async function approve(api: Api, email: string) {
  await api.deps.db.run(sql`update companies set status = 'approved' where user_id = (select id from users where email = ${email})`);
}

export interface JobWorld {
  api: Api;
  clock: ReturnType<typeof testClock>;
  company: string;
  otherCompany: string;
  pendingCompany: string;
  seeker: string;
}

/** Two approved companies, one waiting for approval, and a job seeker; `overrides` for ports a test needs (push). */
export async function jobWorld(overrides: Partial<Deps> = {}): Promise<JobWorld> {
  const clock = testClock();
  const api = await testApp({ clock, ...overrides });
  const [company, otherCompany, pendingCompany, seeker] = await Promise.all([
    signedUpCompany(api, 'hr@zagros.example'),
    signedUpCompany(api, 'jobs@other.example'),
    signedUpCompany(api, 'wait@pending.example'),
    signedUpAccount(api, 'seeker@example.com'),
  ]);
  await approve(api, 'hr@zagros.example');
  await approve(api, 'jobs@other.example');
  return { api, clock, company, otherCompany, pendingCompany, seeker };
}

export const daysFrom = (now: Date, days: number) => deadlineDayOf(new Date(now.getTime() + days * 86_400_000));

/** A complete, valid posting; tests change one field at a time. */
export function jobBody(now: Date, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'Senior Backend Developer',
    description: '<p>Build <strong>APIs</strong> in Erbil.</p><script>alert(1)</script>',
    language: 'en',
    position_id: 1,
    sector_id: 1,
    city_id: 1,
    job_type_id: 1,
    workplace: 'hybrid',
    experience_level: 'senior',
    salary_min: 1500,
    salary_max: 2500,
    salary_currency: 'USD',
    salary_visible: true,
    language_ids: [1, 5],
    requirements: ['Node.js', 'TypeScript'],
    openings: 2,
    deadline: daysFrom(now, 30),
    ...overrides,
  };
}

export async function createJob(world: JobWorld, overrides: Record<string, unknown> = {}, token = world.company): Promise<number> {
  const created = await send(world.api, 'POST', '/company/jobs', { body: jobBody(world.clock.now(), overrides), token });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return (created.body.data?.job as { id: number }).id;
}

export async function publishedJob(world: JobWorld, overrides: Record<string, unknown> = {}, token = world.company): Promise<number> {
  const id = await createJob(world, overrides, token);
  const published = await send(world.api, 'POST', `/company/jobs/${id}/publish`, { token });
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  return id;
}

export const addCredits = (world: JobWorld, email: string, amount: number) => grantCredits(world.api.deps.db, email, amount, 'test grant', world.clock.now());
