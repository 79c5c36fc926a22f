import { databaseIdentity, type Database } from '../../../db/client';
import { edgeCacheRepo } from './edge-cache.repo';

/**
 * How long an isolate trusts the versions it read: a write through this isolate is seen at once, a write elsewhere
 * within this (plus the replica's lag). It is what keeps a cached answer at a row or two per second, not per view.
 */
export const versionsTrustedMs = 1_000;

/** The scopes the edge cache's keys are made of (docs/decisions/0024). */
export const boardScope = 'board';
export const jobScope = (id: number) => `job:${id}`;

const versionsByDatabase = new WeakMap<Database, Map<string, { version: number; at: number }>>();

function remembered(db: Database) {
  const home = databaseIdentity(db);
  let versions = versionsByDatabase.get(home);
  if (!versions) {
    versions = new Map();
    versionsByDatabase.set(home, versions);
  }
  return versions;
}

export function edgeCacheService(db: Database, now: () => number = Date.now) {
  const repo = edgeCacheRepo(db);
  const kept = remembered(db);
  return {
    /** Each scope's version, read from the database only when this isolate has not read it within `versionsTrustedMs`. */
    async versions(scopes: readonly string[]): Promise<Map<string, number>> {
      const at = now();
      const stale = scopes.filter((scope) => {
        const entry = kept.get(scope);
        return !entry || at - entry.at >= versionsTrustedMs || at < entry.at;
      });
      if (stale.length > 0) {
        const read = await repo.versions(stale);
        for (const scope of stale) kept.set(scope, { version: read.get(scope) ?? 0, at });
      }
      return new Map(scopes.map((scope) => [scope, kept.get(scope)?.version ?? 0]));
    },

    /** Makes every cached answer of these scopes unreachable: their keys name the old versions. */
    async changed(scopes: readonly string[]): Promise<void> {
      const unique = [...new Set(scopes)];
      if (unique.length === 0) return;
      await repo.bump(unique);
      for (const scope of unique) kept.delete(scope);
    },
  };
}
