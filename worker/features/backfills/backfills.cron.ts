import type { Deps } from '../../ports';
import { databaseBackfillStore } from './backfills.repo';
import { backfillsService } from './backfills.service';
import { registeredBackfills } from './registry';

/**
 * Steps a Cron run takes: a step is one batch, so 41 D1 queries with the first read, 200,000 jobs of the search index
 * a run. The paid plan allows 1,000 queries an invocation; the free plan's 50 are shared with the Cron's other jobs,
 * which a refill may then crowd out for a day. A deploy whose migration asks for a backfill therefore finishes it at
 * once with `npm run db:backfill -- --remote`; the Cron finishes whatever a cut run left.
 */
export const cronStepsPerRun = 40;

/** worker/scheduled.ts: the unfinished backfills, a bounded number of steps each run. */
export async function runBackfillSteps(deps: Pick<Deps, 'db' | 'clock'>): Promise<object> {
  const service = backfillsService(databaseBackfillStore(deps.db), registeredBackfills);
  return service.run({ maxSteps: cronStepsPerRun, now: () => deps.clock.now() });
}
