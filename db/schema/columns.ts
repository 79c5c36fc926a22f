import { integer } from 'drizzle-orm/sqlite-core';

/** Timestamps every table writes the same way: milliseconds since the epoch. */
export const createdAt = () => integer('created_at', { mode: 'timestamp_ms' }).notNull();
export const updatedAt = () => integer('updated_at', { mode: 'timestamp_ms' }).notNull();
