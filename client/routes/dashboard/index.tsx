import { createFileRoute } from '@tanstack/react-router';
import { AlertsLink } from '../../features/alerts/AlertsLink';
import { DashboardCounts } from '../../features/applications/DashboardCounts';
import { CvDashboard } from '../../features/cvs/CvDashboard';
import { JobsForYou } from '../../features/jobs/JobsForYou';
import { SavedJobs } from '../../features/jobs/SavedJobs';
import { MyRegistrations } from '../../features/programs/MyRegistrations';
import { usePageTitle } from '../../lib/page-titles';
import { m } from '../../paraglide/messages';

export const Route = createFileRoute('/dashboard/')({
  component: SeekerDashboard,
});

function SeekerDashboard() {
  usePageTitle(m.page_dashboard);
  return (
    <div className="flex flex-col gap-10">
      <CvDashboard overview={<DashboardCounts />} />
      <JobsForYou />
      <SavedJobs />
      <MyRegistrations />
      <AlertsLink />
    </div>
  );
}
