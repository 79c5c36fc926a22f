import { createFileRoute } from '@tanstack/react-router';
import { ExploreJobs } from '../features/jobs/ExploreJobs';
import { readJobFilters } from '../features/jobs/search-params';
import { usePageTitle } from '../features/shell/page-titles';
import { m } from '../paraglide/messages';

export const Route = createFileRoute('/explore-jobs')({
  validateSearch: readJobFilters,
  component: ExploreJobsRoute,
});

function ExploreJobsRoute() {
  usePageTitle(m.nav_explore_jobs);
  return <ExploreJobs />;
}
