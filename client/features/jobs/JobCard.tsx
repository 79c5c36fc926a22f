import { Link } from '@tanstack/react-router';
import type { JobCard as JobCardData } from '../../../worker/features/jobs/jobs.schemas';
import { CompanyLogo } from '../../components/CompanyLogo';
import { directionOf, useLocale } from '../../lib/i18n';
import { m } from '../../paraglide/messages';
import { formatDay as deadlineDay, formatRelativeTime as postedAgo } from '../../lib/card-dates';
import { formatSalary, workplaceLabel } from '../../lib/job-labels';
import { SaveJobButton } from './SaveJobButton';

/** One job in a list: its page is the title's link; the heart saves it; `note` marks a closed one (saved jobs). */
export function JobCard({ job, note }: { job: JobCardData; note?: string | undefined }) {
  const locale = useLocale();
  return (
    <article className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4" data-testid="job-card">
      <div className="flex items-start gap-3">
        <CompanyLogo company={job.company} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h3 className="text-base font-bold" lang={job.language} dir={directionOf(job.language)}>
            <Link to="/jobs/$id" params={{ id: String(job.id) }} className="text-brand-800 hover:underline">
              {job.title}
            </Link>
          </h3>
          <p className="text-sm text-slate-700" dir="auto">
            {job.company.name}
          </p>
          {note && <p className="self-start rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">{note}</p>}
        </div>
        <SaveJobButton job={job} />
      </div>
      <ul className="flex flex-wrap gap-2 text-xs text-slate-700">
        {[job.city.name, job.job_type.name, workplaceLabel[job.workplace]()].map((fact) => (
          <li key={fact} className="rounded-full bg-slate-100 px-2 py-1">
            {fact}
          </li>
        ))}
      </ul>
      <p className="text-sm font-semibold text-slate-800">{formatSalary(job.salary, locale)}</p>
      <p className="flex flex-wrap justify-between gap-x-4 gap-y-1 text-xs text-slate-600">
        {job.posted_at && <span>{m.job_posted({ when: postedAgo(job.posted_at, locale) })}</span>}
        <span>{m.job_deadline({ date: deadlineDay(job.deadline, locale) })}</span>
      </p>
    </article>
  );
}

/** A card's outline while results load (hidden from screen readers, which hear the loading status instead). */
export function JobCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex animate-pulse flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4" data-testid="job-card-skeleton">
      <div className="flex gap-3">
        <div className="size-12 rounded-lg bg-slate-200" />
        <div className="flex flex-1 flex-col gap-2">
          <div className="h-4 w-3/4 rounded bg-slate-200" />
          <div className="h-3 w-1/2 rounded bg-slate-200" />
        </div>
      </div>
      <div className="h-3 w-2/3 rounded bg-slate-200" />
      <div className="h-3 w-1/3 rounded bg-slate-200" />
    </div>
  );
}

/** Cards in a responsive grid: one column on phones, two from tablets up. */
export function JobCardList({ jobs, noteOf }: { jobs: readonly JobCardData[]; noteOf?: (job: JobCardData) => string | undefined }) {
  return (
    <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2">
      {jobs.map((job) => (
        <li key={job.id}>
          <JobCard job={job} note={noteOf?.(job)} />
        </li>
      ))}
    </ul>
  );
}
