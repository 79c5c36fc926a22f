import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * The company dashboard's activity per Baghdad month, counted as it happens (issue 13: each dashboard call within
 * 20 ms for a company of 14,000 applications). Triggers on applications, interviews and offers keep it
 * (drizzle/*_dashboard_month_counts_triggers.sql), so every writer — the API, bulk moves, undo, seeds, cascades — keeps
 * it right without knowing it exists. `month` is 'YYYY-MM' in Asia/Baghdad, as worker/platform/baghdad-calendar.ts
 * keys months. Interviews count in the month they take place (not cancelled), offers when sent, hires in the month the
 * application moved to hired while it stays there.
 */
export const dashboardMonthCounts = sqliteTable(
  'dashboard_month_counts',
  {
    companyId: integer('company_id').notNull(),
    month: text('month').notNull(),
    applications: integer('applications').notNull().default(0),
    interviews: integer('interviews').notNull().default(0),
    offers: integer('offers').notNull().default(0),
    hires: integer('hires').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.month] })],
);
