import type { AlertFrequency, AlertSearch, JobAlert } from '../../../worker/features/alerts/alerts.schemas';
import { type JobFilters, searchInputOf } from '../../lib/job-search-params';
import { m } from '../../paraglide/messages';

/** The search of /explore-jobs as an alert keeps it: the words and the filters (not the order, the pages or "posted within"). */
export function alertSearchOf(filters: JobFilters): AlertSearch {
  const { posted_within: _posted, sort: _sort, limit: _limit, ...search } = searchInputOf(filters);
  return search;
}

/** The address of an alert's search on /explore-jobs (newest first, as the mails list them; a CV alert's by best match). */
export function filtersOfAlert(alert: AlertSearch): JobFilters {
  return {
    q: alert.q || undefined,
    city: alert.city_id.length > 0 ? alert.city_id : undefined,
    job_type: alert.job_type_id,
    sector: alert.sector_id,
    position: alert.position_id,
    workplace: alert.workplace,
    experience: alert.experience_level,
    salary_min: alert.salary_min,
    currency: alert.currency,
    sort: alert.match_cv ? 'match' : 'newest',
  };
}

export const frequencyLabel: Record<AlertFrequency, () => string> = {
  instant: () => m.al_frequency_instant(),
  daily: () => m.al_frequency_daily(),
  weekly: () => m.al_frequency_weekly(),
};

/** How many filters narrow an alert besides its words. */
export function filterCount(search: AlertSearch): number {
  const { city_id, job_type_id, sector_id, position_id, workplace, experience_level, salary_min } = search;
  return [city_id.length > 0, job_type_id, sector_id, position_id, workplace, experience_level, salary_min !== undefined].filter(Boolean).length;
}

export type { AlertFrequency, JobAlert };
