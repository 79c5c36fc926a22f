import { createFileRoute } from '@tanstack/react-router';
import { adminPagesOnly } from '../../features/programs/admin/admin-guard';
import { AdminProgramsPage } from '../../features/programs/admin/AdminProgramsPage';

/** Standalone for now: the admin console's layout links here. */
export const Route = createFileRoute('/admin/events')({
  beforeLoad: adminPagesOnly,
  component: function AdminItems() {
    return <AdminProgramsPage kind="event" />;
  },
});
