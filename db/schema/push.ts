import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './accounts';
import { createdAt, updatedAt } from './columns';
import { notificationKinds } from './notifications';

/**
 * Where a kind of notice goes besides the bell (issue 28): a browser's push, the seeker's linked Telegram chat, e-mail,
 * or nowhere. A text column without a CHECK: a channel joins by being added to this list, with no migration.
 */
export const noticeChannels = ['push', 'telegram', 'email', 'none'] as const;
export type NoticeChannel = (typeof noticeChannels)[number];

/**
 * Browsers that agreed to Web Push for a signed-in seeker or company: `PushSubscription.toJSON()` as the browser gave
 * it. The endpoint is a capability URL (whoever holds it can push to that browser), so it is never logged; one browser
 * has one endpoint, and it belongs to whoever subscribed on it last.
 */
export const pushSubscriptions = sqliteTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 key and auth secret (base64url), for RFC 8291's encryption. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The interface language the browser was in when it subscribed; pushes are worded in `users.locale`, as mail is. */
    locale: text('locale', { enum: ['en', 'ckb', 'ar'] }).notNull(),
    createdAt: createdAt(),
    lastSuccessAt: integer('last_success_at', { mode: 'timestamp_ms' }),
    /** Pushes refused or lost in a row; a subscription that keeps failing is dropped (notice-push.service.ts). */
    failures: integer('failures').notNull().default(0),
  },
  (table) => [uniqueIndex('push_subscriptions_endpoint').on(table.endpoint), index('push_subscriptions_user').on(table.userId)],
);

/** A person's choice of channel for one kind of notice; no row means the default (push.schemas.ts `noticeDefaults`). */
export const notificationChannels = sqliteTable(
  'notification_channels',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A notice's kind, or `job_alert` for the seeker's job alerts (push.schemas.ts `ChannelKind`). */
    kind: text('kind', { enum: [...notificationKinds, 'job_alert'] }).notNull(),
    channel: text('channel', { enum: noticeChannels }).notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);
