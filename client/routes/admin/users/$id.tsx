import { createFileRoute } from '@tanstack/react-router';
import { UserProfilePage } from '../../../features/admin/UserProfilePage';
import { adminPagesOnly } from '../../../features/shell/route-guards';

export const Route = createFileRoute('/admin/users/$id')({
  beforeLoad: adminPagesOnly,
  component: function AdminUserRoute() {
    const { id } = Route.useParams();
    // Keyed by the id: another profile starts from its own state, not the last one's dialogs.
    return <UserProfilePage key={id} id={Number(id)} />;
  },
});
