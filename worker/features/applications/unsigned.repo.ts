import { and, eq, gt, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { SQLiteInsertValue } from 'drizzle-orm/sqlite-core';
import type { Database } from '../../../db/client';
import { cvAttachments, cvs, pendingApplications, sessions, users } from '../../../db/schema';

export type PendingApplicationRow = typeof pendingApplications.$inferSelect;

/** The queries of the unsigned flow: pending applications and the unverified accounts that hold them. */
export function unsignedRepo(db: Database) {
  return {
    db,

    /** The user's application still waiting for its e-mail (not submitted, not expired). */
    openPendingOf: async (userId: number, now: Date) =>
      (
        await db
          .select()
          .from(pendingApplications)
          .where(and(eq(pendingApplications.userId, userId), isNull(pendingApplications.submittedAt), gt(pendingApplications.expiresAt, now)))
          .limit(1)
      )[0],

    /** `userId` may be a subquery, for a batch that creates the user too. */
    insertPending: (values: SQLiteInsertValue<typeof pendingApplications>) => db.insert(pendingApplications).values(values),
    updatePending: (id: number, values: Partial<typeof pendingApplications.$inferInsert>) =>
      db.update(pendingApplications).set(values).where(eq(pendingApplications.id, id)),

    /** Unverified accounts whose pending application expired: nobody can finish them any more. */
    abandonedUserIds: async (now: Date, limit: number) =>
      (
        await db
          .select({ id: users.id })
          .from(pendingApplications)
          .innerJoin(users, eq(users.id, pendingApplications.userId))
          .where(
            and(
              lte(pendingApplications.expiresAt, now),
              isNull(pendingApplications.submittedAt),
              isNull(users.emailVerifiedAt),
              isNull(users.phoneVerifiedAt),
              eq(users.type, 'account'),
            ),
          )
          .limit(limit)
      ).map((row) => row.id),

    /** Every stored file of these users' CVs (uploaded files, photos, section attachments). */
    async fileKeysOf(userIds: readonly number[]): Promise<string[]> {
      if (userIds.length === 0) return [];
      const [cvRows, attachmentRows] = await Promise.all([
        db
          .select({ fileKey: cvs.fileKey, photoKey: cvs.photoKey })
          .from(cvs)
          .where(and(inArray(cvs.userId, [...userIds]), or(isNotNull(cvs.fileKey), isNotNull(cvs.photoKey)))),
        db
          .select({ fileKey: cvAttachments.fileKey })
          .from(cvAttachments)
          .innerJoin(cvs, eq(cvs.id, cvAttachments.cvId))
          .where(inArray(cvs.userId, [...userIds])),
      ]);
      return [...cvRows.flatMap((row) => [row.fileKey, row.photoKey]), ...attachmentRows.map((row) => row.fileKey)].filter((key): key is string =>
        Boolean(key),
      );
    },

    /**
     * Deletes unverified accounts with what they made while pending. D1 cascades the rest through the foreign keys;
     * the rows named here are removed explicitly so that no database leaves them behind.
     */
    deleteUnverifiedUsers(userIds: readonly number[]) {
      const ids = [...userIds];
      const unverified = db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, ids), isNull(users.emailVerifiedAt), isNull(users.phoneVerifiedAt), eq(users.type, 'account')));
      return [
        db.delete(pendingApplications).where(inArray(pendingApplications.userId, unverified)),
        db.delete(sessions).where(inArray(sessions.userId, unverified)),
        db.delete(cvs).where(inArray(cvs.userId, unverified)),
        db.delete(users).where(inArray(users.id, unverified)),
      ] as const;
    },
  };
}

export type UnsignedRepo = ReturnType<typeof unsignedRepo>;
