/**
 * Issue 23, "signing up from Apply loses the application": whichever way a visitor signs in or up from what they were
 * doing (Apply, Save job), they come back to it and what they asked for is done — the wizard of that job, the job
 * saved with a toast. Sign-up through the e-mail code, login, and a forgotten password reset on the way.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpCompanyOverHttp } from '../support/seeker-over-http';
import { expectAccessible } from './axe';
import { chooseDate } from './cvs-support';
import { verifyEmail } from './dialogs-support';
import { admin, publishedJob, restApi } from './jobs-support';
import { pathOf } from './navigation-support';
import {
  baseUrl,
  codeSentTo,
  messages,
  openKurdishPage,
  openPage,
  password,
  phone,
  registeredSeeker,
  solveCaptcha,
  submitLogin,
  unique,
  useBrowser,
} from './support';

useBrowser();
let jobId = 0;
const jobTitle = 'Accountant in Erbil';

beforeAll(async () => {
  const companyEmail = unique('return-company');
  const companyToken = await signUpCompanyOverHttp(baseUrl, companyEmail, password, 'Hawler Books');
  admin('approve-company', companyEmail);
  jobId = await publishedJob(companyToken, { title: jobTitle });
}, 120_000);

/** The job's page, signed out, until its heading shows. */
async function jobPage(page: Page): Promise<void> {
  await page.getByRole('main').getByRole('heading', { level: 1, name: jobTitle }).waitFor({ timeout: 15_000 });
}

async function loginToken(email: string, secret = password): Promise<string> {
  const { token } = await restApi<{ token: string }>('POST', '/auth/login', undefined, { email, password: secret, type: 'account' });
  return token;
}

describe('back to what the visitor was doing after signing in or up', () => {
  it('Apply → sign in → sign up → code → submit lands in the wizard of that job, not on the dashboard', async () => {
    const t = messages.ckb;
    const page = await openKurdishPage(`/jobs/${jobId}`, phone);
    await jobPage(page);
    await page.getByTestId('apply').click();
    await expect.poll(() => pathOf(page)).toBe('/sign-in');
    await page.getByRole('main').getByRole('button', { name: t.nav_login }).click();
    const login = page.getByRole('dialog', { name: t.login_title });
    await login.getByRole('button', { name: t.login_signup_link }).click();

    const dialog = page.getByRole('dialog', { name: t.signup_title });
    await verifyEmail(dialog, 'ckb', unique('return-signup'));
    await dialog.getByLabel(t.field_full_name).fill('ئاراس محەمەد');
    await dialog.getByLabel(t.field_phone).fill('07501234567');
    await dialog.getByLabel(t.field_password, { exact: true }).fill(password);
    await dialog.getByLabel(t.field_password_confirmation).fill(password);
    await chooseDate(dialog, t.field_dob, '1995-04-12');
    for (const label of [t.field_gender, t.field_city, t.field_job_preference]) {
      const select = dialog.getByLabel(label);
      await expect.poll(() => select.locator('option').count()).toBeGreaterThan(1);
      await select.selectOption({ index: 1 });
    }
    await dialog.getByRole('button', { name: t.button_submit }).click();

    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(`/jobs/${jobId}/apply`);
    await expect.poll(() => page.getByTestId('apply-step-heading').textContent(), { timeout: 15_000 }).toBe(t.apply_step_cv);
    // A second later nothing has moved it on to the dashboard.
    await page.waitForTimeout(1500);
    expect(pathOf(page)).toBe(`/jobs/${jobId}/apply`);
    expect(await page.getByRole('dialog', { name: t.signup_congrats_title }).count()).toBe(0);
    await expectAccessible(page, 'wizard after sign-up, ckb 360');
    await page.context().close();
  });

  it('Save job → log in saves the job, says so, and stays on the job', async () => {
    const t = messages.en;
    const email = unique('return-save');
    await registeredSeeker(email);
    const page = await openPage('en', `/jobs/${jobId}`);
    await jobPage(page);
    await page.getByRole('main').getByTestId(`save-job-${jobId}`).click();
    await expect.poll(() => pathOf(page)).toBe('/sign-in');
    await page.getByRole('main').getByRole('button', { name: t.nav_login }).click();
    await submitLogin(page, 'en', email);

    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(`/jobs/${jobId}`);
    await expect.poll(() => page.getByTestId('toast-region').getByText(t.job_saved_after_sign_in).count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => page.getByRole('main').getByTestId(`save-job-${jobId}`).getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('true');
    const saved = await restApi<{ jobs: Array<{ id: number }> }>('GET', '/account/saved-jobs', await loginToken(email));
    expect(saved.jobs.map((job) => job.id)).toEqual([jobId]);
    await expectAccessible(page, 'job page after saving from sign-in, en');
    await page.context().close();
  });

  it('Apply → sign in → forgot password → new password → log in returns to the wizard of that job', async () => {
    const t = messages.ar;
    const email = unique('return-reset');
    await registeredSeeker(email);
    const page = await openPage('ar', `/jobs/${jobId}`, phone);
    await jobPage(page);
    await page.getByTestId('apply').click();
    await expect.poll(() => pathOf(page)).toBe('/sign-in');
    await page.getByRole('main').getByRole('button', { name: t.nav_login }).click();
    await page.getByRole('dialog', { name: t.login_title }).getByRole('button', { name: t.login_forgot_password }).click();
    const forgot = page.getByRole('dialog', { name: t.forgot_title });
    await forgot.getByLabel(t.field_email).fill(email);
    await forgot.getByRole('button', { name: t.email_send_code }).click();
    await solveCaptcha(forgot, 'ar');
    await forgot.getByRole('button', { name: t.email_send_code }).click();
    const codeField = forgot.getByLabel(t.v_reset_code_required);
    await codeField.waitFor();
    await codeField.fill(await codeSentTo(email));
    await forgot.getByRole('button', { name: t.email_continue }).click();
    await expect.poll(() => pathOf(page), { timeout: 10_000 }).toBe('/reset-password');
    const newPassword = 'Jdid-Passw0rd#';
    await page.getByLabel(t.field_new_password).fill(newPassword);
    await page.getByLabel(t.field_password_confirmation).fill(newPassword);
    await page.getByRole('button', { name: t.reset_submit }).click();
    const done = page.getByRole('dialog', { name: t.forgot_all_done });
    await expect.poll(() => done.isVisible(), { timeout: 10_000 }).toBe(true);
    await done.getByRole('button', { name: t.nav_login }).click();
    await submitLogin(page, 'ar', email, { password: newPassword });

    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(`/jobs/${jobId}/apply`);
    await expect.poll(() => page.getByTestId('apply-step-heading').textContent(), { timeout: 15_000 }).toBe(t.apply_step_cv);
    await page.context().close();
  });
});
