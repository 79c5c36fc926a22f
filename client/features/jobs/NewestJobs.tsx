import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { jobQueries } from './job-procedures';
import { m } from '../../paraglide/messages';
import { secondaryLinkClass } from '../../components/ui/link-styles';
import { JobCardList, JobCardSkeleton } from './JobCard';
import { searchInputOf } from '../../lib/job-search-params';

const newestCount = 6;

/** The landing page's newest open jobs (loaded after the page itself, with the cards' code). */
export default function NewestJobs() {
  const newest = useQuery(jobQueries.search({ ...searchInputOf({ sort: 'newest' }), limit: newestCount }));
  if (newest.isError || (newest.data && newest.data.jobs.length === 0)) return null;
  return (
    <section aria-labelledby="newest-jobs-heading" className="flex flex-col gap-3" data-testid="newest-jobs">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="newest-jobs-heading" className="text-xl font-bold">
          {m.home_newest_jobs()}
        </h2>
        <Link to="/explore-jobs" className={secondaryLinkClass}>
          {m.home_all_jobs()}
        </Link>
      </div>
      {newest.data ? (
        <JobCardList jobs={newest.data.jobs} />
      ) : (
        <div className="grid gap-3 lg:grid-cols-2">
          {Array.from({ length: 2 }, (_, index) => (
            <JobCardSkeleton key={index} />
          ))}
        </div>
      )}
    </section>
  );
}
