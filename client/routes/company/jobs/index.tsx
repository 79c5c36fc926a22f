import { createFileRoute } from '@tanstack/react-router';
import { type JobState, jobStates } from '../../../../worker/features/jobs/jobs.schemas';
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
