import { createFileRoute } from '@tanstack/react-router';
import { NewJobPage } from '../../../features/company-jobs/JobPages';
import { usePageTitle } from '../../../lib/page-titles';
import { m } from '../../../paraglide/messages';

export const Route = createFileRoute('/company/jobs/new')({
  component: NewJobPageRoute,
});

function NewJobPageRoute() {
  usePageTitle(m.cj_new_title);
  return <NewJobPage />;
}
