import { deadlineDayOf } from '../jobs/jobs.schemas';

/**
 * Years of experience as matching counts them (docs/decisions/0015): the union of
 * the CV's work periods in calendar months. Two jobs held at once count once, a gap counts nothing, and both ends of
 * a period count, as the CV maker's own duration does (`monthsBetween`: March to March is one month), so the figure a
 * seeker sees under each job and the total agree when nothing overlaps.
 */

/** A work period as the CV stores it: months as 'YYYY-MM-…' text; `is_present` runs the period to today. */
export interface WorkPeriod {
  from_date: string;
  to_date: string | null;
  is_present: boolean;
}

const monthPattern = /^(\d{4})-(\d{2})/;

/** 'YYYY-MM-…' to a month number (year × 12 + month − 1); null for text that is not a month. */
export function monthIndex(date: string): number | null {
  const found = monthPattern.exec(date);
  if (!found) return null;
  const month = Number(found[2]);
  return month >= 1 && month <= 12 ? Number(found[1]) * 12 + month - 1 : null;
}

/**
 * Today's date in Asia/Baghdad ('YYYY-MM-DD') for an instant. Erbil keeps UTC+3 all year; the jobs feature already
 * turns instants into Erbil days for deadlines, and this is the same question.
 */
export function baghdadToday(now: Date): string {
  return deadlineDayOf(now);
}

/**
 * A period as inclusive month numbers, or null when it cannot be read. "Present" and a missing end run to today's
 * month. An end before the start (the CV maker refuses it, old data may hold it) counts as the start month alone,
 * as `monthsBetween` does; a start after today (a job not begun) counts nothing.
 */
function monthRange(period: WorkPeriod, todayMonth: number): [number, number] | null {
  const from = monthIndex(period.from_date);
  if (from === null || from > todayMonth) return null;
  const end = period.is_present || !period.to_date ? todayMonth : monthIndex(period.to_date);
  if (end === null) return null;
  return [from, Math.max(from, Math.min(end, todayMonth))];
}

/** Months covered by at least one of the periods, each month once. `today` is 'YYYY-MM-DD' in Asia/Baghdad. */
export function unionMonths(periods: readonly WorkPeriod[], today: string): number {
  const todayMonth = monthIndex(today);
  if (todayMonth === null) throw new RangeError(`today must be 'YYYY-MM-DD', got '${today}'`);
  const ranges = periods
    .map((period) => monthRange(period, todayMonth))
    .filter((range): range is [number, number] => range !== null)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let coveredUpTo = Number.NEGATIVE_INFINITY;
  for (const [from, to] of ranges) {
    const start = Math.max(from, coveredUpTo + 1);
    if (to >= start) total += to - start + 1;
    coveredUpTo = Math.max(coveredUpTo, to);
  }
  return total;
}
