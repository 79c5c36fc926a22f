import { createFileRoute } from '@tanstack/react-router';
import { EditJobPage } from '../../../features/company-jobs/JobPages';
import { type SearchInput, searchId } from '../../../lib/search-params';
import { usePageTitle } from '../../../lib/page-titles';
import { m } from '../../../paraglide/messages';

export const Route = createFileRoute('/company/jobs/$id/edit')({
  // `publish`: the posting was just created from "Publish", whose dialog opens once it is saved.
  validateSearch: (search: SearchInput): { publish?: true } => (search.publish === true || search.publish === 'true' ? { publish: true } : {}),
  component: EditJobRoute,
});

function EditJobRoute() {
  usePageTitle(m.cj_edit_title);
  const { id } = Route.useParams();
  const { publish } = Route.useSearch();
  return <EditJobPage id={searchId(id) ?? 0} publish={publish === true} />;
}
