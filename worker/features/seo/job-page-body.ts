import type { PublicJob, Salary } from '../jobs/jobs.schemas';
import { translate } from '../../http/i18n';
import type { Locale } from '../../ports';
import { escapeHtml } from '../../platform/html-text';

const rightToLeft = (locale: Locale) => locale !== 'en';

/** "1,500,000": Latin digits grouped by thousands, as the app writes amounts in all three languages. */
const grouped = (amount: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(amount);

/**
 * The salary as the job page words it, for readers without the app (and on the job's share card): a range stays one
 * left-to-right run (LRI … PDI) so that a right-to-left page keeps its lower bound on the left.
 */
export function salaryText(salary: Salary | null, locale: Locale): string {
  const money = (amount: string) => translate(locale, salary?.currency === 'USD' ? 'money_usd' : 'money_iqd', { amount });
  if (!salary || (salary.min === null && salary.max === null)) return translate(locale, 'job_salary_not_disclosed');
  if (salary.min !== null && salary.max !== null) {
    return money(salary.min === salary.max ? grouped(salary.min) : `\u2066${grouped(salary.min)} – ${grouped(salary.max)}\u2069`);
  }
  if (salary.min !== null) return translate(locale, 'job_salary_from', { amount: money(grouped(salary.min)) });
  return translate(locale, 'job_salary_up_to', { amount: money(grouped(salary.max ?? 0)) });
}

const section = (heading: string, content: string) =>
  `<section class="rounded-xl border border-slate-200 bg-white p-4 sm:p-6"><h2 class="mb-3 text-lg font-bold">${escapeHtml(heading)}</h2>${content}</section>`;

/**
 * The job's text written into the page the worker serves for /jobs/{id} (issue 27), in place of the first-paint
 * skeleton: title, company, city, salary, description and requirements show before the app starts, on a slow
 * connection and without JavaScript (crawlers, link previews, a phone that cut the script off). Laid out like the
 * app's job page (client/features/jobs/JobPage.tsx), which replaces it when it mounts. The description is the
 * sanitised HTML the job is stored with; everything else is escaped here.
 */
export function jobPageBody(job: PublicJob, locale: Locale): string {
  const say = (key: Parameters<typeof translate>[1]) => escapeHtml(translate(locale, key));
  const text = `lang="${job.language}" dir="${rightToLeft(job.language) ? 'rtl' : 'ltr'}"`;
  const facts: Array<[string, string]> = [
    [say('job_salary'), escapeHtml(salaryText(job.salary, locale))],
    [say('field_position'), escapeHtml(job.position.name)],
    [say('field_sector'), escapeHtml(job.sector.name)],
    [say('field_job_type'), escapeHtml(job.job_type.name)],
  ];
  const parts = [
    job.is_open ? '' : `<p class="rounded-xl border border-amber-300 bg-amber-50 p-4 font-semibold text-amber-900">${say('job_not_open')}</p>`,
    `<header class="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">` +
      `<h1 class="text-2xl font-bold" ${text} data-testid="served-job-title">${escapeHtml(job.title)}</h1>` +
      `<a href="/companies/${job.company.id}" class="font-semibold text-brand-700" dir="auto">${escapeHtml(job.company.name)}</a>` +
      `<p class="text-sm text-slate-700">${escapeHtml(job.city.name)}</p></header>`,
    section(
      translate(locale, 'job_details'),
      `<dl class="grid gap-3 sm:grid-cols-2">${facts.map(([term, value]) => `<div class="flex flex-col"><dt class="text-xs font-semibold text-slate-600">${term}</dt><dd class="text-sm text-slate-900">${value}</dd></div>`).join('')}</dl>`,
    ),
    job.description
      ? section(
          translate(locale, 'job_description'),
          `<div class="text-sm leading-relaxed text-slate-800" ${text} data-testid="served-job-description">${job.description}</div>`,
        )
      : '',
    job.requirements.length > 0
      ? section(
          translate(locale, 'job_requirements'),
          `<ul class="list-disc ps-5 text-sm text-slate-800" ${text}>${job.requirements.map((requirement) => `<li>${escapeHtml(requirement.name)}</li>`).join('')}</ul>`,
        )
      : '',
  ];
  return `<article class="mx-auto flex max-w-4xl flex-col gap-6" lang="${locale}" dir="${rightToLeft(locale) ? 'rtl' : 'ltr'}">${parts.join('')}</article>`;
}
