/** What the CV end-to-end tests share: the day/month/year date fields and the Sorani months. */
import type { Locator, Page } from 'playwright-core';
import { messages } from './support';

const t = messages.ckb;

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
