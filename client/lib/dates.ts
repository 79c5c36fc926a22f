import * as shared from '../../worker/shared/dates.schemas';
import { m } from '../paraglide/messages';
import type { Locale } from './i18n';

type Message = (params: Record<string, string | number>, options: { locale: Locale }) => string;

/**
 * The calendar messages named one by one: a computed lookup (`m[key]`) makes the bundler keep every message of the
 * app with whatever page shows a date (about 60 KiB gzip); named, only these come along.
 */
const calendarMessages = {
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
  time_minute_two: m.time_minute_two,
  time_minute_few: m.time_minute_few,
  time_minute_many: m.time_minute_many,
  time_minute_other: m.time_minute_other,
  time_hour_one: m.time_hour_one,
  time_hour_two: m.time_hour_two,
  time_hour_few: m.time_hour_few,
  time_hour_many: m.time_hour_many,
  time_hour_other: m.time_hour_other,
  time_day_one: m.time_day_one,
  time_day_two: m.time_day_two,
  time_day_few: m.time_day_few,
  time_day_many: m.time_day_many,
  time_day_other: m.time_day_other,
  time_week_one: m.time_week_one,
  time_week_two: m.time_week_two,
  time_week_few: m.time_week_few,
  time_week_many: m.time_week_many,
  time_week_other: m.time_week_other,
  time_month_one: m.time_month_one,
  time_month_two: m.time_month_two,
  time_month_few: m.time_month_few,
  time_month_many: m.time_month_many,
  time_month_other: m.time_month_other,
  time_year_one: m.time_year_one,
  time_year_two: m.time_year_two,
  time_year_few: m.time_year_few,
  time_year_many: m.time_year_many,
  time_year_other: m.time_year_other,
  time_and: m.time_and,
  time_ago: m.time_ago,
  time_in: m.time_in,
  time_now: m.time_now,
} satisfies Record<shared.CalendarKey, unknown>;

/** Kar's calendar words in one language, from the compiled messages (never from `Intl` for Sorani). */
export function calendarWords(locale: Locale): shared.CalendarWords {
  return (key, params = {}) => (calendarMessages[key] as Message)(params, { locale });
}

export const monthNames = (locale: Locale) => shared.monthNames(calendarWords(locale));
export const formatMonth = (iso: string | null | undefined, locale: Locale) => shared.formatMonth(iso, calendarWords(locale));
export const formatDuration = (months: number, locale: Locale) => shared.formatDuration(months, locale, calendarWords(locale));

/** A day and a relative time need fewer words: see card-dates.ts (what the job cards of the first pages load). */
export { formatDay, formatRelativeTime } from './card-dates';
