import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './accounts';
import { applications } from './applications';
import { createdAt } from './columns';

/** The company's private notes on an applicant (author and time); never shown to the seeker. */
export const applicationNotes = sqliteTable(
  'application_notes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('application_notes_application').on(table.applicationId, table.id)],
);

export const threadSides = ['company', 'account'] as const;
export type ThreadSide = (typeof threadSides)[number];

/** One message thread per application, between the company and the seeker: plain text. */
export const applicationMessages = sqliteTable(
  'application_messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    senderSide: text('sender_side', { enum: threadSides }).notNull(),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('application_messages_thread').on(table.applicationId, table.id)],
);

/**
 * What each side of a thread has read, and when it was last told of a new message by e-mail (at most once per
 * thread per 15 minutes).
 */
export const threadStates = sqliteTable(
  'thread_states',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    side: text('side', { enum: threadSides }).notNull(),
    lastReadMessageId: integer('last_read_message_id').notNull().default(0),
    lastNoticeAt: integer('last_notice_at', { mode: 'timestamp_ms' }),
  },
  (table) => [primaryKey({ columns: [table.applicationId, table.side] })],
);
