/**
 * Issue 29's two-step sign-in in Chromium, in Arabic on a 360 px phone (right to left): a company asked at sign-in to
 * protect its account sets an authenticator app up on /account/security (QR code, key, first code, ten recovery
 * codes), tries the rule that always asks for it, logs out, signs in with its password and the app's code, then with a
 * recovery code instead. axe finds nothing serious or critical at each step; nothing reaches past the screen's edge.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { logInAs, openMenuIfFolded, pathOf, registeredCompany, sidewaysOverflow } from './navigation-support';
import { confirmSetup, enterAppCode, putRecoveryCodesAway, readSetupKey, rememberSecret } from './second-factor-support';
import { baseUrl, focused, messages, newContext, phone, unique, useBrowser } from './support';

const t = messages.ar;
const email = unique('two-step-company');
/** The company's phone, kept from one test to the next. */
let page: Page;
let recoveryCodes: string[] = [];

useBrowser();

beforeAll(async () => {
  await registeredCompany(email, 'approved');
}, 120_000);

/** Checked at every step: Arabic reads right to left, axe is content, and the page fits the phone. */
async function expectGoodStep(moment: string): Promise<void> {
  expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
  await expectAccessible(page, moment);
  expect((await sidewaysOverflow(page)).overflow, moment).toBe(0);
}

async function logOut(): Promise<void> {
  await openMenuIfFolded(page, 'ar');
  await page.getByRole('banner').getByRole('button', { name: t.nav_logout }).click();
  await expect.poll(() => page.getByTestId('signed-in-name').count(), { timeout: 15_000 }).toBe(0);
}

const toast = (text: string) => page.getByRole('status').filter({ hasText: text }).first();
const beforePlaceholder = (message: string) => message.slice(0, message.indexOf('{')).trim();

describe('two-step sign-in', () => {
  it('an Arabic company sets up an authenticator app on its security page', { timeout: 120_000 }, async () => {
    const context = await newContext({ locale: 'ar', viewport: phone });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await logInAs(page, 'ar', email, 'company');
    await expect.poll(() => pathOf(page), { timeout: 20_000 }).toMatch(/^\/company\//);

    // In on a password alone, the company is asked to protect the account, with the way to the security page.
    await toast(t.second_step_suggest).getByRole('button', { name: t.security_nav }).click();
    await expect.poll(() => pathOf(page)).toBe('/account/security');
    const section = page.getByTestId('two-step');
    await section.getByRole('heading', { name: t.security_second_step_title, level: 2 }).waitFor({ timeout: 15_000 });
    await section.getByText(t.security_totp_off).waitFor();
    await expectGoodStep('security page, two-step sign-in off');

    await section.getByRole('button', { name: t.security_totp_set_up }).click();
    const setup = section.getByTestId('totp-setup');
    await setup.getByRole('heading', { name: t.security_totp_set_up, level: 3 }).waitFor();
    await expect.poll(async () => (await focused(page)).text).toBe(t.security_totp_set_up);
    const qr = setup.getByRole('img', { name: t.security_totp_qr_alt });
    await qr.waitFor({ timeout: 15_000 });
    expect(await qr.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    const secret = await readSetupKey(page);
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await setup.getByRole('button', { name: t.security_totp_copy_key }).click();
    await toast(t.security_copied).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await expectGoodStep('security page, setting up the app');

    rememberSecret(email, secret);
    await confirmSetup(page, 'ar', secret, t.security_totp_confirm);
    await toast(t.reply_totp_confirmed).waitFor({ timeout: 15_000 });
    const codes = section.getByTestId('recovery-codes');
    await codes.getByRole('heading', { name: t.security_recovery_title, level: 3 }).waitFor();
    expect(await codes.getByRole('list').getAttribute('dir')).toBe('ltr');
    expect(await codes.getByRole('listitem').count()).toBe(10);
    await expectGoodStep('security page, recovery codes');
    recoveryCodes = await putRecoveryCodesAway(page, 'ar');
    expect(recoveryCodes).toHaveLength(10);

    const status = section.getByTestId('two-step-status');
    await expect.poll(() => status.textContent()).toContain(beforePlaceholder(t.security_totp_on));
    expect(await status.textContent()).toContain(t.security_recovery_left.replace('{count}', '10'));

    // The company's rule: while it asks for the second step every time, the app cannot be turned off.
    const rule = section.getByRole('switch', { name: t.security_required_label });
    await rule.check();
    await toast(t.reply_second_factor_rule_saved).waitFor({ timeout: 15_000 });
    await expect.poll(() => section.getByRole('button', { name: t.security_totp_remove }).count()).toBe(0);
    await status.getByText(t.error_second_factor_needed).waitFor();
    await expectGoodStep('security page, second step required');
    await rule.uncheck();
    await section.getByRole('button', { name: t.security_totp_remove }).waitFor({ timeout: 15_000 });
    expect(await rule.isChecked()).toBe(false);
    await logOut();
  });

  it('signs in with the password and the app’s code, then with a recovery code', { timeout: 150_000 }, async () => {
    await logInAs(page, 'ar', email, 'company');
    const dialog = page.getByRole('dialog', { name: t.login_title });
    const step = dialog.getByTestId('second-step');
    await step.getByRole('heading', { name: t.second_step_title }).waitFor({ timeout: 20_000 });
    const code = step.getByLabel(t.security_totp_code_label);
    await expect.poll(async () => (await focused(page)).label).toBe(t.security_totp_code_label);
    expect(await code.getAttribute('dir')).toBe('ltr');
    expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await code.getAttribute('inputmode')).toBe('numeric');
    await expectGoodStep('sign-in, second step');
    await enterAppCode(page, 'ar', email);
    await expect.poll(() => pathOf(page), { timeout: 20_000 }).toMatch(/^\/company\//);
    await toast(t.reply_logged_in).waitFor();
    expect(await toast(t.second_step_suggest).count()).toBe(0);
    await logOut();

    await logInAs(page, 'ar', email, 'company');
    await step.getByRole('button', { name: t.second_step_use_recovery }).click();
    const recovery = step.getByLabel(t.second_step_recovery_label);
    await expect.poll(async () => (await focused(page)).label).toBe(t.second_step_recovery_label);
    expect(await recovery.getAttribute('dir')).toBe('ltr');
    await step.getByText(t.second_step_recovery_intro).waitFor();
    await expectGoodStep('sign-in, recovery code');
    // A code that is not one of them is refused on the field.
    await recovery.fill('aaaaa-bbbbb');
    await step.getByRole('button', { name: t.second_step_submit, exact: true }).click();
    await step.getByRole('alert').filter({ hasText: t.error_second_factor_incorrect }).waitFor({ timeout: 15_000 });
    expect(await recovery.getAttribute('aria-invalid')).toBe('true');
    await recovery.fill(recoveryCodes[0] ?? '');
    await step.getByRole('button', { name: t.second_step_submit, exact: true }).click();
    await expect.poll(() => pathOf(page), { timeout: 20_000 }).toMatch(/^\/company\//);

    // Each recovery code opens the account once: nine are left.
    await page.goto(`${baseUrl}/account/security`);
    const status = page.getByTestId('two-step-status');
    await expect.poll(() => status.textContent(), { timeout: 15_000 }).toContain(t.security_recovery_left.replace('{count}', '9'));
    await page.context().close();
  });
});
