import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './accounts';
import { createdAt } from './columns';
import { jobs } from './jobs';
import { skills } from './lookups';
import { skillRequestStatuses } from './skill-request-values';

/**
 * A company asking for a skill the skills lookup lacks (issue 25; docs/product.md#matching-and-screening). An admin
 * approves it into the lookup under names in three languages (`skill_id`), or rejects it with a reason.
 * `name_folded` is the name as the search folds it (worker/shared/fold.ts): one pending request per folded name, so
 * "Photoshop" and "photoshop " asked by two companies wait as one.
 */
export const skillRequests = sqliteTable(
  'skill_requests',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    companyId: integer('company_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameFolded: text('name_folded').notNull(),
    /** The job it was asked for, when asked from a job's editor. */
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    status: text('status', { enum: skillRequestStatuses }).notNull().default('pending'),
    skillId: integer('skill_id').references(() => skills.id),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: integer('reviewed_at', { mode: 'timestamp_ms' }),
    /** Why it was rejected (the company reads it in its notification and its list). */
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (table) => [
    // The company's list, and its count of pending requests (at most 20).
    index('skill_requests_company').on(table.companyId, table.status),
    // The admin's queue by status, newest first.
    index('skill_requests_queue').on(table.status, table.id),
    uniqueIndex('skill_requests_pending_name')
      .on(table.nameFolded)
      .where(sql`${table.status} = 'pending'`),
  ],
);
