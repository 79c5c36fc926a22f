import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import type { Deps } from '../../ports';
import { dayKeyOfNumber, dayStart, lastDayKeys, localDayNumber } from '../../platform/baghdad-calendar';
import type { AdminOverview } from './admin.schemas';

const days = 30;

/** New rows of a table per Baghdad day since `since` (day key → count). */
async function perDay(db: Database, table: string, column: string, since: Date, extra = sql`1 = 1`): Promise<Map<string, number>> {
  const at = sql.raw(column);
  const rows = await db.all<{ day: number; n: number }>(
    sql`select ${localDayNumber(at)} as day, count(*) as n from ${sql.raw(table)} where ${at} >= ${since.getTime()} and ${extra} group by day`,
  );
  return new Map(rows.map((row) => [dayKeyOfNumber(Number(row.day)), Number(row.n)]));
}

const countOf = async (db: Database, query: ReturnType<typeof sql>) => Number((await db.all<{ n: number }>(query))[0]?.n ?? 0);

/** The admin's first page: what waits (companies, reports) and the last 30 days of sign-ups, jobs and applications. */
export async function adminOverview(deps: Pick<Deps, 'db' | 'clock'>): Promise<AdminOverview> {
  const { db } = deps;
  const now = deps.clock.now();
  const since = dayStart(now, days - 1);
  const [pending, reports, users, jobs, applications] = await Promise.all([
    countOf(db, sql`select count(*) as n from companies where status = 'pending'`),
    countOf(db, sql`select count(*) as n from job_reports where status = 'open'`),
    perDay(db, 'users', 'created_at', since, sql`type != 'admin'`),
    perDay(db, 'jobs', 'published_at', since),
    perDay(db, 'applications', 'created_at', since),
  ]);
  const keys = lastDayKeys(now, days);
  return {
    pending_companies: pending,
    open_reports: reports,
    new_users_30d: [...users.values()].reduce((sum, n) => sum + n, 0),
    days: keys.map((day) => ({ day, users: users.get(day) ?? 0, jobs: jobs.get(day) ?? 0, applications: applications.get(day) ?? 0 })),
  };
}
