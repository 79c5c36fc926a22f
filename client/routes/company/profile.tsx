import { createFileRoute } from '@tanstack/react-router';
import { ChangePasswordForm } from '../../features/auth/ChangePasswordForm';
import { CompanyProfilePage } from '../../features/company-profile/CompanyProfilePage';
import { preparingCompanyPagesOnly } from '../../lib/route-guards';
import { usePageTitle } from '../../lib/page-titles';
import { m } from '../../paraglide/messages';

export const Route = createFileRoute('/company/profile')({
  beforeLoad: preparingCompanyPagesOnly,
  component: CompanyProfilePageRoute,
});

function CompanyProfilePageRoute() {
  usePageTitle(m.cp_title);
  return <CompanyProfilePage passwordForm={(email) => <ChangePasswordForm email={email} />} />;
}
