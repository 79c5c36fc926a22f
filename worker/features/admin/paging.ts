import type { Locale } from '../../ports';
import { decodeCursor, encodeCursor } from '../../http/cursor';

const readCursor = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined);

/** The admin lists are keyset-paged by id, newest first: the cursor holds the last id shown. */
export const beforeIdOf = (cursor: string | undefined, locale: Locale) => (cursor ? decodeCursor(cursor, locale, readCursor) : undefined);

/** A page of `limit` rows from `limit + 1` read, and the cursor of the next page (null when this was the last). */
export function nextIdCursor<Row extends { id: number }>(rows: Row[], limit: number): { page: Row[]; next_cursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { page, next_cursor: rows.length > limit && last ? encodeCursor(last.id) : null };
}
