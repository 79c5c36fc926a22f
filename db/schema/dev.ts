import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** Mail captured instead of sent when ENVIRONMENT=development (read at GET /dev/mail). */
export const devOutbox = sqliteTable('dev_outbox', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  sentAt: integer('sent_at', { mode: 'timestamp_ms' }).notNull(),
});
