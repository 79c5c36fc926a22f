import { createFileRoute } from '@tanstack/react-router';
import { CvPreviewPage } from '../../features/cvs/CvPreviewPage';

export const Route = createFileRoute('/dashboard/cv/$id')({
  component: CvPreviewRoute,
});

function CvPreviewRoute() {
  const { id } = Route.useParams();
  return <CvPreviewPage cvId={Number(id)} />;
}
