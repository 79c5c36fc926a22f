import { createFileRoute } from '@tanstack/react-router';
import { ProgramPage } from '../../features/programs/ProgramPage';
import { usePageTitle } from '../../lib/page-titles';
import { m } from '../../paraglide/messages';

export const Route = createFileRoute('/programs/$id')({
  component: function Item() {
    usePageTitle(m.pe_programs_title);
    return <ProgramPage kind="program" id={Route.useParams().id} />;
  },
});
