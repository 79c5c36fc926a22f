/**
 * Kar's own calendar words, shared by the client and the server (the CV preview, the public CV, the PDF and job
 * cards). The words are messages (messages/*.json: `pdf_month_01..12`, `time_*`); this module only chooses which
 * message to use, so every place that writes a date in a language writes it the same way. Browsers have no `ckb`
 * data in `Intl` (Chromium names the months "M01" … "M12"), so nothing here asks `Intl` for Sorani.
 */

export const dateLocales = ['en', 'ckb', 'ar'] as const;
export type DateLocale = (typeof dateLocales)[number];

export const monthKeys = [
  'pdf_month_01',
  'pdf_month_02',
  'pdf_month_03',
  'pdf_month_04',
  'pdf_month_05',
  'pdf_month_06',
  'pdf_month_07',
  'pdf_month_08',
  'pdf_month_09',
  'pdf_month_10',
  'pdf_month_11',
  'pdf_month_12',
] as const;

export const timeUnits = ['minute', 'hour', 'day', 'week', 'month', 'year'] as const;
export type TimeUnit = (typeof timeUnits)[number];

/** The plural forms Kar's messages carry: Arabic needs all five, English and Sorani use one and other. */
export type PluralForm = 'one' | 'two' | 'few' | 'many' | 'other';
type UnitKey = `time_${TimeUnit}_${PluralForm}`;
export type CalendarKey = (typeof monthKeys)[number] | UnitKey | 'time_and' | 'time_ago' | 'time_in' | 'time_now';

/** Looks a message up in the language being written (the client binds paraglide, the server its catalogues). */
export type CalendarWords = (key: CalendarKey, params?: Record<string, string | number>) => string;

/**
 * The form a count takes. Sorani nouns stay singular after a numeral ("3 ساڵ"); English has one and other; Arabic
 * follows CLDR's rules (1, 2, 3–10, 11–99 within each hundred, the rest), written here so that the result does not
 * depend on a runtime's plural data.
 */
export function pluralForm(count: number, locale: DateLocale): PluralForm {
  if (count === 1) return 'one';
  if (locale !== 'ar') return 'other';
  if (count === 2) return 'two';
  const lastTwo = count % 100;
  if (lastTwo >= 3 && lastTwo <= 10) return 'few';
  if (lastTwo >= 11 && lastTwo <= 99) return 'many';
  return 'other';
}

/** "3 days", "سنتان", "11 مانگ": a count of a unit in the language's words. */
export function countOf(unit: TimeUnit, count: number, locale: DateLocale, words: CalendarWords): string {
  return words(`time_${unit}_${pluralForm(count, locale)}`, { count });
}

/** The twelve month names, January first. */
export function monthNames(words: CalendarWords): string[] {
  return monthKeys.map((key) => words(key));
}

/** 'YYYY-MM-…' to "March 2021" / "ئازار 2021"; '' for nothing, the text itself when it is not a date. */
export function formatMonth(iso: string | null | undefined, words: CalendarWords): string {
  if (!iso) return '';
  const month = Number(iso.slice(5, 7));
  const key = monthKeys[month - 1];
  return /^\d{4}-\d{2}/.test(iso) && key ? `${words(key)} ${iso.slice(0, 4)}` : iso;
}

/** 'YYYY-MM-DD' to "4 March 2021" / "4 ئازار 2021". */
export function formatDay(iso: string | null | undefined, words: CalendarWords): string {
  if (!iso) return '';
  if (!/^\d{4}-\d{2}-\d{2}/.test(iso)) return iso;
  return `${Number(iso.slice(8, 10))} ${formatMonth(iso, words)}`;
}

/** 35 months to "2 years 11 months" / "سنتان و11 شهرًا" / "2 ساڵ و 11 مانگ"; a part that is 0 is left out. */
export function formatDuration(totalMonths: number, locale: DateLocale, words: CalendarWords): string {
  const years = Math.floor(totalMonths / 12);
  const months = totalMonths % 12;
  const yearsText = years > 0 ? countOf('year', years, locale, words) : '';
  const monthsText = months > 0 || years === 0 ? countOf('month', months, locale, words) : '';
  return yearsText && monthsText ? words('time_and', { first: yearsText, second: monthsText }) : yearsText || monthsText;
}

const unitSeconds: Record<TimeUnit, number> = { minute: 60, hour: 3600, day: 86_400, week: 604_800, month: 2_629_800, year: 31_557_600 };

/** The largest unit that fits a span of seconds, and how many of it (rounded down, at least 1). */
export function relativeSpan(seconds: number): { unit: TimeUnit; count: number } | null {
  const span = Math.abs(seconds);
  if (span < 60) return null;
  const unit = [...timeUnits].reverse().find((candidate) => span >= unitSeconds[candidate]) ?? 'minute';
  return { unit, count: Math.floor(span / unitSeconds[unit]) };
}

/**
 * "3 days ago" / "3 ڕۆژ لەمەوبەر" / "in 2 weeks". Sorani from Kar's words; English and Arabic from `Intl`, which
 * has their grammar (given as `intlLocale`, e.g. 'ar-IQ-u-nu-latn').
 */
export function formatRelativeTimeWith(date: Date, now: Date, locale: DateLocale, words: CalendarWords, intlLocale: string): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const span = relativeSpan(seconds);
  if (locale !== 'ckb') {
    const format = new Intl.RelativeTimeFormat(intlLocale, { numeric: 'auto' });
    return span ? format.format(seconds < 0 ? -span.count : span.count, span.unit) : format.format(0, 'second');
  }
  if (!span) return words('time_now');
  const time = countOf(span.unit, span.count, locale, words);
  return words(seconds < 0 ? 'time_ago' : 'time_in', { time });
}
