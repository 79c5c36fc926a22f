import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { m } from '../../paraglide/messages';
import { primaryLinkClass } from '../../components/ui/link-styles';
import { problemOf } from '../../lib/server-errors';

const sections = [
  { to: '/myApplications/applied-Jobs', label: () => m.myapps_nav_applications() },
  { to: '/myApplications/offers', label: () => m.myapps_nav_offers() },
  { to: '/myApplications/interviews', label: () => m.myapps_nav_interviews() },
] as const;

/** The seeker's three pages under one heading, with links between them (the current one marked for screen readers). */
export function SeekerPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-5">
      <h1 id="seeker-page-title" tabIndex={-1} className="text-2xl font-bold focus:outline-none">
        {title}
      </h1>
      <nav aria-label={m.myapps_sections_label()}>
        <ul className="flex flex-wrap gap-2">
          {sections.map((section) => (
            <li key={section.to}>
              <Link
                to={section.to}
                activeOptions={{ includeSearch: false }}
                activeProps={{ 'aria-current': 'page' }}
                className="flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-100 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
              >
                {section.label()}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </div>
  );
}

interface ListQuery {
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** A list's loading outline (screen readers hear the status), its failure with a retry, its empty state, or the list. */
export function ListStates({ query, empty, emptyText, children }: { query: ListQuery; empty: boolean; emptyText: string; children: ReactNode }) {
  if (query.isPending) {
    return (
      <div role="status" className="flex flex-col gap-3" data-testid="seeker-list-loading">
        <span className="sr-only">{m.loading()}</span>
        {[0, 1, 2].map((index) => (
          <div key={index} aria-hidden="true" className="flex animate-pulse gap-3 rounded-xl border border-slate-200 bg-white p-4">
            <div className="size-12 rounded-lg bg-slate-200" />
            <div className="flex flex-1 flex-col gap-2">
              <div className="h-4 w-3/4 rounded bg-slate-200" />
              <div className="h-3 w-1/2 rounded bg-slate-200" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (query.error) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
        <p>{problemOf(query.error).text}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {m.cv_retry()}
        </Button>
      </div>
    );
  }
  if (empty) return <ExploreJobsEmpty title={emptyText} />;
  return <>{children}</>;
}

/** Nothing to show yet: the way on is to find a job. */
export function ExploreJobsEmpty({ title }: { title: string }) {
  return (
    <EmptyState
      title={title}
      description={m.myapps_empty_hint()}
      action={
        <Link to="/explore-jobs" className={primaryLinkClass}>
          {m.nav_explore_jobs()}
        </Link>
      }
    />
  );
}
