/**
 * Issue 29's passkeys in Chromium with its virtual authenticator (CDP WebAuthn), in Arabic on a phone: a company adds
 * a passkey on /account/security and names it, signs out, and signs in with the passkey alone (no e-mail, no
 * password), then signs in with the password and the passkey as the second step. axe finds nothing serious or
 * critical; the page reads right to left.
 */
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { logInAs, openMenuIfFolded, pathOf, registeredCompany, sidewaysOverflow } from './navigation-support';
import { localhostUrl, virtualAuthenticator } from './passkey-support';
import { messages, newContext, phone, unique, useBrowser } from './support';

const t = messages.ar;
useBrowser();

describe('passkeys', () => {
  it('an Arabic company adds a passkey, signs out, and signs in with the passkey alone', { timeout: 150_000 }, async () => {
    const email = unique('passkey-company');
    await registeredCompany(email, 'approved');
    const context = await newContext({ locale: 'ar', viewport: phone });
    const page = await context.newPage();
    const authenticator = await virtualAuthenticator(page);
    await page.goto(`${localhostUrl}/`);
    await logInAs(page, 'ar', email, 'company');
    await expect.poll(() => pathOf(page), { timeout: 20_000 }).toMatch(/^\/company\//);

    await page.goto(`${localhostUrl}/account/security`);
    const section = page.getByTestId('passkeys');
    await section.getByRole('heading', { level: 2, name: t.security_passkeys_title }).waitFor({ timeout: 15_000 });
    await section.getByText(t.security_no_passkeys).waitFor();
    await section.getByLabel(t.security_passkey_name_label).fill('هاتف المكتب');
    await section.getByRole('button', { name: t.security_passkey_add }).click();
    await page.getByRole('status').filter({ hasText: t.reply_passkey_added }).first().waitFor({ timeout: 15_000 });
    const row = section.getByTestId('passkey-row');
    await row.filter({ hasText: 'هاتف المكتب' }).waitFor();
    await row.getByText(t.security_passkey_never_used).waitFor();
    const stored = await authenticator.credentials();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.rpId).toBe('localhost');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect((await sidewaysOverflow(page)).overflow).toBe(0);
    await expectAccessible(page, 'security page with a passkey');

    await openMenuIfFolded(page, 'ar');
    await page.getByRole('banner').getByRole('button', { name: t.nav_logout }).click();
    await expect.poll(() => page.getByTestId('signed-in-name').count(), { timeout: 15_000 }).toBe(0);

    // The sign-in dialog: the passkey alone, nothing typed.
    await openMenuIfFolded(page, 'ar');
    await page.getByRole('banner').getByRole('button', { name: t.nav_login }).click();
    const dialog = page.getByRole('dialog', { name: t.login_title });
    await dialog.getByRole('button', { name: t.passkey_sign_in }).waitFor();
    await expectAccessible(page, 'sign-in dialog with the passkey button');
    await dialog.getByRole('button', { name: t.passkey_sign_in }).click();
    await expect.poll(() => pathOf(page), { timeout: 20_000 }).toMatch(/^\/company\//);
    expect((await authenticator.credentials())[0]?.signCount).toBeGreaterThan(0);

    await page.goto(`${localhostUrl}/account/security`);
    await section
      .getByTestId('passkey-row')
      .getByText(t.security_passkey_used.slice(0, t.security_passkey_used.indexOf('{')).trim())
      .waitFor({ timeout: 15_000 });

    // With a passkey, the password alone asks for it as the second step.
    await openMenuIfFolded(page, 'ar');
    await page.getByRole('banner').getByRole('button', { name: t.nav_logout }).click();
    await expect.poll(() => page.getByTestId('signed-in-name').count(), { timeout: 15_000 }).toBe(0);
    await logInAs(page, 'ar', email, 'company');
    const step = page.getByTestId('second-step');
    await step.getByRole('button', { name: t.passkey_second_step }).waitFor({ timeout: 15_000 });
    await expectAccessible(page, 'second step with a passkey');
    await step.getByRole('button', { name: t.passkey_second_step }).click();
    await expect.poll(() => pathOf(page), { timeout: 20_000 }).toMatch(/^\/company\//);
    await context.close();
  });
});
