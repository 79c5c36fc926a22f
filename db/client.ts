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

/** A database whose reads may be served by a read replica, and the bookmark that proves what it has seen. */
export interface ReplicaSession {
  db: Database;
  /** The newest point this session read or wrote, to start the next request's session from (read-your-writes). */
  bookmark(): string | null;
}

/** How a request's session starts: anywhere, at the primary, or at least as new as a bookmark the client brought. */
export type ReplicaStart = { kind: 'nearest' } | { kind: 'primary' } | { kind: 'bookmark'; bookmark: string };

const homes = new WeakMap<Database, Database>();

/**
 * What memory kept per database is keyed by: a request's replica session is a new object over the same database, so
 * it names the database it belongs to, and caches keyed by the database stay shared across requests.
 */
export function databaseIdentity(db: Database): Database {
  return homes.get(db) ?? db;
}

export function belongsTo(session: Database, home: Database): Database {
  homes.set(session, databaseIdentity(home));
  return session;
}
