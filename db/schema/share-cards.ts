import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { jobs } from './jobs';

/**
 * The share card of a job (worker/features/share-cards): the image link previews show, stored with the files under
 * a key made from `version`, a hash of what the card shows. A card is drawn again only when that changes; the page
 * names it by version, so a cache never holds an old card under the new address.
 */
export const jobShareCards = sqliteTable('job_share_cards', {
  jobId: integer('job_id')
    .primaryKey()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  /** 16 hex digits of the SHA-256 of the card's text and layout revision. */
  version: text('version').notNull(),
  bytes: integer('bytes').notNull(),
  renderedAt: integer('rendered_at', { mode: 'timestamp_ms' }).notNull(),
});
