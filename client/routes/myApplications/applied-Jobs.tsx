import { createFileRoute } from '@tanstack/react-router';
// The tab list alone, without zod: what a route's search reader imports loads with every first page.
import { type ApplicationTab, applicationTabs } from '../../../db/schema/application-tabs';
import { AppliedJobsPage } from '../../features/applications/AppliedJobsPage';
import { type SearchInput, searchChoice } from '../../lib/search-params';
import { usePageTitle } from '../../lib/page-titles';
import { m } from '../../paraglide/messages';

export const Route = createFileRoute('/myApplications/applied-Jobs')({
  validateSearch: (search: SearchInput): { type?: ApplicationTab } => {
    const type = searchChoice(applicationTabs, search.type);
    return type && type !== 'all' ? { type } : {};
  },
  component: AppliedJobsRoute,
});

function AppliedJobsRoute() {
  usePageTitle(m.page_applied_jobs);
  const { type } = Route.useSearch();
  return <AppliedJobsPage tab={type ?? 'all'} />;
}
