import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { notificationChannels, notifications, pushSubscriptions, users } from '../../../db/schema';
import type { Locale } from '../../ports';
import type { PushSubscriptionInput } from './push.schemas';

/** A person keeps this many browsers subscribed; a new one beyond drops the one subscribed longest ago. */
export const maxSubscriptionsPerUser = 10;
/** Pushes lost in a row before a subscription is dropped: its browser is gone in all but name. */
export const maxPushFailures = 10;

/** One push to make: a notice and one of its recipient's browsers. */
export interface PushTarget {
  noticeId: number;
  kind: string;
  payload: string;
  reader: 'account' | 'company' | 'admin';
  locale: Locale;
  subscriptionId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

const idList = (ids: readonly number[]) => sql`(select value from json_each(${JSON.stringify(ids)}))`;

export function pushSubscriptionsRepo(db: Database) {
  return {
    /** Upsert by endpoint: a browser belongs to whoever subscribed on it last (a shared phone changes hands). */
    save: (userId: number, input: PushSubscriptionInput, locale: Locale, now: Date) =>
      db.batch([
        db
          .insert(pushSubscriptions)
          .values({ userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth, locale, createdAt: now })
          .onConflictDoUpdate({
            target: pushSubscriptions.endpoint,
            set: { userId, p256dh: input.keys.p256dh, auth: input.keys.auth, locale, createdAt: now, failures: 0 },
          }),
        db.run(sql`delete from ${pushSubscriptions} where user_id = ${userId} and id not in
          (select id from ${pushSubscriptions} where user_id = ${userId} order by created_at desc, id desc limit ${maxSubscriptionsPerUser})`),
      ]),

    /** Only the caller's own: false when no subscription of theirs has this endpoint. */
    remove: async (userId: number, endpoint: string) =>
      (
        await db
          .delete(pushSubscriptions)
          .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
          .returning({ id: pushSubscriptions.id })
      ).length > 0,

    count: async (userId: number) => (await db.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)))[0]?.n ?? 0,

    /** The browsers to push each of these notices to: those of recipients who chose push for the notice's kind. */
    targets: (noticeIds: readonly number[]) =>
      db.all<PushTarget>(sql`select n.id as noticeId, n.kind as kind, n.payload as payload, u.type as reader, u.locale as locale,
          s.id as subscriptionId, s.endpoint as endpoint, s.p256dh as p256dh, s.auth as auth
        from ${notifications} n
          inner join ${notificationChannels} c on c.user_id = n.user_id and c.kind = n.kind and c.channel = 'push'
          inner join ${users} u on u.id = n.user_id
          inner join ${pushSubscriptions} s on s.user_id = n.user_id
        where n.id in ${idList(noticeIds)}
        order by n.id, s.id`),

    /** What the push services answered, in one batch: delivered, gone (deleted), or failed once more. */
    async settle(outcomes: { delivered: number[]; gone: number[]; failed: number[] }, now: Date): Promise<void> {
      const statements = [
        ...(outcomes.delivered.length
          ? [db.run(sql`update ${pushSubscriptions} set last_success_at = ${now.getTime()}, failures = 0 where id in ${idList(outcomes.delivered)}`)]
          : []),
        ...(outcomes.gone.length ? [db.run(sql`delete from ${pushSubscriptions} where id in ${idList(outcomes.gone)}`)] : []),
        ...(outcomes.failed.length
          ? [
              db.run(sql`update ${pushSubscriptions} set failures = failures + 1 where id in ${idList(outcomes.failed)}`),
              db.run(sql`delete from ${pushSubscriptions} where failures >= ${maxPushFailures} and id in ${idList(outcomes.failed)}`),
            ]
          : []),
      ];
      const [first, ...rest] = statements;
      if (first) await db.batch([first, ...rest]);
    },
  };
}
