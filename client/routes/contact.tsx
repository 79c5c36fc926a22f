import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../features/pages/InfoPage';

export const Route = createFileRoute('/contact')({
  component: ContactPage,
});
