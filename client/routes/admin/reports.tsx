import { createFileRoute } from '@tanstack/react-router';
import { ReportsPage } from '../../features/admin/ReportsPage';
import { adminPagesOnly } from '../../features/shell/route-guards';

export const Route = createFileRoute('/admin/reports')({
  beforeLoad: adminPagesOnly,
  component: ReportsPage,
});
