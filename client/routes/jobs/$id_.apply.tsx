import { createFileRoute } from '@tanstack/react-router';
import { ApplyWizard } from '../../features/apply/ApplyWizard';
import { readApplySearch } from '../../features/apply/apply-search';
import { UploadCvDialog } from '../../features/cvs/UploadCvDialog';
import { idParam } from '../../components/page-states';
import { seekerPagesOnly } from '../../lib/route-guards';
import { usePageTitle } from '../../lib/page-titles';
import { m } from '../../paraglide/messages';

/** The signed-in apply wizard; a signed-out visitor signs in and comes back here (the guard remembers the job). */
export const Route = createFileRoute('/jobs/$id_/apply')({
  validateSearch: readApplySearch,
  beforeLoad: seekerPagesOnly,
  component: ApplyPage,
});

function ApplyPage() {
  usePageTitle(m.page_apply);
  const { id } = Route.useParams();
  return <ApplyWizard jobId={idParam(id)} search={Route.useSearch()} uploadCvDialog={(props) => <UploadCvDialog {...props} />} />;
}
