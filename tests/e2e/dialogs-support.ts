/** What the dialog tests share: pages in Iraqi Sorani (`ckb-IQ`), axe-core, focus and geometry probes. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { launchChromium } from '../support/browser';
import { baseUrl, codeSentTo, type Locale, messages, solveCaptcha } from './support';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let browser: Browser;
/** One Chromium for the calling test file. */
export function useDialogBrowser(): void {
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
}

export const phone = { width: 360, height: 740 };
export const desktop = { width: 1280, height: 900 };

/**
 * A fresh context whose browser prefers Iraqi Sorani, as a phone in Erbil would. `beforeLoad` runs before the
 * page is requested (to watch its requests from the first).
 */
export async function openKurdishPage(path = '/', viewport = desktop, beforeLoad?: (page: Page) => void | Promise<void>): Promise<Page> {
  const context = await browser.newContext({ locale: 'ckb-IQ', viewport });
  const page = await context.newPage();
  await beforeLoad?.(page);
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  return page;
}

/**
 * axe-core on the page as it is now: no serious or critical violation. Evaluated through the DevTools protocol,
 * which the page's CSP (script-src 'self') does not govern.
 */
export async function expectAccessible(page: Page): Promise<void> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<AxeResults> } }).axe;
    const results = await axe.run(document);
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }));
  });
  expect(violations).toEqual([]);
}

/** What has keyboard focus: its tag, accessible-name hints and text, to compare in assertions. */
export function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      tag: element?.tagName.toLowerCase() ?? '',
      id: element?.id ?? '',
      text: element?.textContent?.trim() ?? '',
      invalid: element?.getAttribute('aria-invalid') === 'true',
      inDialog: Boolean(element?.closest('dialog')),
    };
  });
}

/** The id of the control a label names, to compare with `focused(page).id`. */
export async function idOf(control: Locator): Promise<string> {
  return (await control.getAttribute('id')) ?? '';
}

/** Whether an element is on screen and uncovered: scrolled into the window and the dialog, not under anything. */
export function inView(control: Locator): Promise<boolean> {
  return control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    if (box.height === 0 || box.top < 0 || box.bottom > window.innerHeight) return false;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (element === hit || element.contains(hit));
  });
}

/** Whether two elements' boxes overlap on screen. */
export async function overlap(first: Locator, second: Locator): Promise<boolean> {
  const [a, b] = [await first.boundingBox(), await second.boundingBox()];
  if (!a || !b) return false;
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The e-mail step of a sign-up dialog: robot check, code from the dev outbox, verified. */
export async function verifyEmail(dialog: Locator, locale: Locale, email: string): Promise<void> {
  await dialog.getByLabel(messages[locale].field_email, { exact: true }).fill(email);
  await solveCaptcha(dialog, locale);
  await dialog.getByRole('button', { name: messages[locale].email_send_code }).click();
  // The code field appears once the server has sent the mail; only then is the newest code the right one.
  const codeField = dialog.getByLabel(messages[locale].v_code_required);
  await codeField.waitFor();
  await codeField.fill(await codeSentTo(email));
  await dialog.getByRole('button', { name: messages[locale].email_continue }).click();
  await expect.poll(() => dialog.getByTestId('email-verified').isVisible(), { timeout: 10_000 }).toBe(true);
}
