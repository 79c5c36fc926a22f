import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * Work too large for one statement on a big database (refilling the job search index, filling a new table from an
 * old one), done in steps that each stay far under D1's limits (worker/features/backfills,
 * docs/decisions/0026-batched-backfills.md). A migration asks for one by writing its row; every step claims the next
 * range and moves `cursor` in the same batch as its work, so a run cut anywhere resumes where the last step ended.
 */
export const backfills = sqliteTable('backfills', {
  /** The backfill's name in worker/features/backfills/registry.ts. */
  name: text('name').primaryKey(),
  /** Where the next step starts. What it counts (a job's search_rowid, an id) and in which direction is the backfill's. */
  cursor: integer('cursor').notNull(),
  /** The last step's range, from the cursor it started at to the one it ended at (null: nothing was left to do). */
  stepFrom: integer('step_from'),
  stepTo: integer('step_to'),
  /** A random token of the last step: that step's statements touch rows only while this row holds it. */
  claim: text('claim'),
  steps: integer('steps').notNull().default(0),
  requestedAt: integer('requested_at', { mode: 'timestamp_ms' }).notNull(),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
  finishedAt: integer('finished_at', { mode: 'timestamp_ms' }),
});
