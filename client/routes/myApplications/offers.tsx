import { createFileRoute } from '@tanstack/react-router';
import { OffersPage } from '../../features/applications/OffersPage';

export const Route = createFileRoute('/myApplications/offers')({
  component: OffersPage,
});
