/**
 * Calendar months, days and times in Asia/Baghdad: UTC+3 all year (no daylight saving), so a fixed offset is exact.
 * The dashboards, the audit log's day filter and the mails all count and show Baghdad's days through here; the SQL
 * buckets below and these keys must agree, which is why both live here.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Locale } from '../ports';
import { serverCalendarWords } from '../shared/calendar-words';
import { formatDay } from '../shared/dates.schemas';

export const baghdadOffsetMs = 3 * 3600_000;
const dayMs = 86_400_000;

const local = (at: Date) => new Date(at.getTime() + baghdadOffsetMs);

/** The wall-clock day and time in Baghdad, for mail: "4 ئازار 2026", "10:00". */
export function baghdadTime(at: Date, locale: Locale): { day: string; time: string } {
  const iso = local(at).toISOString();
  return { day: formatDay(iso.slice(0, 10), serverCalendarWords(locale)), time: iso.slice(11, 16) };
}

/** 'YYYY-MM' of a moment in Baghdad. */
export const monthKeyOf = (at: Date) => local(at).toISOString().slice(0, 7);
/** 'YYYY-MM-DD' of a moment in Baghdad. */
export const dayKeyOf = (at: Date) => local(at).toISOString().slice(0, 10);

/** The first moment of a Baghdad month, `back` months before the month of `at`. */
export function monthStart(at: Date, back = 0): Date {
  const date = local(at);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - back, 1) - baghdadOffsetMs);
}

/** The first moment of the Baghdad day `back` days before the day of `at`. */
export function dayStart(at: Date, back = 0): Date {
  const date = local(at);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() - back) - baghdadOffsetMs);
}

/** Where a window of `months` calendar months ending with the current one starts; null for 0 (all time). */
export const windowStart = (now: Date, months: number): Date | null => (months > 0 ? monthStart(now, months - 1) : null);

/** Every month key from `first` to `last` ('YYYY-MM', both included). */
export function monthKeysBetween(first: string, last: string): string[] {
  const keys: string[] = [];
  let year = Number(first.slice(0, 4));
  let month = Number(first.slice(5, 7));
  const end = Number(last.slice(0, 4)) * 12 + Number(last.slice(5, 7));
  while (year * 12 + month <= end) {
    keys.push(`${year}-${String(month).padStart(2, '0')}`);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return keys;
}

/** The last `count` day keys, today last. */
export const lastDayKeys = (now: Date, count: number) =>
  Array.from({ length: count }, (_, index) => dayKeyOf(new Date(dayStart(now, count - 1 - index).getTime() + dayMs / 2)));

/**
 * SQL: the Baghdad day of a column of epoch milliseconds, as a whole number of days since 1970-01-01. Grouping by
 * this integer is much cheaper than by a formatted date (no strftime per row); months are summed from days in code.
 * The constants are written into the SQL: a bound JavaScript number may arrive as a REAL, and the division would
 * then give every row a group of its own.
 */
export const localDayNumber = (column: SQL) => sql<number>`(${column} + ${sql.raw(String(baghdadOffsetMs))}) / ${sql.raw(String(dayMs))}`;
/** 'YYYY-MM-DD' of a day number of localDayNumber. */
export const dayKeyOfNumber = (day: number) => new Date(day * dayMs).toISOString().slice(0, 10);
