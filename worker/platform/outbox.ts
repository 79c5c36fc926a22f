import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { devOutbox } from '../../db/schema';
import type { Clock, MailAttachment, MailMessage, Mailer } from '../ports';

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

/** Newest first; messages captured in the same millisecond keep their insertion order reversed too. */
export async function listOutbox(db: Database, limit = 50): Promise<OutboxMessage[]> {
  const rows = await db.select().from(devOutbox).orderBy(desc(devOutbox.sentAt), desc(devOutbox.id)).limit(limit);
  return rows.map((row) => ({
    ...pick({ ...row, attachments: row.attachments ?? undefined, headers: row.headers ?? undefined }),
    sent_at: row.sentAt.toISOString(),
  }));
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
