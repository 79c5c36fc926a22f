import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { telegramLinks, telegramLinkTokens, users } from '../../../db/schema';

export function telegramLinksRepo(db: Database) {
  return {
    linkOf: async (userId: number) => (await db.select().from(telegramLinks).where(eq(telegramLinks.userId, userId)).limit(1))[0],
    /** The user a live token names, with what the bot's answer needs. */
    holderOfToken: async (tokenHash: string, now: Date) =>
      (
        await db
          .select({ userId: users.id, locale: users.locale, phone: users.phone })
          .from(telegramLinkTokens)
          .innerJoin(users, eq(users.id, telegramLinkTokens.userId))
          .where(and(eq(telegramLinkTokens.tokenHash, tokenHash), gt(telegramLinkTokens.expiresAt, now)))
          .limit(1)
      )[0],
    /** A new token replaces the user's older ones. */
    replaceTokens: (userId: number, tokenHash: string, expiresAt: Date) =>
      db.batch([
        db.delete(telegramLinkTokens).where(eq(telegramLinkTokens.userId, userId)),
        db.insert(telegramLinkTokens).values({ tokenHash, userId, expiresAt }),
      ]),
    /** The chat becomes the user's (a chat serves one account: its earlier link goes), and the user's tokens are spent. */
    link: (userId: number, chatId: string, at: Date) =>
      db.batch([
        db.delete(telegramLinks).where(eq(telegramLinks.chatId, chatId)),
        db
          .insert(telegramLinks)
          .values({ userId, chatId, linkedAt: at })
          .onConflictDoUpdate({ target: telegramLinks.userId, set: { chatId, linkedAt: at } }),
        db.delete(telegramLinkTokens).where(eq(telegramLinkTokens.userId, userId)),
      ]),
    unlinkUser: (userId: number) => db.delete(telegramLinks).where(eq(telegramLinks.userId, userId)).returning({ chatId: telegramLinks.chatId }),
    unlinkChat: (chatId: string) => db.delete(telegramLinks).where(eq(telegramLinks.chatId, chatId)).returning({ userId: telegramLinks.userId }),
  };
}
