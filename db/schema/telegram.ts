import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './accounts';

/**
 * Telegram chats linked to accounts (issue 28): Kar's bot writes a linked person's notices there. A chat is linked
 * by the person starting the bot with a one-time token from Kar (`t.me/<bot>?start=<token>`), and unlinked from Kar or
 * by sending the bot /stop.
 */
export const telegramLinks = sqliteTable(
  'telegram_links',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Telegram's chat id (a 64-bit integer), as text. */
    chatId: text('chat_id').notNull(),
    linkedAt: integer('linked_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [uniqueIndex('telegram_links_chat_unique').on(table.chatId)],
);

/** One-time link tokens, stored as SHA-256; a new one replaces the user's older ones. */
export const telegramLinkTokens = sqliteTable(
  'telegram_link_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [index('telegram_link_tokens_user').on(table.userId)],
);
