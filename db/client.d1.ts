import { drizzle } from 'drizzle-orm/d1';
import { belongsTo, schema, type Database, type ReplicaSession, type ReplicaStart } from './client';

interface BatchItem {
  _prepare(): { stmt?: D1PreparedStatement; getQuery(): { sql: string; params: unknown[] } };
}

/**
 * drizzle-orm's D1 batch binds each item's prepared statement, but a raw `db.run(sql\`…${value}\`)` has none
 * (`stmt` is undefined) and the batch throws "Cannot read properties of undefined (reading 'bind')". libSQL has no
 * such gap, so only D1 showed it. Statements without their own prepared form are prepared here from their SQL and
 * parameters; results are mapped as drizzle maps them.
 */
function withRawStatementsInBatches(db: Database, binding: Pick<D1Database, 'prepare' | 'batch'>): Database {
  const session = (db as unknown as { session: { batch(queries: BatchItem[]): Promise<unknown[]> } }).session;
  session.batch = async (queries: BatchItem[]) => {
    const prepared = queries.map(
      (query) => query._prepare() as ReturnType<BatchItem['_prepare']> & { mapResult(result: unknown, isFromBatch: boolean): unknown },
    );
    const statements = prepared.map((query) => {
      const { sql, params } = query.getQuery();
      return query.stmt ? query.stmt.bind(...params) : binding.prepare(sql).bind(...params);
    });
    const results = await binding.batch(statements);
    return results.map((result, index) => prepared[index]?.mapResult(result, true));
  };
  return db;
}

export function d1Database(binding: D1Database): Database {
  return withRawStatementsInBatches(drizzle(binding, { schema }), binding);
}

/**
 * D1's Sessions API (read replication): `first-unconstrained` lets the first read go to the nearest replica,
 * `first-primary` sends it to the primary, and a bookmark asks for a replica at least as new as it. Writes always go to
 * the primary. Drizzle's D1 driver uses only `prepare` and `batch`, which a session has.
 */
export function d1ReplicaSession(binding: D1Database, start: ReplicaStart, home: Database): ReplicaSession {
  const session = binding.withSession(start.kind === 'bookmark' ? start.bookmark : start.kind === 'primary' ? 'first-primary' : 'first-unconstrained');
  const db = drizzle(session as unknown as D1Database, { schema }) as unknown as Database;
  return { db: belongsTo(withRawStatementsInBatches(db, session), home), bookmark: () => session.getBookmark() };
}
