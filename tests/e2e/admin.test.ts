/**
 * Issue 14's admin console in Chromium, in Sorani: an admin (made by `npm run admin -- create-admin`) signs in at
 * /admin, setting up an authenticator app on the way (issue 29: an admin never enters on a password alone), opens the
 * companies waiting for review and approves one, removes the two-step sign-in the company's owner lost; that company
 * then signs in and reaches its dashboard, asked to set a second step up. On the way every section of the console is
 * opened; axe finds nothing serious at each step.
 */
import { execFileSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible } from './axe';
import { logInAs, pathOf, registeredCompany } from './navigation-support';
import { appSetUpOverHttp, confirmSetup, readSetupKey, rememberSecret } from './second-factor-support';
import { focused, messages, openKurdishPage, password, unique, useBrowser } from './support';

const t = messages.ckb;
const adminEmail = unique('admin');
const companyEmail = unique('waiting-company');

/** A success toast with this text (toasts are status regions; errors are alerts). */
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first().waitFor({ timeout: 20_000 });

useBrowser();
/** The admin's tab, signed in by the first test and used by the next. */
let admin: Page;

beforeAll(async () => {
  // The company's owner set an authenticator app up (and, the story goes, lost the phone and the recovery codes).
  await appSetUpOverHttp(companyEmail, await registeredCompany(companyEmail, 'pending'));
  execFileSync(process.execPath, ['scripts/admin.ts', 'create-admin', adminEmail, password, '--persist-to', inject('statePath')], {
    env: { ...process.env, PATH: `${process.cwd()}/node_modules/.bin:${process.env.PATH ?? ''}` },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}, 120_000);

describe('the admin console', () => {
  it('an admin sets up TOTP at first sign-in', { timeout: 120_000 }, async () => {
    admin = await openKurdishPage('/admin');
    expect(await admin.locator('html').getAttribute('dir')).toBe('rtl');
    const signIn = admin.getByTestId('admin-signin');
    await signIn.getByLabel(t.field_email).fill(adminEmail);
    await signIn.getByLabel(t.field_password).fill(password);
    await expectAccessible(admin, 'admin sign-in');
    await signIn.getByRole('button', { name: t.adm_signin_submit }).click();

    // The password alone does not open the console: the app is set up first, with focus on the new step's title.
    const setup = admin.getByTestId('totp-setup');
    const title = setup.getByRole('heading', { name: t.second_step_setup_title, level: 2 });
    await title.waitFor({ timeout: 20_000 });
    await expect.poll(async () => (await focused(admin)).text).toBe(t.second_step_setup_title);
    const qr = setup.getByRole('img', { name: t.security_totp_qr_alt });
    await qr.waitFor({ timeout: 15_000 });
    expect(await qr.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    const shownKey = (await setup.getByTestId('totp-key').textContent()) ?? '';
    expect(shownKey).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    expect(await setup.getByTestId('totp-key').getAttribute('dir')).toBe('ltr');
    const codeField = setup.getByLabel(t.security_totp_code_label);
    expect(await codeField.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await codeField.getAttribute('inputmode')).toBe('numeric');
    await expectAccessible(admin, 'admin: setting up the app');

    // A wrong code is refused on its field; the app's code is accepted.
    await codeField.fill('000000');
    await setup.getByRole('button', { name: t.second_step_continue }).click();
    await setup.getByRole('alert').filter({ hasText: t.error_second_factor_incorrect }).waitFor({ timeout: 15_000 });
    expect(await codeField.getAttribute('aria-invalid')).toBe('true');
    const secret = await readSetupKey(admin);
    rememberSecret(adminEmail, secret);
    await confirmSetup(admin, 'ckb', secret);

    const codes = admin.getByTestId('recovery-codes');
    await codes.getByRole('heading', { name: t.security_recovery_title }).waitFor({ timeout: 20_000 });
    const list = (await codes.getByRole('listitem').allTextContents()).map((code) => code.trim());
    expect(list).toHaveLength(10);
    for (const code of list) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/i);
    expect(new Set(list).size).toBe(10);
    await expectAccessible(admin, 'admin: recovery codes');
    await codes.getByRole('button', { name: t.security_recovery_saved }).click();

    await admin.getByRole('heading', { name: t.adm_overview_title, level: 1 }).waitFor({ timeout: 20_000 });
  });

  it('an admin approves a waiting company, which then signs in to its dashboard', { timeout: 180_000 }, async () => {
    const nav = admin.getByRole('navigation', { name: t.adm_nav_label });
    await admin.getByRole('heading', { name: t.adm_overview_title, level: 1 }).waitFor({ timeout: 20_000 });
    await admin.getByTestId('dashboard-table').waitFor({ timeout: 20_000 });
    await expectAccessible(admin, 'admin overview');

    await nav.getByRole('link', { name: t.adm_nav_companies }).click();
    await expect.poll(() => pathOf(admin)).toBe('/admin/companies');
    const card = admin.locator(`[data-company="${companyEmail}"]`);
    await card.waitFor({ timeout: 20_000 });
    await expectAccessible(admin, 'companies to review');
    await card.getByRole('button', { name: t.adm_approve }).click();
    await toast(admin, t.reply_company_approved);
    await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(0);
    await admin.getByRole('button', { name: t.adm_status_approved }).click();
    await card.waitFor({ timeout: 20_000 });
    await expectAccessible(admin, 'approved companies');

    // The other sections (empty or not, depending on what other files left in the database).
    for (const [name, heading] of [
      [t.adm_nav_jobs, t.adm_jobs_title],
      [t.adm_nav_reports, t.adm_reports_title],
      [t.adm_nav_users, t.adm_users_title],
    ] as const) {
      await nav.getByRole('link', { name }).click();
      await admin.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await admin.getByRole('status', { name: t.loading }).waitFor({ state: 'detached', timeout: 20_000 });
      await expectAccessible(admin, heading);
    }

    // The audit log (issue 23): the action by its Sorani name, the company as a link to its page, the zone beside the
    // time, and the action filter a select of the known actions.
    await nav.getByRole('link', { name: t.adm_nav_audit }).click();
    const approval = admin.getByTestId('admin-audit').getByRole('row').filter({ hasText: t.adm_action_company_approve }).first();
    await approval.waitFor({ timeout: 20_000 });
    expect(await approval.textContent()).not.toContain('company.approve');
    expect(await approval.textContent()).toContain('UTC+3');
    expect(await approval.getByRole('link').first().getAttribute('href')).toMatch(/^\/admin\/users\/\d+$/);
    const actionFilter = admin.getByRole('combobox', { name: t.adm_audit_action });
    await actionFilter.selectOption({ label: t.adm_action_company_approve });
    await admin.getByRole('button', { name: t.adm_filter }).click();
    await expect
      .poll(
        async () =>
          (await admin.getByTestId('admin-audit').getByRole('row').allTextContents()).slice(1).every((text) => text.includes(t.adm_action_company_approve)),
        { timeout: 15_000 },
      )
      .toBe(true);
    await expectAccessible(admin, 'audit log');
    await approval.getByRole('link').first().click();
    await expect.poll(() => pathOf(admin)).toMatch(/^\/admin\/users\/\d+$/);

    // The owner lost the app and the codes: the admin removes them, after a confirmation.
    const factors = admin.getByTestId('admin-user-factors');
    await expect.poll(() => factors.textContent(), { timeout: 20_000 }).toBe(t.adm_factors_on.replace('{count}', '10'));
    await admin.getByTestId('admin-user').getByRole('button', { name: t.adm_remove_factors }).click();
    const confirm = admin.getByRole('dialog', { name: t.adm_remove_factors });
    await confirm.getByText(t.adm_remove_factors_confirm.replace('{email}', companyEmail)).waitFor();
    await expectAccessible(admin, 'removing two-step sign-in');
    await confirm.getByRole('button', { name: t.adm_confirm }).click();
    await toast(admin, t.reply_second_factors_removed);
    await expect.poll(() => factors.textContent(), { timeout: 15_000 }).toBe(t.adm_factors_off);
    expect(await admin.getByTestId('admin-user').getByRole('button', { name: t.adm_remove_factors }).count()).toBe(0);

    const company = await openKurdishPage('/');
    await logInAs(company, 'ckb', companyEmail, 'company');
    await expect.poll(() => pathOf(company), { timeout: 20_000 }).toBe('/company/dashboard');
    await company.getByRole('heading', { level: 1 }).first().waitFor();
    // In on its password alone, the company is asked to set a second step up, with the way to the security page.
    await company.getByRole('status').filter({ hasText: t.second_step_suggest }).getByRole('button', { name: t.security_nav }).waitFor({ timeout: 15_000 });
    await expectAccessible(company, 'company dashboard after approval');
  });
});
