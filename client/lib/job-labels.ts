import type { experienceLevels, workplaces } from '../../db/schema/job-values';
import type { Salary } from '../../worker/features/jobs/jobs.schemas';
import { formatSalaryRange } from './formats';
import { intlLocaleOf, type Locale } from './i18n';
import { m } from '../paraglide/messages';

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

/** "IQD 750,000 – 1,000,000", "From US$800" (client/lib/formats.ts), or "Salary not disclosed". */
export function formatSalary(salary: Salary | null, locale: Locale): string {
  return (salary && formatSalaryRange(salary.min, salary.max, salary.currency, locale)) ?? m.job_salary_not_disclosed();
}

/** The counted number with digit grouping in the reader's language; "1,000+" past the server's cap. */
export function formatCount(count: number, capped: boolean, locale: Locale): string {
  const number = new Intl.NumberFormat(intlLocaleOf(locale)).format(count);
  return capped ? `${number}+` : number;
}
