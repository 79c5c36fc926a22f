import { createFileRoute } from '@tanstack/react-router';
import { InterviewsPage } from '../../features/applications/InterviewsPage';
import { usePageTitle } from '../../lib/page-titles';
import { m } from '../../paraglide/messages';

export const Route = createFileRoute('/myApplications/interviews')({
  component: InterviewsPageRoute,
});

function InterviewsPageRoute() {
  usePageTitle(m.page_my_interviews);
  return <InterviewsPage />;
}
