/**
 * After the write that made some notices (issue 28): their pushes and their Telegram messages, each to the recipients
 * who chose that channel for the notice's kind; the mail those features send themselves (notice-channels.service.ts
 * says to whom). A few are delivered after the reply, kept alive by `waitUntil` on the platform (awaited before
 * answering in Node tests); more (a bulk stage move of up to 100 applicants) go through the Queue in batches, each an
 * invocation of its own, so that no one invocation runs out of subrequests. What a service could not take for now is
 * queued to be tried again later (missed-delivery.ts).
 */
import { afterReply, type RequestInfo } from '../../http/request-info';
import type { Deps } from '../../ports';
import { retryMissed } from './missed-delivery';
import { telegramNoticesOn } from './notice-channels.service';
import { pushNotices, type WrittenNotice } from './notice-push.service';
import { telegramNotices } from './notice-telegram.service';
import { isPushableKind } from './push.schemas';

export type { WrittenNotice };

/**
 * Notices one invocation delivers: each may go to up to 10 browsers of its recipient and a Telegram chat, and the
 * free plan allows an invocation 50 subrequests (the paid one 1,000).
 */
export const noticesPerDelivery = 20;

type DeliveryPorts = Pick<Deps, 'db' | 'webPush' | 'clock' | 'messenger' | 'telegramBot' | 'siteUrl' | 'queue'>;

const deliveryOn = (deps: DeliveryPorts) => deps.webPush !== null || telegramNoticesOn(deps);

/** The Queue consumer's side, and the request's for a few: pushes, then Telegram, then what to try again. */
export async function deliverQueuedNotices(deps: DeliveryPorts, noticeIds: readonly number[]): Promise<object> {
  const missed = [...(await pushNotices(deps, noticeIds)), ...(await telegramNotices(deps, noticeIds))];
  const retried = await retryMissed(deps, missed, 1);
  return { notices: noticeIds.length, retried };
}

export async function noticesAfterReply(request: RequestInfo, notices: readonly WrittenNotice[]): Promise<void> {
  const { deps } = request;
  const ids = notices.filter((notice) => isPushableKind(notice.kind)).map((notice) => notice.id);
  if (ids.length === 0 || !deliveryOn(deps)) return;
  if (ids.length > noticesPerDelivery) {
    const batches = [];
    for (let start = 0; start < ids.length; start += noticesPerDelivery) {
      batches.push({ kind: 'notice_delivery' as const, notice_ids: ids.slice(start, start + noticesPerDelivery) });
    }
    await deps.queue.send(batches);
    return;
  }
  await afterReply(request, 'notices not delivered', () => deliverQueuedNotices(deps, ids).then(() => undefined), { notices: ids });
}
