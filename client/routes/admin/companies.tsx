import { createFileRoute } from '@tanstack/react-router';
import { CompaniesPage } from '../../features/admin/CompaniesPage';
import { adminPagesOnly } from '../../features/shell/route-guards';

export const Route = createFileRoute('/admin/companies')({
  beforeLoad: adminPagesOnly,
  component: CompaniesPage,
});
