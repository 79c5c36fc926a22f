import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * Mail and phone messages captured instead of sent when ENVIRONMENT=development (read at GET /dev/mail). A phone
 * message has its number in `to`, its text in `text`, and empty `subject` and `html`.
 */
export const devOutbox = sqliteTable('dev_outbox', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  /** `email`, or the phone channel that would have carried the message (`whatsapp`, `telegram`, `sms`). */
  channel: text('channel', { enum: ['email', 'whatsapp', 'telegram', 'sms'] })
    .notNull()
    .default('email'),
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
