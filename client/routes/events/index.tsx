import { createFileRoute } from '@tanstack/react-router';
import { ProgramsListPage } from '../../features/programs/ProgramsListPage';
import { usePageTitle } from '../../lib/page-titles';
import { m } from '../../paraglide/messages';

export const Route = createFileRoute('/events/')({
  component: function Upcoming() {
    usePageTitle(m.pe_events_title);
    return <ProgramsListPage kind="event" />;
  },
});
