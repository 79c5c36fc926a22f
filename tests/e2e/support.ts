/** What the end-to-end tests share: the app's address and messages, one Chromium per file, and account set-up. */
import type { Browser, Locator, Page } from 'playwright-core';
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

/** A fresh browser context (cookies, storage) in a language, on a page of the app. */
export async function openPage(locale: Locale, path = '/', viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ locale, viewport });
  const page = await context.newPage();
  await page.goto(`${baseUrl}${path}`);
  return page;
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

/** Logs in through the header's dialog and waits for the dashboard. */
export async function logInInUi(page: Page, locale: Locale, email: string): Promise<void> {
  const t = messages[locale];
  await page.getByRole('button', { name: t.nav_login }).click();
  const login = page.getByRole('dialog', { name: t.login_title });
  await login.getByLabel(t.field_email).fill(email);
  await login.getByLabel(t.field_password).fill(password);
  await login.getByRole('button', { name: t.login_submit }).click();
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/dashboard');
}
