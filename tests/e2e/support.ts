/** What the end-to-end tests share: the app's address and messages, one Chromium per file, and account set-up. */
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { launchChromium } from '../support/browser';
import { codeMailedTo, signUpSeekerOverHttp } from '../support/seeker-over-http';

export const baseUrl = inject('baseUrl');
export const messages = {
  en: (await import('../../messages/en.json')).default,
  ckb: (await import('../../messages/ckb.json')).default,
  ar: (await import('../../messages/ar.json')).default,
};
export type Locale = keyof typeof messages;

export const password = 'Kar-Passw0rd!';
export const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

export const phone = { width: 360, height: 740 };
export const desktop = { width: 1280, height: 900 };

let browser: Browser;
/** One Chromium for the calling test file, launched before its tests and closed after them. */
export function useBrowser(): void {
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
}

/**
 * A fresh browser context (cookies, storage) in the calling file's Chromium. Service workers are blocked unless asked
 * for: a signed-in page registers Kar's, and no other test should read answers it kept (tests/e2e/offline.test.ts).
 */
export function newContext(options: BrowserContextOptions): Promise<BrowserContext> {
  return browser.newContext({ serviceWorkers: 'block', ...options });
}

/** A fresh browser context in a language, on a page of the app. */
export async function openPage(locale: Locale, path = '/', viewport = desktop): Promise<Page> {
  const context = await newContext({ locale, viewport });
  const page = await context.newPage();
  await page.goto(`${baseUrl}${path}`);
  return page;
}

/**
 * A fresh context whose browser prefers Iraqi Sorani (`ckb-IQ`, as a phone in Erbil would; Chromium's Intl has no
 * data for it), with the clipboard allowed, once the page is quiet. `beforeLoad` runs before the page is requested
 * (to watch its requests from the first).
 */
export async function openKurdishPage(path = '/', viewport = desktop, beforeLoad?: (page: Page) => void | Promise<void>): Promise<Page> {
  const context = await newContext({ locale: 'ckb-IQ', viewport });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  const page = await context.newPage();
  await beforeLoad?.(page);
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  return page;
}

/** What has keyboard focus: its tag, id, text, label, validity and whether it is inside a dialog, to compare in assertions. */
export function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      tag: element?.tagName.toLowerCase() ?? '',
      id: element?.id ?? '',
      text: element?.textContent?.trim() ?? '',
      label: element?.getAttribute('aria-label') ?? (element?.id ? (document.querySelector(`label[for="${element.id}"]`)?.textContent ?? '') : ''),
      invalid: element?.getAttribute('aria-invalid') === 'true',
      inDialog: Boolean(element?.closest('dialog')),
    };
  });
}

/** The newest code the dev outbox holds for an address. */
export const codeSentTo = (email: string): Promise<string> => codeMailedTo(baseUrl, email);

export async function solveCaptcha(scope: Locator, locale: Locale): Promise<void> {
  await scope.getByRole('checkbox', { name: messages[locale].captcha_widget_checkbox }).click();
  await expect.poll(() => scope.getByText(messages[locale].captcha_widget_verified).count(), { timeout: 30_000 }).toBeGreaterThan(0);
}

/** A job seeker registered through the API, as another client would. */
export async function registeredSeeker(email: string): Promise<void> {
  await signUpSeekerOverHttp(baseUrl, email, password);
}

/** Fills and sends the open login dialog, on its company tab for a company. */
export async function submitLogin(page: Page, locale: Locale, email: string, options: { type?: 'account' | 'company'; password?: string } = {}): Promise<void> {
  const t = messages[locale];
  const login = page.getByRole('dialog', { name: t.login_title });
  await login.waitFor();
  if (options.type === 'company') await login.getByRole('tab', { name: t.login_as_company }).click();
  await login.getByLabel(t.field_email).fill(email);
  await login.getByLabel(t.field_password).fill(options.password ?? password);
  await login.getByRole('button', { name: t.login_submit }).click();
}

/** Logs in through the header's dialog (a desktop-wide page) and waits for the dashboard. */
export async function logInInUi(page: Page, locale: Locale, email: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: messages[locale].nav_login }).click();
  await submitLogin(page, locale, email);
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/dashboard');
}
