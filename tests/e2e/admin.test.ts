/**
 * Issue 14's admin console in Chromium, in Sorani: an admin (made by `npm run admin -- create-admin`) signs in at
 * /admin, opens the companies waiting for review and approves one; that company then signs in and reaches its
 * dashboard. On the way every section of the console is opened; axe finds nothing serious at each step.
 */
import { execFileSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible } from './axe';
import { logInAs, pathOf, registeredCompany } from './navigation-support';
import { messages, openKurdishPage, password, unique, useBrowser } from './support';

const t = messages.ckb;
const adminEmail = unique('admin');
const companyEmail = unique('waiting-company');

/** A success toast with this text (toasts are status regions; errors are alerts). */
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first().waitFor({ timeout: 20_000 });

useBrowser();

beforeAll(async () => {
  await registeredCompany(companyEmail, 'pending');
  execFileSync(process.execPath, ['scripts/admin.ts', 'create-admin', adminEmail, password, '--persist-to', inject('statePath')], {
    env: { ...process.env, PATH: `${process.cwd()}/node_modules/.bin:${process.env.PATH ?? ''}` },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}, 120_000);

describe('the admin console', () => {
  it('an admin approves a waiting company, which then signs in to its dashboard', { timeout: 180_000 }, async () => {
    const admin = await openKurdishPage('/admin');
    expect(await admin.locator('html').getAttribute('dir')).toBe('rtl');
    const signIn = admin.getByTestId('admin-signin');
    await signIn.getByLabel(t.field_email).fill(adminEmail);
    await signIn.getByLabel(t.field_password).fill(password);
    await expectAccessible(admin, 'admin sign-in');
    await signIn.getByRole('button', { name: t.adm_signin_submit }).click();

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

    const company = await openKurdishPage('/');
    await logInAs(company, 'ckb', companyEmail, 'company');
    await expect.poll(() => pathOf(company), { timeout: 20_000 }).toBe('/company/dashboard');
    await company.getByRole('heading', { level: 1 }).first().waitFor();
    await expectAccessible(company, 'company dashboard after approval');
  });
});
