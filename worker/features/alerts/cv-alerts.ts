import type { AlertSearchJson } from '../../../db/schema';
import type { Deps, Locale } from '../../ports';
import { inPool } from '../../shared/in-pool';
import { jobMatching, type PublishWindow } from '../jobs/job-matching.service';
import { matchService } from '../matching/match.service';
import { cvAlertMinScore } from './alerts.schemas';

/** The newest jobs of a window within a CV alert's filters that are scored; those the CV matches well are mailed. */
const candidatesPerAlert = 50;
/** Seekers' CVs read at once. */
const readConcurrency = 6;

export interface CvAlert {
  id: number;
  userId: number;
  locale: Locale;
  search: AlertSearchJson;
}

/**
 * "Jobs that match my CV" (docs/product.md#job-alerts): the window's newest open jobs within the alert's filters,
 * kept when the seeker's default CV scores at least `cvAlertMinScore` on them (the score the job page explains), newest
 * first, at most `perAlert`. One statement finds the candidates of the whole batch; each seeker's CV is one read.
 * A seeker without a CV gets nothing: there is nothing to match.
 */
export async function cvAlertMatches(
  deps: Deps,
  alerts: readonly CvAlert[],
  window: PublishWindow,
  now: Date,
  perAlert: number,
): Promise<Map<number, number[]>> {
  const matches = new Map<number, number[]>();
  if (alerts.length === 0) return matches;
  const byId = new Map(alerts.map((alert) => [alert.id, alert]));
  const candidates = await jobMatching(deps.db).newestMatches(alerts, window, now, candidatesPerAlert);
  await inPool([...candidates], readConcurrency, async ([alertId, jobIds]) => {
    const alert = byId.get(alertId);
    if (!alert) return;
    // The match reads only the database and the language of the labels, which a mail does not use.
    const seeker = { deps, locale: alert.locale, ip: '', userAgent: undefined, origin: deps.siteUrl };
    const summaries = await matchService(seeker).summaries(alert.userId, jobIds);
    const good = jobIds.filter((id) => (summaries.get(id)?.score ?? 0) >= cvAlertMinScore).slice(0, perAlert);
    if (good.length > 0) matches.set(alertId, good);
  });
  return matches;
}
