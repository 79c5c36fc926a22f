/** What the navigation tests add to support.ts: companies with a status, and logging in on any width. */
import { execFileSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { signUpCompanyOverHttp } from '../support/seeker-over-http';
import { baseUrl, type Locale, messages, password, submitLogin } from './support';

/**
 * A company registered over the API, with its session token; `approved` runs the admin command on the test server's
 * own database.
 */
export async function registeredCompany(email: string, status: 'pending' | 'approved' | 'rejected'): Promise<string> {
  const token = await signUpCompanyOverHttp(baseUrl, email, password, 'Zagros Tech');
  if (status === 'pending') return token;
  execFileSync(process.execPath, ['scripts/admin.ts', `${status === 'approved' ? 'approve' : 'reject'}-company`, email, '--persist-to', inject('statePath')], {
    env: { ...process.env, PATH: `${process.cwd()}/node_modules/.bin:${process.env.PATH ?? ''}` },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return token;
}

/** Opens the header's menu when the screen is narrow enough to have folded it. */
export async function openMenuIfFolded(page: Page, locale: Locale): Promise<void> {
  const header = page.getByRole('banner');
  await header.getByRole('link', { name: messages[locale].app_name, exact: true }).waitFor();
  const menu = header.getByRole('button', { name: messages[locale].nav_menu });
  if ((await menu.count()) > 0 && (await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
}

/** Logs in through the header's dialog as a job seeker or a company, on any screen width. */
export async function logInAs(page: Page, locale: Locale, email: string, type: 'account' | 'company'): Promise<void> {
  const t = messages[locale];
  await openMenuIfFolded(page, locale);
  await page.getByRole('banner').getByRole('button', { name: t.nav_login }).click();
  await submitLogin(page, locale, email, { type });
}

export const pathOf = (page: Page) => new URL(page.url()).pathname;

/**
 * Logs in from the home page and waits until Kar has taken the person on to their landing page: the session cookie is
 * set by then, so the test may navigate away (going at once races the sign-in request on a slow machine).
 */
export async function logInAndLeaveHome(page: Page, locale: Locale, email: string, type: 'account' | 'company'): Promise<void> {
  await logInAs(page, locale, email, type);
  await expect.poll(() => pathOf(page), { timeout: 15_000 }).not.toBe('/');
}

/** How far the page reaches past the viewport sideways, and how far it is scrolled (0 and 0 when it fits). */
export function sidewaysOverflow(page: Page) {
  return page.evaluate(() => ({
    overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    scrolled: window.scrollX,
  }));
}
