import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { Spinner } from '../../components/ui/Spinner';
import { m } from '../../paraglide/messages';
import { JobCardList } from './JobCard';
import { useSavedJobs } from './saved-jobs';

/** The seeker's saved jobs on the dashboard; a job that has closed since stays in the list, marked. */
export function SavedJobs() {
  const { query, jobs, isSeeker } = useSavedJobs();
  if (!isSeeker) return null;
  const openById = new Map(jobs.map((job) => [job.id, job.is_open]));
  return (
    <section aria-labelledby="saved-jobs-title" className="flex flex-col gap-3" data-testid="saved-jobs">
      <h2 id="saved-jobs-title" className="text-lg font-semibold">
        {m.saved_jobs_title()}
      </h2>
      {query.isPending ? (
        <Spinner label={m.loading()} />
      ) : jobs.length === 0 ? (
        <EmptyState title={m.saved_jobs_empty()} />
      ) : (
        <>
          <JobCardList jobs={jobs} noteOf={(job) => (openById.get(job.id) === false ? m.job_closed_badge() : undefined)} />
          {query.hasNextPage && (
            <Button variant="secondary" className="self-center" busy={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
              {m.explore_load_more()}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
