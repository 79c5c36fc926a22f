// Extensions spelled out: scripts/db-backfill.ts and the benches run this under plain Node.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { backfills } from '../../../db/schema/backfills.ts';
import type { Backfill, ClaimedRange } from '../../shared/backfill.ts';
import type { BackfillState, BackfillStore } from './backfill-store.ts';

type Row = Record<string, unknown>;

const stateColumns = sql`${backfills.name} as name, ${backfills.cursor} as cursor, ${backfills.steps} as steps, ${backfills.finishedAt} as finished_at`;

export const stateOf = (row: Row): BackfillState => ({
  name: String(row.name),
  cursor: Number(row.cursor),
  steps: Number(row.steps),
  finished: row.finished_at !== null && row.finished_at !== undefined,
});

/** Every backfill asked for: unfinished ones first, oldest request first. */
export const allStates = sql`select ${stateColumns} from ${backfills} order by ${backfills.finishedAt} is not null, ${backfills.requestedAt}, ${backfills.name}`;

export const stateQuery = (name: string) => sql`select ${stateColumns} from ${backfills} where ${backfills.name} = ${name}`;

/**
 * Asks for a backfill from its start: empties its target and writes (or resets) its row, in one batch, so that no
 * write can fall between the two. A migration writes the same row with its own SQL (decision 0026 shows it).
 */
export function requestStatements(backfill: Backfill, now: Date): SQL[] {
  return [
    ...backfill.restart,
    sql`insert into ${backfills} (name, cursor, steps, requested_at) values (${backfill.name}, ${backfill.start}, 0, ${now.getTime()})
      on conflict (name) do update set cursor = excluded.cursor, step_from = null, step_to = null, claim = null, steps = 0,
        requested_at = excluded.requested_at, updated_at = null, finished_at = null`,
  ];
}

/**
 * One step as one batch. The claim takes the step only if nobody took one since the runner read `seenSteps`, and
 * records its range; the work reads that range through the claim; the last statement moves the cursor (or, when no
 * row was left, marks the backfill finished) and answers the row, or nothing when the claim was not this step's.
 */
export function stepStatements(backfill: Backfill, seenSteps: number, claim: string, now: Date): SQL[] {
  const own = sql`${backfills.name} = ${backfill.name} and ${backfills.claim} = ${claim}`;
  const range: ClaimedRange = {
    from: sql`(select ${backfills.stepFrom} from ${backfills} where ${own})`,
    to: sql`(select ${backfills.stepTo} from ${backfills} where ${own})`,
  };
  return [
    sql`update ${backfills} set step_from = cursor, step_to = ${backfill.next(sql`${backfills.cursor}`, backfill.rowsPerStep)}, claim = ${claim},
        steps = steps + 1, updated_at = ${now.getTime()}
      where ${backfills.name} = ${backfill.name} and ${backfills.steps} = ${seenSteps} and ${backfills.finishedAt} is null`,
    ...backfill.work(range),
    sql`update ${backfills} set cursor = coalesce(step_to, cursor), finished_at = case when step_to is null then ${now.getTime()} end
      where ${own} returning ${stateColumns}`,
  ];
}

/** The worker's own database (D1 or libSQL) as the runner's store. */
export function databaseBackfillStore(db: Database): BackfillStore {
  return {
    read: (query) => db.all<Row>(query),
    async batch(statements) {
      const [first, ...rest] = statements;
      const last = rest.pop();
      if (!first) return [];
      if (!last) return db.all<Row>(first);
      const results = await db.batch([db.run(first), ...rest.map((statement) => db.run(statement)), db.all<Row>(last)]);
      // The last result is the last statement's rows (db.all).
      return results.at(-1) as Row[];
    },
  };
}
