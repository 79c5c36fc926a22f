import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { CvMaker } from '../features/cvs/CvMaker';

const searchSchema = z.object({
  id: z.optional(z.coerce.number().check(z.int(), z.positive())),
});

export const Route = createFileRoute('/cv-maker')({
  validateSearch: searchSchema,
  component: CvMakerPage,
});

function CvMakerPage() {
  const { id } = Route.useSearch();
  return <CvMaker cvId={id} />;
}
