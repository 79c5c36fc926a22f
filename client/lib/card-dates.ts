import * as shared from '../../worker/shared/dates.schemas';
import { m } from '../paraglide/messages';
import { intlLocaleOf, type Locale } from './i18n';

type Message = (params: Record<string, string | number>, options: { locale: Locale }) => string;

/**
 * The calendar words a job card and a job page use, named one by one: the month names (a deadline's day) and
 * Sorani's relative times ("3 ڕۆژ لەمەوبەر"). Sorani counts take only the one and other forms, and English and Arabic
 * relative times come from `Intl` (shared.formatRelativeTimeWith), so the two/few/many forms Arabic durations need
 * (client/lib/dates.ts) stay out of the first pages.
 */
const cardMessages = {
  pdf_month_01: m.pdf_month_01,
  pdf_month_02: m.pdf_month_02,
  pdf_month_03: m.pdf_month_03,
  pdf_month_04: m.pdf_month_04,
  pdf_month_05: m.pdf_month_05,
  pdf_month_06: m.pdf_month_06,
  pdf_month_07: m.pdf_month_07,
  pdf_month_08: m.pdf_month_08,
  pdf_month_09: m.pdf_month_09,
  pdf_month_10: m.pdf_month_10,
  pdf_month_11: m.pdf_month_11,
  pdf_month_12: m.pdf_month_12,
  time_minute_one: m.time_minute_one,
  time_minute_other: m.time_minute_other,
  time_hour_one: m.time_hour_one,
  time_hour_other: m.time_hour_other,
  time_day_one: m.time_day_one,
  time_day_other: m.time_day_other,
  time_week_one: m.time_week_one,
  time_week_other: m.time_week_other,
  time_month_one: m.time_month_one,
  time_month_other: m.time_month_other,
  time_year_one: m.time_year_one,
  time_year_other: m.time_year_other,
  time_ago: m.time_ago,
  time_in: m.time_in,
  time_now: m.time_now,
} satisfies Partial<Record<shared.CalendarKey, unknown>>;

function cardWords(locale: Locale): shared.CalendarWords {
  return (key, params = {}) => {
    const message: unknown = (cardMessages as Partial<Record<string, unknown>>)[key];
    // Only a change of formatDay or formatRelativeTimeWith could ask for another word: say which, rather than print nothing.
    if (typeof message !== 'function') throw new Error(`card-dates: no word ${key}`);
    return (message as Message)(params, { locale });
  };
}

/** 'YYYY-MM-DD' to "4 March 2021" / "4 ئازار 2021". */
export const formatDay = (iso: string | null | undefined, locale: Locale) => shared.formatDay(iso, cardWords(locale));

/** "3 days ago" in the interface language (job cards, lists). */
export function formatRelativeTime(date: Date | string, locale: Locale, now: Date = new Date()): string {
  return shared.formatRelativeTimeWith(new Date(date), now, locale, cardWords(locale), intlLocaleOf(locale));
}
