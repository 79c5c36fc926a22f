import { createFileRoute } from '@tanstack/react-router';
import { AuditLogPage } from '../../features/admin/AuditLogPage';
import { adminPagesOnly } from '../../features/shell/route-guards';

export const Route = createFileRoute('/admin/audit-log')({
  beforeLoad: adminPagesOnly,
  component: AuditLogPage,
});
