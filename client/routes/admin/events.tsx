import { AdminFrame } from '../../features/admin/AdminLayout';
import { createFileRoute } from '@tanstack/react-router';
import { adminPagesOnly } from '../../features/programs/admin/admin-guard';
import { AdminProgramsPage } from '../../features/programs/admin/AdminProgramsPage';
import { usePageTitle } from '../../lib/page-titles';
import { m } from '../../paraglide/messages';

/** In the admin console's frame: its navigation, and the password dialog its writes may need. */
export const Route = createFileRoute('/admin/events')({
  beforeLoad: adminPagesOnly,
  component: function AdminItems() {
    usePageTitle(m.pe_admin_events_title);
    return (
      <AdminFrame>
        <AdminProgramsPage kind="event" />
      </AdminFrame>
    );
  },
});
