import { createFileRoute } from '@tanstack/react-router';
import { HelpPage } from '../features/pages/InfoPage';

export const Route = createFileRoute('/help')({
  component: HelpPage,
});
