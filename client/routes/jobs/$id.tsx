import { createFileRoute } from '@tanstack/react-router';
import { JobPage } from '../../features/jobs/JobPage';

export const Route = createFileRoute('/jobs/$id')({
  component: JobPage,
});
