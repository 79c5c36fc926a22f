import { createFileRoute } from '@tanstack/react-router';
import { CompanyProfilePage } from '../../features/company-profile/CompanyProfilePage';
import { approvedCompanyPagesOnly } from '../../features/shell/route-guards';

export const Route = createFileRoute('/company/profile')({
  beforeLoad: approvedCompanyPagesOnly,
  component: CompanyProfilePage,
});
