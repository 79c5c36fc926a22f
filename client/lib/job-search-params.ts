import { experienceLevels, salaryCurrencies, workplaces } from '../../db/schema/job-values';
import type { JobSearch } from '../../worker/features/jobs/jobs.schemas';
import { type SearchInput, searchChoice, searchId, searchText } from './search-params';

/**
 * The search on /explore-jobs as the address bar holds it, so a search can be shared and a reload shows the same
 * results. Read without zod (this runs with the first page); the value lists come from job-values.ts, and the two
 * lists that live beside the zod schema are checked against its types here.
 */
export const postedWithinChoices = ['1d', '3d', '7d', '30d'] as const satisfies readonly NonNullable<JobSearch['posted_within']>[];
export const sortChoices = ['relevance', 'newest', 'match'] as const satisfies readonly NonNullable<JobSearch['sort']>[];
/** "Load more" as far as this many pages is kept in the address; a reload fetches them again, page by page. */
export const maxRememberedPages = 10;
const maxCities = 30;

export interface JobFilters {
  q?: string | undefined;
  city?: number[] | undefined;
  job_type?: number | undefined;
  sector?: number | undefined;
  position?: number | undefined;
  workplace?: (typeof workplaces)[number] | undefined;
  experience?: (typeof experienceLevels)[number] | undefined;
  salary_min?: number | undefined;
  currency?: (typeof salaryCurrencies)[number] | undefined;
  posted?: (typeof postedWithinChoices)[number] | undefined;
  sort?: (typeof sortChoices)[number] | undefined;
  pages?: number | undefined;
}

/** One city (`?city=3`, as older links have it) or several (`?city=[3,5]`). */
function searchIds(value: unknown): number[] | undefined {
  const list = Array.isArray(value) ? value : [value];
  const ids = [...new Set(list.map(searchId).filter((id): id is number => id !== undefined))].slice(0, maxCities);
  return ids.length > 0 ? ids : undefined;
}

function searchAmount(value: unknown): number | undefined {
  const amount = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof amount === 'number' && Number.isSafeInteger(amount) && amount >= 0 ? amount : undefined;
}

export function readJobFilters(search: SearchInput): JobFilters {
  const text = searchText(search.q)?.slice(0, 500);
  const pages = searchId(search.pages);
  const salary = searchAmount(search.salary_min);
  const currency = searchChoice(salaryCurrencies, search.currency);
  return {
    q: text?.trim() ? text : undefined,
    city: searchIds(search.city),
    job_type: searchId(search.job_type),
    sector: searchId(search.sector),
    position: searchId(search.position),
    workplace: searchChoice(workplaces, search.workplace),
    experience: searchChoice(experienceLevels, search.experience),
    // An amount means nothing without its currency (the server would refuse it): both or neither.
    salary_min: currency ? salary : undefined,
    currency: salary !== undefined ? currency : undefined,
    posted: searchChoice(postedWithinChoices, search.posted),
    sort: searchChoice(sortChoices, search.sort),
    pages: pages && pages > 1 ? Math.min(pages, maxRememberedPages) : undefined,
  };
}

/** The filters narrowing the search (not the words, the order or the pages): what "Clear filters" removes. */
export function hasFilters(filters: JobFilters): boolean {
  return Boolean(
    filters.city ||
    filters.job_type ||
    filters.sector ||
    filters.position ||
    filters.workplace ||
    filters.experience ||
    filters.salary_min !== undefined ||
    filters.posted,
  );
}

export const pageSize = 20;

/** The tRPC input of jobs.search for these filters (without the cursor, which the infinite query adds). */
export function searchInputOf(filters: JobFilters): Omit<JobSearch, 'cursor'> {
  return {
    q: filters.q ?? '',
    city_id: filters.city ?? [],
    job_type_id: filters.job_type,
    sector_id: filters.sector,
    position_id: filters.position,
    workplace: filters.workplace,
    experience_level: filters.experience,
    salary_min: filters.salary_min,
    currency: filters.currency,
    posted_within: filters.posted,
    sort: filters.sort,
    limit: pageSize,
  };
}
