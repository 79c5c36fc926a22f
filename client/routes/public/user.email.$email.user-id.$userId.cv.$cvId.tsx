import { createFileRoute } from '@tanstack/react-router';
import { SharedCvPage } from '../../features/cvs/CvPreviewPage';
import { usePageTitle } from '../../lib/page-titles';
import { m } from '../../paraglide/messages';

/** The old public link of a shared CV (docs/product.md#sharing-a-cv), /public/user/email/{email}/user-id/{id}/cv/{cv}. */
export const Route = createFileRoute('/public/user/email/$email/user-id/$userId/cv/$cvId')({
  component: SharedCvRoute,
});

function SharedCvRoute() {
  usePageTitle(m.page_public_cv);
  const { email, userId, cvId } = Route.useParams();
  return <SharedCvPage email={email} userId={Number(userId)} cvId={Number(cvId)} />;
}
