// The value lists without zod: a route's search reader loads with the first page.
import { type ApplicantSort, applicantSorts, type ApplicationStage, applicationStages } from '../../../db/schema/application-stages';
import { type SearchInput, searchChoice, searchId, searchText } from '../../lib/search-params';

export const applicantViews = ['board', 'table'] as const;
export type ApplicantView = (typeof applicantViews)[number];

/** Everything a company sees on a job's applicants page, in the address: a view can be shared and comes back. */
export interface ApplicantsSearch {
  view?: ApplicantView | undefined;
  stage?: ApplicationStage | undefined;
  sort?: ApplicantSort | undefined;
  min_rating?: number | undefined;
  match?: true | undefined;
  /** "Not a fit": applicants whose answer failed a knock-out question; "fit": everyone else. */
  fit?: 'fit' | 'not_a_fit' | undefined;
  /** Only applicants whose CV meets every must-have. */
  must?: true | undefined;
  q?: string | undefined;
  /** The applicant whose panel is open. */
  application?: number | undefined;
}

export const applicantFits = ['fit', 'not_a_fit'] as const;

export function readApplicantsSearch(search: SearchInput): ApplicantsSearch {
  const rating = searchId(search.min_rating);
  const q = searchText(search.q)?.slice(0, 100);
  const flag = (value: unknown) => (value === true || value === 'true' ? (true as const) : undefined);
  return {
    view: searchChoice(applicantViews, search.view),
    stage: searchChoice(applicationStages, search.stage),
    sort: searchChoice(applicantSorts, search.sort),
    min_rating: rating && rating <= 5 ? rating : undefined,
    match: flag(search.match),
    fit: searchChoice(applicantFits, search.fit),
    must: flag(search.must),
    q: q || undefined,
    application: searchId(search.application),
  };
}
