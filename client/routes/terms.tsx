import { createFileRoute } from '@tanstack/react-router';
import { TermsPage } from '../features/pages/InfoPage';
import { usePageTitle } from '../lib/page-titles';
import { m } from '../paraglide/messages';

export const Route = createFileRoute('/terms')({
  component: TermsPageRoute,
});

function TermsPageRoute() {
  usePageTitle(m.page_terms);
  return <TermsPage />;
}
