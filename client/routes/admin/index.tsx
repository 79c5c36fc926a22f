import { createFileRoute } from '@tanstack/react-router';
import { AdminHome } from '../../features/admin/OverviewPage';

/** /admin: the admins' sign-in for visitors, the overview once signed in. */
export const Route = createFileRoute('/admin/')({
  component: AdminHome,
});
