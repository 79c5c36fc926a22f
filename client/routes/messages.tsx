import { createFileRoute } from '@tanstack/react-router';
import { MessagesPage } from '../features/messages/MessagesPage';
import { seekerPagesOnly } from '../lib/route-guards';
import { readThreadSearch } from '../lib/search-params';
import { usePageTitle } from '../lib/page-titles';
import { m } from '../paraglide/messages';

export const Route = createFileRoute('/messages')({
  beforeLoad: seekerPagesOnly,
  validateSearch: readThreadSearch,
  component: function SeekerMessages() {
    usePageTitle(m.messages_title);
    return <MessagesPage side="account" threadId={Route.useSearch().thread} />;
  },
});
