import { createFileRoute } from '@tanstack/react-router';
import { readApplicantsSearch } from '../../../features/pipeline/applicants-search';
import { ApplicantsPage } from '../../../features/pipeline/ApplicantsPage';
import { searchId } from '../../../lib/search-params';
import { approvedCompanyPagesOnly } from '../../../features/shell/route-guards';
import { usePageTitle } from '../../../features/shell/page-titles';
import { m } from '../../../paraglide/messages';

/** A job's applicants as a board or a table, with the applicant panel (issue 13). */
export const Route = createFileRoute('/company/jobs/$id/applicants')({
  // Applicants are an approved company's; the parent route also lets a waiting one prepare drafts.
  beforeLoad: approvedCompanyPagesOnly,
  validateSearch: readApplicantsSearch,
  component: ApplicantsRoute,
});

function ApplicantsRoute() {
  usePageTitle(m.pl_title_plain);
  const { id } = Route.useParams();
  return <ApplicantsPage jobId={searchId(id) ?? 0} search={Route.useSearch()} />;
}
