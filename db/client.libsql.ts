import { createClient } from '@libsql/client/web';
import { drizzle } from 'drizzle-orm/libsql/web';
import { schema, type Database } from './client';

/** Turso (or any libSQL server) over HTTP: works inside workerd. */
export function libsqlRemoteDatabase(url: string, authToken?: string): Database {
  return drizzle(createClient({ url, authToken }), { schema });
}
