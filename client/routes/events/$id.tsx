import { createFileRoute } from '@tanstack/react-router';
import { ProgramPage } from '../../features/programs/ProgramPage';

export const Route = createFileRoute('/events/$id')({
  component: function Item() {
    return <ProgramPage kind="event" id={Route.useParams().id} />;
  },
});
