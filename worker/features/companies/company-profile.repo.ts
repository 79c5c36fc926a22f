import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { companies, companyAttachments, jobs, resetTokens, sessions, users } from '../../../db/schema';

export type AttachmentRow = typeof companyAttachments.$inferSelect;

/** The address a closed company's login row keeps: unique, never deliverable (.invalid), and free for a new sign-up. */
export const closedEmailOf = (userId: number) => `closed-company-${userId}@closed.invalid`;
/** Not a hash any password verifies against: the login row of a closed company cannot be signed into. */
export const closedPasswordHash = '!closed';

/** The company profile's own queries (issue 13): every one names the company, so another company's ids find nothing. */
export function companyProfileRepo(db: Database) {
  return {
    /** The company's review status, or undefined when there is no such company. */
    status: async (companyId: number) =>
      (await db.select({ status: companies.status }).from(companies).where(eq(companies.userId, companyId)).limit(1))[0]?.status,

    attachmentsPage: (companyId: number, beforeId: number | undefined, limit: number) =>
      db
        .select()
        .from(companyAttachments)
        .where(and(eq(companyAttachments.companyId, companyId), beforeId ? lt(companyAttachments.id, beforeId) : undefined))
        .orderBy(desc(companyAttachments.id))
        .limit(limit),

    attachment: async (companyId: number, id: number) =>
      (
        await db
          .select()
          .from(companyAttachments)
          .where(and(eq(companyAttachments.id, id), eq(companyAttachments.companyId, companyId)))
          .limit(1)
      )[0],

    /** Any company's document, for an admin's review (issue 14). */
    anyAttachment: async (id: number) => (await db.select().from(companyAttachments).where(eq(companyAttachments.id, id)).limit(1))[0],

    /**
     * Inserts the row only while the company has fewer than `max` documents, so two uploads at once cannot pass the
     * limit together. Returns the new row's id, or nothing when the limit was reached.
     */
    insertAttachmentBelow: async (max: number, row: Omit<typeof companyAttachments.$inferInsert, 'id'>) =>
      (
        await db.all<{ id: number }>(sql`insert into ${companyAttachments} (company_id, file_key, file_name, file_type, file_size, created_at)
          select ${row.companyId}, ${row.fileKey}, ${row.fileName}, ${row.fileType}, ${row.fileSize}, ${row.createdAt.getTime()}
          where (select count(*) from ${companyAttachments} where company_id = ${row.companyId}) < ${max}
          returning id`)
      )[0]?.id,

    /** A document added or removed changes the company's details: a rejected company may then ask again (issue 23). */
    touchCompany: (companyId: number, at: Date) => db.update(companies).set({ updatedAt: at }).where(eq(companies.userId, companyId)),

    deleteAttachment: (companyId: number, id: number) =>
      db
        .delete(companyAttachments)
        .where(and(eq(companyAttachments.id, id), eq(companyAttachments.companyId, companyId)))
        .returning(),

    attachmentKeys: async (companyId: number) =>
      (await db.select({ key: companyAttachments.fileKey }).from(companyAttachments).where(eq(companyAttachments.companyId, companyId))).map((row) => row.key),

    /**
     * Closing a company, as statements for one batch. The users and companies rows stay (jobs and applications point
     * at them and seekers keep reading their applications with the company's name), but everything that reaches the
     * company is gone: its e-mail, phone, password, sessions, reset links, texts, links, logo and documents. Open jobs
     * are closed (their search rows follow by trigger) and drafts deleted; the public page answers 404 (`closed`).
     */
    closeStatements(companyId: number, at: Date) {
      return [
        db
          .update(jobs)
          .set({ state: 'closed', updatedAt: at })
          .where(and(eq(jobs.companyId, companyId), inArray(jobs.state, ['published', 'paused']))),
        db
          .update(jobs)
          .set({ deletedAt: at, updatedAt: at })
          .where(and(eq(jobs.companyId, companyId), eq(jobs.state, 'draft'), sql`${jobs.deletedAt} is null`)),
        db
          .update(companies)
          .set({
            status: 'closed',
            logoKey: null,
            websiteUrl: null,
            linkedinUrl: null,
            description: null,
            descriptionCkb: null,
            descriptionAr: null,
            mission: null,
            missionCkb: null,
            missionAr: null,
            values: null,
            valuesCkb: null,
            valuesAr: null,
            updatedAt: at,
          })
          .where(eq(companies.userId, companyId)),
        db
          .update(users)
          .set({ email: closedEmailOf(companyId), emailVerifiedAt: null, passwordHash: closedPasswordHash, phoneNumber: null, updatedAt: at })
          .where(eq(users.id, companyId)),
        db
          .update(sessions)
          .set({ revokedAt: at })
          .where(and(eq(sessions.userId, companyId), sql`${sessions.revokedAt} is null`)),
        db.delete(resetTokens).where(eq(resetTokens.userId, companyId)),
        db.delete(companyAttachments).where(eq(companyAttachments.companyId, companyId)),
      ] as const;
    },
  };
}
