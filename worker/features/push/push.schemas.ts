/**
 * The contract of push subscriptions and of the channel chosen per kind of notice (issue 28), shared by the worker and
 * the client.
 */
import { z } from 'zod';
import type { NotificationKind } from '../../../db/schema/notifications';
import { type NoticeChannel, noticeChannels } from '../../../db/schema/push';
import { bytesOfBase64Url, uncompressedPointOf } from '../../platform/web-push-keys';

export { noticeChannels, type NoticeChannel };

/** Who has a bell: job seekers and companies. */
export type NoticeReader = 'account' | 'company';

/**
 * The notices each reader chooses a channel for (the issue's: new messages, interviews, offers and stage changes, and
 * new applicants for a company), each with what it gets when nothing was chosen: `email` where Kar mails that notice
 * today (with that mail's own rules), `none` (the bell alone) where it does not.
 */
export const noticeDefaults = {
  account: {
    message: 'email',
    interview_scheduled: 'email',
    interview_changed: 'email',
    interview_cancelled: 'email',
    offer_received: 'email',
    offer_withdrawn: 'email',
    stage_changed: 'email',
  },
  company: { message: 'email', new_applicant: 'email', offer_accepted: 'none', offer_declined: 'none' },
} as const satisfies Record<NoticeReader, Partial<Record<NotificationKind, 'email' | 'none'>>>;

/** A kind some reader may have pushed. */
export type PushableKind = keyof (typeof noticeDefaults)['account'] | keyof (typeof noticeDefaults)['company'];

/**
 * A seeker's job alerts are not notices (no bell, no push): they are mailed, or written in the seeker's linked Telegram
 * chat when chosen (alert-delivery.service.ts). Their choice is kept beside the notices'.
 */
export const alertChannelKind = 'job_alert';
/** What a reader chooses a channel for: a kind of notice, or (seekers) job alerts. */
export type ChannelKind = PushableKind | typeof alertChannelKind;

/** Who may link Telegram (telegram.rest.ts): seekers; companies keep e-mail and push. */
const telegramReaders: ReadonlySet<NoticeReader> = new Set(['account']);

/** The kinds a reader chooses for, in the order the page lists them. */
export function kindsOf(reader: NoticeReader): ChannelKind[] {
  const notices = Object.keys(noticeDefaults[reader]) as PushableKind[];
  return telegramReaders.has(reader) ? [...notices, alertChannelKind] : notices;
}

/** What the reader gets for `kind` when they chose nothing; undefined for a kind they never receive. */
export function defaultChannelOf(reader: NoticeReader, kind: string): 'email' | 'none' | undefined {
  if (kind === alertChannelKind) return telegramReaders.has(reader) ? 'email' : undefined;
  const defaults: Partial<Record<string, 'email' | 'none'>> = noticeDefaults[reader];
  return Object.hasOwn(defaults, kind) ? defaults[kind] : undefined;
}

/**
 * E-mail is offered only for a notice Kar mails (choosing it for another would promise a mail that never comes),
 * Telegram only to those who may link it, and job alerts go by mail or Telegram alone (pausing them is the alert's own).
 */
export function channelsOffered(reader: NoticeReader, kind: ChannelKind): NoticeChannel[] {
  if (kind === alertChannelKind) return ['telegram', 'email'];
  return noticeChannels.filter(
    (channel) => (channel !== 'email' || defaultChannelOf(reader, kind) === 'email') && (channel !== 'telegram' || telegramReaders.has(reader)),
  );
}

export const isPushableKind = (kind: string): kind is PushableKind =>
  kind !== alertChannelKind && (defaultChannelOf('account', kind) !== undefined || defaultChannelOf('company', kind) !== undefined);

/**
 * `POST /account/push-subscriptions`: `PushSubscription.toJSON()` as the browser gives it. The keys must be Web Push
 * keys (a 65-byte uncompressed P-256 point, a 16-byte secret); whether the endpoint may be plain http is the service's
 * call (only to this machine, and never in production).
 */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .string({ error: 'v_invalid_value' })
    .max(2048, { error: 'v_invalid_value' })
    .refine((text) => URL.canParse(text) && ['https:', 'http:'].includes(new URL(text).protocol), { error: 'v_invalid_value' }),
  expirationTime: z.number({ error: 'v_invalid_value' }).nullable().optional(),
  keys: z.object({
    p256dh: z
      .string({ error: 'v_invalid_value' })
      .max(200, { error: 'v_invalid_value' })
      .refine((text) => uncompressedPointOf(text) !== null, { error: 'v_invalid_value' }),
    auth: z
      .string({ error: 'v_invalid_value' })
      .max(100, { error: 'v_invalid_value' })
      .refine((text) => bytesOfBase64Url(text)?.length === 16, { error: 'v_invalid_value' }),
  }),
});
export type PushSubscriptionInput = z.output<typeof pushSubscriptionSchema>;

/** `DELETE /account/push-subscriptions`: the browser's endpoint, as it subscribed. */
export const pushEndpointSchema = z.object({ endpoint: z.string({ error: 'v_invalid_value' }).min(1, { error: 'v_invalid_value' }).max(2048) });
export type PushEndpointInput = z.output<typeof pushEndpointSchema>;

/** `PUT /account/notification-channels`: some or all of the reader's kinds, each with its channel. */
export const noticeChannelsInputSchema = z.object({
  channels: z.record(z.string().max(40, { error: 'v_invalid_value' }), z.enum(noticeChannels, { error: 'v_invalid_value' }), { error: 'v_invalid_value' }),
});
export type NoticeChannelsInput = z.output<typeof noticeChannelsInputSchema>;

/** `GET /push/public-key`: push is off on a Kar without VAPID keys (`enabled` false, no key). */
export interface PushPublicKey {
  enabled: boolean;
  /** The `applicationServerKey` to subscribe with (base64url, 65 bytes). */
  public_key: string | null;
}

/** `GET|PUT /account/notification-channels`. */
export interface NoticeChannels {
  /** Every kind the reader may choose for, with the channel it goes by now (the default where none was chosen). */
  channels: Partial<Record<ChannelKind, NoticeChannel>>;
  /** The channels each kind offers (no e-mail for a notice Kar does not mail, Telegram for seekers). */
  choices: Partial<Record<ChannelKind, NoticeChannel[]>>;
  push: {
    /** false when this Kar has no VAPID keys: push cannot be chosen. */
    enabled: boolean;
    /** The reader's subscribed browsers; while none, a notice whose kind goes by push is mailed as by `email`. */
    subscriptions: number;
  };
  telegram: {
    /** false when this Kar has no Telegram bot (or for a company): Telegram cannot be chosen. */
    enabled: boolean;
    /** Whether the seeker's chat is linked; while not, what goes by Telegram is mailed as by `email`. */
    linked: boolean;
  };
}

/** What the service worker reads from a push (client/sw/push.ts): short, in the recipient's language. */
export interface PushNoticePayload {
  kind: PushableKind;
  title: string;
  body: string;
  /** A path of Kar's own, the page the bell's notification opens. */
  url: string;
  /** A newer notice with the same tag replaces the one still shown (one per conversation, interview, offer). */
  tag: string;
  lang: 'en' | 'ckb' | 'ar';
  dir: 'ltr' | 'rtl';
}
