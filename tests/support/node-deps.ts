import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import type { Database } from '../../db/client';
import { libsqlEmbeddedDatabase, migrateEmbedded } from '../../db/client.node';
import { lookupSeedStatements } from '../../db/seed/seed-sql';
import { createApp } from '../../worker/app';
import { altchaCaptcha } from '../../worker/platform/altcha';
import { createArgon2Passwords } from '../../worker/platform/argon2';
import { loadArgon2ModuleForNode } from '../../worker/platform/argon2.node';
import { messengerOf } from '../../worker/platform/messenger-config';
import { addressedMailer } from '../../worker/platform/addressed-mailer';
import { outboxMailer } from '../../worker/platform/outbox';
import { memoryWorkQueue } from '../../worker/platform/queue';
import { memoryRateLimiter } from '../../worker/platform/rate-limit';
import { s3BlobStore } from '../../worker/platform/s3';
import { createJoseTokens } from '../../worker/platform/tokens';
import { loadCvPdfFontsForNode } from '../../worker/features/cvs/pdf/fonts.node';
import { loadSvgRasterizerForNode } from '../../worker/platform/svg-jpeg.node';
import type { Clock, Deps } from '../../worker/ports';

/** A clock the test can move: code expiry and lockouts are tested without waiting. */
export function testClock(start = new Date('2026-11-22T10:00:00Z')): Clock & { advance(ms: number): void } {
  let now = start.getTime();
  return { now: () => new Date(now), advance: (ms) => void (now += ms) };
}

export async function seedLookups(db: Database): Promise<void> {
  for (const statement of lookupSeedStatements()) await db.run(sql.raw(statement));
}

/**
 * The real ports over Node: embedded libSQL (migrated and seeded), s3rver on loopback for files, the dev outbox
 * for mail and phone messages, argon2 from the same wasm as production.
 */
export async function nodeTestDeps(overrides: Partial<Deps> = {}): Promise<Deps & { close(): void }> {
  const { db, close } = libsqlEmbeddedDatabase(':memory:');
  await migrateEmbedded(db);
  await seedLookups(db);
  const clock = overrides.clock ?? testClock();
  const deps: Deps = {
    environment: 'test',
    db,
    clock,
    blobs: s3BlobStore({
      endpoint: inject('s3Endpoint'),
      bucket: 'kar-test',
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    }),
    mailer: addressedMailer(outboxMailer(db, clock)),
    // No provider configured: every phone channel lands in the dev outbox, as on a development server.
    messenger: messengerOf({}, { db, clock, environment: 'test', codeTtlSeconds: 180 }),
    captcha: altchaCaptcha({ hmacKey: 'test-altcha-key', maxNumber: 1000, clock }),
    passwords: createArgon2Passwords(loadArgon2ModuleForNode()),
    tokens: createJoseTokens('test-session-secret-0123456789abcdef0123'),
    rateLimiter: memoryRateLimiter({ limit: 1000, periodSeconds: 60, clock }),
    codeHmacKey: 'test-code-hmac-key',
    factorKey: 'dGVzdC1mYWN0b3Ita2V5LTAxMjM0NTY3ODlhYmNkZWY=',
    relyingParty: { id: 'kar.test', origins: ['http://kar.test'] },
    startingCredits: 3,
    pdfFonts: async () => loadCvPdfFontsForNode(),
    svgRasterizer: loadSvgRasterizerForNode,
    queue: memoryWorkQueue(),
    siteUrl: 'http://kar.test',
    telegramBot: null,
    // Push off unless a test hands in a sender (tests/support/push-world.ts points one at the fake push service).
    webPush: null,
    ...overrides,
  };
  return { ...deps, close };
}

export async function testApp(overrides: Partial<Deps> = {}) {
  const deps = await nodeTestDeps(overrides);
  const app = createApp(deps);
  const request = (path: string, init: RequestInit = {}) => app.request(path, init);
  return { deps, app, request };
}
