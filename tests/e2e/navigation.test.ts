import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './axe';
import { logInAndLeaveHome, logInAs, pathOf, registeredCompany, sidewaysOverflow } from './navigation-support';
import { baseUrl, desktop, type Locale, messages, newContext, phone, registeredSeeker, submitLogin, unique, useBrowser } from './support';

const t = messages.ckb;

useBrowser();

/** Text at 130 % from the first paint, as a reader who enlarged the browser's font would have it. */
function largeText() {
  const apply = () => {
    if (!document.documentElement) return false;
    document.documentElement.style.fontSize = '130%';
    return true;
  };
  if (!apply()) new MutationObserver((_, observer) => apply() && observer.disconnect()).observe(document, { childList: true });
}

/** A fresh context in Sorani as a browser in Iraq sends it (`ckb-IQ`), unless told otherwise. */
async function open(path: string, options: { viewport?: typeof phone; browserLocale?: string; large?: boolean } = {}): Promise<Page> {
  const context = await newContext({ locale: options.browserLocale ?? 'ckb-IQ', viewport: options.viewport ?? desktop });
  if (options.large) await context.addInitScript(largeText);
  const page = await context.newPage();
  await page.goto(`${baseUrl}${path}`);
  return page;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();
const titled = (locale: Locale, page: string) => messages[locale].document_title.replace('{page}', page);

describe('getting around Kar', () => {
  it('offers sign-up on a phone, in the header and on the landing page beside making a CV', async () => {
    const page = await open('/', { viewport: phone });
    const header = page.getByRole('banner');
    await expect.poll(() => header.getByRole('link', { name: t.nav_signup, exact: true }).isVisible()).toBe(true);
    const main = page.getByRole('main');
    // The calls to sign up sit below the fold and load after the page.
    await expect.poll(() => main.getByRole('link', { name: t.nav_signup, exact: true }).isVisible()).toBe(true);
    expect(await main.getByRole('link', { name: t.home_cta_make_cv, exact: true }).getAttribute('href')).toBe('/cv-maker');
    await expectAccessible(page, 'landing page on a phone');

    await header.getByRole('link', { name: t.nav_signup, exact: true }).click();
    await expect.poll(() => page.getByRole('dialog', { name: t.signup_title }).isVisible()).toBe(true);
    await page.context().close();
  });

  it.each([
    ['ckb-IQ', 'ckb'],
    ['ar-IQ', 'ar'],
  ] as const)('keeps a 360 px page with text at 130 %% in place (%s): the header folds into a disclosure menu', async (browserLocale, locale) => {
    const own = messages[locale];
    const page = await open('/', { viewport: phone, browserLocale, large: true });
    await expect.poll(() => heading(page)).toBe(own.home_headline);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('20.8px');
    expect(await sidewaysOverflow(page)).toEqual({ overflow: 0, scrolled: 0 });
    expect(await page.getByRole('banner').evaluate((header) => header.scrollWidth <= header.clientWidth)).toBe(true);

    const menuButton = page.getByRole('banner').getByRole('button', { name: own.nav_menu });
    const nav = page.getByRole('navigation', { name: own.nav_main_label });
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(await nav.isVisible()).toBe(false);
    await menuButton.click();
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => nav.getByRole('link', { name: own.nav_explore_jobs }).isVisible()).toBe(true);
    expect(await page.getByRole('group', { name: own.language_switcher_label }).isVisible()).toBe(true);
    expect(await sidewaysOverflow(page)).toEqual({ overflow: 0, scrolled: 0 });
    await page.screenshot({ path: `test-results/header-menu-${locale}-360-large.png` });
    await expectAccessible(page, `open menu, ${locale}`);

    // From the button, Tab goes into the menu; Esc folds it and gives focus back to the button.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(own.nav_explore_jobs);
    await page.keyboard.press('Escape');
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(await nav.isVisible()).toBe(false);
    expect(await menuButton.evaluate((button) => button === document.activeElement)).toBe(true);

    // A link in the menu goes to its page and folds the menu.
    await menuButton.click();
    await nav.getByRole('link', { name: own.nav_explore_jobs }).click();
    await expect.poll(() => pathOf(page)).toBe('/explore-jobs');
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    await page.context().close();
  });

  it('sends a company that logs in on a phone to its dashboard when approved, and to /status while pending', async () => {
    const approved = unique('approved-company');
    const pending = unique('pending-company');
    await registeredCompany(approved, 'approved');
    await registeredCompany(pending, 'pending');
    // docs/product.md#screens-and-routes: the dashboard is for screens 768 px and wider; on a phone an approved company lands on its jobs list.
    for (const [email, landing] of [
      [approved, '/company/jobs'],
      [pending, '/status'],
    ] as const) {
      const page = await open('/', { viewport: phone });
      await logInAs(page, 'ckb', email, 'company');
      await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(landing);
      await expectAccessible(page, `${landing} after logging in on a phone`);
      await page.context().close();
    }
  });

  it('guards pages by role and status, whatever is typed into the address bar', async () => {
    const pending = unique('pending-guard');
    const approved = unique('approved-guard');
    const seeker = unique('seeker-guard');
    await registeredCompany(pending, 'pending');
    await registeredCompany(approved, 'approved');
    await registeredSeeker(seeker);

    const goTo = async (page: Page, path: string) => {
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
    };
    const cases: Array<[string, 'account' | 'company', Array<[string, string]>]> = [
      [
        pending,
        'company',
        [
          ['/company/dashboard', '/status'],
          ['/cv-maker', '/status'],
          ['/dashboard', '/status'],
        ],
      ],
      [
        approved,
        'company',
        [
          ['/cv-maker', '/company/dashboard'],
          ['/dashboard', '/company/dashboard'],
          ['/myApplications/applied-Jobs', '/company/dashboard'],
        ],
      ],
      [
        seeker,
        'account',
        [
          ['/company/dashboard', '/dashboard'],
          ['/cv-maker', '/cv-maker'],
          ['/sign-in?redirect=%2Fcv-maker', '/cv-maker'],
          ['/sign-in', '/dashboard'],
        ],
      ],
    ];
    for (const [email, type, visits] of cases) {
      const page = await open('/');
      await logInAndLeaveHome(page, 'ckb', email, type);
      for (const [asked, landed] of visits) {
        await goTo(page, asked);
        await expect.poll(() => pathOf(page), { message: `${type} ${email} asked for ${asked}` }).toBe(landed);
      }
      await expectAccessible(page, `${type} after the guards`);
      await page.context().close();
    }
  });

  it('asks a signed-out visitor to log in, then brings them back to the page they asked for', async () => {
    const seeker = unique('returning');
    await registeredSeeker(seeker);
    const page = await open('/cv-maker');
    await expect.poll(() => pathOf(page)).toBe('/sign-in');
    await expect.poll(() => heading(page)).toBe(t.signin_title);
    expect(await page.getByRole('main').getByText(t.signin_text_account).isVisible()).toBe(true);
    await expectAccessible(page, 'sign-in prompt');

    await page.getByRole('main').getByRole('button', { name: t.nav_login }).click();
    await submitLogin(page, 'ckb', seeker);
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/cv-maker');
    await page.context().close();

    const visitor = await open('/company/dashboard');
    await expect.poll(() => pathOf(visitor)).toBe('/sign-in');
    await expect.poll(() => visitor.getByRole('main').getByText(t.signin_text_company).isVisible()).toBe(true);
    await visitor.getByRole('main').getByRole('button', { name: t.nav_login }).click();
    const login = visitor.getByRole('dialog', { name: t.login_title });
    expect(await login.getByRole('tab', { name: t.login_as_company }).getAttribute('aria-selected')).toBe('true');
    await visitor.context().close();
  });

  it('answers an unknown address with a translated page, a way home and a job search', async () => {
    const page = await open('/no-such-page');
    await expect.poll(() => heading(page)).toBe(t.not_found_title);
    expect(await page.getByText('Not Found').count()).toBe(0);
    expect(await page.getByRole('main').getByRole('link', { name: t.not_found_home }).getAttribute('href')).toBe('/');
    await expectAccessible(page, 'unknown page');

    const search = page.getByRole('main').getByRole('search');
    await search.getByLabel(t.home_search_keyword).fill('ئەندازیار');
    await search.getByRole('button', { name: t.home_search_submit }).click();
    await expect.poll(() => pathOf(page)).toBe('/explore-jobs');
    expect(new URL(page.url()).searchParams.get('q')).toBe('ئەندازیار');
    await page.context().close();
  });

  it("names each page in the window title in the reader's language, following route and language changes", async () => {
    const page = await open('/');
    await expect.poll(() => page.title()).toBe(t.footer_text);
    const visits: Array<[string, string]> = [
      ['/explore-jobs', t.nav_explore_jobs],
      ['/help', t.page_help],
      ['/status', t.page_status],
      ['/reset-password', t.page_reset_password],
      ['/sign-in', t.signin_title],
      ['/no-such-page', t.not_found_title],
    ];
    for (const [path, name] of visits) {
      await page.goto(`${baseUrl}${path}`);
      await expect.poll(() => page.title(), { message: path }).toBe(titled('ckb', name));
    }

    await page.goto(`${baseUrl}/explore-jobs`);
    await page.getByRole('button', { name: 'العربية' }).click();
    await expect.poll(() => page.title()).toBe(titled('ar', messages.ar.nav_explore_jobs));
    await page.getByRole('contentinfo').getByRole('link', { name: messages.ar.page_terms }).click();
    await expect.poll(() => page.title()).toBe(titled('ar', messages.ar.page_terms));
    await page.getByRole('button', { name: 'English' }).click();
    await expect.poll(() => page.title()).toBe('Terms of use — Kar');
    await page.getByRole('banner').getByRole('link', { name: 'Kar', exact: true }).click();
    await expect.poll(() => page.title()).toBe(messages.en.footer_text);
    await page.context().close();
  });

  it('moves focus to the main content with the skip link', async () => {
    const page = await open('/explore-jobs');
    await expect.poll(() => heading(page)).toBe(t.nav_explore_jobs);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(t.skip_to_content);
    await expectAccessible(page, 'skip link focused');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.getElementById('main')?.contains(document.activeElement))).toBe(true);
    await page.context().close();
  });

  it('links the footer to help, contact, privacy and terms pages, in all three languages', async () => {
    const page = await open('/');
    const pages = [
      ['page_help', '/help', 'help_cv_text'],
      ['page_contact', '/contact', 'contact_response'],
      ['page_privacy', '/privacy', 'privacy_collect_text'],
      ['page_terms', '/terms', 'terms_content_text'],
    ] as const;
    for (const [name, path, sample] of pages) {
      await page.getByRole('contentinfo').getByRole('link', { name: t[name] }).click();
      await expect.poll(() => pathOf(page)).toBe(path);
      await expect.poll(() => heading(page)).toBe(t[name]);
      expect(await page.getByRole('main').textContent()).toContain(t[sample]);
      if (path === '/contact') {
        expect(await page.getByRole('main').getByRole('link', { name: 'support@kar.example' }).getAttribute('href')).toBe('mailto:support@kar.example');
      }
      await expectAccessible(page, path);
    }

    for (const [locale, label] of [
      ['ar', 'العربية'],
      ['en', 'English'],
    ] as const) {
      await page.getByRole('button', { name: label }).click();
      await expect.poll(() => heading(page)).toBe(messages[locale].page_terms);
      expect(await page.getByRole('main').textContent()).toContain(messages[locale].terms_content_text);
      for (const [name] of pages) expect(await page.getByRole('contentinfo').getByRole('link', { name: messages[locale][name] }).isVisible()).toBe(true);
      await expectAccessible(page, `terms in ${locale}`);
    }
    await page.context().close();
  });
});
