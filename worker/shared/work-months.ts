/**
 * How long a job lasted, as the CV shows it beside each work period. A module of its own, apart from the calendar words
 * in dates.schemas.ts: the first pages' JavaScript carries those, and must not carry this for the pages that need it.
 */

/** Months a job lasted, counting both ends ('YYYY-MM-…' dates): March 2021 to March 2021 is one month. */
export function monthsBetween(from: string, to: string): number {
  const months = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7));
  return Math.max(1, months(to) - months(from) + 1);
}

/** A work period's months up to its end, or up to today while it lasts ('YYYY-MM-DD' today). */
export const workMonths = (period: { from_date: string; to_date: string | null; is_present: boolean }, today: string) =>
  monthsBetween(period.from_date, period.is_present || !period.to_date ? today : period.to_date);
