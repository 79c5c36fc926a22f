import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { desktop, messages, openKurdishPage, useBrowser } from './support';

useBrowser();

const t = messages.ckb;

/**
 * What the first page may cost in JavaScript, gzip level 9 as `npm run bench` counts it, everything `/` loads until
 * the network is idle. It was 169 KiB; zod (routes' search validation, field messages), the server texts, the logout,
 * the page names, the toasts and the dialogs' chooser now load when wanted, and what `/` needs comes in one chunk
 * (120.0 KiB before the job board). Issue 9's goal is 120 KiB; the landing page now also shows the newest jobs, loaded
 * after it paints (cards, dates, save buttons: ~9 KiB), and the shell chunk grew with the job routes (~120 KiB), so
 * the goal is not met today (130.4 KiB): this ceiling holds the page from growing while the shell is made smaller.
 */
const firstPageBudgetBytes = 132 * 1024;

/** Every script a page fetches once attached, with its gzip size. */
function scriptRecorder() {
  const scripts: { url: string; gzip: number }[] = [];
  const pending: Promise<void>[] = [];
  return {
    attach: (page: Page) =>
      page.on('response', (response) => {
        if (!new URL(response.url()).pathname.endsWith('.js')) return;
        pending.push(
          response.body().then((body) => {
            scripts.push({ url: response.url(), gzip: gzipSync(body, { level: 9 }).length });
          }),
        );
      }),
    settled: () => Promise.all(pending).then(() => scripts),
    loaded: (name: string) => scripts.some((script) => new URL(script.url).pathname.split('/').pop()?.startsWith(name)),
  };
}

describe('the first page loads only what it shows (ckb-IQ)', () => {
  it('stays within its JavaScript budget; the dialogs and the robot check load when wanted', async () => {
    const scripts = scriptRecorder();
    const page = await openKurdishPage('/', desktop, async (page) => {
      scripts.attach(page);
      // zod runs jitless: its eval() probe would be reported against the CSP (script-src 'self') when a form loads.
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { cspViolations: string[] }).cspViolations = seen;
        document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
      });
    });
    await page.getByRole('heading', { level: 1 }).waitFor();
    const firstPage = await scripts.settled();
    const total = firstPage.reduce((sum, script) => sum + script.gzip, 0);
    const listing = firstPage.map((script) => `${new URL(script.url).pathname} ${(script.gzip / 1024).toFixed(1)}`).join('\n');
    console.info(`first page JavaScript: ${(total / 1024).toFixed(1)} KiB gzip in ${firstPage.length} files\n${listing}`);
    expect(total).toBeLessThanOrEqual(firstPageBudgetBytes);
    expect(scripts.loaded('altcha')).toBe(false);
    expect(scripts.loaded('LoginModal')).toBe(false);
    expect(scripts.loaded('AuthDialogs')).toBe(false);
    await expectAccessible(page);

    // The header's login button is an opener too: pointing at it fetches the login dialog.
    await page.getByRole('banner').getByRole('button', { name: t.nav_login }).hover();
    await expect.poll(async () => (await scripts.settled(), scripts.loaded('LoginModal'))).toBe(true);

    // Pointing at an opener starts the download of its dialog, so the click opens it at once.
    expect(scripts.loaded('SignupModal')).toBe(false);
    await page.getByRole('banner').getByRole('link', { name: t.nav_signup }).hover();
    await expect.poll(async () => (await scripts.settled(), scripts.loaded('SignupModal'))).toBe(true);
    expect(scripts.loaded('altcha')).toBe(false);

    await page.getByRole('banner').getByRole('button', { name: t.nav_login }).click();
    const login = page.getByRole('dialog', { name: t.login_title });
    await expect.poll(() => login.getByLabel(t.field_email).isVisible()).toBe(true);
    // The login asks for the robot check only after a refusal: still not loaded.
    await scripts.settled();
    expect(scripts.loaded('altcha')).toBe(false);
    await expectAccessible(page);

    await login.getByRole('button', { name: t.login_signup_link }).click();
    const signup = page.getByRole('dialog', { name: t.signup_title });
    await expect.poll(() => signup.getByRole('checkbox', { name: t.captcha_widget_checkbox }).isVisible(), { timeout: 15_000 }).toBe(true);
    await scripts.settled();
    expect(scripts.loaded('altcha')).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    await page.context().close();
  });
});
