import { createFileRoute } from '@tanstack/react-router';
import { seekerPagesOnly } from '../../lib/route-guards';

/** Everything under /dashboard is the job seeker's own. */
export const Route = createFileRoute('/dashboard')({
  beforeLoad: seekerPagesOnly,
});
