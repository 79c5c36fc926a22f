import { createFileRoute } from '@tanstack/react-router';
// The value list without zod: what a route's search reader imports loads with the first page.
import { type JobState, jobStates } from '../../../../db/schema/job-values';
import { CompanyJobsPage } from '../../../features/company-jobs/CompanyJobsPage';
import { type SearchInput, searchChoice } from '../../../lib/search-params';
import { usePageTitle } from '../../../lib/page-titles';
import { m } from '../../../paraglide/messages';

export const Route = createFileRoute('/company/jobs/')({
  validateSearch: (search: SearchInput): { state?: JobState | undefined } => ({ state: searchChoice(jobStates, search.state) }),
  component: CompanyJobsRoute,
});

function CompanyJobsRoute() {
  usePageTitle(m.cj_jobs_title);
  const { state } = Route.useSearch();
  return <CompanyJobsPage state={state ?? 'published'} />;
}
