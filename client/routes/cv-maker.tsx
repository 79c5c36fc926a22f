import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { CvImportPicker } from '../features/cv-import/CvImportPicker';
import { CvImportReview } from '../features/cvs/CvImportReview';
import { CvMaker } from '../features/cvs/CvMaker';
import type { CvImportDraft } from '../lib/cv-import-draft';
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
  /**
   * The section to open first ("How you match" links a gap to the section that closes it); the maker checks it. A new
   * CV's `import` section starts from a file the seeker already has (docs/product.md#cv-import).
   */
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
  const { id, section } = Route.useSearch();
  return id === undefined && section === importSection ? <CvImportPage /> : <MakerPage />;
}

function MakerPage() {
  usePageTitle(m.cv_maker_title);
  const { id, apply, guest, section, back } = Route.useSearch();
  return <CvMaker cvId={id} section={section} backToJob={back} applyTo={apply === undefined ? undefined : { jobId: apply, guest: guest === true }} />;
}

const importSection = 'import';

/**
 * /cv-maker?section=import (docs/product.md#cv-import): a file read in the browser (the cv-import feature), then reviewed
 * with the CV maker's own sections (the cvs feature) and saved as a new CV. The draft lives only in this page. (The
 * maker's own address: a route of its own would add to every first page's route list.)
 */
function CvImportPage() {
  usePageTitle(m.cv_import_title);
  const navigate = useNavigate();
  const [draft, setDraft] = useState<CvImportDraft>();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-bold">{draft ? m.cv_import_review_title() : m.cv_import_title()}</h1>
      {draft ? <CvImportReview draft={draft} onCancel={() => void navigate({ to: '/dashboard' })} /> : <CvImportPicker onRead={setDraft} />}
    </div>
  );
}
