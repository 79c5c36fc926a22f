import { createFileRoute } from '@tanstack/react-router';
import { ProgramsListPage } from '../../features/programs/ProgramsListPage';

export const Route = createFileRoute('/programs/')({
  component: function Upcoming() {
    return <ProgramsListPage kind="program" />;
  },
});
