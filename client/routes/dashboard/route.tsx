import { createFileRoute } from '@tanstack/react-router';
import { seekerPagesOnly } from '../../features/shell/route-guards';

/** Everything under /dashboard is the job seeker's own. */
export const Route = createFileRoute('/dashboard')({
  beforeLoad: seekerPagesOnly,
});
