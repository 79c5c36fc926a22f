import { createFileRoute } from '@tanstack/react-router';
import { CvMaker } from '../features/cvs/CvMaker';
import { seekerPagesOnly } from '../lib/route-guards';
import { type SearchInput, searchId } from '../lib/search-params';
import { usePageTitle } from '../lib/page-titles';
import { m } from '../paraglide/messages';

export interface CvMakerSearch {
  id?: number;
  /** Apply mode: the job whose apply wizard opened the maker, and goes on with the CV made here. */
  apply?: number;
  /** In apply mode, the wizard of someone applying without an account. */
  guest?: boolean;
  /** The section to open first ("How you match" links a gap to the section that closes it); the maker checks it. */
  section?: string;
  /** The job to go back to when done. */
  back?: number;
}

/** The CV being edited; without one (or with an id that is not one) the maker starts a new CV. */
function readCvMakerSearch(search: SearchInput): CvMakerSearch {
  const apply = searchId(search.apply);
  // Checked against the CV's sections by the maker itself: their list lives with zod, which this route must not load.
  const section = typeof search.section === 'string' ? search.section : undefined;
  return { id: searchId(search.id), apply, guest: apply !== undefined && search.guest === true ? true : undefined, section, back: searchId(search.back) };
}

export const Route = createFileRoute('/cv-maker')({
  validateSearch: readCvMakerSearch,
  beforeLoad: seekerPagesOnly,
  component: CvMakerPage,
});

function CvMakerPage() {
  usePageTitle(m.cv_maker_title);
  const { id, apply, guest, section, back } = Route.useSearch();
  return <CvMaker cvId={id} section={section} backToJob={back} applyTo={apply === undefined ? undefined : { jobId: apply, guest: guest === true }} />;
}
