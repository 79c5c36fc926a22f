import { createFileRoute } from '@tanstack/react-router';
import { seekerPagesOnly } from '../../lib/route-guards';

/** The job seeker's applications, offers and interviews: theirs alone. */
export const Route = createFileRoute('/myApplications')({
  beforeLoad: seekerPagesOnly,
});
