import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { lookupSeed } from '../../db/seed/lookups.data';
import { launchChromium } from '../support/browser';

const baseUrl = inject('baseUrl');
const messages = {
  en: (await import('../../messages/en.json')).default,
  ckb: (await import('../../messages/ckb.json')).default,
  ar: (await import('../../messages/ar.json')).default,
};
const erbil = lookupSeed.cities.find((city) => city.en === 'Erbil');

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function openPage(browserLocale: string, path = '/'): Promise<Page> {
  const context = await browser.newContext({ locale: browserLocale, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${baseUrl}${path}`);
  return page;
}

async function documentLanguage(page: Page) {
  return page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));
}

/** The city names of a select (the landing page) or of a list of checkboxes (the several-city filter of /explore-jobs). */
async function cityOptions(page: Page, testId: string): Promise<string[]> {
  const choices = page.getByTestId(testId).locator('option, label');
  await expect.poll(() => choices.count(), { timeout: 15_000 }).toBeGreaterThan(5);
  return choices.allTextContents();
}

describe('the trilingual shell', () => {
  it.each([
    ['en-US', 'en', 'ltr'],
    ['ckb-IQ', 'ckb', 'rtl'],
    ['ku', 'ckb', 'rtl'],
    ['ar-IQ', 'ar', 'rtl'],
    ['fr-FR', 'en', 'ltr'],
  ] as const)('a first visit with browser language %s shows %s laid out %s', async (browserLocale, locale, dir) => {
    const page = await openPage(browserLocale);
    expect(await documentLanguage(page)).toEqual({ lang: locale, dir });
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(messages[locale].home_headline);
    expect(await cityOptions(page, 'home-city-select')).toContain(erbil?.[locale]);
    await page.context().close();
  });

  it('switches language from the header, sends it to the server, and remembers it', async () => {
    const page = await openPage('en-US', '/explore-jobs');
    const requestedLanguages: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) requestedLanguages.push(request.headers()['accept-language'] ?? '');
    });
    expect(await cityOptions(page, 'filter-cities')).toContain('Erbil');

    await page.getByRole('button', { name: 'کوردی' }).click();
    expect(await documentLanguage(page)).toEqual({ lang: 'ckb', dir: 'rtl' });
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(messages.ckb.nav_explore_jobs);
    await expect.poll(() => cityOptions(page, 'filter-cities')).toContain(erbil?.ckb);
    expect(requestedLanguages).toContain('ckb');

    await page.reload();
    expect(await documentLanguage(page)).toEqual({ lang: 'ckb', dir: 'rtl' });
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(messages.ckb.nav_explore_jobs);

    await page.getByRole('button', { name: 'العربية' }).click();
    expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await expect.poll(() => cityOptions(page, 'filter-cities')).toContain(erbil?.ar);
    await page.context().close();
  });

  it('lays right-to-left pages out from the right', async () => {
    const page = await openPage('ar-IQ');
    const logo = await page.getByRole('link', { name: messages.ar.app_name }).boundingBox();
    const viewport = page.viewportSize();
    expect(logo && viewport && logo.x > viewport.width / 2).toBe(true);
    await page.context().close();
  });

  it('opens the signup modal from #signup and clears the hash when it closes', async () => {
    const page = await openPage('ckb-IQ', '/#signup');
    const dialog = page.getByRole('dialog', { name: messages.ckb.signup_title });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(new URL(page.url()).hash).toBe('');
    await page.context().close();
  });

  it('shows the login modal with the partner logo, usable with the keyboard', async () => {
    const page = await openPage('en-US');
    await page.getByRole('button', { name: messages.en.nav_login }).click();
    const dialog = page.getByRole('dialog', { name: messages.en.login_title });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('partner-logo').isVisible()).toBe(true);
    expect(await dialog.getByText(messages.en.login_promo_track).isVisible()).toBe(true);
    const focusedInside = await page.evaluate(() => document.activeElement?.closest('dialog') !== null);
    expect(focusedInside).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await page.context().close();
  });

  it('serves client routes and answers a missing asset with 404', async () => {
    for (const path of ['/dashboard', '/status', '/company/dashboard', '/myApplications/applied-Jobs', '/reset-password?token=x']) {
      const response = await fetch(`${baseUrl}${path}`, { headers: { accept: 'text/html' } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-security-policy'), path).toContain("object-src 'none'");
      expect(await response.text()).toContain('<div id="root">');
    }
    const missing = await fetch(`${baseUrl}/assets/missing-0000.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('renders at 360 px wide without horizontal scrolling', async () => {
    const context = await browser.newContext({ locale: 'ckb', viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/explore-jobs`);
    await cityOptions(page, 'filter-cities');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: 'test-results/explore-jobs-ckb-360.png', fullPage: true });
    await context.close();
  });
});
