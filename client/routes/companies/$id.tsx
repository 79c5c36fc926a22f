import { createFileRoute } from '@tanstack/react-router';
import { CompanyPage } from '../../features/jobs/CompanyPage';
import { FollowButton } from '../../features/notifications/FollowButton';
import { usePageTitle } from '../../lib/page-titles';
import { m } from '../../paraglide/messages';

export const Route = createFileRoute('/companies/$id')({
  component: CompanyPageRoute,
});

function CompanyPageRoute() {
  usePageTitle(m.page_company);
  return <CompanyPage followButton={(company) => <FollowButton company={company} />} />;
}
