import type { CompanyJob } from '../../../worker/features/jobs/jobs.schemas';
import { formatDay } from '../../lib/dates';
import { formatSalaryRange } from '../../lib/formats';
import { directionOf, useLocale } from '../../lib/i18n';
import { m } from '../../paraglide/messages';
import { useSession } from '../../lib/session';
import { RichText } from '../../components/RichText';
import { useLookup } from '../../lib/useLookup';
import { experienceLabel, workplaceLabel } from './labels';

/** The posting laid out as a job seeker reads it, in the posting's own language direction. */
export function JobPreview({ job }: { job: CompanyJob }) {
  const locale = useLocale();
  const { user } = useSession();
  const positions = useLookup('positions');
  const sectors = useLookup('sectors');
  const languages = useLookup('languages');
  const nameIn = (options: ReturnType<typeof useLookup>['options'], id: number) => options.find((option) => Number(option.value) === id)?.label ?? '—';
  const salary =
    (job.salary_visible && job.salary_currency && formatSalaryRange(job.salary_min, job.salary_max, job.salary_currency, locale)) || m.cj_salary_hidden();
  const facts: Array<[string, string]> = [
    [m.cj_field_position(), nameIn(positions.options, job.position_id)],
    [m.cj_field_sector(), nameIn(sectors.options, job.sector_id)],
    [m.cj_field_city(), job.city.name],
    [m.cj_field_job_type(), job.job_type.name],
    [m.cj_field_workplace(), workplaceLabel(job.workplace)],
    [m.cj_field_experience(), experienceLabel(job.experience_level)],
    [m.cj_salary(), salary],
    [m.cj_field_openings(), String(job.openings)],
    [m.cj_field_deadline(), formatDay(job.deadline, locale)],
  ];
  const spoken = job.language_ids.map((id) => nameIn(languages.options, id));

  return (
    <article className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5">
      <header className="flex flex-col gap-1">
        <h2 className="text-2xl font-bold" lang={job.language} dir={directionOf(job.language)}>
          {job.title}
        </h2>
        {user?.full_name && <p className="text-slate-600">{user.full_name}</p>}
      </header>
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label} className="flex flex-col">
            <dt className="font-medium text-slate-600">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {job.description && (
        <section className="flex flex-col gap-2" aria-labelledby="preview-description">
          <h3 id="preview-description" className="text-lg font-bold">
            {m.cj_field_description()}
          </h3>
          <div lang={job.language} dir={directionOf(job.language)}>
            <RichText html={job.description} />
          </div>
        </section>
      )}
      <section className="flex flex-col gap-2" aria-labelledby="preview-requirements">
        <h3 id="preview-requirements" className="text-lg font-bold">
          {m.cj_field_requirements()}
        </h3>
        <ul className="list-disc ps-5 text-sm" lang={job.language} dir={directionOf(job.language)}>
          {job.requirements.map((requirement) => (
            <li key={requirement.id}>{requirement.name}</li>
          ))}
        </ul>
      </section>
      {spoken.length > 0 && (
        <section className="flex flex-col gap-2" aria-labelledby="preview-languages">
          <h3 id="preview-languages" className="text-lg font-bold">
            {m.cj_field_languages()}
          </h3>
          <ul className="flex flex-wrap gap-2 text-sm">
            {spoken.map((name) => (
              <li key={name} className="rounded-full bg-slate-100 px-3 py-1">
                {name}
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
