import { leftToRight, listSeparator } from './formats';
import type { Locale } from './i18n';

/** Lists, moments and typed numbers inside a sentence right to left (the reasons are in formats.ts). */

/**
 * Runs of digits a person typed ("0750 123 4567", "+964 750-123-4567") kept in their typed order inside user text
 * shown right to left. Runs of at least two groups only: a lone number needs nothing, and words stay where they were.
 */
export function isolateNumberRuns(text: string): string {
  return text.replace(/\+?\d+(?:[ \u00a0\-./]+\d+)+/g, (run) => leftToRight(run));
}

/**
 * "4 March 2026, 10:00" / "4 آذار 2026، 10:00": a day (already in Kar's words) and a 24-hour time, or hours from
 * formatTimeRange.
 */
export function formatDayTime(day: string, time: string, locale: Locale): string {
  return `${day}${listSeparator(locale)}${time}`;
}

/** "10:00 – 10:45", kept in that order right to left as well. */
export const formatTimeRange = (start: string, end: string) => leftToRight(`${start} – ${end}`);
