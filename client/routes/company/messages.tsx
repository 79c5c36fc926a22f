import { createFileRoute } from '@tanstack/react-router';
import { MessagesPage } from '../../features/messages/MessagesPage';
import { approvedCompanyPagesOnly } from '../../lib/route-guards';
import { readThreadSearch } from '../../lib/search-params';
import { usePageTitle } from '../../lib/page-titles';
import { m } from '../../paraglide/messages';

export const Route = createFileRoute('/company/messages')({
  beforeLoad: approvedCompanyPagesOnly,
  validateSearch: readThreadSearch,
  component: function CompanyMessages() {
    usePageTitle(m.messages_title);
    return <MessagesPage side="company" threadId={Route.useSearch().thread} />;
  },
});
