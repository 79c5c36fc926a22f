import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../features/shell/PagePlaceholder';
import { m } from '../../paraglide/messages';

export const Route = createFileRoute('/dashboard/')({
  component: () => <PagePlaceholder title={m.page_dashboard()} />,
});
