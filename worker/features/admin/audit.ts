import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { adminAuditLog, users } from '../../../db/schema';
import type { Locale } from '../../ports';
import { dayStart } from '../dashboard/dashboard-calendar';
import type { AuditEntry, AuditQuery } from './admin.schemas';
import { beforeIdOf, nextIdCursor } from './paging';

export interface AuditRecord {
  adminId: number;
  action: string;
  targetType: 'company' | 'job' | 'report' | 'user' | 'program';
  targetId: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  at: Date;
}

/**
 * The audit row of a change, as one statement of the change's own batch, placed right after the statement that makes
 * the change: it is written only when that statement changed a row (SQLite's `changes()`, which triggers do not
 * move), so a refused change (a status that moved meanwhile, a balance too low) leaves no row.
 */
export function auditStatement(db: Database, record: AuditRecord) {
  return db.run(sql`
    insert into ${adminAuditLog} (admin_id, action, target_type, target_id, before, after, created_at)
    select ${record.adminId}, ${record.action}, ${record.targetType}, ${record.targetId}, ${JSON.stringify(record.before)}, ${JSON.stringify(record.after)}, ${record.at.getTime()}
    where changes() > 0`);
}

/** The audit row of a change already made (a new row whose id the change returned, a deleted draft). */
export function auditRow(db: Database, record: AuditRecord) {
  const { adminId, action, targetType, targetId, before, after, at } = record;
  return db.insert(adminAuditLog).values({ adminId, action, targetType, targetId, before, after, createdAt: at });
}

const baghdadDay = (day: string) => new Date(Date.parse(`${day}T00:00:00+03:00`));

/** The log, newest first, under any of its filters; read only (no route edits or deletes a row). */
export async function auditPage(db: Database, query: AuditQuery, locale: Locale): Promise<{ entries: AuditEntry[]; next_cursor: string | null }> {
  const beforeId = beforeIdOf(query.cursor, locale);
  const conditions: Array<SQL | undefined> = [
    beforeId ? lt(adminAuditLog.id, beforeId) : undefined,
    query.admin_id ? eq(adminAuditLog.adminId, query.admin_id) : undefined,
    query.action ? eq(adminAuditLog.action, query.action) : undefined,
    query.target_type ? eq(adminAuditLog.targetType, query.target_type) : undefined,
    query.target_id ? eq(adminAuditLog.targetId, query.target_id) : undefined,
    query.from ? gte(adminAuditLog.createdAt, baghdadDay(query.from)) : undefined,
    query.to ? lt(adminAuditLog.createdAt, dayStart(baghdadDay(query.to), -1)) : undefined,
  ];
  const rows = await db
    .select({ entry: adminAuditLog, adminEmail: users.email })
    .from(adminAuditLog)
    .innerJoin(users, eq(users.id, adminAuditLog.adminId))
    .where(and(...conditions))
    .orderBy(desc(adminAuditLog.id))
    .limit(query.limit + 1);
  const { page, next_cursor } = nextIdCursor(
    rows.map((row) => ({ ...row, id: row.entry.id })),
    query.limit,
  );
  return {
    next_cursor,
    entries: page.map(({ entry, adminEmail }) => ({
      id: entry.id,
      admin_id: entry.adminId,
      admin_email: adminEmail,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      before: entry.before ?? null,
      after: entry.after ?? null,
      created_at: entry.createdAt.toISOString(),
    })),
  };
}
