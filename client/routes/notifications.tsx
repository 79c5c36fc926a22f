import { createFileRoute } from '@tanstack/react-router';
import { NotificationsPage } from '../features/notifications/NotificationsPage';
import { memberPagesOnly } from '../lib/route-guards';
import { usePageTitle } from '../lib/page-titles';
import { m } from '../paraglide/messages';

export const Route = createFileRoute('/notifications')({
  beforeLoad: memberPagesOnly,
  component: NotificationsPageRoute,
});

function NotificationsPageRoute() {
  usePageTitle(m.nt_title);
  return <NotificationsPage />;
}
