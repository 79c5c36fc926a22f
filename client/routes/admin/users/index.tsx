import { createFileRoute } from '@tanstack/react-router';
import { UsersPage } from '../../../features/admin/UsersPage';
import { adminPagesOnly } from '../../../features/shell/route-guards';

export const Route = createFileRoute('/admin/users/')({
  beforeLoad: adminPagesOnly,
  component: UsersPage,
});
