import { type SearchInput, searchId } from '../../lib/search-params';

/**
 * The address of a wizard: the step shown (1-based, as the person reads it) and the CV chosen, so the browser's
 * Back, a refresh and the trip through the CV maker land on the same step with the same CV. Read with a few lines
 * rather than a schema: route definitions load with the first page.
 */
export interface ApplySearch {
  step?: number;
  cv?: number;
}

/** cv, questions (when the job asks any), statement, requirements. */
export const wizardStepCount = 4;

export function readApplySearch(search: SearchInput): ApplySearch {
  const step = searchId(search.step);
  return { step: step !== undefined && step <= wizardStepCount ? step : undefined, cv: searchId(search.cv) };
}
