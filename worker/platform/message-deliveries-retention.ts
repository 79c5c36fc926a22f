/**
 * How long the record of each phone message is kept (issue 28): long enough to answer "I never got the code" and to
 * see a provider failing, no longer, as it names people's numbers. Run daily by the Cron (worker/scheduled.ts).
 */
import { sql } from 'drizzle-orm';
import { messageDeliveries } from '../../db/schema/messaging';
import type { Deps } from '../ports';

export const deliveryRecordDays = 90;

/**
 * Deletes the records older than `deliveryRecordDays`. Ids grow with time, so the cut is the id of the first record
 * young enough to keep, found by walking the primary key from the oldest: no index on the time, and only the old
 * rows (plus one) are read.
 */
export async function forgetOldDeliveries(deps: Pick<Deps, 'db'>, at: Date): Promise<{ deleted: number }> {
  const cutoff = at.getTime() - deliveryRecordDays * 24 * 60 * 60 * 1000;
  const firstKept = sql`(select ${messageDeliveries.id} from ${messageDeliveries} where ${messageDeliveries.createdAt} >= ${cutoff} order by ${messageDeliveries.id} limit 1)`;
  const deleted = await deps.db
    .delete(messageDeliveries)
    .where(sql`${messageDeliveries.id} < coalesce(${firstKept}, (select max(${messageDeliveries.id}) + 1 from ${messageDeliveries}))`)
    .returning({ id: messageDeliveries.id });
  return { deleted: deleted.length };
}
