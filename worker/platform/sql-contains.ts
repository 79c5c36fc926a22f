import { type Column, sql, type SQL } from 'drizzle-orm';

/**
 * A case-insensitive "contains" for search boxes (ASCII letters fold, as LIKE's do), written with instr rather than
 * LIKE: D1 refuses LIKE patterns over 50 bytes, which a Sorani query reaches at about 24 letters (issue 23). instr has
 * no wildcards, so `%` and `_` typed by the user match themselves without escaping.
 */
export function contains(column: Column | SQL, text: string): SQL {
  return sql`instr(lower(${column}), lower(${text})) > 0`;
}
