// Where `npm run db:backfill` sends a backfill's SQL (scripts/db-backfill.ts): a libSQL database (Turso, or the
// local D1's own SQLite file, which Miniflare keeps under .wrangler/state), or the deployed D1 through wrangler.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createClient } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import { SQLiteSyncDialect } from 'drizzle-orm/sqlite-core';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { BackfillStore } from '../worker/features/backfills/backfill-store.ts';
import { databaseBackfillStore } from '../worker/features/backfills/backfills.repo.ts';

type Row = Record<string, unknown>;

/** A libSQL database by URL (`file:…` waits up to 5 s for a lock a running local server holds). */
export async function libsqlStore(url: string, authToken?: string): Promise<{ store: BackfillStore; close(): void }> {
  const client = createClient({ url, authToken });
  if (url.startsWith('file:')) await client.execute('PRAGMA busy_timeout = 5000');
  return { store: databaseBackfillStore(drizzle(client) as unknown as Database), close: () => client.close() };
}

const dialect = new SQLiteSyncDialect();

/**
 * Statements as one SQL text with their values written in (D1's query API takes text; drizzle quotes strings),
 * separated by semicolons: one request, which D1 runs as one unit, as it runs a migration file.
 */
export function inlinedScript(statements: readonly SQL[]): string {
  return statements.map((statement) => dialect.sqlToQuery(statement.inlineParams()).sql).join(';\n');
}

// `npm run` puts node_modules/.bin on PATH; a direct `node scripts/db-backfill.ts` finds the project's wrangler too.
const localWrangler = fileURLToPath(new URL('../node_modules/.bin/wrangler', import.meta.url));
const wranglerBin = existsSync(localWrangler) ? localWrangler : 'wrangler';

/** The deployed D1 (`DB` in wrangler.toml), a step a `wrangler d1 execute --remote` request, as scripts/admin.ts does. */
export function wranglerRemoteStore(): BackfillStore {
  const run = (statements: readonly SQL[]): Row[] => {
    const output = execFileSync(wranglerBin, ['d1', 'execute', 'DB', '--remote', '--json', `--command=${inlinedScript(statements)}`], {
      encoding: 'utf8',
      env: { ...process.env, CI: 'true', CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' },
      maxBuffer: 64 * 1024 * 1024,
    });
    // One entry per statement; anything wrangler prints before the JSON is not ours.
    const results = JSON.parse(output.slice(output.indexOf('['))) as Array<{ results?: Row[] }>;
    return results.at(-1)?.results ?? [];
  };
  return { read: async (query) => run([query]), batch: async (statements) => run(statements) };
}
