import { createFileRoute } from '@tanstack/react-router';
import { CvMaker } from '../features/cvs/CvMaker';
import { seekerPagesOnly } from '../features/shell/route-guards';
import { type SearchInput, searchId } from '../lib/search-params';
import { usePageTitle } from '../features/shell/page-titles';
import { m } from '../paraglide/messages';

export interface CvMakerSearch {
  id?: number;
  /** Apply mode: the job whose apply wizard opened the maker, and goes on with the CV made here. */
  apply?: number;
  /** In apply mode, the wizard of someone applying without an account. */
  guest?: boolean;
}

/** The CV being edited; without one (or with an id that is not one) the maker starts a new CV. */
function readCvMakerSearch(search: SearchInput): CvMakerSearch {
  const apply = searchId(search.apply);
  return { id: searchId(search.id), apply, guest: apply !== undefined && search.guest === true ? true : undefined };
}

export const Route = createFileRoute('/cv-maker')({
  validateSearch: readCvMakerSearch,
  beforeLoad: seekerPagesOnly,
  component: CvMakerPage,
});

function CvMakerPage() {
  usePageTitle(m.cv_maker_title);
  const { id, apply, guest } = Route.useSearch();
  return <CvMaker cvId={id} applyTo={apply === undefined ? undefined : { jobId: apply, guest: guest === true }} />;
}
