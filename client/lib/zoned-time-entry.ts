import { type ZonedMoment, zonedMoment } from './zoned-time';

/** Hours '00'…'23' and minutes in steps of five: the times people actually set an interview at. */
export const hourOptions = Array.from({ length: 24 }, (_, hour) => String(hour).padStart(2, '0'));
export const minuteOptions = Array.from({ length: 12 }, (_, step) => String(step * 5).padStart(2, '0'));

/** Durations offered (minutes, within the server's 15–480); an interview's own other value is kept as a choice. */
export const durationChoices = [15, 30, 45, 60, 75, 90, 120, 150, 180, 240, 300, 360, 420, 480];

/**
 * The instant of a wall-clock date and time in an IANA zone, as UTC ISO 8601. The zone's offset at that moment is
 * read back through `zonedMoment` (Intl), so no offset is written in by hand; Baghdad's is +3 all year.
 */
export function utcOf({ date, time }: ZonedMoment, timeZone: string): string {
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  const wall = zonedMoment(new Date(asUtc), timeZone);
  const offset = Date.parse(`${wall.date}T${wall.time}:00Z`) - asUtc;
  return new Date(asUtc - offset).toISOString();
}

/** The last moment of a day on a zone's calendar: an offer answered "by" that day stays open all of it. */
export function endOfDayUtc(date: string, timeZone: string): string {
  return new Date(Date.parse(utcOf({ date, time: '23:59' }, timeZone)) + 59_999).toISOString();
}

/** Today on a zone's calendar, 'YYYY-MM-DD'. */
export const todayIn = (timeZone: string, now: Date = new Date()) => zonedMoment(now, timeZone).date;

/** A day `days` after `date` ('YYYY-MM-DD'). */
export const dayAfter = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
