/**
 * Issue 23's hiring fixes in Chromium at 1280 px: the board's eight columns are reachable by visible buttons (in
 * Arabic, right to left) and "Move to…" leaves focus on the moved card; scheduling an interview from the panel offers
 * the move to Interview; a hired applicant's interview offers no Reschedule (the server would refuse it) and says
 * why; "Mark filled" with 1 of 2 openings hired asks first, and a filled job can be reopened. axe at each step.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { api, chooseByKeyboard, type HiringScene, hiringScene } from './hiring-support';
import { logInAndLeaveHome } from './navigation-support';
import { baseUrl, desktop, messages, newContext, unique, useBrowser } from './support';

const ar = messages.ar;
const en = messages.en;
const companyEmail = unique('board-company');
const applicantName = 'Shno Aziz';
let scene: HiringScene;

useBrowser();

beforeAll(async () => {
  scene = await hiringScene({
    companyEmail,
    companyName: 'Zagros Trade',
    seekerEmail: unique('board-seeker'),
    applicantName,
    jobTitle: 'ژمێریاری سەرەکی',
    openings: 2,
  });
}, 180_000);

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
const storedStage = async () =>
  (await api<{ application: { stage: string } }>('GET', `/company/applications/${scene.applicationId}`, scene.companyToken)).application.stage;
const moveTo = (stage: string) => api('PATCH', `/company/applications/${scene.applicationId}`, scene.companyToken, { stage });

async function companyPage(locale: 'ar' | 'en', path: string): Promise<Page> {
  const context = await newContext({ locale: locale === 'ar' ? 'ar-IQ' : 'en-US', viewport: desktop });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/`);
  await logInAndLeaveHome(page, locale, companyEmail, 'company');
  await page.goto(`${baseUrl}${path}`);
  return page;
}

/** Whether a board column lies wholly inside the window, sideways. */
const columnInView = (page: Page, stage: string) =>
  page.locator(`[data-stage="${stage}"]`).evaluate((column) => {
    const box = column.getBoundingClientRect();
    return box.left >= 0 && box.right <= document.documentElement.clientWidth;
  });

