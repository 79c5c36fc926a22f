import { createFileRoute } from '@tanstack/react-router';
import { AlertsPage } from '../../features/alerts/AlertsPage';
import { usePageTitle } from '../../lib/page-titles';
import { m } from '../../paraglide/messages';

export const Route = createFileRoute('/dashboard/alerts')({
  component: AlertsPageRoute,
});

function AlertsPageRoute() {
  usePageTitle(m.al_page_title);
  return <AlertsPage />;
}
