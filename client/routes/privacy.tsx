import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPage } from '../features/pages/InfoPage';

export const Route = createFileRoute('/privacy')({
  component: PrivacyPage,
});
