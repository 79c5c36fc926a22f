import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../features/shell/PagePlaceholder';
import { m } from '../paraglide/messages';

export const Route = createFileRoute('/status')({
  component: () => <PagePlaceholder title={m.page_status()} />,
});
