import type { Deps } from '../../ports';
import { jobMatching, type PublishWindow } from '../jobs/job-matching.service';
import { fanOut } from './alert-delivery.service';
import { alertsRepo } from './alerts.repo';

/** Weekly alerts go out on Sundays (08:00 in Erbil), the first working day of the week in Iraq. */
export const weeklyDay = 0;

const periodMs = { daily: 86_400_000, weekly: 7 * 86_400_000 } as const;
type DigestFrequency = keyof typeof periodMs;

/**
 * The jobs a run covers: those published since the previous run of the same frequency, up to the newest now. The
 * window is stored under the run's day (`alert_runs`), so the same day's cron run again reads the same window and,
 * with the deliveries, mails nothing twice; the first run ever looks back one period.
 */
async function windowOf(deps: Deps, frequency: DigestFrequency, at: Date): Promise<PublishWindow> {
  const repo = alertsRepo(deps.db);
  const runKey = at.toISOString().slice(0, 10);
  const stored = await repo.run(frequency, runKey);
  if (stored) return { sinceRowid: stored.sinceRowid, untilRowid: stored.untilRowid };
  const jobs = jobMatching(deps.db);
  const previous = await repo.latestRun(frequency);
  const sinceRowid = previous ? previous.untilRowid : await jobs.rowidBefore(new Date(at.getTime() - periodMs[frequency]));
  const untilRowid = await jobs.newestRowid();
  await repo.startRun({ frequency, runKey, sinceRowid, untilRowid: Math.max(sinceRowid, untilRowid), createdAt: at });
  const run = await repo.run(frequency, runKey);
  return run ? { sinceRowid: run.sinceRowid, untilRowid: run.untilRowid } : { sinceRowid, untilRowid };
}

/** The 05:00 UTC cron (worker/scheduled.ts): daily alerts every day, weekly ones on `weeklyDay`, fanned out in batches. */
export async function sendAlertDigests(deps: Deps, at: Date): Promise<object> {
  const due: DigestFrequency[] = at.getUTCDay() === weeklyDay ? ['daily', 'weekly'] : ['daily'];
  const results: Record<string, object> = {};
  for (const frequency of due) results[frequency] = await fanOut(deps, frequency, await windowOf(deps, frequency, at));
  return results;
}
