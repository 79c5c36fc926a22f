/**
 * Issue 23 on phones: a job's page keeps Apply in reach at 360 px (a bar at the bottom that hides nothing for good,
 * Sorani, right to left), and at 320 px with the reader's text at 130 % the seeker's dashboard, the apply wizard's
 * first step and a company's applicants board (its search) fit the width: nothing scrolls sideways.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { admin, api, type HiringScene, hiringScene } from './hiring-support';
import { minimalPdf } from '../support/files';
import { publishedJob } from './jobs-support';
import { logInAndLeaveHome, pathOf, sidewaysOverflow } from './navigation-support';
import { baseUrl, desktop, type Locale, newContext, phone, unique, useBrowser } from './support';

const companyEmail = unique('narrow-company');
const seekerEmail = unique('narrow-seeker');
const smallest = { width: 320, height: 640 };
let scene: HiringScene;
/** A job the seeker has not applied to yet, for the wizard. */
let openJob = 0;
const openJobTitle = 'شیکەرەوەی داتا لە سلێمانی';

useBrowser();

beforeAll(async () => {
  scene = await hiringScene({
    companyEmail,
    companyName: 'Zagros Trade',
    seekerEmail,
    applicantName: 'ئاراس محەمەد عەبدولڕەحمان',
    jobTitle: 'ژمێریاری سەرەکی لە هەولێر',
  });
  await admin('grant-credits', companyEmail, '1');
  openJob = await publishedJob(scene.companyToken, { title: openJobTitle, language: 'ckb', requirements: ['ئەزموونی ٣ ساڵ لە Excel و Power BI'] });
  await api('PATCH', `/company/applications/${scene.applicationId}`, scene.companyToken, { stage: 'shortlisted' });
  // What fills a seeker's dashboard and the wizard's first step: an uploaded CV with a long name, a saved job.
  const upload = new FormData();
  upload.append('name', 'سیڤیی ژمێریاری و شیکاریی داتا بۆ کۆمپانیاکانی هەولێر');
  upload.append('file_path', new File([minimalPdf('Aras')], 'aras-mohammed-abdulrahman-accounting-and-data-analysis-cv-2026.pdf', { type: 'application/pdf' }));
  const uploaded = await fetch(`${baseUrl}/api/v1/account/cvs/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${scene.seekerToken}` },
    body: upload,
  });
  expect(uploaded.status).toBe(201);
  await api('PUT', `/account/saved-jobs/${openJob}`, scene.seekerToken);
}, 180_000);

/** A signed-in page (its text is set to 130 % once each page under test has loaded). */
async function signedIn(locale: Locale, email: string, type: 'account' | 'company', viewport = smallest): Promise<Page> {
  const context = await newContext({ locale: locale === 'ckb' ? 'ckb-IQ' : locale, viewport });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/`);
  await logInAndLeaveHome(page, locale, email, type);
  return page;
}

/** The innermost elements reaching past the window's sides, to name in a failure. */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const past = Array.from(document.body.querySelectorAll<HTMLElement>('*')).filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && (box.right > width + 0.5 || box.left < -0.5);
    });
    return past
      .filter((element) => !past.some((other) => other !== element && element.contains(other)))
      .slice(0, 8)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className.toString().slice(0, 80)} "${(element.textContent ?? '').trim().slice(0, 30)}"`);
  });

/** The page at `path` with the reader's text at 130 % (the root font size, as a browser's text-size setting sets it) scrolls nowhere sideways. */
async function expectNoSidewaysScroll(page: Page, path: string, ready: (page: Page) => Promise<unknown>): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await ready(page);
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '130%';
  });
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('20.8px');
  const { overflow } = await sidewaysOverflow(page);
  if (overflow > 0) await page.screenshot({ path: `test-results/narrow-${path.replace(/[^a-z0-9]+/gi, '-')}.png`, fullPage: true });
  const offenders = overflow > 0 ? await overflowing(page) : [];
  expect(overflow, `${path} at 320 px, 130 % text; past the edge: ${JSON.stringify(offenders)}`).toBe(0);
  await expectAccessible(page, `${path} at 320 px, 130 % text`);
}

describe('320 px wide with 130 % text', () => {
  it.each(['ckb', 'en'] as const)("the seeker's dashboard and the apply wizard's first step fit (%s)", { timeout: 180_000 }, async (locale) => {
    const page = await signedIn(locale, seekerEmail, 'account');
    await expectNoSidewaysScroll(page, '/dashboard', (page) => page.getByTestId('saved-jobs').getByText(openJobTitle).first().waitFor({ timeout: 15_000 }));
    await expectNoSidewaysScroll(page, `/jobs/${openJob}/apply`, (page) => page.getByRole('radio').first().waitFor({ timeout: 15_000 }));
    await page.context().close();
  });

  it("the company's applicants board with its search fits (Arabic)", { timeout: 180_000 }, async () => {
    const page = await signedIn('ar', companyEmail, 'company');
    await expectNoSidewaysScroll(page, `/company/jobs/${scene.jobId}/applicants`, (page) =>
      page.getByTestId('applicant-card').first().waitFor({ timeout: 20_000 }),
    );
    await page.context().close();
  });
});

describe("Apply on a job's page", () => {
  it('at 360 px stays at the bottom of the screen in Sorani and covers nothing at the end of the page', { timeout: 120_000 }, async () => {
    const context = await newContext({ locale: 'ckb-IQ', viewport: phone });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/jobs/${openJob}`);
    await page.getByTestId('job-page').waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const bar = page.getByTestId('apply-bar');
    const inView = () =>
      bar.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight + 0.5;
      });
    // Half way down, past the header's own Apply, the bar's is on screen.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await expect.poll(inView).toBe(true);
    const button = bar.getByRole('button', { name: (await import('../../messages/ckb.json')).default.job_apply });
    expect(await button.isVisible()).toBe(true);
    await expectAccessible(page, 'job page with its Apply bar, ckb');
    // At the very end the last section sits above the bar, not under it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(300);
    const [lastBottom, barTop] = await page.evaluate(() => [
      document.querySelector('[aria-labelledby="job-company"]')?.getBoundingClientRect().bottom ?? Number.NaN,
      document.querySelector('[data-testid="apply-bar"]')?.getBoundingClientRect().top ?? Number.NaN,
    ]);
    expect(lastBottom).toBeLessThanOrEqual(barTop ?? 0);
    // Signed out, the bar's Apply asks to sign in first, as the header's does.
    await button.click();
    await expect.poll(() => pathOf(page)).toBe('/sign-in');
    await context.close();
  });

  it("is not shown on a wide screen, where the header's Apply is always in view", { timeout: 60_000 }, async () => {
    const context = await newContext({ locale: 'en', viewport: desktop });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/jobs/${openJob}`);
    await page.getByTestId('job-page').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('apply-bar').isVisible()).toBe(false);
    await context.close();
  });
});
