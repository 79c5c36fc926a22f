import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import { sessions } from '../../../db/schema';
import type { Database } from '../../../db/client';

/** The account's own sessions, read and ended by the security page. Only rows of `userId` are ever touched. */
export function accountSessionsRepo(db: Database) {
  const active = (userId: number, now: Date) => and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now));
  return {
    active: (userId: number, now: Date) =>
      db.select().from(sessions).where(active(userId, now)).orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt)).limit(100),
    /** Ends one of the account's active sessions; false when none of them has that id. */
    end: async (userId: number, id: string, now: Date) => {
      const ended = await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, id), active(userId, now)))
        .returning({ id: sessions.id });
      return ended.length > 0;
    },
    endAllBut: async (userId: number, keep: string, now: Date) =>
      (
        await db
          .update(sessions)
          .set({ revokedAt: now })
          .where(and(active(userId, now), ne(sessions.id, keep)))
          .returning({ id: sessions.id })
      ).length,
  };
}
