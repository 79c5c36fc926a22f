import { createFileRoute } from '@tanstack/react-router';
import { CompanyProfilePage } from '../../features/company-profile/CompanyProfilePage';
import { correctingCompanyPagesOnly } from '../../features/shell/route-guards';

export const Route = createFileRoute('/company/profile')({
  beforeLoad: correctingCompanyPagesOnly,
  component: CompanyProfilePage,
});
