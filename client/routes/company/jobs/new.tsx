import { createFileRoute } from '@tanstack/react-router';
import { NewJobPage } from '../../../features/company-jobs/JobPages';

export const Route = createFileRoute('/company/jobs/new')({
  component: NewJobPage,
});
