import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { lookupSeed } from '../../db/seed/lookups.data';
import { expectAccessible } from './axe';
import { baseUrl, messages, newContext, phone, useBrowser } from './support';

const erbil = lookupSeed.cities.find((city) => city.en === 'Erbil');

useBrowser();

/** A fresh context as a browser sending `browserLocale` (a tag the app has to map, or not) would have it. */
async function openPage(browserLocale: string, path = '/'): Promise<Page> {
  const context = await newContext({ locale: browserLocale, viewport: { width: 1280, height: 800 } });
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
    await expectAccessible(page, `home page, browser in ${browserLocale}`);
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
    await expect.poll(() => cityOptions(page, 'filter-cities'), { timeout: 15_000 }).toContain(erbil?.ckb);
    expect(requestedLanguages).toContain('ckb');
    await expectAccessible(page, 'jobs page switched to ckb');

    await page.reload();
    expect(await documentLanguage(page)).toEqual({ lang: 'ckb', dir: 'rtl' });
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(messages.ckb.nav_explore_jobs);

    await page.getByRole('button', { name: 'العربية' }).click();
    expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await expect.poll(() => cityOptions(page, 'filter-cities'), { timeout: 15_000 }).toContain(erbil?.ar);
    await expectAccessible(page, 'jobs page switched to ar');
    await page.context().close();
  });

  it('names lookups in the new language when it is chosen while they are still loading', async () => {
    const page = await openPage('en-US', '/explore-jobs');
    // The first answer for the lookups is held back until the language has been switched.
    let release: () => void = () => undefined;
    const switched = new Promise<void>((resolve) => {
      release = resolve;
    });
    let held = false;
    // tRPC batches the calls of a moment into one request: the one that carries the lookups.
    await page.route(/\/api\/trpc\/[^?]*lookups\.list/, async (route) => {
      if (held) return route.continue();
      held = true;
      await switched;
      // Cancelled by then, it is simply dropped.
      await route.continue().catch(() => undefined);
    });
    await page.reload();
    await expect.poll(() => held, { timeout: 15_000 }).toBe(true);
    await page.getByRole('button', { name: 'العربية' }).click();
    release();
    await expect.poll(() => cityOptions(page, 'filter-cities'), { timeout: 15_000 }).toContain(erbil?.ar);
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
    await expectAccessible(page, 'sign-up dialog in ckb');
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
    await expectAccessible(page, 'login dialog in en');
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
    const context = await newContext({ locale: 'ckb', viewport: phone });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/explore-jobs`);
    await cityOptions(page, 'filter-cities');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'jobs page at 360 px in ckb');
    await page.screenshot({ path: 'test-results/explore-jobs-ckb-360.png', fullPage: true });
    await context.close();
  });
});
