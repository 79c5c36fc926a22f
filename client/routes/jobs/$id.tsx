import { createFileRoute } from '@tanstack/react-router';
import { JobPage } from '../../features/jobs/JobPage';
import { FollowButton } from '../../features/notifications/FollowButton';
import { usePageTitle } from '../../lib/page-titles';
import { m } from '../../paraglide/messages';

export const Route = createFileRoute('/jobs/$id')({
  component: JobPageRoute,
});

function JobPageRoute() {
  usePageTitle(m.page_job);
  return <JobPage followButton={(company) => <FollowButton company={company} />} />;
}