describe('the board at 1280 px', () => {
  it('in Arabic, every column is reachable by its buttons and focus stays on a card moved with "Move to…"', { timeout: 180_000 }, async () => {
    const page = await companyPage('ar', `/company/jobs/${scene.jobId}/applicants`);
    await expect.poll(() => page.getByTestId('applicant-card').count(), { timeout: 20_000 }).toBe(1);
    expect(await columnInView(page, 'applied')).toBe(true);
    expect(await columnInView(page, 'withdrawn')).toBe(false);

    const later = page.getByRole('button', { name: ar.pl_board_later });
    const earlier = page.getByRole('button', { name: ar.pl_board_earlier });
    // At an end a button stays focusable (aria-disabled), so the keyboard is not dropped to <body>.
    expect(await earlier.getAttribute('aria-disabled')).toBe('true');
    await later.focus();
    for (let press = 0; press < 8 && !(await columnInView(page, 'withdrawn')); press += 1) {
      await page.keyboard.press('Enter');
      await page.waitForTimeout(400);
    }
    expect(await columnInView(page, 'withdrawn')).toBe(true);
    await expect.poll(() => later.getAttribute('aria-disabled')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain(ar.pl_board_later);
    await expectAccessible(page, 'board scrolled to its end, ar');
    await earlier.focus();
    for (let press = 0; press < 8 && !(await columnInView(page, 'applied')); press += 1) {
      await page.keyboard.press('Enter');
      await page.waitForTimeout(400);
    }
    expect(await columnInView(page, 'applied')).toBe(true);

    // The keyboard alone moves the card to Screening; focus follows it to its new column.
    await page.getByRole('button', { name: `${ar.pl_move_to} — ${applicantName}` }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('menu').count()).toBe(1);
    await chooseByKeyboard(page, ar.pl_stage_screening);
    await expect.poll(storedStage, { timeout: 15_000 }).toBe('screening');
    const focusedCard = () =>
      page.evaluate(() => {
        const card = document.activeElement?.closest('[data-testid="applicant-card"]');
        return card ? card.closest('[data-stage]')?.getAttribute('data-stage') : document.activeElement?.tagName.toLowerCase();
      });
    await expect.poll(focusedCard, { timeout: 15_000 }).toBe('screening');
    await page.waitForTimeout(1_000);
    expect(await focusedCard()).toBe('screening');
    await page.context().close();
  });
});

describe('interviews from the panel', () => {
  it('scheduling one for a shortlisted applicant offers the move to Interview, which is made in one press', { timeout: 180_000 }, async () => {
    await moveTo('shortlisted');
    const page = await companyPage('en', `/company/jobs/${scene.jobId}/applicants?application=${scene.applicationId}`);
    const panel = page.getByTestId('applicant-panel');
    await expect.poll(() => panel.count(), { timeout: 20_000 }).toBe(1);
    await panel.getByRole('button', { name: en.pl_schedule_interview }).click();
    const form = page.getByTestId('schedule-interview-form');
    const day = new Date(Date.now() + 3 * 86_400_000 + 3 * 3_600_000).toISOString().slice(0, 10).split('-');
    await form.getByLabel(`${en.iv_date}: ${en.field_year}`).selectOption(day[0] ?? '');
    await form.getByLabel(`${en.iv_date}: ${en.field_month}`).selectOption(day[1] ?? '');
    await form.getByLabel(`${en.iv_date}: ${en.field_day}`).selectOption(day[2] ?? '');
    await form.getByLabel(en.iv_location, { exact: true }).fill('Zagros Trade, 100m Street, Erbil');
    await form.getByRole('button', { name: en.iv_schedule_submit }).click();
    await expect.poll(() => form.count(), { timeout: 15_000 }).toBe(0);

    const offer = panel.getByText(fill(en.pl_interview_move_offer, { name: applicantName }));
    await expect.poll(() => offer.count(), { timeout: 15_000 }).toBe(1);
    await expectAccessible(page, 'the offer to move to Interview, en');
    await panel.getByRole('button', { name: en.pl_interview_move_confirm }).click();
    await expect.poll(storedStage, { timeout: 15_000 }).toBe('interview');
    await expect.poll(() => page.getByTestId('panel-stage').textContent(), { timeout: 15_000 }).toBe(en.pl_stage_interview);
    await expect.poll(() => offer.count()).toBe(0);
    await page.context().close();
  });

  it("a hired applicant's interview offers no Reschedule, says why, and can still be cancelled", { timeout: 180_000 }, async () => {
    await moveTo('hired');
    const page = await companyPage('en', '/company/interviews');
    const card = page.getByTestId('company-interview').first();
    await expect.poll(() => card.count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => card.getByText(en.iv_reschedule_closed).count(), { timeout: 15_000 }).toBe(1);
    expect(await card.getByRole('button', { name: en.iv_reschedule }).count()).toBe(0);
    expect(await card.getByRole('button', { name: en.iv_cancel }).count()).toBe(1);
    await expectAccessible(page, 'interviews of a hired applicant, en');
    await page.context().close();
  });
});

describe('marking a job filled', () => {
  it('with 1 of 2 openings hired asks first, saying so; the filled job is reopened', { timeout: 180_000 }, async () => {
    const page = await companyPage('en', '/company/jobs?state=published');
    const row = page.locator(`[data-testid="company-job"][data-job-id="${scene.jobId}"]`);
    await expect.poll(() => row.count(), { timeout: 20_000 }).toBe(1);
    await row.getByRole('button', { name: fill(en.cj_action_named, { action: en.cj_action_fill, title: 'ژمێریاری سەرەکی' }) }).click();
    const dialog = page.getByRole('dialog', { name: en.pl_fill_confirm_title });
    await expect.poll(() => dialog.getByText(fill(en.pl_fill_confirm_text, { hires: 1, openings: 2 })).count(), { timeout: 15_000 }).toBe(1);
    await expectAccessible(page, 'mark filled confirmation, en');
    // Nothing happens until the company says so.
    await dialog.getByRole('button', { name: en.button_cancel }).click();
    expect((await api<{ job: { state: string } }>('GET', `/company/jobs/${scene.jobId}`, scene.companyToken)).job.state).toBe('published');
    await row.getByRole('button', { name: fill(en.cj_action_named, { action: en.cj_action_fill, title: 'ژمێریاری سەرەکی' }) }).click();
    await dialog.getByRole('button', { name: en.pl_mark_filled }).click();
    const stateOf = async () => (await api<{ job: { state: string } }>('GET', `/company/jobs/${scene.jobId}`, scene.companyToken)).job.state;
    await expect.poll(stateOf, { timeout: 15_000 }).toBe('filled');

    await page.goto(`${baseUrl}/company/jobs?state=filled`);
    await row.getByRole('button', { name: fill(en.cj_action_named, { action: en.cj_action_reopen, title: 'ژمێریاری سەرەکی' }) }).click();
    await expect.poll(stateOf, { timeout: 15_000 }).toBe('published');
    await page.context().close();
  });
});
