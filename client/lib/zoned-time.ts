import { type CalendarWords, countOf, type DateLocale, formatDay } from '../../worker/shared/dates.schemas';
import { formatDayTime, formatTimeRange } from './text-runs';

/**
 * docs/product.md#languages-right-to-left-dates-and-time: interview times are stored in UTC and shown in the viewer's
 * zone, Baghdad's (UTC+3) unless chosen otherwise.
 */
export const defaultTimeZone = 'Asia/Baghdad';

export interface ZonedMoment {
  /** 'YYYY-MM-DD' of the wall calendar in the zone. */
  date: string;
  /** 'HH:MM', 24-hour, Latin digits. */
  time: string;
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The wall-clock date and time of an instant in an IANA zone. Intl is asked only for numbers (in a fixed locale);
 * the words around them are Kar's own, so Sorani never depends on a browser's missing `ckb` data.
 */
export function zonedMoment(instant: Date | string, timeZone: string): ZonedMoment {
  let format = partsFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    partsFormatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** "4 ئازار 2026" for the calendar day an instant falls on in a zone (a timeline's dates, an offer's expiry). */
export function zonedDay(instant: Date | string, timeZone: string, words: CalendarWords): string {
  return formatDay(zonedMoment(instant, timeZone).date, words);
}

export interface InterviewTime {
  /** The day in Kar's words: "4 ئازار 2026". */
  day: string;
  /** Start and end on the wall clock: "10:00 – 10:45" as one left-to-right unit (a next-day end carries its own day). */
  hours: string;
  /** "45 خولەک", "45 minutes". */
  duration: string;
}

export function interviewTime(startsAt: string, durationMinutes: number, timeZone: string, locale: DateLocale, words: CalendarWords): InterviewTime {
  const start = zonedMoment(startsAt, timeZone);
  const end = zonedMoment(new Date(new Date(startsAt).getTime() + durationMinutes * 60_000), timeZone);
  // A next-day end has words in it, so the range then reads in the language's direction: start first, then the end's day.
  const hours =
    end.date === start.date ? formatTimeRange(start.time, end.time) : `${start.time} – ${formatDayTime(formatDay(end.date, words), end.time, locale)}`;
  return { day: formatDay(start.date, words), hours, duration: countOf('minute', durationMinutes, locale, words) };
}

/** The device's own zone when it is known and differs from Baghdad's clock, else null (no choice to offer). */
export function deviceTimeZone(now: Date = new Date()): string | null {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!zone || zone === defaultTimeZone) return null;
  const here = zonedMoment(now, zone);
  const baghdad = zonedMoment(now, defaultTimeZone);
  return here.date === baghdad.date && here.time === baghdad.time ? null : zone;
}
