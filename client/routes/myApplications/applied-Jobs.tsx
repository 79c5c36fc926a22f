import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '../../features/shell/PagePlaceholder';
import { seekerPagesOnly } from '../../features/shell/route-guards';
import { m } from '../../paraglide/messages';

export const Route = createFileRoute('/myApplications/applied-Jobs')({
  beforeLoad: seekerPagesOnly,
  component: () => <PagePlaceholder title={m.page_applied_jobs()} />,
});
