import { createFileRoute } from '@tanstack/react-router';
import { ExploreJobs } from '../features/jobs/ExploreJobs';
import { readJobFilters } from '../features/jobs/search-params';

export const Route = createFileRoute('/explore-jobs')({
  validateSearch: readJobFilters,
  component: ExploreJobs,
});
