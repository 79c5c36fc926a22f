import { createFileRoute } from '@tanstack/react-router';
import { OffersPage } from '../../features/applications/OffersPage';
import { usePageTitle } from '../../lib/page-titles';
import { m } from '../../paraglide/messages';

export const Route = createFileRoute('/myApplications/offers')({
  component: OffersPageRoute,
});

function OffersPageRoute() {
  usePageTitle(m.page_my_offers);
  return <OffersPage />;
}
