// Extensions spelled out: scripts/db-backfill.ts and the benches run this under plain Node.
import type { SQL } from 'drizzle-orm';

/** A backfill's row as the runner reads it. */
export interface BackfillState {
  name: string;
  cursor: number;
  steps: number;
  finished: boolean;
}

/**
 * Where the runner's SQL goes: the worker's database, or wrangler for a remote D1. `batch` must run its statements as
 * one atomic unit (D1's batch, libSQL's batch, or one D1 query request) and answers the rows of the last one.
 */
export interface BackfillStore {
  read(query: SQL): Promise<Array<Record<string, unknown>>>;
  batch(statements: readonly SQL[]): Promise<Array<Record<string, unknown>>>;
}
