// Extensions spelled out: scripts/db-backfill.ts and the benches run this under plain Node.
import { sql } from 'drizzle-orm';
import type { Backfill } from '../../shared/backfill.ts';

/** The jobs the search index holds: the same condition as the triggers of drizzle/0035_backfills.sql. */
const indexed = sql`state = 'published' and deleted_at is null`;

/**
 * Refills `jobs_fts` from the jobs' folded shadow columns, newest first, so that a search finds the newest jobs again
 * first while the older ones follow step by step. The cursor is a search_rowid: every job at or above it is in the
 * index (the triggers index those published meanwhile), every job below it waits for a step. A migration that
 * rebuilds the table (new FTS5 options, another fold) drops and creates it and then writes this backfill's row
 * (docs/decisions/0026-batched-backfills.md).
 */
export const searchIndexBackfill: Backfill = {
  name: 'jobs_fts',
  // tests/bench/million.ts: a step of 5,000 jobs on a board of 1,000,000 (see its latest figures).
  rowsPerStep: 5000,
  start: sql`(select coalesce(max(search_rowid), 0) + 1 from jobs)`,
  restart: [sql`insert into jobs_fts (jobs_fts) values ('delete-all')`],
  next: (cursor, limit) => sql`case when exists (select 1 from jobs where search_rowid < ${cursor} and ${indexed})
    then coalesce((select search_rowid from jobs where search_rowid < ${cursor} and ${indexed} order by search_rowid desc limit 1 offset ${limit - 1}), 0)
  end`,
  work: ({ from, to }) => [
    sql`insert into jobs_fts (rowid, title, body)
      select search_rowid, title_folded, body_folded from jobs where search_rowid >= ${to} and search_rowid < ${from} and ${indexed}`,
    // The typo fallback's copy of the words (search-vocabulary.ts) is behind the index now.
    sql`update search_vocabulary_state set index_changed = 1 where index_changed = 0`,
  ],
};
