import { createFileRoute } from '@tanstack/react-router';
import { AdminLayout } from '../../features/admin/AdminLayout';

/** The admin console (issue 14): its own navigation around every /admin page. */
export const Route = createFileRoute('/admin')({
  component: AdminLayout,
});
