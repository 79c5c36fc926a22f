/**
 * Issue 13's hiring in Chromium: a company in Arabic (1280 px) opens a job's applicants board, moves the applicant to
 * Interview with the keyboard alone ("Move to…" menu), undoes and redoes it from the toast, rates and notes the
 * applicant, schedules an interview (10:00 on Baghdad's clock) and sends an offer from the panel; the seeker on a
 * Sorani phone whose device is on UTC sees the interview at 10:00 Baghdad time and accepts the offer, which hires them;
 * the board in English shows the hire and asks to mark the job filled; the table rejects with a reason and the
 * panel's history reverses that later. Screenshots of the board in ar and en go to test-results/; axe finds
 * nothing serious on any of it.
 */
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { api, chooseByKeyboard, type HiringScene, hiringScene } from './hiring-support';
import { logInAndLeaveHome, logInAs, pathOf } from './navigation-support';
import { baseUrl, desktop, messages, newContext, phone, unique, useBrowser } from './support';

const ar = messages.ar;
const ckb = messages.ckb;
const en = messages.en;
const companyEmail = unique('hiring-company');
const seekerEmail = unique('hiring-seeker');
const applicantName = 'Shno Aziz';
let scene: HiringScene;

useBrowser();

beforeAll(async () => {
  scene = await hiringScene({ companyEmail, companyName: 'Zagros Trade', seekerEmail, applicantName, jobTitle: 'ژمێریاری سەرەکی' });
}, 180_000);

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

