/**
 * A notice's push or Telegram message that the other side could not take for now (unreachable, busy or failing;
 * issue 28), and when it is tried again: through the Queue, later each time, only to the browsers and the chat that
 * missed it (notice-retry.service.ts), until it is taken, the notice is read in the bell, or four more tries fail.
 * Refusals that later will not change (a browser gone, a bot blocked) are never tried again.
 */
import { log } from '../../http/logger';
import type { Deps, QueueMessage } from '../../ports';

export interface MissedDelivery {
  noticeId: number;
  /** The browser that missed it; null for the recipient's Telegram chat. */
  subscriptionId: number | null;
  /** When the service asked to be tried again (Retry-After, Telegram's `retry_after`); null when it did not say. */
  afterSeconds: number | null;
}

/** Waits before the first, second, third and fourth try again: a minute, five, half an hour, two hours. */
const retryDelaysSeconds = [60, 5 * 60, 30 * 60, 2 * 60 * 60] as const;
export const maxNoticeRetries = retryDelaysSeconds.length;

type RetryMessage = Extract<QueueMessage, { kind: 'notice_retry' }>;

/** How long try `attempt` (1 for the first try again) waits: the schedule's wait, or longer when the service asked. */
export function retryDelayOf(attempt: number, missed: readonly MissedDelivery[]): number {
  const scheduled = retryDelaysSeconds[Math.min(attempt, maxNoticeRetries) - 1] ?? 0;
  return Math.max(scheduled, ...missed.map((delivery) => delivery.afterSeconds ?? 0));
}

/** Queues try `attempt` of what was missed, one message per notice; past the last try, logs what is given up. */
export async function retryMissed(deps: Pick<Deps, 'queue'>, missed: readonly MissedDelivery[], attempt: number): Promise<number> {
  if (missed.length === 0) return 0;
  if (attempt > maxNoticeRetries) {
    log.warn('notice delivery given up', { notice_ids: [...new Set(missed.map((delivery) => delivery.noticeId))], tries: attempt });
    return 0;
  }
  const byNotice = new Map<number, MissedDelivery[]>();
  for (const delivery of missed) byNotice.set(delivery.noticeId, [...(byNotice.get(delivery.noticeId) ?? []), delivery]);
  const byDelay = new Map<number, RetryMessage[]>();
  for (const [noticeId, deliveries] of byNotice) {
    const message: RetryMessage = {
      kind: 'notice_retry',
      notice_id: noticeId,
      subscription_ids: deliveries.flatMap((delivery) => (delivery.subscriptionId === null ? [] : [delivery.subscriptionId])),
      telegram: deliveries.some((delivery) => delivery.subscriptionId === null),
      attempt,
    };
    const delay = retryDelayOf(attempt, deliveries);
    byDelay.set(delay, [...(byDelay.get(delay) ?? []), message]);
  }
  for (const [delaySeconds, messages] of byDelay) await deps.queue.send(messages, { delaySeconds });
  return byNotice.size;
}
