import { createFileRoute } from '@tanstack/react-router';
import { SharedByTokenPage } from '../../features/cvs/CvPreviewPage';
import { usePageTitle } from '../../lib/page-titles';
import { m } from '../../paraglide/messages';

/** The public link of a shared CV as Kar hands it out: an unguessable token its owner can replace or withdraw. */
export const Route = createFileRoute('/public/cv/$token')({
  component: SharedByTokenRoute,
});

function SharedByTokenRoute() {
  usePageTitle(m.page_public_cv);
  const { token } = Route.useParams();
  return <SharedByTokenPage token={token} />;
}
