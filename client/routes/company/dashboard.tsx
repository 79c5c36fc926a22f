import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../features/shell/PagePlaceholder';
import { approvedCompanyPagesOnly } from '../../features/shell/route-guards';
import { m } from '../../paraglide/messages';

export const Route = createFileRoute('/company/dashboard')({
  beforeLoad: approvedCompanyPagesOnly,
  component: () => <PagePlaceholder title={m.page_company_dashboard()} />,
});
