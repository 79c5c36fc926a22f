import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './accounts';
import { createdAt } from './columns';
import { jobs } from './jobs';

/**
 * Job credits as a ledger: the balance is the sum of `amount`. A publish is a row of -1 written by a conditional
 * insert in the publish's batch; one publish row per job at most (the partial unique index), so a retried or
 * concurrent publish can never spend twice.
 */
export const creditLedger = sqliteTable(
  'credit_ledger',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    companyId: integer('company_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    /** `starting_grant`, `publish`, or the reason an admin gave. */
    reason: text('reason').notNull(),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('credit_ledger_company').on(table.companyId, table.id),
    uniqueIndex('credit_ledger_one_publish_per_job')
      .on(table.jobId)
      .where(sql`reason = 'publish'`),
  ],
);
