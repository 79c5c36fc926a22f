/** Jobs for the end-to-end tests: written and published over REST with a company's bearer token, as another client would. */
import { execFileSync } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { expectAccessible as expectNoSeriousViolations } from './axe';
import { sidewaysOverflow } from './navigation-support';
import { baseUrl, phone } from './support';

/** The admin command line on the test server's own database. */
export function admin(...args: string[]): void {
  execFileSync(process.execPath, ['scripts/admin.ts', ...args, '--persist-to', inject('statePath')], {
    env: { ...process.env, PATH: `${process.cwd()}/node_modules/.bin:${process.env.PATH ?? ''}` },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}

/** A JSON call to the REST API; the reply's `data`, or an error naming the call and its answer. */
export async function restApi<Data>(method: string, path: string, bearer?: string, body?: unknown, language = 'en'): Promise<Data> {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', 'Accept-Language': language, ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const reply = (await response.json()) as { data: Data };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(reply)}`);
  return reply.data;
}

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A posting written and published over REST; `job` overrides the defaults (an English job in city 1, one requirement). */
export async function publishedJob(companyToken: string, job: Record<string, unknown>): Promise<number> {
  const body = {
    description: '<p>Work at our office in Koya.</p>',
    language: 'en',
    position_id: 1,
    sector_id: 1,
    city_id: 1,
    job_type_id: 1,
    workplace: 'on_site',
    experience_level: 'mid',
    requirements: ['Excel'],
    deadline: inDays(30),
    ...job,
  };
  const created = await restApi<{ job: { id: number } }>('POST', '/company/jobs', companyToken, body);
  await restApi('POST', `/company/jobs/${created.job.id}/publish`, companyToken);
  return created.job.id;
}

/** An Iraqi Arabic phone (360 px): the interface comes up in Arabic from the browser's language. */
export async function openArabicPhone(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'ar-IQ', viewport: phone });
  const page = await context.newPage();
  await page.goto(`${baseUrl}${path}`);
  return page;
}

/** axe-core finds nothing serious or critical, and nothing reaches past the screen sideways. */
export async function expectAccessibleOnPhone(page: Page): Promise<void> {
  await expectNoSeriousViolations(page);
  expect((await sidewaysOverflow(page)).overflow).toBe(0);
}
