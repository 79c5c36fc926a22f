// A running wrangler dev with seekers who can apply: what the apply load script and the apply bench share.
// Seekers are written straight into the server's local D1 file (as sign-ups would leave them: verified, one
// password), then sign in over HTTP like any client. Loopback only.
import { createClient } from '@libsql/client';
import { createArgon2Passwords } from '../../worker/platform/argon2.ts';
import { loadArgon2ModuleForNode } from '../../worker/platform/argon2.node.ts';
import { d1File } from '../support/d1-state.ts';
import { minimalPdf } from '../support/files.ts';

export const seekerPassword = 'Kar-Load-2026!';

export interface Seeker {
  email: string;
  token: string;
}

/** Runs `task` over `items` with at most `width` at once, in order of the items. */
export async function inParallel<T, R>(items: readonly T[], width: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(width, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T, index);
    }
  });
  await Promise.all(lanes);
  return results;
}

/** The server's database, for what a test harness may do behind the API (seed, reset throttles, count rows). */
export function serverDatabase(statePath: string) {
  return createClient({ url: `file:${d1File(statePath)}` });
}

/** `count` verified seekers named `<prefix>-<n>@example.com`, inserted in one batch. */
export async function insertSeekers(statePath: string, prefix: string, count: number): Promise<string[]> {
  const hash = await createArgon2Passwords(loadArgon2ModuleForNode()).hash(seekerPassword);
  const now = Date.now();
  const emails = Array.from({ length: count }, (_, index) => `${prefix}-${index}@example.com`);
  const db = serverDatabase(statePath);
  try {
    await db.batch(
      emails.map((email, index) => ({
        sql: `INSERT INTO users (type, email, email_verified_at, password_hash, full_name, locale, created_at, updated_at)
              VALUES ('account', ?, ?, ?, ?, ?, ?, ?)`,
        args: [email, now, hash, `Load seeker ${index}`, ['ckb', 'ar', 'en'][index % 3] ?? 'en', now, now],
      })),
      'write',
    );
  } finally {
    db.close();
  }
  return emails;
}

/**
 * Runs a harness write beside the server's own. The server (D1 in workerd, the same SQLite file) may be writing at that
 * moment, e.g. what an apply does after its reply (the PDF's key, the mails), and a second writer then gets SQLITE_BUSY
 * at once. Such a statement did not run, so it is tried again, after an awaited pause: libsql's own busy_timeout would
 * wait with this event loop blocked (see load() in run.ts for what that does to fetch's pooled sockets).
 */
async function whenUnlocked<T>(write: () => Promise<T>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await write();
    } catch (error) {
      if ((error as { code?: string }).code !== 'SQLITE_BUSY' || Date.now() > deadline) throw error;
      await new Promise((done) => setTimeout(done, 50));
    }
  }
}

/** Per-address login counters would refuse a harness that signs hundreds in from 127.0.0.1. */
export async function forgetAddressThrottles(statePath: string): Promise<void> {
  const db = serverDatabase(statePath);
  try {
    await whenUnlocked(() => db.execute("DELETE FROM throttles WHERE key LIKE '%-ip:%'"));
  } finally {
    db.close();
  }
}

async function expectOk(response: Response, what: string): Promise<Response> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return response;
}

export async function signIn(baseUrl: string, email: string): Promise<Seeker> {
  const response = await expectOk(
    await fetch(`${baseUrl}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: seekerPassword, type: 'account' }),
    }),
    `login ${email}`,
  );
  return { email, token: ((await response.json()) as { data: { token: string } }).data.token };
}

/** Signs every e-mail in, a few at a time, clearing the per-address counters between rounds. */
export async function signInAll(baseUrl: string, statePath: string, emails: readonly string[]): Promise<Seeker[]> {
  const seekers: Seeker[] = [];
  for (let start = 0; start < emails.length; start += 20) {
    await forgetAddressThrottles(statePath);
    seekers.push(...(await inParallel(emails.slice(start, start + 20), 4, (email) => signIn(baseUrl, email))));
  }
  return seekers;
}

/** Uploads a small PDF as the seeker's CV; its id. */
export async function uploadCv(baseUrl: string, seeker: Seeker): Promise<number> {
  const form = new FormData();
  form.append('name', 'CV');
  form.append('file_path', new Blob([minimalPdf(`CV of ${seeker.email}`)], { type: 'application/pdf' }), 'cv.pdf');
  const response = await expectOk(
    await fetch(`${baseUrl}/api/v1/account/cvs/upload`, { method: 'POST', headers: { Authorization: `Bearer ${seeker.token}` }, body: form }),
    `upload ${seeker.email}`,
  );
  return ((await response.json()) as { data: { cv: { id: number } } }).data.cv.id;
}

export interface OpenJob {
  id: number;
  requirementIds: number[];
}

/** The newest open jobs of the seeded board, with their requirement ids. */
export async function openJobs(baseUrl: string, count: number): Promise<OpenJob[]> {
  const list = (await (await expectOk(await fetch(`${baseUrl}/api/v1/jobs?sort=newest&limit=${Math.min(count, 50)}`), 'jobs')).json()) as {
    data: { jobs: Array<{ id: number }> };
  };
  return inParallel(list.data.jobs.slice(0, count), 4, async ({ id }) => {
    const reply = (await (await expectOk(await fetch(`${baseUrl}/api/v1/jobs/${id}/requirements`), 'requirements')).json()) as {
      data: { requirements: Array<{ id: number }> };
    };
    return { id, requirementIds: reply.data.requirements.map((requirement) => requirement.id) };
  });
}

/** One `POST /account/jobs/apply` as the wizard sends it; its status and time. */
export async function apply(baseUrl: string, seeker: Seeker, job: OpenJob, cvId: number): Promise<{ status: number; ms: number }> {
  const form = new FormData();
  form.append('job_id', String(job.id));
  form.append('cv_id', String(cvId));
  form.append('personal_statement', 'I would like to join your team: my CV shows the work I have done.');
  for (const id of job.requirementIds.slice(0, 2)) form.append('job_qualification_ids[]', String(id));
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/v1/account/jobs/apply`, { method: 'POST', headers: { Authorization: `Bearer ${seeker.token}` }, body: form });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}
