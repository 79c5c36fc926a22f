import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Database } from '../../../db/client';
import { adminAuditLog, companies, jobReports, jobs, programItems, skillRequests, users } from '../../../db/schema';
import type { Locale } from '../../ports';
import { dayStart } from '../../platform/baghdad-calendar';
import type { AuditAction, AuditEntry, AuditQuery, AuditTargetType } from './admin.schemas';
import { beforeIdOf, nextIdCursor } from './paging';

export interface AuditRecord {
  adminId: number;
  action: AuditAction;
  targetType: AuditTargetType;
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

const targetUser = alias(users, 'target_user');
const targetJob = alias(jobs, 'target_job');
/**
 * A target's name: a company's legal name, a user's name (or e-mail), a program's or a job's title (a report's job),
 * the name a skill request asked for.
 */
const targetName = sql<
  string | null
>`coalesce(${companies.legalName}, ${targetUser.fullName}, ${targetUser.email}, ${programItems.title}, ${targetJob.title}, ${skillRequests.name})`;

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
    .select({ entry: adminAuditLog, adminEmail: users.email, targetName })
    .from(adminAuditLog)
    .innerJoin(users, eq(users.id, adminAuditLog.adminId))
    // Each target's name in the same query (one row at most per join: the type decides which one matches).
    .leftJoin(companies, and(eq(adminAuditLog.targetType, 'company'), eq(companies.userId, adminAuditLog.targetId)))
    .leftJoin(targetUser, and(eq(adminAuditLog.targetType, 'user'), eq(targetUser.id, adminAuditLog.targetId)))
    .leftJoin(programItems, and(eq(adminAuditLog.targetType, 'program'), eq(programItems.id, adminAuditLog.targetId)))
    .leftJoin(jobReports, and(eq(adminAuditLog.targetType, 'report'), eq(jobReports.id, adminAuditLog.targetId)))
    .leftJoin(skillRequests, and(eq(adminAuditLog.targetType, 'skill_request'), eq(skillRequests.id, adminAuditLog.targetId)))
    .leftJoin(
      targetJob,
      and(
        inArray(adminAuditLog.targetType, ['job', 'report']),
        eq(targetJob.id, sql`case when ${adminAuditLog.targetType} = 'job' then ${adminAuditLog.targetId} else ${jobReports.jobId} end`),
      ),
    )
    .where(and(...conditions))
    .orderBy(desc(adminAuditLog.id))
    .limit(query.limit + 1);
  const { page, next_cursor } = nextIdCursor(
    rows.map((row) => ({ ...row, id: row.entry.id })),
    query.limit,
  );
  return {
    next_cursor,
    entries: page.map(({ entry, adminEmail, targetName }) => ({
      id: entry.id,
      admin_id: entry.adminId,
      admin_email: adminEmail,
      // Written only through AuditRecord, so a stored code is one of the list's.
      action: entry.action as AuditAction,
      target_type: entry.targetType as AuditTargetType,
      target_id: entry.targetId,
      target_name: targetName ?? null,
      before: entry.before ?? null,
      after: entry.after ?? null,
      created_at: entry.createdAt.toISOString(),
    })),
  };
}
