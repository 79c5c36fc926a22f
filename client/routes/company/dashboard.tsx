import { createFileRoute, Link } from '@tanstack/react-router';
import { PagePlaceholder } from '../../features/shell/PagePlaceholder';
import { approvedCompanyPagesOnly } from '../../features/shell/route-guards';
import { m } from '../../paraglide/messages';

export const Route = createFileRoute('/company/dashboard')({
  beforeLoad: approvedCompanyPagesOnly,
  component: () => (
    <div className="flex flex-col gap-4">
      <Link
        to="/company/jobs"
        className="inline-flex min-h-11 items-center self-start rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
      >
        {m.cj_dashboard_link()}
      </Link>
      <PagePlaceholder title={m.page_company_dashboard()} />
    </div>
  ),
});
