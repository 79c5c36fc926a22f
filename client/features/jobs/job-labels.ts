import type { experienceLevels, workplaces } from '../../../db/schema/job-values';
import type { Salary } from '../../../worker/features/jobs/jobs.schemas';
import { intlLocaleOf, type Locale } from '../../lib/i18n';
import { m } from '../../paraglide/messages';

export type Workplace = (typeof workplaces)[number];
export type ExperienceLevel = (typeof experienceLevels)[number];

export const workplaceLabel: Record<Workplace, () => string> = {
  on_site: () => m.job_workplace_on_site(),
  remote: () => m.job_workplace_remote(),
  hybrid: () => m.job_workplace_hybrid(),
};

export const experienceLabel: Record<ExperienceLevel, () => string> = {
  internship: () => m.job_experience_internship(),
  entry: () => m.job_experience_entry(),
  mid: () => m.job_experience_mid(),
  senior: () => m.job_experience_senior(),
  manager: () => m.job_experience_manager(),
};

/** An amount in its currency, in the reader's language (Latin digits, as the rest of the app); IQD has no minor unit in use. */
export function formatMoney(amount: number, currency: Salary['currency'], locale: Locale): string {
  return new Intl.NumberFormat(intlLocaleOf(locale), { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);
}

/** "IQD 750,000 – 1,000,000", "From $800", or "Salary not disclosed". */
export function formatSalary(salary: Salary | null, locale: Locale): string {
  if (!salary || (salary.min === null && salary.max === null)) return m.job_salary_not_disclosed();
  const money = (amount: number) => formatMoney(amount, salary.currency, locale);
  if (salary.min !== null && salary.max !== null) {
    return salary.min === salary.max ? money(salary.min) : `${money(salary.min)} – ${money(salary.max)}`;
  }
  return salary.min !== null ? m.job_salary_from({ amount: money(salary.min) }) : m.job_salary_up_to({ amount: money(salary.max ?? 0) });
}

/** The counted number with digit grouping in the reader's language; "1,000+" past the server's cap. */
export function formatCount(count: number, capped: boolean, locale: Locale): string {
  const number = new Intl.NumberFormat(intlLocaleOf(locale)).format(count);
  return capped ? `${number}+` : number;
}
