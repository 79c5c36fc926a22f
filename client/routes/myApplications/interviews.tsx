import { createFileRoute } from '@tanstack/react-router';
import { InterviewsPage } from '../../features/applications/InterviewsPage';

export const Route = createFileRoute('/myApplications/interviews')({
  component: InterviewsPage,
});
