import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPage } from '../features/pages/InfoPage';
import { usePageTitle } from '../lib/page-titles';
import { m } from '../paraglide/messages';

export const Route = createFileRoute('/privacy')({
  component: PrivacyPageRoute,
});

function PrivacyPageRoute() {
  usePageTitle(m.page_privacy);
  return <PrivacyPage />;
}
