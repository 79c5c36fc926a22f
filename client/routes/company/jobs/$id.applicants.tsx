import { createFileRoute } from '@tanstack/react-router';
import { FilledPrompt } from '../../../features/company-jobs/FilledPrompt';
import { PanelHiringActions } from '../../../features/interviews/PanelHiringActions';
import { MessageThread } from '../../../features/messages/MessageThread';
import { readApplicantsSearch } from '../../../features/pipeline/applicants-search';
import { ApplicantsPage, type ApplicantsPageParts } from '../../../features/pipeline/ApplicantsPage';
import { searchId } from '../../../lib/search-params';
import { approvedCompanyPagesOnly } from '../../../lib/route-guards';
import { usePageTitle } from '../../../lib/page-titles';
import { m } from '../../../paraglide/messages';

/** A job's applicants as a board or a table, with the applicant panel (issue 13). */
export const Route = createFileRoute('/company/jobs/$id/applicants')({
  // Applicants are an approved company's; the parent route also lets a waiting one prepare drafts.
  beforeLoad: approvedCompanyPagesOnly,
  validateSearch: readApplicantsSearch,
  component: ApplicantsRoute,
});

const applicantsPageParts: ApplicantsPageParts = {
  filledPrompt: (job) => <FilledPrompt job={job} />,
  hiringActions: (props) => <PanelHiringActions {...props} />,
  messages: (applicant) => <MessageThread applicationId={applicant.id} side="company" otherName={applicant.full_name} />,
};

function ApplicantsRoute() {
  usePageTitle(m.pl_title_plain);
  const { id } = Route.useParams();
  return <ApplicantsPage jobId={searchId(id) ?? 0} search={Route.useSearch()} parts={applicantsPageParts} />;
}
