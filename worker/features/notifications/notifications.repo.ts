import { and, count, desc, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { notifications } from '../../../db/schema';

/** The reader's notifications: every query names the user, so another user's ids find nothing. */
export function notificationsRepo(db: Database) {
  return {
    /** The newest `limit` before `beforeId`, newest first (keyset on the id, by the (user_id, id) index). */
    page: (userId: number, beforeId: number | undefined, limit: number) =>
      db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), beforeId ? lt(notifications.id, beforeId) : undefined))
        .orderBy(desc(notifications.id))
        .limit(limit),

    unread: async (userId: number) =>
      Number(
        (
          await db
            .select({ count: count() })
            .from(notifications)
            .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
        )[0]?.count ?? 0,
      ),

    /** Whether the notification is the user's (read already or not); an unread one is marked read at `at`. */
    async markRead(userId: number, id: number, at: Date): Promise<boolean> {
      const [found] = await db.batch([
        db
          .select({ id: notifications.id })
          .from(notifications)
          .where(and(eq(notifications.id, id), eq(notifications.userId, userId))),
        db
          .update(notifications)
          .set({ readAt: at })
          .where(and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.readAt))),
      ]);
      return found.length > 0;
    },

    markAllRead: (userId: number, at: Date) =>
      db
        .update(notifications)
        .set({ readAt: at })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt))),
  };
}
