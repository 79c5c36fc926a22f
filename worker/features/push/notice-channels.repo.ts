import { eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { notificationChannels, pushSubscriptions, users } from '../../../db/schema';
import type { Locale } from '../../ports';
import type { NoticeChannel, PushableKind } from './push.schemas';

/**
 * Whether a notice of `kind` is mailed to the user `userId` names, in SQL, to add to the query that reads their
 * address: nothing chosen (the mail Kar sends today), `email`, or `push` while it cannot reach them (no browser
 * subscribed, or push off on this Kar). `none` and a reachable `push` are not mailed.
 */
export function mailsNotice(userId: SQL, kind: PushableKind, pushOn: boolean): SQL<number> {
  const unreachable = pushOn ? sql`not exists (select 1 from ${pushSubscriptions} s where s.user_id = c.user_id)` : sql`1`;
  return sql<number>`coalesce((select case c.channel when 'email' then 1 when 'push' then ${unreachable} else 0 end
    from ${notificationChannels} c where c.user_id = ${userId} and c.kind = ${kind}), 1)`.mapWith(Number);
}

export function noticeChannelsRepo(db: Database) {
  return {
    /** The user's address and language when a notice of `kind` is mailed to them, else null. */
    mailRecipient: async (userId: number, kind: PushableKind, pushOn: boolean): Promise<{ email: string; locale: Locale } | null> => {
      const [row] = await db
        .select({ email: users.email, locale: users.locale, mails: mailsNotice(sql`${users.id}`, kind, pushOn) })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row?.mails ? { email: row.email, locale: row.locale } : null;
    },

    chosen: (userId: number) =>
      db
        .select({ kind: notificationChannels.kind, channel: notificationChannels.channel })
        .from(notificationChannels)
        .where(eq(notificationChannels.userId, userId)),

    save: async (userId: number, choices: ReadonlyArray<readonly [PushableKind, NoticeChannel]>, now: Date) => {
      if (choices.length === 0) return;
      await db
        .insert(notificationChannels)
        .values(choices.map(([kind, channel]) => ({ userId, kind, channel, updatedAt: now })))
        .onConflictDoUpdate({
          target: [notificationChannels.userId, notificationChannels.kind],
          set: { channel: sql`excluded.channel`, updatedAt: now },
        });
    },
  };
}
