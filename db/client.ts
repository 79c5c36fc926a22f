import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import type { LibSQLDatabase } from 'drizzle-orm/libsql';
import * as schema from './schema';

export { schema };
export type Schema = typeof schema;

/**
 * What repositories see: Drizzle's async SQLite API plus `batch`, which is atomic on both D1 and libSQL
 * (D1 refuses BEGIN, so `transaction()` must not be used).
 */
export type Database = BaseSQLiteDatabase<'async', unknown, Schema> & Pick<LibSQLDatabase<Schema>, 'batch'>;
