import { createFileRoute } from '@tanstack/react-router';
import { NotificationsPage } from '../features/notifications/NotificationsPage';
import { memberPagesOnly } from '../features/shell/route-guards';

export const Route = createFileRoute('/notifications')({
  beforeLoad: memberPagesOnly,
  component: NotificationsPage,
});
