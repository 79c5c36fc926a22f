import * as shared from '../../../worker/shared/dates.schemas';
import { intlLocaleOf, type Locale } from '../../lib/i18n';
import { m } from '../../paraglide/messages';

type Message = (params: Record<string, string | number>, options: { locale: Locale }) => string;

/**
 * Kar's calendar words named one by one. client/lib/dates.ts looks them up as `m[key]`, and a computed lookup makes
 * the bundler keep every message of the app (about 60 KiB gzip, loaded with the first job card): named here, only
 * these ~50 come along. The choosing stays in worker/shared/dates.schemas.ts, shared with dates.ts; dates.ts could
 * take this table and drop its own lookup (then this file goes).
 */
const calendarMessages = {
  pdf_month_01: m.pdf_month_01, pdf_month_02: m.pdf_month_02, pdf_month_03: m.pdf_month_03, pdf_month_04: m.pdf_month_04,
  pdf_month_05: m.pdf_month_05, pdf_month_06: m.pdf_month_06, pdf_month_07: m.pdf_month_07, pdf_month_08: m.pdf_month_08,
  pdf_month_09: m.pdf_month_09, pdf_month_10: m.pdf_month_10, pdf_month_11: m.pdf_month_11, pdf_month_12: m.pdf_month_12,
  time_minute_one: m.time_minute_one, time_minute_two: m.time_minute_two, time_minute_few: m.time_minute_few,
  time_minute_many: m.time_minute_many, time_minute_other: m.time_minute_other, time_hour_one: m.time_hour_one,
  time_hour_two: m.time_hour_two, time_hour_few: m.time_hour_few, time_hour_many: m.time_hour_many, time_hour_other: m.time_hour_other,
  time_day_one: m.time_day_one, time_day_two: m.time_day_two, time_day_few: m.time_day_few, time_day_many: m.time_day_many,
  time_day_other: m.time_day_other, time_week_one: m.time_week_one, time_week_two: m.time_week_two, time_week_few: m.time_week_few,
  time_week_many: m.time_week_many, time_week_other: m.time_week_other, time_month_one: m.time_month_one,
  time_month_two: m.time_month_two, time_month_few: m.time_month_few, time_month_many: m.time_month_many,
  time_month_other: m.time_month_other, time_year_one: m.time_year_one, time_year_two: m.time_year_two, time_year_few: m.time_year_few,
  time_year_many: m.time_year_many, time_year_other: m.time_year_other, time_and: m.time_and, time_ago: m.time_ago,
  time_in: m.time_in, time_now: m.time_now,
} satisfies Record<shared.CalendarKey, unknown>;

const wordsIn = (locale: Locale): shared.CalendarWords => (key, params = {}) => (calendarMessages[key] as Message)(params, { locale });

/** "3 days ago" in the interface language, Kar's own words for Sorani (as formatRelativeTime in client/lib/dates.ts). */
export const postedAgo = (iso: string, locale: Locale, now = new Date()) =>
  shared.formatRelativeTimeWith(new Date(iso), now, locale, wordsIn(locale), intlLocaleOf(locale));

/** "12 May 2026" from 'YYYY-MM-DD' (as formatDay in client/lib/dates.ts). */
export const deadlineDay = (day: string, locale: Locale) => shared.formatDay(day, wordsIn(locale));
