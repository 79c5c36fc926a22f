/** What the navigation tests add to support.ts: axe-core, companies with a status, and logging in on any width. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { signUpCompanyOverHttp } from '../support/seeker-over-http';
import { baseUrl, type Locale, messages, password } from './support';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[] }>;
}

/**
 * Runs axe-core on the page as it is now and expects no serious or critical violation. The script is evaluated
 * through the DevTools protocol, so the app's CSP (script-src 'self') does not have to be loosened for it.
 */
export async function expectAccessible(page: Page, state: string): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document);
    return result.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map((node) => ({ target: node.target })) }));
  });
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious, `${state}: ${JSON.stringify(serious, null, 1)}`).toEqual([]);
}

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
  await submitLogin(page, locale, email, type);
}

/** Fills and sends the open login dialog. */
export async function submitLogin(page: Page, locale: Locale, email: string, type: 'account' | 'company'): Promise<void> {
  const t = messages[locale];
  const login = page.getByRole('dialog', { name: t.login_title });
  await login.waitFor();
  if (type === 'company') await login.getByRole('tab', { name: t.login_as_company }).click();
  await login.getByLabel(t.field_email).fill(email);
  await login.getByLabel(t.field_password).fill(password);
  await login.getByRole('button', { name: t.login_submit }).click();
}

export const pathOf = (page: Page) => new URL(page.url()).pathname;

/** How far the page reaches past the viewport sideways, and how far it is scrolled (0 and 0 when it fits). */
export function sidewaysOverflow(page: Page) {
  return page.evaluate(() => ({
    overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    scrolled: window.scrollX,
  }));
}
