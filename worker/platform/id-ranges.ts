import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** One share of a fan-out: the ids after `after` up to `upTo` (null: no end), as a queue message names them. */
export interface IdRange {
  after: number;
  upTo: number | null;
}

/**
 * Splits the ids a query selects (one column, `id`) into ranges of `perRange`, in one statement that reads each id
 * once: every `perRange`-th id ends a range, the last range is open. None when the query selects nothing. The ranges
 * go out as queue messages together, so each is retried on its own and no message queues another.
 */
export async function idRanges(db: Database, ids: SQL, perRange: number): Promise<IdRange[]> {
  const rows = await db.all<{ id: number; rn: number; total: number }>(sql`select id, rn, total from (
      select id, row_number() over (order by id) as rn, count(*) over () as total from (${ids})
    ) where rn % ${perRange} = 0 or rn = total`);
  if (rows.length === 0) return [];
  const ends = rows.filter((row) => row.rn < row.total).map((row) => row.id);
  return [0, ...ends].map((after, index) => ({ after, upTo: ends[index] ?? null }));
}

/** The SQL condition that keeps a column within a range. */
export const withinRange = (column: SQL, range: IdRange) =>
  range.upTo === null ? sql`${column} > ${range.after}` : sql`${column} > ${range.after} and ${column} <= ${range.upTo}`;
