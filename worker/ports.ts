/**
 * The ports through which services reach the outside world. `deps.ts` builds them from the Worker's env;
 * Node tests build the same ports over libSQL and loopback servers.
 */
import type { Database, ReplicaSession, ReplicaStart } from '../db/client';
import type { WebPushSender } from './platform/web-push';

export type Locale = 'en' | 'ckb' | 'ar';

export interface StoredBlob {
  body: ReadableStream<Uint8Array>;
  size: number;
  contentType: string;
}

export interface BlobStore {
  put(key: string, body: ArrayBuffer | Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<StoredBlob | null>;
  delete(key: string): Promise<void>;
}

export interface MailAttachment {
  filename: string;
  /** The file's text (sent as UTF-8), or its bytes in base64 when `base64` is true. */
  content: string;
  base64?: boolean;
  /** e.g. `text/calendar; charset=utf-8; method=REQUEST`. */
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with the mail (an interview's `.ics`); left out when there are none. */
  attachments?: MailAttachment[];
  /** Extra headers, e.g. RFC 8058's `List-Unsubscribe` and `List-Unsubscribe-Post`; left out when there are none. */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Resolves once the provider accepted the message; rejects with AppError('mail_failed') otherwise. */
  send(message: MailMessage): Promise<void>;
}

/** The channels that reach a phone (issue 28). Web Push is not one: its address is a browser's subscription. */
export type MessageChannel = 'whatsapp' | 'telegram' | 'sms';

/**
 * A message for a phone, in the recipient's language. `text` is the whole message as SMS and the dev outbox carry it;
 * a code also travels alone, for channels that write their own words around it (WhatsApp templates, Telegram's
 * Gateway).
 */
export type PhoneMessage = {
  /** E.164, as worker/shared/phone-number.ts gives it. */
  to: string;
  locale: Locale;
  text: string;
  /** The chat of a user who linked Kar's Telegram bot: notices reach Telegram only through it. */
  telegramChatId?: string;
} & ({ kind: 'code'; code: string } | { kind: 'notice' });

/** Which channel took the message (the UI names it), or that none did. */
export type MessageSent =
  | { ok: true; channel: MessageChannel; providerId: string | null }
  /** `retry`: a channel may take it later (unreachable, busy or failing), not before `afterSeconds`; null: later is no better. */
  | { ok: false; tried: MessageChannel[]; retry: { afterSeconds: number | null } | null };

export interface Messenger {
  /** The configured channels, in the order they are tried. */
  readonly channels: readonly MessageChannel[];
  /**
   * Tries `channels` (default: all configured, in order) until one takes the message, recording every attempt in
   * `message_deliveries`. Never throws for a provider's refusal: the caller decides what "none" means.
   */
  send(message: PhoneMessage, options?: { channels?: readonly MessageChannel[] }): Promise<MessageSent>;
}

/**
 * An ALTCHA v2 challenge, the JSON the `altcha` widget (v3) fetches from the URL in its `challenge` attribute.
 * Mirrors the widget's own `Challenge` type; every field of `parameters` is covered by `signature`.
 */
export interface CaptchaChallenge {
  parameters: {
    algorithm: string;
    nonce: string;
    salt: string;
    cost: number;
    keyLength: number;
    keyPrefix: string;
    keySignature?: string;
    memoryCost?: number;
    parallelism?: number;
    /** Unix seconds. */
    expiresAt?: number;
    data?: Record<string, string | number | boolean | null>;
  };
  signature: string;
}

export interface Captcha {
  createChallenge(): Promise<CaptchaChallenge>;
  /** `payload` is the base64 ALTCHA payload the widget produced. */
  verify(payload: string): Promise<boolean>;
  /** A stable id of the challenge a payload answers, so the caller can refuse a second use of one solution. */
  idOf(payload: string): string | null;
}

export interface Passwords {
  hash(password: string): Promise<string>;
  verify(encoded: string, password: string): Promise<boolean>;
}

export interface TokenClaims {
  sub: string;
  sid: string;
  [claim: string]: unknown;
}

export interface Tokens {
  sign(claims: TokenClaims, expiresInSeconds: number): Promise<string>;
  /** Returns null for a token that is malformed, forged or expired. */
  verify(token: string): Promise<TokenClaims | null>;
}

export interface Clock {
  now(): Date;
}

export interface RateLimiter {
  /** true when the call identified by `key` is still allowed in the current window. */
  allow(key: string): Promise<boolean>;
}

/** The font files of server-rendered PDFs (Vazirmatn: Latin, Arabic and every Sorani letter). */
export interface PdfFonts {
  regular: ArrayBuffer;
  bold: ArrayBuffer;
}

/** A line of text as an SVG draws it: the family is one of the fonts the rasteriser was given. */
export interface SvgFont {
  family: string;
  size: number;
  weight: 400 | 700;
}

/** Draws SVGs into JPEGs, shaping their text (Arabic script joined, bidi runs in order): the share cards. */
export interface SvgRasterizer {
  /** How far one line of text reaches from its start, in pixels, shaped as the SVG will draw it. */
  textWidth(text: string, font: SvgFont): number;
  /** The SVG drawn and encoded at the best quality that keeps the JPEG within `maxBytes`; throws when none does. */
  jpeg(svg: string, maxBytes: number): Promise<{ bytes: Uint8Array; quality: number; width: number; height: number }>;
}

/**
 * Work handed from a request or a Cron Trigger to the Queue consumer (worker/queue.ts dispatches on `kind`). A
 * feature adds its kinds to this union and a handler beside the others; messages are small JSON (ids, not rows).
 */
export type QueueMessage =
  /** A job was just published (jobs.service.ts): instant alerts, and whatever else hears of new jobs. */
  | { kind: 'job_published'; job_id: number }
  /** A job just published or reopened: its company's followers after `after_user_id` up to `up_to_user_id` (followers.service.ts). */
  | { kind: 'follower_batch'; job_id: number; after_user_id: number; up_to_user_id: number | null }
  /** The daily digests of some companies, of applications up to `until` (ms; applicant-notices.ts). */
  | { kind: 'applicant_digests'; company_ids: number[]; until: number }
  /** The day-before reminders of one item's seats after `after_user_id` up to `up_to_user_id` (program-reminders.service.ts). */
  | { kind: 'program_reminders'; item_id: number; after_user_id: number; up_to_user_id: number | null }
  /** A job's text may have changed (edited, reopened): its share card is drawn again if what it shows did. */
  | { kind: 'share_card'; job_id: number }
  /** Notices just written, too many for their request to push and write to Telegram itself (notice-delivery.service.ts). */
  | { kind: 'notice_delivery'; notice_ids: number[] }
  /**
   * A notice's push or Telegram message tried again (notice-retry.service.ts): only to the browsers, and the chat, that
   * could not take it before; `attempt` counts the tries so far.
   */
  | { kind: 'notice_retry'; notice_id: number; subscription_ids: number[]; telegram: boolean; attempt: number }
  /**
   * One batch of a job-alert fan-out: the live alerts of `frequency` with `after_id < id <= up_to_id` (null: no end),
   * matched against jobs published with `since_rowid < search_rowid <= until_rowid`.
   */
  | { kind: 'alert_batch'; frequency: 'instant' | 'daily' | 'weekly'; after_id: number; up_to_id: number | null; since_rowid: number; until_rowid: number };

export interface WorkQueue {
  /**
   * Resolves once the queue holds every message (the platform sends at most 100 a call: callers need not care);
   * `delaySeconds` keeps them from the consumer that long (at most 12 hours).
   */
  send(messages: readonly QueueMessage[], options?: { delaySeconds?: number }): Promise<void>;
}

export interface Deps {
  db: Database;
  /**
   * D1's read replicas: a request's own session over them (worker/http/replica-session.ts). Absent where the database
   * has none of its own to choose from (libSQL, Turso), and then every request uses `db`.
   */
  replicaSession?(start: ReplicaStart): ReplicaSession;
  blobs: BlobStore;
  mailer: Mailer;
  /** WhatsApp, Telegram and SMS (`MESSENGER_CHANNELS`); in development and tests, the dev outbox. */
  messenger: Messenger;
  captcha: Captcha;
  passwords: Passwords;
  tokens: Tokens;
  clock: Clock;
  rateLimiter: RateLimiter;
  /** Loaded on the first PDF, so that other requests never pay for the fonts or the renderer. */
  pdfFonts(): Promise<PdfFonts>;
  /** Loaded on the first share card, so that other requests never pay for the rasteriser and its encoder. */
  svgRasterizer(): Promise<SvgRasterizer>;
  /** HMAC key for e-mail codes and reset tokens at rest. */
  codeHmacKey: string;
  /** AES-256-GCM key (base64, 32 bytes) sealing authenticator-app secrets (`FACTOR_SECRET_KEY`). */
  factorKey: string;
  /** Who passkeys belong to: the relying party id and the origins that may use them (`WEBAUTHN_RP_ID`, `WEBAUTHN_ORIGINS`, else `SITE_URL`). */
  relyingParty: { id: string; origins: string[] };
  /** Job credits a new company receives (`STARTING_CREDITS`, default 3). */
  startingCredits: number;
  environment: 'development' | 'test' | 'production';
  /** Cloudflare Queues in the worker (wrangler.toml); Node tests keep the messages in memory. */
  queue: WorkQueue;
  /** Where Kar is reached (`SITE_URL`, no trailing slash): absolute links in mail that no request caused. */
  siteUrl: string;
  /**
   * Kar's Telegram bot as people link it (`TELEGRAM_BOT_USERNAME`) and the secret Telegram sends with each update to
   * the webhook (`TELEGRAM_WEBHOOK_SECRET`); null when the bot is not set up (linking is then offered nowhere).
   */
  telegramBot: TelegramBot | null;
  /**
   * Web Push to the browsers people subscribed (`VAPID_PUBLIC_KEY`, `VAPID_PRIVATE_KEY`, `VAPID_SUBJECT`); null when
   * they are not set: push is then offered nowhere, and a notice whose kind goes by push is mailed instead.
   */
  webPush: WebPushSender | null;
}

export interface TelegramBot {
  username: string;
  webhookSecret: string;
}
