import { deliverAlertBatch, instantAlertsFor } from './features/alerts/alert-delivery.service';
import { sendDigestBatch } from './features/applications/applicant-notices';
import { followersToTell, tellFollowerBatch } from './features/notifications/followers.service';
import { remindSeatBatch } from './features/programs/program-reminders.service';
import { deliverQueuedNotices } from './features/push/notice-delivery.service';
import { retryNotice } from './features/push/notice-retry.service';
import { drawShareCard, shareCardWanted } from './features/seo/share-cards.service';
import type { Deps, QueueMessage } from './ports';

type Handlers = { [Kind in QueueMessage['kind']]: (deps: Deps, message: Extract<QueueMessage, { kind: Kind }>) => Promise<object> };

/**
 * What the Queue consumer does with each kind of message (ports.ts `QueueMessage`). A kind several features hear of
 * (`job_published`) runs their handlers together; each must be safe to run twice, since a failed message is retried.
 */
export const queueHandlers: Handlers = {
  job_published: async (deps, message) => {
    // The share card and the followers have messages of their own: retried alone, never costing the alerts' invocation.
    await Promise.all([shareCardWanted(deps, message.job_id), followersToTell(deps, message.job_id)]);
    return instantAlertsFor(deps, message.job_id);
  },
  alert_batch: deliverAlertBatch,
  applicant_digests: sendDigestBatch,
  follower_batch: tellFollowerBatch,
  program_reminders: remindSeatBatch,
  share_card: (deps, message) => drawShareCard(deps, message.job_id),
  notice_delivery: (deps, message) => deliverQueuedNotices(deps, message.notice_ids),
  notice_retry: retryNotice,
};

export function handleQueueMessage(deps: Deps, message: QueueMessage): Promise<object> {
  const handler = queueHandlers[message.kind] as (deps: Deps, message: QueueMessage) => Promise<object>;
  return handler(deps, message);
}

/** A message body as it arrived: anything without a known `kind` is dropped (and logged) rather than retried. */
export function isQueueMessage(body: unknown): body is QueueMessage {
  return typeof body === 'object' && body !== null && 'kind' in body && typeof body.kind === 'string' && Object.hasOwn(queueHandlers, body.kind);
}
