import { createFileRoute } from '@tanstack/react-router';
import { seekerPagesOnly } from '../../features/shell/route-guards';

/** The job seeker's applications, offers and interviews: theirs alone. */
export const Route = createFileRoute('/myApplications')({
  beforeLoad: seekerPagesOnly,
});
