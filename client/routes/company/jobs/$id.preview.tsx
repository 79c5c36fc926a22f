import { createFileRoute } from '@tanstack/react-router';
import { JobPreviewPage } from '../../../features/company-jobs/JobPages';
import { searchId } from '../../../lib/search-params';

export const Route = createFileRoute('/company/jobs/$id/preview')({
  component: JobPreviewRoute,
});

function JobPreviewRoute() {
  const { id } = Route.useParams();
  return <JobPreviewPage id={searchId(id) ?? 0} />;
}
