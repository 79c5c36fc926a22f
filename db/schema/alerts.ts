import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './accounts';
import { alertFrequencies } from './alert-values';
import { createdAt, updatedAt } from './columns';
import { jobs } from './jobs';
import { experienceLevels, salaryCurrencies, workplaces } from './job-values';

/** A saved search as `GET /jobs` names its parts (worker/features/jobs/jobs.schemas.ts `jobSearchFilterFields`). */
export interface AlertSearchJson {
  q: string;
  city_id: number[];
  job_type_id?: number | undefined;
  sector_id?: number | undefined;
  position_id?: number | undefined;
  workplace?: (typeof workplaces)[number] | undefined;
  experience_level?: (typeof experienceLevels)[number] | undefined;
  salary_min?: number | undefined;
  currency?: (typeof salaryCurrencies)[number] | undefined;
  /** A seeker's "jobs that match my CV": new jobs within the filters that their default CV matches well, words aside. */
  match_cv?: boolean | undefined;
}

/**
 * Job alerts (issue 15): a seeker's (`user_id`) or a visitor's (`email`, double opt-in: `confirm_token_hash` until
 * the mailed link is followed). Only confirmed, unpaused alerts are matched; `q_folded` is the search box folded the
 * way the index is (worker/shared/fold.ts), so one search is not saved twice in two spellings.
 */
export const jobAlerts = sqliteTable(
  'job_alerts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    search: text('search', { mode: 'json' }).$type<AlertSearchJson>().notNull(),
    qFolded: text('q_folded').notNull(),
    frequency: text('frequency', { enum: alertFrequencies }).notNull(),
    paused: integer('paused', { mode: 'boolean' }).notNull().default(false),
    locale: text('locale', { enum: ['en', 'ckb', 'ar'] })
      .notNull()
      .default('en'),
    /** SHA-256 of the confirmation link's token; null once confirmed (and for seekers, who are confirmed at once). */
    confirmTokenHash: text('confirm_token_hash'),
    confirmedAt: integer('confirmed_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('job_alerts_user').on(table.userId, table.id),
    index('job_alerts_email').on(table.email),
    uniqueIndex('job_alerts_confirm_token').on(table.confirmTokenHash),
    // What a matching run walks: the live alerts of one frequency, by id (the fan-out's batches are id ranges).
    index('job_alerts_live')
      .on(table.frequency, table.id)
      .where(sql`paused = 0 and confirmed_at is not null`),
  ],
);

/**
 * One row per job mailed to an alert. Inserted before the mail (ON CONFLICT DO NOTHING) and only what was inserted
 * is mailed, so a retried queue message or a rerun cron never mails a job twice.
 */
export const alertDeliveries = sqliteTable(
  'alert_deliveries',
  {
    alertId: integer('alert_id')
      .notNull()
      .references(() => jobAlerts.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    deliveredAt: integer('delivered_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.alertId, table.jobId] })],
);

/**
 * The window of one daily or weekly run: jobs published with `since_rowid < search_rowid <= until_rowid`. Keyed by
 * the run's day, so a rerun of the same cron reads the same window (and the deliveries make it mail nothing).
 */
export const alertRuns = sqliteTable(
  'alert_runs',
  {
    frequency: text('frequency', { enum: alertFrequencies }).notNull(),
    runKey: text('run_key').notNull(),
    sinceRowid: integer('since_rowid').notNull(),
    untilRowid: integer('until_rowid').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.frequency, table.runKey] })],
);
