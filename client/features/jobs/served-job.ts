import type { PublicJob } from '../../../worker/features/jobs/jobs.schemas';
import { type ServedJob, servedJobElementId } from '../../../worker/shared/served-job';
import type { Locale } from '../../lib/i18n';
import { pageWasKept } from '../../lib/offline/kept-page';

/**
 * The job the worker wrote into the page it served (issue 27), when it is the one asked for, in the reader's
 * language: the job page draws it at once instead of a skeleton and a second trip over a slow line. Read once: after
 * the first page the element describes nothing the reader is looking at. The worker writes it with JSON.stringify.
 * `fresh` is false on a page the service worker drew from what the phone kept: shown at once, asked for again.
 */
export function servedJob(id: number, locale: Locale): { job: PublicJob; fresh: boolean } | undefined {
  const element = document.getElementById(servedJobElementId);
  element?.remove();
  const served = JSON.parse(element?.textContent ?? '0') as ServedJob<PublicJob> | 0;
  return served && served.locale === locale && served.job.id === id ? { job: served.job, fresh: !pageWasKept() } : undefined;
}
