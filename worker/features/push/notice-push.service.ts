/**
 * Notices pushed to the browsers of recipients who chose push for their kind (issue 28), after the write that made
 * them, as mail is: kept alive by `waitUntil` on the platform, awaited before answering in Node tests. A push the
 * service could not take for now is tried again later (missed-delivery.ts); what each push service answered is kept
 * on the subscription.
 */
import type { NotificationKind } from '../../../db/schema/notifications';
import { loadCatalogues } from '../../http/i18n';
import { log } from '../../http/logger';
import type { PushOutcome } from '../../platform/web-push';
import type { Deps } from '../../ports';
import type { ApplicationNoticePayload } from '../notifications/notifications.schemas';
import type { MissedDelivery } from './missed-delivery';
import { pushNotice } from './push-notice';
import { isPushableKind } from './push.schemas';
import { pushSubscriptionsRepo, type PushTarget } from './push-subscriptions.repo';

/** A notice just written, as its insert returned it. */
export interface WrittenNotice {
  id: number;
  kind: NotificationKind;
}

/** Two days: a phone off for longer finds the notice in the bell, not a pile of stale pushes. */
const pushTtlSeconds = 2 * 24 * 60 * 60;

type PushPorts = Pick<Deps, 'db' | 'webPush' | 'clock'>;

async function pushOne(sender: NonNullable<Deps['webPush']>, target: PushTarget): Promise<PushOutcome | null> {
  if (!isPushableKind(target.kind) || target.reader === 'admin') return null;
  const { payload, delivery } = pushNotice(target.kind, JSON.parse(target.payload) as ApplicationNoticePayload, target.reader, target.locale);
  return sender.send(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    { payload: JSON.stringify(payload), ttlSeconds: pushTtlSeconds, urgency: delivery.urgency, topic: delivery.topic },
  );
}

/**
 * Pushes these notices to every browser of each recipient who chose push for the notice's kind (`only` those browsers
 * when given: a try again), and answers the pushes to try again later.
 */
export async function pushNotices(deps: PushPorts, ids: readonly number[], only?: ReadonlySet<number>): Promise<MissedDelivery[]> {
  const sender = deps.webPush;
  if (!sender || ids.length === 0) return [];
  const repo = pushSubscriptionsRepo(deps.db);
  const targets = (await repo.targets(ids)).filter((target) => !only || only.has(target.subscriptionId));
  if (targets.length === 0) return [];
  await loadCatalogues([...new Set(targets.map((target) => target.locale))]);

  const outcomes = await Promise.all(targets.map(async (target) => ({ target, outcome: await pushOne(sender, target) })));
  const settled = { delivered: [] as number[], gone: [] as number[], failed: [] as number[] };
  const missed: MissedDelivery[] = [];
  for (const { target, outcome } of outcomes) {
    if (!outcome) continue;
    if (outcome.outcome === 'rate_limited' || outcome.outcome === 'unavailable') {
      missed.push({ noticeId: target.noticeId, subscriptionId: target.subscriptionId, afterSeconds: outcome.retryAfterSeconds });
    }
    if (outcome.outcome === 'delivered') settled.delivered.push(target.subscriptionId);
    else if (outcome.outcome === 'gone') settled.gone.push(target.subscriptionId);
    // Too large is Kar's own fault, never the browser's: it does not count against the subscription.
    else if (outcome.outcome !== 'too_large') settled.failed.push(target.subscriptionId);
    // The endpoint is a capability and the service's reason may repeat it: only ids and the outcome are logged.
    if (outcome.outcome !== 'delivered') {
      log.warn('push not delivered', { notice_id: target.noticeId, subscription_id: target.subscriptionId, outcome: outcome.outcome, status: outcome.status });
    }
  }
  await repo.settle(settled, deps.clock.now());
  return missed;
}
