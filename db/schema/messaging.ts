import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * Every attempt to reach a phone (worker/platform/messenger.ts): one row per channel tried, so a send that fell
 * through WhatsApp and Telegram to SMS leaves three. Never the text or the code.
 */
export const messageDeliveries = sqliteTable('message_deliveries', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  /** Shared by the attempts of one send. */
  sendId: text('send_id').notNull(),
  kind: text('kind', { enum: ['code', 'notice'] }).notNull(),
  channel: text('channel', { enum: ['whatsapp', 'telegram', 'sms'] }).notNull(),
  /** E.164. */
  recipient: text('recipient').notNull(),
  status: text('status', { enum: ['sent', 'failed'] }).notNull(),
  /** The provider's id of the message (Twilio's SID, the Gateway's request_id, the bot's message_id); null on failure. */
  providerId: text('provider_id'),
  /** Why the channel failed, as the provider said it (bounded); null when sent. */
  error: text('error'),
  createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
});
