import { createFileRoute } from '@tanstack/react-router';
import { readApplicantsSearch } from '../../../features/pipeline/applicants-search';
import { ApplicantsPage } from '../../../features/pipeline/ApplicantsPage';
import { searchId } from '../../../lib/search-params';

/** A job's applicants as a board or a table, with the applicant panel (issue 13). */
export const Route = createFileRoute('/company/jobs/$id/applicants')({
  validateSearch: readApplicantsSearch,
  component: ApplicantsRoute,
});

function ApplicantsRoute() {
  const { id } = Route.useParams();
  return <ApplicantsPage jobId={searchId(id) ?? 0} search={Route.useSearch()} />;
}
