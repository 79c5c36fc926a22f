import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  cvAdditionalInfos,
  cvAttachments,
  cvAwards,
  cvEducations,
  cvLanguages,
  cvReferences,
  cvs,
  cvSkills,
  cvWorkExperiences,
  users,
} from '../../../db/schema';

export type AttachmentRow = typeof cvAttachments.$inferSelect;

/** Every CV query; ownership is always part of the WHERE clause, never checked after the fact. */
export function cvsRepo(db: Database) {
  return {
    db,
    cvsOf: (userId: number) => db.select().from(cvs).where(eq(cvs.userId, userId)).orderBy(desc(cvs.isDefault), desc(cvs.updatedAt), desc(cvs.id)),
    ownCv: async (userId: number, cvId: number) =>
      (
        await db
          .select()
          .from(cvs)
          .where(and(eq(cvs.id, cvId), eq(cvs.userId, userId)))
          .limit(1)
      )[0],
    /**
     * Advances the person's CV from `version` to the next, in one statement, only while it is still at `version`:
     * of two writes on the same version, one gets the CV (at its new version) and the other nothing.
     */
    claimVersion: async (userId: number, cvId: number, version: number) =>
      (
        await db
          .update(cvs)
          .set({ version: sql`${cvs.version} + 1` })
          .where(and(eq(cvs.id, cvId), eq(cvs.userId, userId), eq(cvs.version, version)))
          .returning()
      )[0],

    /** Gives back a claimed version whose write failed, unless another write has claimed the next since. */
    releaseVersion: (cvId: number, claimed: number) =>
      db
        .update(cvs)
        .set({ version: sql`${cvs.version} - 1` })
        .where(and(eq(cvs.id, cvId), eq(cvs.version, claimed))),

    cvById: async (cvId: number) => (await db.select().from(cvs).where(eq(cvs.id, cvId)).limit(1))[0],
    sharedCv: async (cvId: number, userId: number, email: string) =>
      (
        await db
          .select({ cv: cvs })
          .from(cvs)
          .innerJoin(users, eq(users.id, cvs.userId))
          .where(and(eq(cvs.id, cvId), eq(cvs.userId, userId), eq(users.email, email), eq(cvs.isShareable, true)))
          .limit(1)
      )[0]?.cv,

    sharedByToken: async (token: string) =>
      (
        await db
          .select()
          .from(cvs)
          .where(and(eq(cvs.shareToken, token), eq(cvs.isShareable, true)))
          .limit(1)
      )[0],

    sections: async (cvId: number) => {
      const [languageRows, educationRows, workRows, skillRows, referenceRows, awardRows, additionalRows, attachmentRows] = await Promise.all([
        db.select().from(cvLanguages).where(eq(cvLanguages.cvId, cvId)).orderBy(asc(cvLanguages.id)),
        db.select().from(cvEducations).where(eq(cvEducations.cvId, cvId)).orderBy(desc(cvEducations.startDate), asc(cvEducations.id)),
        db.select().from(cvWorkExperiences).where(eq(cvWorkExperiences.cvId, cvId)).orderBy(desc(cvWorkExperiences.fromDate), asc(cvWorkExperiences.id)),
        db.select().from(cvSkills).where(eq(cvSkills.cvId, cvId)).orderBy(asc(cvSkills.position)),
        db.select().from(cvReferences).where(eq(cvReferences.cvId, cvId)).orderBy(asc(cvReferences.id)),
        db.select().from(cvAwards).where(eq(cvAwards.cvId, cvId)).orderBy(desc(cvAwards.issued), asc(cvAwards.id)),
        db.select().from(cvAdditionalInfos).where(eq(cvAdditionalInfos.cvId, cvId)).orderBy(asc(cvAdditionalInfos.id)),
        db.select().from(cvAttachments).where(eq(cvAttachments.cvId, cvId)).orderBy(asc(cvAttachments.id)),
      ]);
      return { languageRows, educationRows, workRows, skillRows, referenceRows, awardRows, additionalRows, attachmentRows };
    },

    /** How many items each section has, in one round trip. */
    sectionCounts: async (cvId: number) => {
      const count = (table: string) => sql.raw(`(select count(*) from ${table} where cv_id = ${Number(cvId)})`);
      const [row] = await db
        .select({
          languages: sql<number>`${count('cv_languages')}`,
          education: sql<number>`${count('cv_educations')}`,
          work: sql<number>`${count('cv_work_experiences')}`,
          skills: sql<number>`${count('cv_skills')}`,
          references: sql<number>`${count('cv_references')}`,
          awards: sql<number>`${count('cv_awards')}`,
          additional: sql<number>`${count('cv_additional_infos')}`,
        })
        .from(cvs)
        .where(eq(cvs.id, cvId));
      return row;
    },

    educationCvId: async (itemId: number, userId: number) =>
      (
        await db
          .select({ cvId: cvEducations.cvId })
          .from(cvEducations)
          .innerJoin(cvs, eq(cvs.id, cvEducations.cvId))
          .where(and(eq(cvEducations.id, itemId), eq(cvs.userId, userId)))
          .limit(1)
      )[0]?.cvId,

    attachmentsOf: (cvIds: number[]) => (cvIds.length === 0 ? Promise.resolve([]) : db.select().from(cvAttachments).where(inArray(cvAttachments.cvId, cvIds))),
    attachment: async (id: number) => (await db.select().from(cvAttachments).where(eq(cvAttachments.id, id)).limit(1))[0],
  };
}

export type CvsRepo = ReturnType<typeof cvsRepo>;
