import { createFileRoute } from '@tanstack/react-router';
import { ProgramsListPage } from '../../features/programs/ProgramsListPage';

export const Route = createFileRoute('/events/')({
  component: function Upcoming() {
    return <ProgramsListPage kind="event" />;
  },
});
