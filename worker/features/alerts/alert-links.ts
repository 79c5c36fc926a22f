import type { AlertSearch } from './alerts.schemas';

/** Text the router would read back as another type (a number, `true`) is written as a JSON string, as it writes it. */
function routerText(text: string): string {
  try {
    JSON.parse(text);
    return JSON.stringify(text);
  } catch {
    return text;
  }
}

/**
 * `/explore-jobs` showing an alert's search, in the address format of the search page (client/features/jobs/
 * search-params.ts: `city=[1,2]`, `job_type=3`, …), newest first as an alert lists them; a CV alert's by best match.
 */
export function exploreJobsPath(search: AlertSearch): string {
  const params = new URLSearchParams();
  if (search.q.trim()) params.set('q', routerText(search.q.trim()));
  if (search.city_id.length > 0) params.set('city', JSON.stringify(search.city_id));
  const ids = { job_type: search.job_type_id, sector: search.sector_id, position: search.position_id } as const;
  for (const [name, value] of Object.entries(ids)) if (value !== undefined) params.set(name, String(value));
  if (search.workplace) params.set('workplace', search.workplace);
  if (search.experience_level) params.set('experience', search.experience_level);
  if (search.salary_min !== undefined && search.currency) {
    params.set('salary_min', String(search.salary_min));
    params.set('currency', search.currency);
  }
  params.set('sort', search.match_cv ? 'match' : 'newest');
  return `/explore-jobs?${params.toString()}`;
}

/** Where the worker serves the one-click unsubscribe (GET: a confirmation page; POST: done). */
export const unsubscribePath = '/unsubscribe';
/** Where a visitor's confirmation link leads (GET: a page with the button; POST: confirmed). */
export const confirmPath = '/job-alerts/confirm';
/** The seeker's alert settings in the SPA. */
export const alertSettingsPath = '/dashboard/alerts';
