import { eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { notificationChannels, pushSubscriptions, telegramLinks, users } from '../../../db/schema';
import type { Locale } from '../../ports';
import type { ChannelKind, NoticeChannel } from './push.schemas';

/** Which of the channels that stand in for mail this Kar has: push (VAPID keys) and Telegram (a bot). */
export interface ChannelsOn {
  push: boolean;
  telegram: boolean;
}

/**
 * Whether a notice of `kind` is mailed to the user `userId` names, in SQL, to add to the query that reads their
 * address: nothing chosen (the mail Kar sends today), `email`, or `push`/`telegram` while it cannot reach them (no
 * browser subscribed, no chat linked, or the channel off on this Kar). `none` and a reachable channel are not mailed.
 */
export function mailsNotice(userId: SQL, kind: ChannelKind, on: ChannelsOn): SQL<number> {
  const noBrowser = on.push ? sql`not exists (select 1 from ${pushSubscriptions} s where s.user_id = c.user_id)` : sql`1`;
  const noChat = on.telegram ? sql`not exists (select 1 from ${telegramLinks} l where l.user_id = c.user_id)` : sql`1`;
  return sql<number>`coalesce((select case c.channel when 'email' then 1 when 'push' then ${noBrowser} when 'telegram' then ${noChat} else 0 end
    from ${notificationChannels} c where c.user_id = ${userId} and c.kind = ${kind}), 1)`.mapWith(Number);
}

export function noticeChannelsRepo(db: Database) {
  return {
    /** The user's address and language when a notice of `kind` is mailed to them, else null. */
    mailRecipient: async (userId: number, kind: ChannelKind, on: ChannelsOn): Promise<{ email: string; locale: Locale } | null> => {
      const [row] = await db
        .select({ email: users.email, locale: users.locale, mails: mailsNotice(sql`${users.id}`, kind, on) })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row?.mails ? { email: row.email, locale: row.locale } : null;
    },

    /** Whether the user's Telegram chat is linked to Kar's bot. */
    telegramLinked: async (userId: number) =>
      (await db.select({ userId: telegramLinks.userId }).from(telegramLinks).where(eq(telegramLinks.userId, userId)).limit(1)).length > 0,

    chosen: (userId: number) =>
      db
        .select({ kind: notificationChannels.kind, channel: notificationChannels.channel })
        .from(notificationChannels)
        .where(eq(notificationChannels.userId, userId)),

    save: async (userId: number, choices: ReadonlyArray<readonly [ChannelKind, NoticeChannel]>, now: Date) => {
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
