import { createFileRoute } from '@tanstack/react-router';
// The value list without zod: what a route's search reader imports loads with the first page.
import { type JobState, jobStates } from '../../../../db/schema/job-values';
import { CompanyJobsPage } from '../../../features/company-jobs/CompanyJobsPage';
import { type SearchInput, searchChoice } from '../../../lib/search-params';

export const Route = createFileRoute('/company/jobs/')({
  validateSearch: (search: SearchInput): { state?: JobState } => {
    const state = searchChoice(jobStates, search.state);
    return state ? { state } : {};
  },
  component: CompanyJobsRoute,
});

function CompanyJobsRoute() {
  const { state } = Route.useSearch();
  return <CompanyJobsPage state={state ?? 'published'} />;
}
