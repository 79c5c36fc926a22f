import { createFileRoute } from '@tanstack/react-router';
import { CvMaker } from '../features/cvs/CvMaker';
import { seekerPagesOnly } from '../features/shell/route-guards';
import { type SearchInput, searchId } from '../lib/search-params';

/** The CV being edited; without one (or with an id that is not one) the maker starts a new CV. */
function readCvId(search: SearchInput): { id?: number } {
  return { id: searchId(search.id) };
}

export const Route = createFileRoute('/cv-maker')({
  validateSearch: readCvId,
  beforeLoad: seekerPagesOnly,
  component: CvMakerPage,
});

function CvMakerPage() {
  const { id } = Route.useSearch();
  return <CvMaker cvId={id} />;
}
