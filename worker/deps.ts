import argon2Wasm from 'argon2-browser/dist/argon2-simd.wasm';
import { codeLifetimeMs } from './features/auth/email-codes.service';
import { relyingPartyFromEnvironment } from './features/security/relying-party';
import { d1Database, d1ReplicaSession } from '../db/client.d1';
import type { Database } from '../db/client';
import { altchaCaptcha } from './platform/altcha';
import { createArgon2Passwords } from './platform/argon2';
import { messengerOf } from './platform/messenger-config';
import { addressedMailer } from './platform/addressed-mailer';
import { outboxMailer } from './platform/outbox';
import { cloudflareWorkQueue } from './platform/queue';
import { r2BlobStore } from './platform/r2';
import { unlimitedRateLimiter, workersRateLimiter } from './platform/rate-limit';
import { resendMailer } from './platform/resend';
import { s3BlobStore } from './platform/s3';
import { createJoseTokens } from './platform/tokens';
import { webPushSender } from './platform/web-push';
import { vapidConfigOf } from './platform/web-push-config';
import { log } from './http/logger';
import type { BlobStore, Clock, Deps, Mailer, QueueMessage, RateLimiter } from './ports';

const systemClock: Clock = { now: () => new Date() };

const environments = ['development', 'test', 'production'] as const satisfies ReadonlyArray<Deps['environment']>;

/**
 * Fails closed: development turns on /dev/* and the mail outbox, so only the exact word turns it on. A missing or
 * misspelled value runs as production (which also insists on a real mailer) and says so in the log.
 */
export function environmentOf(env: Pick<Env, 'ENVIRONMENT'>): Deps['environment'] {
  const value: string | undefined = env.ENVIRONMENT;
  const known = environments.find((name) => name === value);
  if (known) return known;
  log.warn('ENVIRONMENT is not development, test or production: running as production', { environment: value ?? null });
  return 'production';
}

function rateLimiterOf(env: Env): RateLimiter {
  const setting: string = env.API_RATE_LIMIT;
  return setting === 'off' ? unlimitedRateLimiter : workersRateLimiter(env.RATE_LIMITER);
}

function blobStoreOf(env: Env): BlobStore {
  if (!env.S3_ENDPOINT) return r2BlobStore(env.FILES);
  return s3BlobStore({
    endpoint: env.S3_ENDPOINT,
    bucket: env.S3_BUCKET ?? 'kar-files',
    region: env.S3_REGION ?? 'auto',
    accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
  });
}

function mailerOf(env: Env, deps: Pick<Deps, 'db' | 'clock' | 'environment'>): Mailer {
  if (env.RESEND_API_KEY) {
    return addressedMailer(resendMailer({ apiKey: env.RESEND_API_KEY, from: env.MAIL_FROM, baseUrl: env.RESEND_BASE_URL }));
  }
  // Production must never drop mail silently into a table nobody reads.
  if (deps.environment === 'production') {
    throw new Error('RESEND_API_KEY must be set in production (and when ENVIRONMENT is not development or test)');
  }
  return addressedMailer(outboxMailer(deps.db, deps.clock));
}

function startingCreditsOf(env: Env): number {
  const value = Number(env.STARTING_CREDITS ?? 3);
  return Number.isInteger(value) && value >= 0 ? value : 3;
}

/**
 * The Turso database when `TURSO_DATABASE_URL` names one, for `buildDeps`. Its client (libSQL over HTTP) is loaded
 * only then: on D1, no isolate evaluates it.
 */
export async function tursoDatabaseOf(env: Env): Promise<Database | undefined> {
  const url = env.TURSO_DATABASE_URL;
  if (!url) return undefined;
  const { libsqlRemoteDatabase } = await import('../db/client.libsql');
  return libsqlRemoteDatabase(url, env.TURSO_AUTH_TOKEN);
}

/** Builds every port from the Worker's bindings and variables: the one place where configuration is read. */
export function buildDeps(env: Env, turso?: Database): Deps {
  if (env.TURSO_DATABASE_URL && !turso) throw new Error('TURSO_DATABASE_URL is set: build the database with tursoDatabaseOf first');
  const environment = environmentOf(env);
  const clock = systemClock;
  const db = turso ?? d1Database(env.DB);
  return {
    environment,
    clock,
    db,
    replicaSession: turso ? undefined : (start) => d1ReplicaSession(env.DB, start, db),
    blobs: blobStoreOf(env),
    mailer: mailerOf(env, { db, clock, environment }),
    messenger: messengerOf(env, { db, clock, environment, codeTtlSeconds: codeLifetimeMs / 1000 }),
    captcha: altchaCaptcha({ hmacKey: env.ALTCHA_HMAC_KEY, maxNumber: Number(env.ALTCHA_MAX_NUMBER), clock }),
    passwords: createArgon2Passwords(argon2Wasm),
    tokens: createJoseTokens(env.SESSION_SECRET, 'kar', clock),
    rateLimiter: rateLimiterOf(env),
    // A dynamic import: wrangler's bundle then evaluates the fonts, yoga and the renderer only on the first PDF.
    pdfFonts: () => import('./features/cvs/pdf/fonts').then((module) => module.cvPdfFonts),
    // The same for share cards: resvg, mozjpeg and the fonts are evaluated on the first card an isolate draws.
    svgRasterizer: () => import('./platform/svg-jpeg-load').then((module) => module.svgRasterizer()),
    codeHmacKey: env.CODE_HMAC_KEY,
    factorKey: env.FACTOR_SECRET_KEY,
    relyingParty: relyingPartyFromEnvironment(env.SITE_URL, env.WEBAUTHN_RP_ID, env.WEBAUTHN_ORIGINS),
    startingCredits: startingCreditsOf(env),
    queue: cloudflareWorkQueue(env.WORK_QUEUE as Queue<QueueMessage>),
    siteUrl: env.SITE_URL.replace(/\/+$/, ''),
    telegramBot: telegramBotOf(env),
    webPush: webPushOf(env, clock),
  };
}

/** All three VAPID settings or none (push off); a partial or malformed set stops the worker (web-push-config.ts). */
function webPushOf(env: Env, clock: Clock): Deps['webPush'] {
  const config = vapidConfigOf(env);
  return config ? webPushSender(config, { clock }) : null;
}

/** Both settings or neither: a bot people can start but whose updates Kar cannot trust is a deployment mistake. */
function telegramBotOf(env: { TELEGRAM_BOT_USERNAME?: string; TELEGRAM_WEBHOOK_SECRET?: string }): Deps['telegramBot'] {
  const username = env.TELEGRAM_BOT_USERNAME?.trim().replace(/^@/, '');
  const webhookSecret = env.TELEGRAM_WEBHOOK_SECRET?.trim();
  if (!username && !webhookSecret) return null;
  if (!username || !webhookSecret) throw new Error('Telegram linking needs both TELEGRAM_BOT_USERNAME and TELEGRAM_WEBHOOK_SECRET');
  if (!/^[A-Za-z0-9_-]{1,256}$/.test(webhookSecret)) throw new Error("TELEGRAM_WEBHOOK_SECRET may hold only A-Z, a-z, 0-9, _ and - (Telegram's rule)");
  return { username, webhookSecret };
}
