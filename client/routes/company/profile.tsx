import { createFileRoute } from '@tanstack/react-router';
import { CompanyProfilePage } from '../../features/company-profile/CompanyProfilePage';
import { preparingCompanyPagesOnly } from '../../features/shell/route-guards';
import { usePageTitle } from '../../features/shell/page-titles';
import { m } from '../../paraglide/messages';

export const Route = createFileRoute('/company/profile')({
  beforeLoad: preparingCompanyPagesOnly,
  component: CompanyProfilePageRoute,
});

function CompanyProfilePageRoute() {
  usePageTitle(m.cp_title);
  return <CompanyProfilePage />;
}
