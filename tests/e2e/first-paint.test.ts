import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { baseUrl, desktop, type Locale, messages, newContext, phone, useBrowser } from './support';

/**
 * The HTML the worker serves paints a shell in the reader's language before any of the client's JavaScript runs
 * (issue 10: a blank page for seconds on a slow phone). The bundle is blocked here, so what shows is the shell alone.
 */
useBrowser();

/** A page whose stored language is `stored` (paraglide's key), in a browser that prefers English. */
async function pageWithStoredLocale(stored: Locale, viewport = desktop): Promise<Page> {
  const context = await newContext({ locale: 'en-US', viewport });
  await context.addInitScript((locale) => localStorage.setItem('PARAGLIDE_LOCALE', locale), stored);
  return context.newPage();
}

/** Keeps the client's bundle from loading: only the HTML, locale-boot.js, CSS and images arrive. */
async function blockBundle(page: Page): Promise<void> {
  await page.route(/\/(assets\/.+\.js|main\.tsx)(\?.*)?$/, (route) => route.abort());
}

const firstContentfulPaint = (page: Page) => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length);

describe('first paint, before the bundle runs', () => {
  it.each([
    ['ckb', 'rtl'],
    ['ar', 'rtl'],
    ['en', 'ltr'],
  ] as const)('shows the shell in the stored language %s, laid out %s, and passes axe', async (locale, dir) => {
    const t = messages[locale];
    const page = await pageWithStoredLocale(locale);
    await blockBundle(page);
    await page.goto(`${baseUrl}/`);
    expect(await page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }))).toEqual({ lang: locale, dir });
    const headline = page.getByRole('heading', { level: 1, name: t.home_headline });
    expect(await headline.isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: t.app_name, exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: t.nav_explore_jobs }).isVisible()).toBe(true);
    expect(await page.getByText(t.home_subheadline).isVisible()).toBe(true);
    // The other languages' text is there but not shown, to sight or to assistive technology.
    for (const other of (['en', 'ckb', 'ar'] as const).filter((name) => name !== locale)) {
      expect(await page.getByText(messages[other].home_headline).isVisible()).toBe(false);
    }
    expect(await firstContentfulPaint(page)).toBe(1);
    expect(await page.evaluate(() => document.querySelector('#root .kar-shell') !== null)).toBe(true);
    await expectAccessible(page);
    await page.context().close();
  });

  it('shows the header and a skeleton, not the home headline, on other pages', async () => {
    const page = await pageWithStoredLocale('ckb');
    await blockBundle(page);
    await page.goto(`${baseUrl}/explore-jobs`);
    expect(await page.getByRole('link', { name: messages.ckb.app_name, exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(0);
    expect(await page.getByText(messages.ckb.home_headline).count()).toBe(0);
    await expectAccessible(page);
    await page.context().close();
  });
});

describe('when the bundle runs', () => {
  it.each([
    ['ckb', phone],
    ['ckb', desktop],
    ['en', phone],
    ['en', desktop],
  ] as const)('React replaces the %s shell, and the header keeps its place and size (%o)', async (locale, viewport) => {
    const t = messages[locale];
    const headerBoxes = async (page: Page) => ({
      header: await page.locator('header').boundingBox(),
      brand: await page.getByRole('link', { name: t.app_name, exact: true }).boundingBox(),
      // At the other end of the bar on every width: sign-up beside the menu button on a phone, last on a desktop.
      signup: await page.getByRole('banner').getByRole('link', { name: t.nav_signup }).boundingBox(),
    });
    const blocked = await pageWithStoredLocale(locale, viewport);
    await blockBundle(blocked);
    await blocked.goto(`${baseUrl}/`);
    const shell = await headerBoxes(blocked);
    await blocked.context().close();

    const page = await pageWithStoredLocale(locale, viewport);
    await page.goto(`${baseUrl}/`);
    await expect.poll(() => page.locator('.kar-shell').count(), { timeout: 30_000 }).toBe(0);
    // The header React drew: its login button (inside the folded menu on a phone, behind the menu button).
    const opener = viewport === phone ? page.getByRole('button', { name: t.nav_menu }) : page.getByRole('button', { name: t.nav_login });
    await expect.poll(() => opener.count(), { timeout: 30_000 }).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await page.locator('header').count()).toBe(1);
    const mounted = await headerBoxes(page);
    expect(Math.abs((mounted.header?.height ?? 0) - (shell.header?.height ?? -99))).toBeLessThanOrEqual(1);
    expect(Math.abs((mounted.brand?.x ?? 0) - (shell.brand?.x ?? -99))).toBeLessThanOrEqual(1);
    expect(Math.abs((mounted.brand?.y ?? 0) - (shell.brand?.y ?? -99))).toBeLessThanOrEqual(1);
    expect(Math.abs((mounted.brand?.width ?? 0) - (shell.brand?.width ?? -99))).toBeLessThanOrEqual(1);
    expect(Math.abs((mounted.signup?.x ?? 0) - (shell.signup?.x ?? -99))).toBeLessThanOrEqual(1);
    expect(Math.abs((mounted.signup?.y ?? 0) - (shell.signup?.y ?? -99))).toBeLessThanOrEqual(1);
    await expectAccessible(page, `home page after the shell, ${locale}`);
    await page.context().close();
  });
});
