import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { adminSessions, sessions } from '../../../db/schema';

/** An admin session ends after this long without a request. */
export const adminIdleLimitMs = 30 * 60_000;
/** Admin writes ask for the password again when the last check (the sign-in, or a re-check) is older than this. */
export const adminPasswordCheckMs = 10 * 60_000;

/**
 * The admin side of a session, kept on every request of an admin (auth's session check calls `touch`). The first
 * request makes the row: its sign-in was the password check. Answers when the password was last checked, or null
 * when the session sat idle too long; it is then revoked for good.
 */
export function adminSessionsService(db: Database) {
  return {
    async touch(session: { id: string; createdAt: Date }, now: Date): Promise<Date | null> {
      const idleSince = now.getTime() - adminIdleLimitMs;
      // One statement: a new row (for a session started within the limit), or the last request moved on while the
      // session is still fresh. Nothing returned means the session went idle.
      // A row that exists goes to the conflict clause, which moves it on only while it is fresh.
      const [row] = await db.all<{ checked: number }>(sql`
        insert into ${adminSessions} (session_id, last_seen_at, password_checked_at)
        select ${session.id}, ${now.getTime()}, ${session.createdAt.getTime()}
        where ${session.createdAt.getTime()} > ${idleSince} or exists (select 1 from ${adminSessions} where session_id = ${session.id})
        on conflict (session_id) do update set last_seen_at = excluded.last_seen_at where ${adminSessions.lastSeenAt} > ${idleSince}
        returning password_checked_at as checked`);
      if (row) return new Date(Number(row.checked));
      await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, session.id));
      return null;
    },

    passwordChecked: (sessionId: string, at: Date) => db.update(adminSessions).set({ passwordCheckedAt: at }).where(eq(adminSessions.sessionId, sessionId)),
  };
}
