import type { ProgramCategory, ProgramKind, ProgramStatus } from '../../../db/schema/program-values';
import { formatDay } from '../../lib/dates';
import { formatDayTime, formatTimeRange } from '../../lib/text-runs';
import type { Locale } from '../../lib/i18n';
import { m } from '../../paraglide/messages';
import { defaultTimeZone, zonedMoment } from '../../lib/zoned-time';

export const categoryLabel: Record<ProgramCategory, () => string> = {
  training: () => m.pe_category_training(),
  internship: () => m.pe_category_internship(),
  job_fair: () => m.pe_category_job_fair(),
  workshop: () => m.pe_category_workshop(),
};

export const statusLabel: Record<ProgramStatus, () => string> = {
  draft: () => m.pe_status_draft(),
  published: () => m.pe_status_published(),
  archived: () => m.pe_status_archived(),
};

export const statusTone: Record<ProgramStatus, string> = {
  draft: 'bg-amber-100 text-amber-900',
  published: 'bg-emerald-100 text-emerald-900',
  archived: 'bg-slate-200 text-slate-800',
};

/** The words that change with the kind: page titles, empty lists. */
export const kindWords: Record<ProgramKind, { title: () => string; empty: () => string; path: '/programs' | '/events' }> = {
  program: { title: () => m.pe_programs_title(), empty: () => m.pe_programs_empty(), path: '/programs' },
  event: { title: () => m.pe_events_title(), empty: () => m.pe_events_empty(), path: '/events' },
};

/**
 * When an item runs, on Baghdad's clock (docs/product.md#languages-right-to-left-dates-and-time: times are shown in
 * Asia/Baghdad) with Kar's own month names:
 * "4 ئازار 2026، 10:00–16:00", or both days when it spans more than one.
 */
export function whenText(startsAt: string, endsAt: string, locale: Locale): string {
  const start = zonedMoment(startsAt, defaultTimeZone);
  const end = zonedMoment(endsAt, defaultTimeZone);
  const startDay = formatDay(start.date, locale);
  return start.date === end.date
    ? formatDayTime(startDay, formatTimeRange(start.time, end.time), locale)
    : m.pe_when_days({ start_day: startDay, start: start.time, end_day: formatDay(end.date, locale), end: end.time });
}

/** "4 ئازار 2026، 10:00": a single moment (registration closes). */
export function momentText(at: string, locale: Locale): string {
  const moment = zonedMoment(at, defaultTimeZone);
  return formatDayTime(formatDay(moment.date, locale), moment.time, locale);
}

/** "3 seats left", "Full", or nothing for an item without a limit. */
export function seatsText(seatsLeft: number | null): string | null {
  if (seatsLeft === null) return null;
  return seatsLeft === 0 ? m.pe_full() : m.pe_seats_left({ count: seatsLeft });
}
