import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { sessions, users } from './accounts';
import { createdAt } from './columns';
import { storedJobStates } from './job-values';
import { jobs } from './jobs';

/**
 * The admin console (issue 14). An admin session keeps two moments beside the session row: the last request (the
 * session ends after 30 idle minutes) and the last password check (writes ask again after 10 minutes). The row is
 * made on the session's first request, so sign-in needs nothing of its own.
 */
export const adminSessions = sqliteTable('admin_sessions', {
  sessionId: text('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  lastSeenAt: integer('last_seen_at', { mode: 'timestamp_ms' }).notNull(),
  passwordCheckedAt: integer('password_checked_at', { mode: 'timestamp_ms' }).notNull(),
});

/**
 * The admin's last word on a company (rejected or suspended with a reason, approved, restored) and the company's
 * request to be looked at again after correcting its details. The status itself stays in companies.status.
 */
export const companyReviews = sqliteTable('company_reviews', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  reason: text('reason'),
  decidedAt: integer('decided_at', { mode: 'timestamp_ms' }),
  decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  reviewRequestedAt: integer('review_requested_at', { mode: 'timestamp_ms' }),
});

/** An account an admin disabled: it cannot sign in until enabled again (the row is deleted then). */
export const disabledAccounts = sqliteTable('disabled_accounts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  disabledAt: integer('disabled_at', { mode: 'timestamp_ms' }).notNull(),
  disabledBy: integer('disabled_by').references(() => users.id, { onDelete: 'set null' }),
});

export const jobReportReasons = ['scam', 'discriminatory', 'misleading', 'offensive', 'duplicate', 'other'] as const;
export type JobReportReason = (typeof jobReportReasons)[number];
export const jobReportStatuses = ['open', 'resolved', 'dismissed'] as const;
export type JobReportStatus = (typeof jobReportStatuses)[number];

/** "Report this job": one per user and job (the unique index answers a second one with 409). */
export const jobReports = sqliteTable(
  'job_reports',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: jobReportReasons }).notNull(),
    details: text('details'),
    status: text('status', { enum: jobReportStatuses }).notNull().default('open'),
    createdAt: createdAt(),
    handledAt: integer('handled_at', { mode: 'timestamp_ms' }),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [uniqueIndex('job_reports_one_per_user').on(table.jobId, table.reporterId), index('job_reports_queue').on(table.status, table.id)],
);

/**
 * A job an admin took down (issue 23): its state is `closed` (so it left search, the sitemap and its company's page),
 * its public page answers 410, its company cannot move it, and only an admin restores it to `state_before`. The reason
 * was mailed to the company and is kept in the audit log too.
 */
export const jobTakedowns = sqliteTable('job_takedowns', {
  jobId: integer('job_id')
    .primaryKey()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  stateBefore: text('state_before', { enum: storedJobStates }).notNull(),
  takenDownAt: integer('taken_down_at', { mode: 'timestamp_ms' }).notNull(),
  takenDownBy: integer('taken_down_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * Every admin write: who, what, on what, when, and the target before and after (JSON). Written in the batch of the
 * change it records; no route changes or deletes a row. Keyset-paged by id, newest first, under each filter.
 */
export const adminAuditLog = sqliteTable(
  'admin_audit_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    adminId: integer('admin_id')
      .notNull()
      .references(() => users.id),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    before: text('before', { mode: 'json' }).$type<Record<string, unknown> | null>(),
    after: text('after', { mode: 'json' }).$type<Record<string, unknown> | null>(),
    createdAt: createdAt(),
  },
  (table) => [
    index('admin_audit_admin').on(table.adminId, table.id),
    index('admin_audit_action').on(table.action, table.id),
    index('admin_audit_target').on(table.targetType, table.targetId, table.id),
    index('admin_audit_time').on(table.createdAt),
  ],
);
