import { createFileRoute } from '@tanstack/react-router';
import { CvDashboard } from '../../features/cvs/CvDashboard';

export const Route = createFileRoute('/dashboard/')({
  component: CvDashboard,
});
