/**
 * The Queue's `notice_retry`: a notice's push or Telegram message tried again (missed-delivery.ts says when), to only
 * the browsers and the chat that missed it and still want it; nothing once the notice has been read in the bell.
 */
import { eq } from 'drizzle-orm';
import { notifications } from '../../../db/schema';
import type { Deps, QueueMessage } from '../../ports';
import { retryMissed } from './missed-delivery';
import { pushNotices } from './notice-push.service';
import { telegramNotices } from './notice-telegram.service';

type RetryPorts = Pick<Deps, 'db' | 'webPush' | 'clock' | 'messenger' | 'telegramBot' | 'siteUrl' | 'queue'>;

export async function retryNotice(deps: RetryPorts, message: Extract<QueueMessage, { kind: 'notice_retry' }>): Promise<object> {
  const [notice] = await deps.db.select({ readAt: notifications.readAt }).from(notifications).where(eq(notifications.id, message.notice_id));
  if (!notice || notice.readAt) return { notice: message.notice_id, skipped: notice ? 'read' : 'gone' };
  const ids = [message.notice_id];
  const missed = [
    ...(message.subscription_ids.length > 0 ? await pushNotices(deps, ids, new Set(message.subscription_ids)) : []),
    ...(message.telegram ? await telegramNotices(deps, ids) : []),
  ];
  await retryMissed(deps, missed, message.attempt + 1);
  return { notice: message.notice_id, attempt: message.attempt, missed: missed.length };
}
