/** What the CV end-to-end tests share: Iraqi Sorani pages, axe-core, and the day/month/year date fields. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { launchChromium } from '../support/browser';
import { baseUrl, messages } from './support';

const t = messages.ckb;
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let browser: Browser;
/** One Chromium for the calling test file. */
export function useKurdishBrowser(): void {
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
}

/** A fresh context whose browser prefers Iraqi Sorani (`ckb-IQ`, for which Chromium's Intl has no data). */
export async function openKurdishPage(path = '/', viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ locale: 'ckb-IQ', viewport });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  const page = await context.newPage();
  await page.goto(`${baseUrl}${path}`);
  return page;
}

/** axe-core on the page as it is now: no serious or critical violation (evaluated past the page's CSP). */
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

/** The selects of a day field (DateField): day, month and year, each named "<label>: <part>". */
export function dateParts(scope: Page | Locator, label: string, locale: keyof typeof messages = 'ckb') {
  const words = messages[locale];
  return {
    day: scope.getByLabel(`${label}: ${words.field_day}`, { exact: true }),
    month: scope.getByLabel(`${label}: ${words.field_month}`, { exact: true }),
    year: scope.getByLabel(`${label}: ${words.field_year}`, { exact: true }),
  };
}

/** Chooses an ISO day ('YYYY-MM-DD') in a DateField. */
export async function chooseDate(scope: Page | Locator, label: string, iso: string, locale: keyof typeof messages = 'ckb'): Promise<void> {
  const parts = dateParts(scope, label, locale);
  await parts.year.selectOption(iso.slice(0, 4));
  await parts.month.selectOption(iso.slice(5, 7));
  await parts.day.selectOption(iso.slice(8, 10));
}

/** Kar's twelve Sorani month names (the PDF's table). */
export const kurdishMonths = Array.from({ length: 12 }, (_, index) => t[`pdf_month_${String(index + 1).padStart(2, '0')}` as keyof typeof t]);

/** What has keyboard focus. */
export function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      tag: element?.tagName.toLowerCase() ?? '',
      text: element?.textContent?.trim() ?? '',
      label: element?.getAttribute('aria-label') ?? (element?.id ? (document.querySelector(`label[for="${element.id}"]`)?.textContent ?? '') : ''),
      invalid: element?.getAttribute('aria-invalid') === 'true',
    };
  });
}
