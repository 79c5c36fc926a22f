import type { PublicJob } from '../../../worker/features/jobs/jobs.schemas';
import { formatDuration } from '../../lib/dates';
import { levelLabel } from '../../lib/cv-labels';
import { useLocale } from '../../lib/i18n';
import { m } from '../../paraglide/messages';
import { HowYouMatch } from './HowYouMatch';

/**
 * A job's structured requirements and how the signed-in job seeker's CV matches them. Loaded after the job page's
 * first paint and only for a seeker (JobPage's lazy import): the page anyone opens stays within its JavaScript budget.
 */
export default function JobMatchPanel({ job }: { job: PublicJob }) {
  const locale = useLocale();
  const asked = job.match_requirements;
  const lines = [
    ...asked.skills.map((skill) => (skill.must ? m.match_ask_skill_must : m.match_ask_skill_nice)({ skill: skill.name })),
    ...(asked.min_degree ? [m.match_ask_degree({ degree: asked.min_degree.name })] : []),
    ...asked.languages.map((language) => m.match_ask_language({ language: language.name, level: levelLabel(language.min_level) })),
    ...(asked.min_experience_years ? [m.match_ask_experience({ duration: formatDuration(asked.min_experience_years * 12, locale) })] : []),
  ];
  return (
    <>
      {lines.length > 0 && (
        <section aria-labelledby="job-asks" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
          <h2 id="job-asks" className="mb-3 text-lg font-bold">
            {m.match_job_asks()}
          </h2>
          <ul className="list-disc ps-5 text-sm text-slate-800">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      )}
      <HowYouMatch job={job} />
    </>
  );
}
