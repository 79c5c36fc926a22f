import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { EmptyState } from '../../components/ui/EmptyState';
import { secondaryLinkClass } from '../../components/ui/link-styles';
import { Spinner } from '../../components/ui/Spinner';
import { searchInputOf } from '../../lib/job-search-params';
import { m } from '../../paraglide/messages';
import { JobCardList } from './JobCard';
import { jobQueries } from './job-procedures';

const shown = 4;

/**
 * "Jobs for you" on the seeker's dashboard: the top of their "Best match" (open jobs by how their default CV meets
 * what each asks, then newest), each card saying how many requirements it meets. Without a CV the server sends the
 * newest jobs without labels, and the section says how to get matches instead.
 */
export function JobsForYou() {
  const matches = useQuery(jobQueries.search({ ...searchInputOf({ sort: 'match' }), with_match: '1', limit: shown }));
  const jobs = matches.data?.jobs ?? [];
  const matched = jobs.some((job) => job.match);
  return (
    <section aria-labelledby="jobs-for-you-title" className="flex flex-col gap-3" data-testid="jobs-for-you">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id="jobs-for-you-title" className="text-lg font-semibold">
            {m.jobs_for_you_title()}
          </h2>
          <p className="text-sm text-slate-600">{matched ? m.jobs_for_you_text() : m.jobs_for_you_no_cv()}</p>
        </div>
        {jobs.length > 0 && (
          <Link to="/explore-jobs" search={{ sort: 'match' }} className={secondaryLinkClass} data-testid="jobs-for-you-all">
            {m.jobs_for_you_all()}
          </Link>
        )}
      </div>
      {matches.isPending ? (
        <Spinner label={m.loading()} />
      ) : jobs.length === 0 ? (
        <EmptyState title={m.jobs_for_you_empty()} />
      ) : (
        <JobCardList jobs={jobs} noteOf={(job) => job.match?.label} />
      )}
    </section>
  );
}
