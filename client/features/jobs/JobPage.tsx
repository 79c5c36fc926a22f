import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import type { PublicJob } from '../../../worker/features/jobs/jobs.schemas';
import { Button } from '../../components/ui/Button';
import { listSeparator } from '../../lib/formats';
import { directionOf, useLocale } from '../../lib/i18n';
import { jobQueries } from './job-procedures';
import { m } from '../../paraglide/messages';
import { formatDay as deadlineDay, formatRelativeTime as postedAgo } from '../../lib/card-dates';
import { useDetailTitle } from '../../lib/page-titles';
import { CompanyLogo } from '../../components/CompanyLogo';
import { ShareButton } from '../../components/ui/ShareButton';
import { SanitisedHtml } from '../../components/SanitisedHtml';
import { experienceLabel, formatCount, formatSalary, workplaceLabel } from '../../lib/job-labels';
import { idParam, QueryPage } from '../../components/page-states';
import { SaveJobButton } from './SaveJobButton';
import { useApplyAction } from './apply-action';
import { ApplyBar } from './ApplyBar';
import { ShareInAppsButton } from './ShareInAppsButton';
import { servedJob } from './served-job';

const route = getRouteApi('/jobs/$id');

/** "Report this job" (issue 14) and a seeker's match (issue 25) load only for someone signed in. */
const SignedInJobExtras = lazy(() => import('./SignedInJobExtras'));

/** Follow the job's company (client/features/notifications), composed in by the route: features do not import each other. */
type FollowButtonSlot = (company: PublicJob['company']) => ReactNode;

/** /jobs/$id: a job as anyone may read it; one that is no longer open says so and cannot be applied for. */
export function JobPage({ followButton }: { followButton: FollowButtonSlot }) {
  const id = idParam(route.useParams().id);
  const locale = useLocale();
  // Read once (reading removes the element); a later job opened from this page is not the served one.
  const [firstServed] = useState(() => servedJob(id, locale));
  const served = firstServed?.job.id === id ? firstServed : undefined;
  const query = useQuery({
    ...jobQueries.job(id),
    enabled: id > 0,
    retry: false,
    initialData: served?.job,
    // A kept page's job is drawn at once and read again (an age of 0 is always stale).
    initialDataUpdatedAt: served?.fresh ? undefined : 0,
  });
  return (
    <QueryPage query={query} valid={id > 0}>
      {(job) => <JobDetails job={job} followButton={followButton} />}
    </QueryPage>
  );
}

function JobDetails({ job, followButton }: { job: PublicJob; followButton: FollowButtonSlot }) {
  const locale = useLocale();
  // The window title names the job and its company, as the server's <head> did before the app started.
  // The same words as the page head the worker writes (seo-words.ts), from the messages: that table is not for the client.
  useDetailTitle(m.page_job_at({ title: job.title, company: job.company.name }));
  const jobText = { lang: job.language, dir: directionOf(job.language) };
  const facts: [string, ReactNode][] = [
    [m.job_salary(), formatSalary(job.salary, locale)],
    [m.field_position(), job.position.name],
    [m.field_sector(), job.sector.name],
    [m.field_job_type(), job.job_type.name],
    [m.explore_workplace(), workplaceLabel[job.workplace]()],
    [m.explore_experience(), experienceLabel[job.experience_level]()],
    [m.job_openings(), formatCount(job.openings, false, locale)],
  ];
  if (job.languages.length > 0) facts.push([m.job_languages(), job.languages.map((language) => language.name).join(listSeparator(locale))]);

  return (
    <article className="mx-auto flex max-w-4xl flex-col gap-6" data-testid="job-page">
      {!job.is_open && (
        <p role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-4 font-semibold text-amber-900" data-testid="job-not-open">
          {m.job_not_open()}
        </p>
      )}
      <header className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        <div className="flex items-start gap-4">
          <CompanyLogo company={job.company} size="size-16" />
          <div className="flex min-w-0 flex-col gap-1">
            <h1 className="text-2xl font-bold" {...jobText}>
              {job.title}
            </h1>
            <Link to="/companies/$id" params={{ id: String(job.company.id) }} className="font-semibold text-brand-700 hover:underline" dir="auto">
              {job.company.name}
            </Link>
            <p className="text-sm text-slate-700">{job.city.name}</p>
          </div>
        </div>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          {job.posted_at && <span>{m.job_posted({ when: postedAgo(job.posted_at, locale) })}</span>}
          <span>{m.job_deadline({ date: deadlineDay(job.deadline, locale) })}</span>
        </p>
        <JobActions job={job} />
      </header>
      <section aria-labelledby="job-details" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        <h2 id="job-details" className="mb-3 text-lg font-bold">
          {m.job_details()}
        </h2>
        <dl className="grid gap-3 sm:grid-cols-2">
          {facts.map(([term, value]) => (
            <div key={term} className="flex flex-col">
              <dt className="text-xs font-semibold text-slate-600">{term}</dt>
              <dd className="text-sm text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {job.description && (
        <section aria-labelledby="job-description" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
          <h2 id="job-description" className="mb-3 text-lg font-bold">
            {m.job_description()}
          </h2>
          <div data-testid="job-description" {...jobText}>
            <SanitisedHtml html={job.description} />
          </div>
        </section>
      )}
      {job.requirements.length > 0 && (
        <section aria-labelledby="job-requirements" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
          <h2 id="job-requirements" className="mb-3 text-lg font-bold">
            {m.job_requirements()}
          </h2>
          <ul className="list-disc ps-5 text-sm text-slate-800" {...jobText}>
            {job.requirements.map((requirement) => (
              <li key={requirement.id}>{requirement.name}</li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="job-company" className="flex flex-wrap items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
        <CompanyLogo company={job.company} />
        <div className="me-auto flex flex-col gap-1">
          <h2 id="job-company" className="font-bold" dir="auto">
            {job.company.name}
          </h2>
          <Link to="/companies/$id" params={{ id: String(job.company.id) }} className="text-sm font-semibold text-brand-700 hover:underline">
            {m.job_company_view()}
          </Link>
        </div>
        {followButton(job.company)}
      </section>
      <ApplyBar job={job} />
    </article>
  );
}

/**
 * Apply, save and share. Apply opens the wizard (client/features/apply, loaded with its route); a signed-out visitor
 * signs in first and comes back to it, or applies without an account. Companies do not apply.
 */
function JobActions({ job }: { job: PublicJob }) {
  const { user, params, canApply, applyingAsGuest, apply } = useApplyAction(job);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        {canApply && (
          <Button disabled={!job.is_open} onClick={apply} data-testid="apply">
            {m.job_apply()}
          </Button>
        )}
        <SaveJobButton job={job} withText />
        <ShareButton url={window.location.href} title={job.title} testId="share-job" />
        <ShareInAppsButton job={job} />
        {(user?.type === 'account' || user?.type === 'company') && (
          <Suspense fallback={null}>
            <SignedInJobExtras job={job} seeker={user.type === 'account'} />
          </Suspense>
        )}
      </div>
      {(!user || applyingAsGuest) && job.is_open && (
        <Link
          to="/jobs/$id/apply-without-account"
          params={params}
          className="self-start text-sm font-semibold text-brand-700 underline hover:text-brand-800"
          data-testid="apply-without-account"
        >
          {m.apply_without_account()}
        </Link>
      )}
    </div>
  );
}
