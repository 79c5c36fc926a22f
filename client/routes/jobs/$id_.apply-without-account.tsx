import { createFileRoute } from '@tanstack/react-router';
import { GuestApplyWizard } from '../../features/apply/GuestApplyWizard';
import { readApplySearch } from '../../features/apply/apply-search';
import { idParam } from '../../features/jobs/page-states';

/** SPEC.md's unsigned apply wizard: an account is made along the way. */
export const Route = createFileRoute('/jobs/$id_/apply-without-account')({
  validateSearch: readApplySearch,
  component: GuestApplyPage,
});

function GuestApplyPage() {
  const { id } = Route.useParams();
  return <GuestApplyWizard jobId={idParam(id)} search={Route.useSearch()} />;
}
