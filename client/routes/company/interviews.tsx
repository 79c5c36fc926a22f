import { createFileRoute } from '@tanstack/react-router';
import type { InterviewSortType } from '../../../worker/features/interviews/interviews.schemas';
import { CompanyInterviewsPage } from '../../features/interviews/CompanyInterviewsPage';
import { approvedCompanyPagesOnly } from '../../lib/route-guards';
import { type SearchInput, searchChoice } from '../../lib/search-params';
import { usePageTitle } from '../../lib/page-titles';
import { m } from '../../paraglide/messages';

/** Named here, not imported: route definitions load with the first page, and the schemas module brings zod. */
const sorts: readonly InterviewSortType[] = ['desc', 'asc'];

export const Route = createFileRoute('/company/interviews')({
  beforeLoad: approvedCompanyPagesOnly,
  validateSearch: (search: SearchInput): { sort?: InterviewSortType | undefined } => ({ sort: searchChoice(sorts, search.sort) }),
  component: function CompanyInterviews() {
    usePageTitle(m.iv_page_title);
    return <CompanyInterviewsPage sort={Route.useSearch().sort ?? 'desc'} />;
  },
});
