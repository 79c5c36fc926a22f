import { createFileRoute } from '@tanstack/react-router';
import { CvPreviewPage } from '../../features/cvs/CvPreviewPage';
import { usePageTitle } from '../../lib/page-titles';
import { m } from '../../paraglide/messages';

export const Route = createFileRoute('/dashboard/cv/$id')({
  component: CvPreviewRoute,
});

function CvPreviewRoute() {
  usePageTitle(m.page_cv_preview);
  const { id } = Route.useParams();
  return <CvPreviewPage cvId={Number(id)} />;
}
