import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { EmptyState } from '../../components/ui/EmptyState';
import { jobQueries, type PublicCompanyPage } from './job-procedures';
import { m } from '../../paraglide/messages';
import { CompanyLogo } from '../../components/CompanyLogo';
import { JobCardList } from './JobCard';
import { SanitisedHtml } from '../../components/SanitisedHtml';
import { idParam, QueryPage } from '../../components/page-states';

const route = getRouteApi('/companies/$id');

/** Follow the company (client/features/notifications), composed in by the route: features do not import each other. */
type FollowButtonSlot = (company: PublicCompanyPage) => ReactNode;

/** /companies/$id: an approved company's public profile and its open jobs. */
export function CompanyPage({ followButton }: { followButton: FollowButtonSlot }) {
  const id = idParam(route.useParams().id);
  const query = useQuery({ ...jobQueries.companyPage(id), enabled: id > 0, retry: false });
  return (
    <QueryPage query={query} valid={id > 0}>
      {({ company, jobs }) => (
        <div className="mx-auto flex max-w-5xl flex-col gap-6">
          <CompanyProfile company={company} followButton={followButton} />
          <section aria-labelledby="company-jobs" className="flex flex-col gap-3">
            <h2 id="company-jobs" className="text-xl font-bold">
              {m.company_open_jobs()}
            </h2>
            {jobs.length > 0 ? <JobCardList jobs={jobs} /> : <EmptyState title={m.company_no_open_jobs()} />}
          </section>
        </div>
      )}
    </QueryPage>
  );
}

const externalLinkClass = 'inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50';

function CompanyProfile({ company, followButton }: { company: PublicCompanyPage; followButton: FollowButtonSlot }) {
  const facts = [
    [m.field_sector(), company.sector.name],
    [m.company_type(), company.company_type.name],
    [m.company_employees(), company.employees.name],
    [m.company_headquarters(), company.headquarters.name],
  ].filter(([, value]) => value);
  const texts = [
    ['company-about', m.company_about(), company.description],
    ['company-mission', m.company_tab_mission(), company.mission],
    ['company-values', m.company_tab_values(), company.values],
  ] as const;

  return (
    <article className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6" data-testid="company-page">
      <header className="flex flex-wrap items-center gap-4">
        <CompanyLogo company={company} size="size-20" />
        <h1 className="me-auto text-2xl font-bold" dir="auto">
          {company.name}
        </h1>
        {followButton(company)}
      </header>
      <dl className="grid gap-3 sm:grid-cols-2">
        {facts.map(([term, value]) => (
          <div key={term} className="flex flex-col">
            <dt className="text-xs font-semibold text-slate-600">{term}</dt>
            <dd className="text-sm text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {(company.website_url || company.linkedin_url) && (
        <p className="flex flex-wrap gap-2">
          {company.website_url && (
            <a href={company.website_url} rel="noopener noreferrer nofollow" target="_blank" className={externalLinkClass}>
              {m.company_website_link()}
            </a>
          )}
          {company.linkedin_url && (
            <a href={company.linkedin_url} rel="noopener noreferrer nofollow" target="_blank" className={externalLinkClass}>
              {m.company_linkedin()}
            </a>
          )}
        </p>
      )}
      {texts.map(([id, heading, html]) =>
        html ? (
          <section key={id} aria-labelledby={id} className="flex flex-col gap-2">
            <h2 id={id} className="text-lg font-bold">
              {heading}
            </h2>
            <SanitisedHtml html={html} />
          </section>
        ) : null,
      )}
    </article>
  );
}
