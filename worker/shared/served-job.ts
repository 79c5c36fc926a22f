import type { Locale } from '../ports';

/**
 * The id of the <script type="application/json"> in which the worker serves a job page's job (features/seo/
 * page-head.ts) and from which the app's job page starts (client/features/jobs/served-job.ts), instead of asking
 * for it again over a slow connection.
 */
export const servedJobElementId = 'kar-job';

/** What that element holds: the job as the jobs feature answers it (PublicJob), in `locale`. */
export interface ServedJob<Job> {
  locale: Locale;
  job: Job;
}
