import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * Versions that name the edge cache's keys (worker/features/edge-cache): `board` for everything that lists jobs, and
 * `job:<id>` for one job's page. A write that changes what they show adds one, and the old keys are never asked again.
 */
export const edgeCacheVersions = sqliteTable('edge_cache_versions', {
  scope: text('scope').primaryKey(),
  version: integer('version').notNull(),
});
