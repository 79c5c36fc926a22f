import { createFileRoute } from '@tanstack/react-router';
import { GuestApplyWizard } from '../../features/apply/GuestApplyWizard';
import { readApplySearch } from '../../features/apply/apply-search';
import { idParam } from '../../components/page-states';
import { usePageTitle } from '../../lib/page-titles';
import { m } from '../../paraglide/messages';

/** The unsigned apply wizard (docs/product.md#applying-without-an-account): an account is made along the way. */
export const Route = createFileRoute('/jobs/$id_/apply-without-account')({
  validateSearch: readApplySearch,
  component: GuestApplyPage,
});

function GuestApplyPage() {
  usePageTitle(m.page_apply_guest);
  const { id } = Route.useParams();
  return <GuestApplyWizard jobId={idParam(id)} search={Route.useSearch()} />;
}
