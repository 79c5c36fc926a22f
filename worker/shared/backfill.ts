import type { SQL } from 'drizzle-orm';

/**
 * The range of one backfill step, as SQL that reads the step's own row of `backfills`: both ends are NULL unless the
 * row still holds the step's claim, so a statement bounded by them does nothing when another runner took the step.
 */
export interface ClaimedRange {
  /** The cursor the step started at. */
  from: SQL;
  /** The cursor the step ends at. */
  to: SQL;
}

/**
 * Work over every row of a big table, done a bounded number of rows at a time (worker/features/backfills,
 * docs/decisions/0026-batched-backfills.md). A feature defines one for its own tables; a step is one batch: claim the
 * next range, do `work` over it, move the cursor. Everything is SQL, so the same step runs through the worker's D1
 * binding, libSQL, or `wrangler d1 execute --remote`.
 */
export interface Backfill {
  /** Its row's key in `backfills`: what a migration writes to ask for it. */
  name: string;
  /** Rows a step does at most: few enough that each statement stays far under D1's 30 s (the bench measures it). */
  rowsPerStep: number;
  /** The cursor a new request starts from, evaluated when the request is written. */
  start: SQL;
  /**
   * What empties the target, in the same batch as the request (a migration that rebuilds the target's structure
   * writes its own statements instead, before the request).
   */
  restart: SQL[];
  /** The cursor after the next `limit` rows from `cursor` (the stored one, as SQL); NULL when no row is left. */
  next(cursor: SQL, limit: number): SQL;
  /** The statements of one step over its claimed range. */
  work(range: ClaimedRange): SQL[];
}
