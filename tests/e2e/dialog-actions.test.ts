/**
 * Issue 23, "the page goes blank white after a dialog action": a dialog whose action both shows a toast and closes
 * the dialog (the company sign-up, scheduling an interview from the applicant panel) emptied React's root when no
 * other toast was on screen at that moment (the toast was shown into the dialog just taken away). Each path is
 * walked with the toasts gone first; the app must stay rendered, with the confirmation readable and no page error.
 * Toasts shown over a dialog leave its title and close button uncovered.
 */
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { verifyEmail } from './dialogs-support';
import { type HiringScene, hiringScene } from './hiring-support';
import { logInAndLeaveHome, openMenuIfFolded, pathOf } from './navigation-support';
import { baseUrl, desktop, messages, newContext, openKurdishPage, password, phone, unique, useBrowser } from './support';

useBrowser();

/** The page's uncaught errors, collected from the start. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
  return errors;
}

/** Closes every toast on screen, so that the next one is the first again (the case that blanked the page). */
async function dismissToasts(page: Page, closeLabel: string): Promise<void> {
  const close = page.getByTestId('toast-region').getByRole('button', { name: closeLabel });
  while ((await close.count()) > 0) await close.first().click();
}

const rootIsRendered = (page: Page) => page.evaluate(() => (document.getElementById('root')?.childElementCount ?? 0) > 0);

/** Whether the toast's box and the control's box overlap on screen. */
async function covers(toast: Locator, control: Locator): Promise<boolean> {
  const [a, b] = [await toast.boundingBox(), await control.boundingBox()];
  if (!a || !b) return false;
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

describe('dialog actions keep the app on screen', () => {
  it('a company signs up in Sorani on a phone and sees /status, not a blank page', { timeout: 120_000 }, async () => {
    const t = messages.ckb;
    let errors: string[] = [];
    const page = await openKurdishPage('/', phone, (opened) => {
      errors = pageErrors(opened);
    });
    await openMenuIfFolded(page, 'ckb');
    await page.getByRole('banner').getByRole('button', { name: t.nav_login }).click();
    const login = page.getByRole('dialog', { name: t.login_title });
    await login.getByRole('tab', { name: t.login_as_company }).click();
    await login.getByRole('button', { name: t.login_business_signup_link }).click();
    const dialog = page.getByRole('dialog', { name: t.company_signup_title });
    await verifyEmail(dialog, 'ckb', unique('blank-company'));

    // The code's toast is over the dialog: the title and the close button stay uncovered and usable.
    const toast = page.getByTestId('toast-region').getByRole('status').first();
    await expect.poll(() => toast.isVisible()).toBe(true);
    expect.soft(await covers(toast, dialog.getByRole('heading', { name: t.company_signup_title })), 'toast over the title').toBe(false);
    expect.soft(await covers(toast, dialog.getByRole('button', { name: t.dialog_close }).first()), 'toast over the close button').toBe(false);

    await dialog.getByLabel(t.company_legal_name).fill('Zagros Tech');
    await dialog.getByLabel(t.field_phone).fill('07701234567');
    await dialog.getByLabel(t.field_password, { exact: true }).fill(password);
    await dialog.getByLabel(t.field_password_confirmation).fill(password);
    for (const label of [t.company_organization_type, t.company_employees, t.company_type, t.company_headquarters]) {
      const select = dialog.getByLabel(label);
      await expect.poll(() => select.locator('option').count()).toBeGreaterThan(1);
      await select.selectOption({ index: 1 });
    }
    await dismissToasts(page, t.toast_dismiss);
    await dialog.getByRole('button', { name: t.button_submit }).click();

    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/status');
    await expect.poll(() => page.getByTestId('company-status').getAttribute('data-status'), { timeout: 10_000 }).toBe('pending');
    expect(await rootIsRendered(page)).toBe(true);
    expect(errors).toEqual([]);
    await expectAccessible(page, 'status after the company sign-up, ckb 360');
    await page.context().close();
  });

  describe('from the applicant panel', () => {
    const companyEmail = unique('blank-hiring-company');
    let scene: HiringScene;
    beforeAll(async () => {
      scene = await hiringScene({
        companyEmail,
        companyName: 'Zagros Trade',
        seekerEmail: unique('blank-hiring-seeker'),
        applicantName: 'Shno Aziz',
        jobTitle: 'محاسب أول',
        language: 'ar',
      });
    }, 180_000);

    it('scheduling an interview leaves the panel and the board rendered, with the confirmation', { timeout: 120_000 }, async () => {
      const t = messages.ar;
      const context = await newContext({ locale: 'ar-IQ', viewport: desktop });
      const page = await context.newPage();
      const errors = pageErrors(page);
      await page.goto(`${baseUrl}/`);
      await logInAndLeaveHome(page, 'ar', companyEmail, 'company');
      await page.goto(`${baseUrl}/company/jobs/${scene.jobId}/applicants?application=${scene.applicationId}`);
      const panel = page.getByTestId('applicant-panel');
      await expect.poll(() => panel.count(), { timeout: 20_000 }).toBe(1);

      // A rating first: its toast brings the toast region, which then stays mounted (the case that blanked the page).
      const fourStars = panel.getByRole('radio', { name: t.pl_rating_value.replace('{rating}', '4') });
      await fourStars.focus();
      await page.keyboard.press('Space');
      await expect.poll(() => page.getByTestId('toast-region').getByRole('status').count(), { timeout: 15_000 }).toBeGreaterThan(0);
      await dismissToasts(page, t.toast_dismiss);

      await panel.getByRole('button', { name: t.pl_schedule_interview }).click();
      const scheduling = page.getByTestId('schedule-interview-form');
      const day = new Date(Date.now() + 3 * 86_400_000 + 3 * 3_600_000).toISOString().slice(0, 10);
      const [year, month, date] = day.split('-');
      await scheduling.getByLabel(`${t.iv_date}: ${t.field_year}`).selectOption(year ?? '');
      await scheduling.getByLabel(`${t.iv_date}: ${t.field_month}`).selectOption(month ?? '');
      await scheduling.getByLabel(`${t.iv_date}: ${t.field_day}`).selectOption(date ?? '');
      await scheduling.getByLabel(t.iv_location, { exact: true }).fill('Zagros Trade, 100m Street, Erbil');
      await dismissToasts(page, t.toast_dismiss);
      await scheduling.getByRole('button', { name: t.iv_schedule_submit }).click();

      await expect.poll(() => scheduling.count(), { timeout: 15_000 }).toBe(0);
      const confirmation = page.getByTestId('toast-region').getByText(t.reply_interview_scheduled);
      await expect.poll(() => confirmation.isVisible(), { timeout: 10_000 }).toBe(true);
      expect(await panel.isVisible()).toBe(true);
      expect(await rootIsRendered(page)).toBe(true);
      expect(errors).toEqual([]);
      await expectAccessible(page, 'applicant panel after scheduling, ar');
      await context.close();
    });
  });
});
