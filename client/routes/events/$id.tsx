import { createFileRoute } from '@tanstack/react-router';
import { ProgramPage } from '../../features/programs/ProgramPage';
import { usePageTitle } from '../../lib/page-titles';
import { m } from '../../paraglide/messages';

export const Route = createFileRoute('/events/$id')({
  component: function Item() {
    usePageTitle(m.pe_events_title);
    return <ProgramPage kind="event" id={Route.useParams().id} />;
  },
});
