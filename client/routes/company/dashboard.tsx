import { createFileRoute, redirect } from '@tanstack/react-router';
import { DashboardPage } from '../../features/company-dashboard/DashboardPage';
import { approvedCompanyPagesOnly, type GuardInput } from '../../lib/route-guards';
import { usePageTitle } from '../../lib/page-titles';
import { m } from '../../paraglide/messages';

/** docs/product.md#screens-and-routes: the dashboard is for screens 768 px and wider; a company on a narrower one lands on its jobs list. */
const wideScreen = '(min-width: 768px)';

export const Route = createFileRoute('/company/dashboard')({
  beforeLoad: async (input: GuardInput) => {
    await approvedCompanyPagesOnly(input);
    if (!window.matchMedia(wideScreen).matches) throw redirect({ to: '/company/jobs', replace: true });
  },
  component: DashboardPageRoute,
});

function DashboardPageRoute() {
  usePageTitle(m.page_company_dashboard);
  return <DashboardPage />;
}
