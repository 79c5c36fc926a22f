import type { salaryCurrencies } from '../../db/schema/job-values';
import { m } from '../paraglide/messages';
import { directionOf, type Locale } from './i18n';

/**
 * How Kar writes amounts, ranges and moments inside a sentence in any of its languages: the job card and page, the
 * company's job preview, offers, interviews and the dashboard all come here, so a number reads the same everywhere.
 *
 * Right to left, the Unicode bidi algorithm turns "1,500 – 2,500" into "2,500 – 1,500" and "0750 123 4567" into
 * "4567 123 0750": digits are ordered left to right only within one run, and the spaces and dash between runs take
 * the paragraph's direction. So a range or a run of numbers is written as one left-to-right isolate (LRI … PDI), and
 * a whole amount as one isolate in the reader's direction, so that neither mixes with the words around it. Control
 * characters rather than <bdi> elements: these strings also go into titles, aria labels, options and toasts.
 * Amounts live here, with the job cards of the first pages; moments and typed numbers in text-runs.ts, which only
 * later pages load.
 */

const leftToRightIsolate = '\u2066';
const rightToLeftIsolate = '\u2067';
const popDirectionalIsolate = '\u2069';

export type Currency = (typeof salaryCurrencies)[number];

/** The text as one isolated unit in a direction. */
export function isolate(text: string, dir: 'ltr' | 'rtl'): string {
  return `${dir === 'ltr' ? leftToRightIsolate : rightToLeftIsolate}${text}${popDirectionalIsolate}`;
}

/** Numbers, times and ranges of them always read left to right, whatever the language around them. */
export const leftToRight = (text: string) => isolate(text, 'ltr');

/** "1,500,000": Latin digits grouped by thousands, as the whole app writes numbers in all three languages. */
export function formatNumber(value: number): string {
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(value);
}

/** Named one by one: a computed `m[key]` would bring every message into the first page. */
const currencyMessages: Record<Currency, typeof m.money_iqd> = { IQD: m.money_iqd, USD: m.money_usd };

function withCurrency(amount: string, currency: Currency, locale: Locale): string {
  return isolate(currencyMessages[currency]({ amount }, { locale }), directionOf(locale));
}

/** "IQD 750,000", "750,000 دینار", "2,500 دولار": an amount and its currency in the reader's language, as one unit. */
export function formatMoney(amount: number, currency: Currency, locale: Locale): string {
  return withCurrency(formatNumber(amount), currency, locale);
}

/** "IQD 750,000 – 1,000,000" and "⁦1,500 – 2,500⁩ دولار": the lower bound always left of the higher one. */
export function formatMoneyRange(min: number, max: number, currency: Currency, locale: Locale): string {
  if (min === max) return formatMoney(min, currency, locale);
  return withCurrency(leftToRight(`${formatNumber(min)} – ${formatNumber(max)}`), currency, locale);
}

/** A salary with either bound or both: "IQD 750,000 – 1,000,000", "From US$800", "Up to …"; null when it has neither. */
export function formatSalaryRange(min: number | null, max: number | null, currency: Currency, locale: Locale): string | null {
  if (min !== null && max !== null) return formatMoneyRange(min, max, currency, locale);
  if (min !== null) return m.job_salary_from({ amount: formatMoney(min, currency, locale) }, { locale });
  if (max !== null) return m.job_salary_up_to({ amount: formatMoney(max, currency, locale) }, { locale });
  return null;
}

/** ", " in English, the Arabic comma "، " in Sorani and Arabic (lists, a day before its time). */
export const listSeparator = (locale: Locale) => (locale === 'en' ? ', ' : '، ');
