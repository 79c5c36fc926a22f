import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { devOutbox } from '../../db/schema';
import type { Clock, MailAttachment, MailMessage, Mailer, MessageChannel } from '../ports';
import type { ChannelSender } from './messenger';

/** Development mailer: keeps each message in `dev_outbox` (read at GET /dev/mail) instead of sending it. */
export function outboxMailer(db: Database, clock: Clock): Mailer {
  return {
    async send(message) {
      const { attachments, headers, ...fields } = pick(message);
      await db.insert(devOutbox).values({ ...fields, attachments: attachments ?? null, headers: headers ?? null, sentAt: clock.now() });
    },
  };
}

export interface OutboxMessage extends MailMessage {
  /** ISO 8601 */
  sent_at: string;
}

/**
 * Development channels: each keeps the message in `dev_outbox` under its channel name, so a development server
 * signs people in by phone and /dev/mail shows the code beside the mails. As Kar's Telegram bot, the `telegram`
 * channel takes a notice only for a linked chat, and files it under `telegram:<chat>`.
 */
export function outboxChannelSenders(db: Database, clock: Clock, channels: readonly MessageChannel[]): ChannelSender[] {
  return channels.map((channel) => ({
    channel,
    async send(message) {
      const viaBot = channel === 'telegram' && message.kind === 'notice';
      if (viaBot && !message.telegramChatId) return { status: 'unsupported' };
      const to = viaBot ? `telegram:${message.telegramChatId}` : message.to;
      const [row] = await db
        .insert(devOutbox)
        .values({ channel, to, subject: '', text: message.text, html: '', sentAt: clock.now() })
        .returning({ id: devOutbox.id });
      return { status: 'sent', providerId: `outbox-${row?.id}` };
    },
  }));
}

/** Mail only, newest first; messages captured in the same millisecond keep their insertion order reversed too. */
export async function listOutbox(db: Database, limit = 50): Promise<OutboxMessage[]> {
  const rows = await db.select().from(devOutbox).where(eq(devOutbox.channel, 'email')).orderBy(desc(devOutbox.sentAt), desc(devOutbox.id)).limit(limit);
  return rows.map(outboxMessageOf);
}

/** What GET /dev/mail lists: mail and phone messages together, newest first, each with its `channel`. */
export type DevMessage = ({ channel: 'email' } & OutboxMessage) | { channel: MessageChannel; to: string; text: string; sent_at: string };

export async function listDevMessages(db: Database, limit = 50): Promise<DevMessage[]> {
  const rows = await db.select().from(devOutbox).orderBy(desc(devOutbox.sentAt), desc(devOutbox.id)).limit(limit);
  return rows.map((row) =>
    row.channel === 'email'
      ? { channel: row.channel, ...outboxMessageOf(row) }
      : { channel: row.channel, to: row.to, text: row.text, sent_at: row.sentAt.toISOString() },
  );
}

function outboxMessageOf(row: typeof devOutbox.$inferSelect): OutboxMessage {
  return { ...pick({ ...row, attachments: row.attachments ?? undefined, headers: row.headers ?? undefined }), sent_at: row.sentAt.toISOString() };
}

/** Only the message's own fields; `attachments` and `headers` only when there are some (most mails have none). */
function pick({ to, subject, text, html, attachments, headers }: MailMessage): MailMessage {
  return {
    to,
    subject,
    text,
    html,
    ...(attachments?.length ? { attachments: attachments.map(pickAttachment) } : {}),
    ...(headers && Object.keys(headers).length > 0 ? { headers: { ...headers } } : {}),
  };
}

function pickAttachment({ filename, content, base64, contentType }: MailAttachment): MailAttachment {
  return { filename, content, contentType, ...(base64 ? { base64 } : {}) };
}
