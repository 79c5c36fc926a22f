import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { CvMaker } from '../features/cvs/CvMaker';
import { seekerPagesOnly } from '../features/shell/route-guards';

const searchSchema = z.object({
  id: z.optional(z.coerce.number().check(z.int(), z.positive())),
});

export const Route = createFileRoute('/cv-maker')({
  validateSearch: searchSchema,
  beforeLoad: seekerPagesOnly,
  component: CvMakerPage,
});

function CvMakerPage() {
  const { id } = Route.useSearch();
  return <CvMaker cvId={id} />;
}
