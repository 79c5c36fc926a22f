import { createFileRoute } from '@tanstack/react-router';
import { HelpPage } from '../features/pages/InfoPage';
import { usePageTitle } from '../lib/page-titles';
import { m } from '../paraglide/messages';

export const Route = createFileRoute('/help')({
  component: HelpPageRoute,
});

function HelpPageRoute() {
  usePageTitle(m.page_help);
  return <HelpPage />;
}
