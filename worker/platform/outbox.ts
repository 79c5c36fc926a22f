import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { devOutbox } from '../../db/schema';
import type { Clock, MailMessage, Mailer } from '../ports';

/** Development mailer: keeps each message in `dev_outbox` (read at GET /dev/mail) instead of sending it. */
export function outboxMailer(db: Database, clock: Clock): Mailer {
  return {
    async send(message) {
      await db.insert(devOutbox).values({ ...pick(message), sentAt: clock.now() });
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
  return rows.map((row) => ({ ...pick(row), sent_at: row.sentAt.toISOString() }));
}

function pick({ to, subject, text, html }: MailMessage): MailMessage {
  return { to, subject, text, html };
}
