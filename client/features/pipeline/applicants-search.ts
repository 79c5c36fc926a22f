// The value lists without zod: a route's search reader loads with the first page.
import { type ApplicantSort, applicantSorts, type ApplicationStage, applicationStages } from '../../../db/schema/application-stages';
import { type SearchInput, searchChoice, searchId, searchText } from '../../lib/search-params';

export const applicantViews = ['board', 'table'] as const;
export type ApplicantView = (typeof applicantViews)[number];

/** Everything a company sees on a job's applicants page, in the address: a view can be shared and comes back. */
export interface ApplicantsSearch {
  view?: ApplicantView;
  stage?: ApplicationStage;
  sort?: ApplicantSort;
  min_rating?: number;
  match?: true;
  /** "Not a fit": applicants whose answer failed a knock-out question; "fit": everyone else. */
  fit?: 'fit' | 'not_a_fit';
  /** Only applicants whose CV meets every must-have. */
  must?: true;
  q?: string;
  /** The applicant whose panel is open. */
  application?: number;
}

export const applicantFits = ['fit', 'not_a_fit'] as const;

export function readApplicantsSearch(search: SearchInput): ApplicantsSearch {
  const rating = searchId(search.min_rating);
  const q = searchText(search.q)?.slice(0, 100);
  return {
    ...(searchChoice(applicantViews, search.view) ? { view: searchChoice(applicantViews, search.view) } : {}),
    ...(searchChoice(applicationStages, search.stage) ? { stage: searchChoice(applicationStages, search.stage) } : {}),
    ...(searchChoice(applicantSorts, search.sort) ? { sort: searchChoice(applicantSorts, search.sort) } : {}),
    ...(rating && rating <= 5 ? { min_rating: rating } : {}),
    ...(search.match === true || search.match === 'true' ? { match: true as const } : {}),
    ...(searchChoice(applicantFits, search.fit) ? { fit: searchChoice(applicantFits, search.fit) } : {}),
    ...(search.must === true || search.must === 'true' ? { must: true as const } : {}),
    ...(q ? { q } : {}),
    ...(searchId(search.application) ? { application: searchId(search.application) } : {}),
  };
}
