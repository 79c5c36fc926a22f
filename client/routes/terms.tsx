import { createFileRoute } from '@tanstack/react-router';
import { TermsPage } from '../features/pages/InfoPage';

export const Route = createFileRoute('/terms')({
  component: TermsPage,
});