async function companyPage(locale: 'ar' | 'en', path: string): Promise<Page> {
  const context = await newContext({ locale: locale === 'ar' ? 'ar-IQ' : 'en-US', viewport: desktop });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/`);
  await logInAndLeaveHome(page, locale, companyEmail, 'company');
  await page.goto(`${baseUrl}${path}`);
  return page;
}

/** A day a few days ahead as `YYYY-MM-DD` on Baghdad's calendar (UTC+3, no daylight saving). */
const interviewDay = new Date(Date.now() + 3 * 86_400_000 + 3 * 3_600_000).toISOString().slice(0, 10);

async function chooseDate(scope: Locator, t: typeof ar, label: string, day: string): Promise<void> {
  const [year, month, date] = day.split('-');
  await scope.getByLabel(`${label}: ${t.field_year}`).selectOption(year ?? '');
  await scope.getByLabel(`${label}: ${t.field_month}`).selectOption(month ?? '');
  await scope.getByLabel(`${label}: ${t.field_day}`).selectOption(date ?? '');
}

const stageOf = async (page: Page) =>
  page
    .getByTestId('applicant-card')
    .first()
    .evaluate((card) => card.closest('[data-stage]')?.getAttribute('data-stage'));
const storedStage = async () =>
  (await api<{ application: { stage: string } }>('GET', `/company/applications/${scene.applicationId}`, scene.companyToken)).application.stage;

describe('the applicants board', () => {
  it('an Arabic company moves an applicant to Interview by keyboard, undoes it, and rates and notes them', { timeout: 180_000 }, async () => {
    const page = await companyPage('ar', `/company/jobs/${scene.jobId}/applicants`);
    await expect.poll(() => page.getByTestId('applicant-card').count(), { timeout: 20_000 }).toBe(1);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await stageOf(page)).toBe('applied');
    await expectAccessible(page, 'board, ar');
    await page.screenshot({ path: 'test-results/hiring-board-ar.png', fullPage: true });

    // The keyboard alone: focus the card's menu button, open it, walk down to Interview, choose it.
    const menuButton = page.getByRole('button', { name: `${ar.pl_move_to} — ${applicantName}` }).first();
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect.poll(() => menu.count()).toBe(1);
    await expectAccessible(page, 'move menu open, ar');
    await chooseByKeyboard(page, ar.pl_stage_interview);
    await expect.poll(() => stageOf(page), { timeout: 15_000 }).toBe('interview');
    await expect.poll(storedStage, { timeout: 15_000 }).toBe('interview');

    // Undo from the toast puts it back, on the server too; the move is then made again.
    const toast = page.getByTestId('toast-region');
    await expect.poll(() => toast.getByText(fill(ar.pl_moved_one, { stage: ar.pl_stage_interview })).count(), { timeout: 15_000 }).toBe(1);
    await toast.getByRole('button', { name: ar.pl_undo }).click();
    await expect.poll(storedStage, { timeout: 15_000 }).toBe('applied');
    await expect.poll(() => stageOf(page), { timeout: 15_000 }).toBe('applied');
    await menuButton.click();
    await page.getByRole('menuitem', { name: ar.pl_stage_interview }).click();
    await expect.poll(storedStage, { timeout: 15_000 }).toBe('interview');

    // The panel: rate four stars, write a private note; both stay after a reload.
    await page.getByTestId('applicant-card').getByRole('button', { name: applicantName, exact: true }).click();
    const panel = page.getByTestId('applicant-panel');
    await expect.poll(() => panel.count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => page.getByTestId('panel-stage').textContent()).toBe(ar.pl_stage_interview);
    const fourStars = panel.getByRole('radio', { name: fill(ar.pl_rating_value, { rating: 4 }) });
    await fourStars.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => fourStars.isChecked()).toBe(true);
    await panel.getByLabel(ar.pl_note_new).fill('مرشح قوي — اتصلوا به يوم الأحد');
    await panel.getByRole('button', { name: ar.pl_note_add }).click();
    // The saved list, not the text box: React mirrors a typed value into the textarea's own text, so the words are on
    // the page before the server has them.
    const savedNotes = panel.getByRole('listitem').filter({ hasText: 'مرشح قوي — اتصلوا به يوم الأحد' });
    await expect.poll(() => savedNotes.count(), { timeout: 15_000 }).toBe(1);
    await expectAccessible(page, 'applicant panel, ar');
    const detail = await api<{ application: { rating: number; notes: Array<{ body: string }> } }>(
      'GET',
      `/company/applications/${scene.applicationId}`,
      scene.companyToken,
    );
    expect(detail.application.rating).toBe(4);
    expect(detail.application.notes.map((note) => note.body)).toEqual(['مرشح قوي — اتصلوا به يوم الأحد']);

    // An interview at 10:00 Baghdad time, on site.
    await panel.getByRole('button', { name: ar.pl_schedule_interview }).click();
    const scheduling = page.getByTestId('schedule-interview-form');
    await chooseDate(scheduling, ar, ar.iv_date, interviewDay);
    await scheduling.getByLabel(ar.iv_location, { exact: true }).fill('Zagros Trade, 100m Street, Erbil');
    await expectAccessible(page, 'schedule dialog, ar');
    await scheduling.getByRole('button', { name: ar.iv_schedule_submit }).click();
    await expect.poll(() => scheduling.count(), { timeout: 15_000 }).toBe(0);
    const interviews = await api<{ interviews: Array<{ starts_at: string }> }>(
      'GET',
      `/company/applications/${scene.applicationId}/interviews`,
      scene.companyToken,
    );
    expect(interviews.interviews.map((item) => item.starts_at)).toEqual([`${interviewDay}T07:00:00.000Z`]);

    // An offer: the application moves to Offer.
    await panel.getByRole('button', { name: ar.pl_send_offer }).click();
    const offering = page.getByRole('dialog', { name: new RegExp(applicantName) }).last();
    await offering.getByLabel(ar.iv_offer_salary, { exact: true }).fill('1500000');
    await chooseDate(offering, ar, ar.iv_offer_start, interviewDay);
    await offering.getByLabel(ar.iv_offer_message, { exact: true }).fill('يسعدنا انضمامك إلى فريقنا.');
    await expectAccessible(page, 'offer dialog, ar');
    await offering.getByRole('button', { name: ar.iv_offer_submit }).click();
    await expect.poll(storedStage, { timeout: 15_000 }).toBe('offer');
    await expect.poll(() => page.getByTestId('panel-stage').textContent(), { timeout: 15_000 }).toBe(ar.pl_stage_offer);
    await page.context().close();
  });

  it("the seeker on a Sorani phone sees the interview on Baghdad's clock and accepts the offer, which hires them", { timeout: 180_000 }, async () => {
    const context = await newContext({ locale: 'ckb-IQ', viewport: phone, timezoneId: 'UTC' });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await logInAs(page, 'ckb', seekerEmail, 'account');
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/dashboard');
    await page.goto(`${baseUrl}/myApplications/interviews`);
    const when = page.getByTestId('interview-when').first();
    await expect.poll(() => when.textContent(), { timeout: 15_000 }).toContain('10:00');
    await expectAccessible(page, 'seeker interviews, ckb');
    await page.goto(`${baseUrl}/myApplications/offers`);
    const offer = page.getByTestId('offer-card').first();
    await offer.getByRole('button', { name: ckb.myapps_offer_accept }).click();
    await page.getByRole('dialog', { name: ckb.myapps_offer_accept_title }).getByRole('button', { name: ckb.myapps_offer_accept }).click();
    await expect.poll(() => offer.getByText(ckb.myapps_offer_status_accepted).count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(storedStage, { timeout: 15_000 }).toBe('hired');
    await expectAccessible(page, 'offer accepted, ckb');
    await context.close();
  });

  it('in English, the board shows the hire and asks to mark the job filled; the table rejects with a reason', { timeout: 180_000 }, async () => {
    const page = await companyPage('en', `/company/jobs/${scene.jobId}/applicants`);
    await expect.poll(() => page.getByTestId('applicant-card').count(), { timeout: 20_000 }).toBe(1);
    expect(await stageOf(page)).toBe('hired');
    const fillButton = page.getByRole('button', { name: en.pl_mark_filled });
    await expect
      .poll(() => fillButton.count(), { timeout: 20_000, message: 'the prompt to mark the job filled (see test-results/hiring-fill-prompt.png)' })
      .toBe(1)
      .catch(async (error: unknown) => {
        await page.screenshot({ path: 'test-results/hiring-fill-prompt.png', fullPage: true });
        const job = await api<{ job: unknown }>('GET', `/company/jobs/${scene.jobId}/applications`, scene.companyToken);
        throw new Error(`${String(error)}; the API says ${JSON.stringify(job.job)}`);
      });
    await page.screenshot({ path: 'test-results/hiring-board-en.png', fullPage: true });
    await page.getByRole('button', { name: en.pl_view_table }).click();
    await expect.poll(() => page.getByTestId('applicant-row').count(), { timeout: 15_000 }).toBe(1);
    await page.getByRole('checkbox', { name: fill(en.pl_select_named, { name: applicantName }) }).check();
    await page.getByRole('button', { name: `${en.pl_move_to} — ${fill(en.pl_selected, { count: 1 })}` }).click();
    await page.getByRole('menuitem', { name: en.pl_stage_rejected }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: en.pl_reject_confirm }).click();
    await expect.poll(() => dialog.getByText(en.v_select_reason).count()).toBeGreaterThan(0);
    await dialog.getByLabel(en.pl_reject_reason).selectOption('experience');
    await expectAccessible(page, 'reject dialog, en');
    await dialog.getByRole('button', { name: en.pl_reject_confirm }).click();
    await expect.poll(storedStage, { timeout: 15_000 }).toBe('rejected');
    await expectAccessible(page, 'table, en');
    // Long after the toast: the panel's history reverses the last move.
    await page.getByTestId('applicant-row').getByRole('button', { name: applicantName, exact: true }).click();
    await page
      .getByTestId('applicant-panel')
      .getByRole('button', { name: fill(en.pl_reverse_move, { stage: en.pl_stage_hired }) })
      .click();
    await expect.poll(storedStage, { timeout: 15_000 }).toBe('hired');
    await page.context().close();
  });
});
