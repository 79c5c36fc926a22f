import { createFileRoute } from '@tanstack/react-router';
import { ProgramPage } from '../../features/programs/ProgramPage';

export const Route = createFileRoute('/programs/$id')({
  component: function Item() {
    return <ProgramPage kind="program" id={Route.useParams().id} />;
  },
});
