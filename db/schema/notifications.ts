import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './accounts';
import { createdAt } from './columns';
import { jobs } from './jobs';

/** A job seeker following a company (the REST contract's `POST /company-job-subscribers`; docs/product.md#notifications-and-followed-companies): mailed when it publishes a job. */
export const companyFollowers = sqliteTable(
  'company_followers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('company_followers_user_company').on(table.userId, table.companyId),
    index('company_followers_company').on(table.companyId, table.userId),
  ],
);

/**
 * One row per follower and job told of: written before the mail (insert-or-ignore), so a job published again
 * (paused and reopened, or a retried call) never mails a follower twice.
 */
export const followerDeliveries = sqliteTable(
  'follower_deliveries',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.jobId] })],
);

/** What the bell lists; each kind's payload shape is in worker/features/notifications/notifications.schemas.ts. */
export const notificationKinds = [
  // To the seeker
  'stage_changed',
  'interview_scheduled',
  'interview_changed',
  'interview_cancelled',
  'offer_received',
  'offer_withdrawn',
  'new_job',
  // To the company
  'new_applicant',
  'offer_accepted',
  'offer_declined',
  'application_withdrawn',
  // To either side of a thread
  'message',
  // To the company: an admin's answer to its skill request (issue 25)
  'skill_request_approved',
  'skill_request_rejected',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/**
 * In-app notifications for seekers and companies. The payload keeps the names shown (job title, company, applicant)
 * as they were, so the list needs no joins; the words are the reader's language, chosen by the client from `kind`.
 */
export const notifications = sqliteTable(
  'notifications',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: notificationKinds }).notNull(),
    payload: text('payload', { mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    readAt: integer('read_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('notifications_user_newest').on(table.userId, table.id),
    // The bell's count reads only the unread rows.
    index('notifications_user_unread')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
  ],
);
