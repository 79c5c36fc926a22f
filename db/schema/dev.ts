import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** Mail captured instead of sent when ENVIRONMENT=development (read at GET /dev/mail). */
export const devOutbox = sqliteTable('dev_outbox', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  /** The mail's files as sent (null without any), so tests and /dev/mail can read an interview's `.ics`. */
  attachments: text('attachments', { mode: 'json' }).$type<Array<{ filename: string; content: string; base64?: boolean; contentType: string }>>(),
  /** Extra headers (List-Unsubscribe and its one-click twin); null without any. */
  headers: text('headers', { mode: 'json' }).$type<Record<string, string>>(),
  sentAt: integer('sent_at', { mode: 'timestamp_ms' }).notNull(),
});
