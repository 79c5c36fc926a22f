import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './accounts';
import { createdAt, updatedAt } from './columns';
import { allProgramCategories, programKinds, programLanguages, programStatuses } from './program-values';

/**
 * One program or event, written by an admin. Times are UTC instants (entered and shown on Baghdad's clock);
 * a registration deadline left empty closes registration when the item starts.
 */
export const programItems = sqliteTable(
  'program_items',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind', { enum: programKinds }).notNull(),
    category: text('category', { enum: allProgramCategories }).notNull(),
    title: text('title').notNull(),
    /** Sanitised rich text (the job descriptions' sanitiser); null when the editor was empty. */
    description: text('description'),
    language: text('language', { enum: programLanguages }).notNull(),
    startsAt: integer('starts_at', { mode: 'timestamp_ms' }).notNull(),
    endsAt: integer('ends_at', { mode: 'timestamp_ms' }).notNull(),
    place: text('place'),
    onlineUrl: text('online_url'),
    /** The image in the blob store under a key the server made, and the type read from its bytes. */
    imageKey: text('image_key'),
    imageType: text('image_type'),
    /** Seats; null means no limit. */
    capacity: integer('capacity'),
    registrationDeadline: integer('registration_deadline', { mode: 'timestamp_ms' }),
    status: text('status', { enum: programStatuses }).notNull().default('draft'),
    publishedAt: integer('published_at', { mode: 'timestamp_ms' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // The public lists: published items of a kind that have not ended, soonest first.
    index('program_items_upcoming').on(table.kind, table.status, table.startsAt, table.id),
    // The admin lists: a kind, newest first.
    index('program_items_kind').on(table.kind, table.id),
  ],
);

/**
 * A seeker's seat. Cancelling keeps the row (cancelled_at) and registering again reuses it, so (item, user) stays
 * unique; `reminded_at` makes the day-before reminder go out once.
 */
export const programRegistrations = sqliteTable(
  'program_registrations',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    itemId: integer('item_id')
      .notNull()
      .references(() => programItems.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    cancelledAt: integer('cancelled_at', { mode: 'timestamp_ms' }),
    remindedAt: integer('reminded_at', { mode: 'timestamp_ms' }),
  },
  (table) => [
    uniqueIndex('program_registrations_item_user').on(table.itemId, table.userId),
    // A seeker's own registrations, newest first.
    index('program_registrations_user').on(table.userId, table.id),
  ],
);
