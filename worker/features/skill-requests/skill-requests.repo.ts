import { and, desc, eq, inArray, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { companies, jobs, skillRequests, skills, users } from '../../../db/schema';
import type { SkillRequestStatus } from './skill-requests.schemas';
import type { SkillRow } from './skill-names';

/**
 * Skills an admin adds take ids from here up: the seed upserts the lookup by id (db/seed/seed-sql.ts), so a skill
 * added to the seed later must never land on the id of one an admin added.
 */
export const firstAddedSkillId = 100_001;

export type SkillRequestRow = typeof skillRequests.$inferSelect;

export interface ListedRequest {
  request: SkillRequestRow;
  skill: SkillRow | null;
  companyName: string;
  companyLocale: 'en' | 'ckb' | 'ar';
  jobTitle: string | null;
}

export function skillRequestsRepo(db: Database) {
  const listed = (where: SQL | undefined, limit: number): Promise<ListedRequest[]> =>
    db
      .select({
        request: skillRequests,
        skill: { id: skills.id, nameEn: skills.nameEn, nameCkb: skills.nameCkb, nameAr: skills.nameAr, sortOrder: skills.sortOrder },
        companyName: companies.legalName,
        companyLocale: users.locale,
        jobTitle: jobs.title,
      })
      .from(skillRequests)
      .innerJoin(users, eq(users.id, skillRequests.companyId))
      .innerJoin(companies, eq(companies.userId, skillRequests.companyId))
      .leftJoin(skills, eq(skills.id, skillRequests.skillId))
      .leftJoin(jobs, eq(jobs.id, skillRequests.jobId))
      .where(where)
      .orderBy(desc(skillRequests.id))
      .limit(limit);

  /** Holds in the batch once this answer was written: a notice's or a follower's condition. */
  const answered = (requestId: number, status: 'approved' | 'rejected', adminId: number, at: Date) =>
    sql`exists (select 1 from ${skillRequests} where ${skillRequests.id} = ${requestId} and ${skillRequests.status} = ${status}
        and ${skillRequests.reviewedBy} = ${adminId} and ${skillRequests.reviewedAt} = ${at.getTime()})`;

  return {
    /** The whole lookup (a few hundred rows), for the folded duplicate check. */
    allSkills: (): Promise<SkillRow[]> =>
      db.select({ id: skills.id, nameEn: skills.nameEn, nameCkb: skills.nameCkb, nameAr: skills.nameAr, sortOrder: skills.sortOrder }).from(skills),

    pendingNamed: async (folded: string) =>
      (
        await db
          .select({ id: skillRequests.id, name: skillRequests.name, companyId: skillRequests.companyId })
          .from(skillRequests)
          .where(and(eq(skillRequests.status, 'pending'), eq(skillRequests.nameFolded, folded)))
          .limit(1)
      )[0],

    ownJobExists: async (companyId: number, jobId: number) =>
      (
        await db
          .select({ id: jobs.id })
          .from(jobs)
          .where(and(eq(jobs.id, jobId), eq(jobs.companyId, companyId), isNull(jobs.deletedAt)))
          .limit(1)
      ).length === 1,

    /**
     * The request, written only while the company has fewer than `maxPending` waiting and nobody has the same folded
     * name waiting (the partial unique index): both rules hold in the statement, however many arrive at once. No row
     * back means one of them refused it.
     */
    insert: async (row: { companyId: number; name: string; nameFolded: string; jobId: number | null; at: Date }, maxPending: number) =>
      (
        await db.all<{ id: number }>(sql`
          insert into ${skillRequests} (company_id, name, name_folded, job_id, status, created_at)
          select ${row.companyId}, ${row.name}, ${row.nameFolded}, ${row.jobId}, 'pending', ${row.at.getTime()}
          where (select count(*) from ${skillRequests} where ${skillRequests.companyId} = ${row.companyId} and ${skillRequests.status} = 'pending') < ${maxPending}
          on conflict do nothing
          returning id`)
      )[0],

    byId: async (id: number): Promise<ListedRequest | undefined> => (await listed(eq(skillRequests.id, id), 1))[0],

    page: (filter: { companyId?: number; status?: SkillRequestStatus; beforeId?: number }, limit: number) =>
      listed(
        and(
          filter.companyId !== undefined ? eq(skillRequests.companyId, filter.companyId) : undefined,
          filter.status ? eq(skillRequests.status, filter.status) : undefined,
          filter.beforeId ? lt(skillRequests.id, filter.beforeId) : undefined,
        ),
        limit,
      ),

    /** A company takes back its own request while it waits. */
    withdraw: (companyId: number, id: number) =>
      db.delete(skillRequests).where(and(eq(skillRequests.id, id), eq(skillRequests.companyId, companyId), eq(skillRequests.status, 'pending'))),

    /** The new skill, added only while the request still waits (an answer given meanwhile adds nothing). */
    insertSkillFor: (requestId: number, skill: SkillRow) =>
      db.run(sql`
        insert into ${skills} (id, name_en, name_ckb, name_ar, sort_order)
        select ${skill.id}, ${skill.nameEn}, ${skill.nameCkb}, ${skill.nameAr}, ${skill.sortOrder}
        where exists (select 1 from ${skillRequests} where ${skillRequests.id} = ${requestId} and ${skillRequests.status} = 'pending')`),

    /** Approved, right after its skill was added (`changes()` of that insert). */
    markApproved: (requestId: number, skillId: number, adminId: number, at: Date) =>
      db.run(sql`
        update ${skillRequests} set status = 'approved', skill_id = ${skillId}, reviewed_by = ${adminId}, reviewed_at = ${at.getTime()}
        where ${skillRequests.id} = ${requestId} and ${skillRequests.status} = 'pending' and changes() > 0`),

    markRejected: (requestId: number, reason: string, adminId: number, at: Date) =>
      db
        .update(skillRequests)
        .set({ status: 'rejected', reason, reviewedBy: adminId, reviewedAt: at })
        .where(and(eq(skillRequests.id, requestId), eq(skillRequests.status, 'pending'))),

    answered,

    /** Other requests waiting under one of `folded`: the same skill asked for in another language or spelling. */
    pendingNamedAny: (folded: readonly string[], exceptId: number) =>
      db
        .select({ id: skillRequests.id, name: skillRequests.name, companyId: skillRequests.companyId, jobId: skillRequests.jobId })
        .from(skillRequests)
        .where(and(eq(skillRequests.status, 'pending'), inArray(skillRequests.nameFolded, [...folded]), ne(skillRequests.id, exceptId))),

    /** Approved with the skill that `approvedId`'s approval added, in the same batch and only if that one was. */
    markApprovedWith: (requestId: number, approvedId: number, skillId: number, adminId: number, at: Date) =>
      db.run(sql`
        update ${skillRequests} set status = 'approved', skill_id = ${skillId}, reviewed_by = ${adminId}, reviewed_at = ${at.getTime()}
        where ${skillRequests.id} = ${requestId} and ${skillRequests.status} = 'pending' and ${answered(approvedId, 'approved', adminId, at)}`),
  };
}
