import { createFileRoute } from '@tanstack/react-router';
import { CompanyPage } from '../../features/jobs/CompanyPage';

export const Route = createFileRoute('/companies/$id')({
  component: CompanyPage,
});
