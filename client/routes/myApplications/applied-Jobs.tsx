import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../features/shell/PagePlaceholder';
import { m } from '../../paraglide/messages';

export const Route = createFileRoute('/myApplications/applied-Jobs')({
  component: () => <PagePlaceholder title={m.page_applied_jobs()} />,
});
