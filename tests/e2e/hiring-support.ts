import { createClient } from '@libsql/client';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { d1File } from '../support/d1-state';
import { signUpCompanyOverHttp, signUpSeekerOverHttp } from '../support/seeker-over-http';
import { baseUrl, password } from './support';

/**
 * `npm run admin` against the e2e worker's database. Asynchronous on purpose: a blocked event loop would not see the
 * server close an idle keep-alive connection, and the next fetch would be sent on the dead socket ("other side closed").
 */
export async function admin(...args: string[]): Promise<void> {
  await promisify(execFile)(process.execPath, ['scripts/admin.ts', ...args, '--persist-to', inject('statePath')], {
    env: { ...process.env, PATH: `${process.cwd()}/node_modules/.bin:${process.env.PATH ?? ''}` },
  });
}

/** A REST call with a bearer token; anything but 2xx throws with the reply. */
export async function api<Data>(method: string, path: string, bearer: string, body?: unknown): Promise<Data> {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const reply = (await response.json()) as { data: Data };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(reply)}`);
  return reply.data;
}

export interface HiringScene {
  companyToken: string;
  seekerToken: string;
  jobId: number;
  applicationId: number;
}

/**
 * An approved company with a published job and a seeker's application to it, as the apply call leaves it (the apply
 * e2e drives that call itself): the start of every hiring scene.
 */
export async function hiringScene(options: {
  companyEmail: string;
  companyName: string;
  seekerEmail: string;
  applicantName: string;
  jobTitle: string;
  language?: 'en' | 'ckb' | 'ar';
  openings?: number;
}): Promise<HiringScene> {
  const companyToken = await signUpCompanyOverHttp(baseUrl, options.companyEmail, password, options.companyName);
  await admin('approve-company', options.companyEmail);
  await admin('grant-credits', options.companyEmail, '1');
  const { job } = await api<{ job: { id: number } }>('POST', '/company/jobs', companyToken, {
    title: options.jobTitle,
    description: '<p>Work at our office in Erbil.</p>',
    language: options.language ?? 'ckb',
    position_id: 1,
    sector_id: 1,
    city_id: 1,
    job_type_id: 1,
    workplace: 'on_site',
    experience_level: 'mid',
    requirements: ['Excel'],
    openings: options.openings ?? 1,
    deadline: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
  });
  await api('POST', `/company/jobs/${job.id}/publish`, companyToken);
  const seekerToken = await signUpSeekerOverHttp(baseUrl, options.seekerEmail, password);
  const db = createClient({ url: `file:${d1File(inject('statePath'))}` });
  try {
    const seeker = await db.execute({ sql: 'SELECT id FROM users WHERE email = ?', args: [options.seekerEmail] });
    const now = Date.now();
    const inserted = await db.execute({
      sql: `INSERT INTO applications (job_id, seeker_id, stage, personal_statement, full_name, email, cv_title, cv_kind, cv_language,
              requirements_ticked, requirements_total, stage_changed_at, created_at, updated_at)
            VALUES (?, ?, 'applied', 'ساڵانێکە لە ژمێریاریدا کار دەکەم.', ?, ?, 'سیڤیی ژمێریاری', 'made', 'ckb', 0, 1, ?, ?, ?) RETURNING id`,
      args: [job.id, Number(seeker.rows[0]?.id), options.applicantName, options.seekerEmail, now, now, now],
    });
    const applicationId = Number(inserted.rows[0]?.id);
    await db.execute({ sql: "INSERT INTO application_events (application_id, to_stage, created_at) VALUES (?, 'applied', ?)", args: [applicationId, now] });
    return { companyToken, seekerToken, jobId: job.id, applicationId };
  } finally {
    db.close();
  }
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

/**
 * Chooses `label` in the open "Move to…" menu with the keyboard alone. It waits until focus is inside the menu (on a
 * slow machine the menu paints a frame before it takes focus, and arrows pressed meanwhile are lost), walks down to
 * the item, and says so if it is not there, rather than pressing Enter on whichever item focus reached.
 */
export async function chooseByKeyboard(page: Page, label: string): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role')), { timeout: 15_000 }).toBe('menuitem');
  for (let step = 0; step < 10 && (await focusedText(page)) !== label; step += 1) await page.keyboard.press('ArrowDown');
  expect(await focusedText(page)).toBe(label);
  await page.keyboard.press('Enter');
}
