import { createFileRoute } from '@tanstack/react-router';
import { JobsPage } from '../../features/admin/JobsPage';
import { adminPagesOnly } from '../../features/shell/route-guards';

export const Route = createFileRoute('/admin/jobs')({
  beforeLoad: adminPagesOnly,
  component: JobsPage,
});
