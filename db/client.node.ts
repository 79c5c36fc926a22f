import { createClient } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import { migrate } from 'drizzle-orm/libsql/migrator';
import { schema, type Database } from './client';

/** Embedded libSQL for Node (tests, scripts): `:memory:` or `file:path.db`. */
export function libsqlEmbeddedDatabase(url = ':memory:'): { db: Database; close(): void } {
  const client = createClient({ url });
  return { db: drizzle(client, { schema }), close: () => client.close() };
}

export async function migrateEmbedded(db: Database, migrationsFolder = 'drizzle'): Promise<void> {
  await migrate(db as Parameters<typeof migrate>[0], { migrationsFolder });
}
