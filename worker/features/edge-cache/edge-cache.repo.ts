import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { edgeCacheVersions } from '../../../db/schema';

export function edgeCacheRepo(db: Database) {
  return {
    /** The version of each scope that has one (a scope never changed has none: version 0). */
    async versions(scopes: readonly string[]): Promise<Map<string, number>> {
      if (scopes.length === 0) return new Map();
      const rows = await db
        .select()
        .from(edgeCacheVersions)
        .where(inArray(edgeCacheVersions.scope, [...scopes]));
      return new Map(rows.map((row) => [row.scope, row.version]));
    },

    /** One statement adding one to each scope's version (or starting it at 1). */
    bump(scopes: readonly string[]) {
      const values = sql.join(
        scopes.map((scope) => sql`(${scope}, 1)`),
        sql`, `,
      );
      return db.run(
        sql`insert into ${edgeCacheVersions} (scope, version) values ${values} on conflict (scope) do update set version = ${edgeCacheVersions.version} + 1`,
      );
    },
  };
}
