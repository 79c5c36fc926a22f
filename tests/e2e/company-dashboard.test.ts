/**
 * Issue 13's company dashboard in Chromium: an approved company signs in at 1280 px, in English and in Arabic, and
 * lands on /company/dashboard: the counting cards show its numbers, the charts are drawn (uPlot's canvas, mirrored in
 * Arabic) and each chart's data table holds the same numbers; axe finds nothing serious. Screenshots go to
 * test-results/dashboard-en.png and dashboard-ar.png. On a 390 px phone the same company lands on /company/jobs.
 */
import { createClient } from '@libsql/client';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { d1File } from '../support/d1-state';
import { signUpCompanyOverHttp } from '../support/seeker-over-http';
import { expectAccessible } from './axe';
import { admin, publishedJob } from './jobs-support';
import { logInAs, pathOf } from './navigation-support';
import { baseUrl, desktop, type Locale, messages, newContext, password, unique, useBrowser } from './support';

const companyEmail = unique('dashboard-company');
const hour = 3_600_000;

useBrowser();

beforeAll(async () => {
  const token = await signUpCompanyOverHttp(baseUrl, companyEmail, password, 'Zagros Analytics');
  admin('approve-company', companyEmail);
  admin('grant-credits', companyEmail, '2');
  const jobId = await publishedJob(token, { title: 'Data Analyst' });
  // Three applications as the apply call and the pipeline leave them (their own tests drive those calls): one new,
  // one in screening, one hired an hour ago; and an interview tomorrow for the one in screening.
  const db = createClient({ url: `file:${d1File(inject('statePath'))}` });
  try {
    const now = Date.now();
    const stages = [
      ['applied', 0],
      ['screening', hour],
      ['hired', 2 * hour],
    ] as const;
    for (const [index, [stage, ago]] of stages.entries()) {
      const email = unique(`dashboard-seeker-${index}`);
      const seeker = await db.execute({
        sql: "INSERT INTO users (type, email, password_hash, full_name, locale, created_at, updated_at) VALUES ('account', ?, 'x', ?, 'ar', ?, ?) RETURNING id",
        args: [email, `Seeker ${index}`, now, now],
      });
      const at = now - ago;
      const application = await db.execute({
        sql: `INSERT INTO applications (job_id, seeker_id, stage, personal_statement, full_name, email, cv_title, cv_kind, cv_language,
                requirements_ticked, requirements_total, stage_changed_at, created_at, updated_at)
              VALUES (?, ?, ?, 'I analyse data.', ?, ?, 'CV', 'made', 'en', 0, 1, ?, ?, ?) RETURNING id`,
        args: [jobId, Number(seeker.rows[0]?.id), stage, `Seeker ${index}`, email, at, at, at],
      });
      const applicationId = Number(application.rows[0]?.id);
      await db.execute({ sql: "INSERT INTO application_events (application_id, to_stage, created_at) VALUES (?, 'applied', ?)", args: [applicationId, at] });
      if (stage === 'screening') {
        await db.execute({
          sql: "INSERT INTO interviews (application_id, starts_at, duration_minutes, mode, status, uid, sequence, created_at, updated_at) VALUES (?, ?, 45, 'online', 'scheduled', ?, 0, ?, ?)",
          args: [applicationId, now + 24 * hour, `dashboard-${applicationId}@kar.test`, now, now],
        });
      }
    }
  } finally {
    db.close();
  }
}, 180_000);

async function signedInCompany(locale: Locale, width: number): Promise<Page> {
  const context = await newContext({ locale: locale === 'ar' ? 'ar-IQ' : 'en-US', viewport: { width, height: desktop.height } });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/`);
  await logInAs(page, locale, companyEmail, 'company');
  return page;
}

/** The numbers in the column `column` of the data table captioned for `title`, as the page shows them. */
const tableColumn = (page: Page, title: string, column: string) =>
  page.evaluate(
    ([title, column]) => {
      const table = Array.from(document.querySelectorAll('table')).find((candidate) => candidate.caption?.textContent?.includes(title));
      const headings = Array.from(table?.querySelectorAll('thead th') ?? []).map((cell) => cell.textContent);
      const at = headings.indexOf(column);
      return Array.from(table?.querySelectorAll('tbody tr') ?? []).map((row) => Number(row.children[at]?.textContent));
    },
    [title, column] as const,
  );
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('the company dashboard', () => {
  for (const locale of ['en', 'ar'] as const) {
    it(`shows the counts and the charts at 1280 px in ${locale}`, { timeout: 120_000 }, async () => {
      const t = messages[locale];
      const page = await signedInCompany(locale, 1280);
      await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/company/dashboard');
      const card = (key: string) => page.getByTestId(`count-${key}`).locator('dd');
      await expect.poll(() => card('total_applicants').textContent(), { timeout: 15_000 }).toBe('3');
      expect(await card('hires').textContent()).toBe('1');
      expect(await card('upcoming_interviews').textContent()).toBe('1');
      expect(await card('open_jobs').textContent()).toBe('1');
      expect(await card('credits_balance').textContent()).toBe('4');
      expect(await page.getByTestId('count-credits_balance').getByRole('link', { name: t.dash_credits_link }).getAttribute('href')).toBe('/company/jobs');

      // Four charts drawn on canvas, each beside a table of its numbers.
      await expect.poll(() => page.locator('[data-testid="dashboard-chart"] canvas').count(), { timeout: 15_000 }).toBe(4);
      // uPlot's stylesheet comes with the chart's chunk (client/lib/lazy-stylesheet.ts): its cursor layer lies over the plot.
      expect(
        await page
          .locator('[data-testid="dashboard-chart"] .u-over')
          .first()
          .evaluate((layer) => getComputedStyle(layer).position),
      ).toBe('absolute');
      expect(await page.getByTestId('dashboard-chart').first().getAttribute('data-direction')).toBe(locale === 'ar' ? 'rtl' : 'ltr');
      expect(sum(await tableColumn(page, t.dash_chart_activity, t.dash_series_applications))).toBe(3);
      expect(sum(await tableColumn(page, t.dash_chart_activity, t.dash_series_hires))).toBe(1);
      expect(sum(await tableColumn(page, t.dash_chart_week, t.dash_series_applications))).toBe(3);
      expect(await page.getByTestId('dashboard-job-stages').textContent()).toContain('Data Analyst');
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(locale === 'ar' ? 'rtl' : 'ltr');

      await expectAccessible(page, `dashboard ${locale}`);
      // The sign-in toasts (and the reminder to set up a second step) would cover a chart in the picture.
      const dismiss = page.getByTestId('toast-region').getByRole('button', { name: t.toast_dismiss });
      while ((await dismiss.count()) > 0) await dismiss.first().click();
      mkdirSync('test-results', { recursive: true });
      await page.screenshot({ path: `test-results/dashboard-${locale}.png`, fullPage: true });
      await page.context().close();
    });
  }

  it('sends a company on a 390 px phone to its jobs list', { timeout: 120_000 }, async () => {
    const page = await signedInCompany('en', 390);
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/company/jobs');
    await page.goto(`${baseUrl}/company/dashboard`);
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/company/jobs');
    await expectAccessible(page, 'phone, jobs list');
    await page.context().close();
  });
});
