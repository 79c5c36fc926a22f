/** What the end-to-end tests share: the app's address and messages, one Chromium per file, and account set-up. */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import type { CaptchaChallenge } from '../../worker/ports';
import { launchChromium } from '../support/browser';
import { solvedPayload } from '../support/captcha';

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
export async function codeSentTo(email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const body = (await (await fetch(`${baseUrl}/dev/mail`)).json()) as { data: { messages: Array<{ to: string; text: string }> } };
        code = body.data.messages.find((message) => message.to === email)?.text.match(/\b\d{6}\b/)?.[0];
        return code;
      },
      { timeout: 15_000 },
    )
    .toBeDefined();
  return code as string;
}

export async function solveCaptcha(scope: Locator, locale: Locale): Promise<void> {
  await scope.getByRole('checkbox', { name: messages[locale].captcha_widget_checkbox }).click();
  await expect.poll(() => scope.getByText(messages[locale].captcha_widget_verified).count(), { timeout: 30_000 }).toBeGreaterThan(0);
}

/** A job seeker registered through the API, as another client would. */
export async function registeredSeeker(email: string): Promise<void> {
  const challenge = (await (await fetch(`${baseUrl}/api/v1/captcha/challenge`)).json()) as CaptchaChallenge;
  const sent = await fetch(`${baseUrl}/api/v1/auth/send-verification-code`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, type: 'account', captcha: await solvedPayload(challenge) }),
  });
  expect(sent.status).toBe(200);
  const verified = await fetch(`${baseUrl}/api/v1/auth/verify-email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, type: 'account', verification_code: await codeSentTo(email) }),
  });
  expect(verified.status).toBe(200);
  const form = new FormData();
  for (const [name, value] of Object.entries({ full_name: 'Dilan Aziz', email, phone_number: '07501112233', password, password_confirmation: password, dob: '1990-02-02', gender_id: '2', city_id: '1' })) {
    form.append(name, value);
  }
  expect((await fetch(`${baseUrl}/api/v1/auth/register`, { method: 'POST', body: form })).status).toBe(201);
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
