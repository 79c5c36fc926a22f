import type { ApplicationStage } from '../../worker/features/dashboard/dashboard.schemas';
import { formatMonth, monthNames } from './dates';
import { intlLocaleOf, type Locale } from './i18n';
import { m } from '../paraglide/messages';

/** Numbers in the viewer's language (Latin digits, as the rest of Kar). */
export const formatCount = (value: number, locale: Locale) => new Intl.NumberFormat(intlLocaleOf(locale)).format(value);

/**
 * 'YYYY-MM' as "Nov 2026" / "تشرين الثاني 2026", in Kar's own month names in every language, as the job pages and
 * CVs write them (browsers' Intl has no ckb calendar data and would write "M11").
 */
export const formatMonthKey = (key: string, locale: Locale): string => formatMonth(key, locale);

/** 'YYYY-MM-DD' as "17 Nov" / "17 تشرینی دووەم". */
export function formatDayKey(key: string, locale: Locale): string {
  return `${Number(key.slice(8, 10))} ${monthNames(locale)[Number(key.slice(5, 7)) - 1] ?? ''}`;
}

/** Stage names named one by one (a computed `m[key]` would bring every message along). */
export const stageLabels: Record<ApplicationStage, () => string> = {
  applied: m.dash_stage_applied,
  screening: m.dash_stage_screening,
  shortlisted: m.dash_stage_shortlisted,
  interview: m.dash_stage_interview,
  offer: m.dash_stage_offer,
  hired: m.dash_stage_hired,
  rejected: m.dash_stage_rejected,
  withdrawn: m.dash_stage_withdrawn,
};

/** The windows the period selects offer; 0 is all time. */
export const monthChoices = [1, 3, 6, 12, 0] as const;
export const monthsLabel = (months: number) => (months === 0 ? m.dash_months_all() : months === 1 ? m.dash_months_1() : m.dash_months_n({ count: months }));
