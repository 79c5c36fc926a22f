import { createFileRoute } from '@tanstack/react-router';
import { CreateAlertButton } from '../features/alerts/CreateAlertButton';
import { ExploreJobs } from '../features/jobs/ExploreJobs';
import { readJobFilters } from '../lib/job-search-params';
import { usePageTitle } from '../lib/page-titles';
import { m } from '../paraglide/messages';

export const Route = createFileRoute('/explore-jobs')({
  validateSearch: readJobFilters,
  component: ExploreJobsRoute,
});

function ExploreJobsRoute() {
  usePageTitle(m.nav_explore_jobs);
  return <ExploreJobs alertButton={(filters) => <CreateAlertButton filters={filters} />} />;
}
