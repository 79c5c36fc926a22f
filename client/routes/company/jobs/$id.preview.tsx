import { createFileRoute } from '@tanstack/react-router';
import { JobPreviewPage } from '../../../features/company-jobs/JobPages';
import { searchId } from '../../../lib/search-params';
import { usePageTitle } from '../../../lib/page-titles';
import { m } from '../../../paraglide/messages';

export const Route = createFileRoute('/company/jobs/$id/preview')({
  component: JobPreviewRoute,
});

function JobPreviewRoute() {
  usePageTitle(m.cj_preview_title);
  const { id } = Route.useParams();
  return <JobPreviewPage id={searchId(id) ?? 0} />;
}
