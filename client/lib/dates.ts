import * as shared from '../../worker/shared/dates.schemas';
import { m } from '../paraglide/messages';
import { intlLocaleOf, type Locale } from './i18n';

type Message = (params: Record<string, string | number>, options: { locale: Locale }) => string;

/** Kar's calendar words in one language, from the compiled messages (never from `Intl` for Sorani). */
export function calendarWords(locale: Locale): shared.CalendarWords {
  return (key, params = {}) => (m[key] as Message)(params, { locale });
}

export const monthNames = (locale: Locale) => shared.monthNames(calendarWords(locale));
export const formatMonth = (iso: string | null | undefined, locale: Locale) => shared.formatMonth(iso, calendarWords(locale));
export const formatDay = (iso: string | null | undefined, locale: Locale) => shared.formatDay(iso, calendarWords(locale));
export const formatDuration = (months: number, locale: Locale) => shared.formatDuration(months, locale, calendarWords(locale));

/** "3 days ago" in the interface language (job cards, lists). */
export function formatRelativeTime(date: Date | string, locale: Locale, now: Date = new Date()): string {
  return shared.formatRelativeTimeWith(new Date(date), now, locale, calendarWords(locale), intlLocaleOf(locale));
}
