import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../features/pages/InfoPage';
import { usePageTitle } from '../lib/page-titles';
import { m } from '../paraglide/messages';

export const Route = createFileRoute('/contact')({
  component: ContactPageRoute,
});

function ContactPageRoute() {
  usePageTitle(m.page_contact);
  return <ContactPage />;
}
