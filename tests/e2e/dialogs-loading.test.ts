import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { firstPageBudgetBytes, scriptRecorder, scriptTotal } from './first-load';
import { publishedJob } from './jobs-support';
import { registeredCompany } from './navigation-support';
import { desktop, messages, openKurdishPage, unique, useBrowser } from './support';

useBrowser();

const t = messages.ckb;

let jobId = 0;
beforeAll(async () => {
  jobId = await publishedJob(await registeredCompany(unique('first-load'), 'approved'), { title: 'First-load budget clerk' });
}, 120_000);

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
    const { total, listing } = scriptTotal(firstPage);
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
    // The robot check's stylesheet comes with its chunk (client/lib/lazy-stylesheet.ts).
    expect(await signup.locator('altcha-widget').evaluate((widget) => getComputedStyle(widget).getPropertyValue('--altcha-border-color').trim())).toBe(
      '#cbd5e1',
    );
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    await page.context().close();
  });
});

describe('the job pages load only what they show (ckb-IQ)', () => {
  it.each(['/explore-jobs', '/jobs/$id'])("%s stays within the first pages' budget, without tRPC, the editor, charts or zod", async (route) => {
    const scripts = scriptRecorder();
    const page = await openKurdishPage(route.replace('$id', String(jobId)), desktop, (page) => void scripts.attach(page));
    await page.getByRole('heading', { level: 1 }).waitFor();
    const loaded = await scripts.settled();
    const { total, listing } = scriptTotal(loaded);
    console.info(`${route} JavaScript: ${(total / 1024).toFixed(1)} KiB gzip in ${loaded.length} files\n${listing}`);
    expect(total).toBeLessThanOrEqual(firstPageBudgetBytes);
    for (const name of ['trpc', 'quill', 'RichTextEditor', 'chart', 'fields.schemas', 'zod', 'server-errors']) expect(scripts.loaded(name), name).toBe(false);
    await page.context().close();
  });
});
