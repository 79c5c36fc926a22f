// The app in Node over a hiring world (hiring-world.ts), as the dashboard and pipeline benches ask it: every call
// through the app (auth middleware, service, libSQL, JSON reply) with a session of one of the world's companies.
import type { Deps } from '../../worker/ports.ts';
import './worker-in-node.ts';
import type { HiringWorld } from './hiring-world.ts';

/** A bench's ports over `db`: those a bench names in `ports`, an outbox for mail, and the rest refusing to be used. */
export async function benchDeps(db: Deps['db'], clock: Deps['clock'], ports: Partial<Deps> = {}): Promise<Deps> {
  // Imported once the hooks of worker-in-node.ts are in place.
  const { createJoseTokens } = await import('../../worker/platform/tokens.ts');
  const { memoryRateLimiter } = await import('../../worker/platform/rate-limit.ts');
  const { outboxMailer } = await import('../../worker/platform/outbox.ts');
  const { memoryWorkQueue } = await import('../../worker/platform/queue.ts');
  const unused = () => {
    throw new Error('not used by this bench');
  };
  return {
    environment: 'test',
    db,
    clock,
    blobs: { put: unused, get: unused, delete: unused },
    mailer: outboxMailer(db, clock),
    messenger: { channels: [], send: unused },
    captcha: { createChallenge: unused, verify: unused, idOf: unused },
    passwords: { hash: unused, verify: unused },
    tokens: createJoseTokens('bench-session-secret-0123456789abcdef0123', 'kar', clock),
    rateLimiter: memoryRateLimiter({ limit: 1_000_000, periodSeconds: 60, clock }),
    codeHmacKey: 'bench',
    factorKey: 'YmVuY2gtZmFjdG9yLWtleS0wMTIzNDU2Nzg5YWJjZGU=',
    relyingParty: { id: 'localhost', origins: ['http://localhost'] },
    startingCredits: 3,
    pdfFonts: unused,
    svgRasterizer: unused,
    queue: memoryWorkQueue(),
    siteUrl: 'http://127.0.0.1',
    telegramBot: null,
    webPush: null,
    ...ports,
  };
}

/** The app over the world's database, with the ports a dashboard call touches; the rest refuse to be used. */
export async function appOver(world: HiringWorld) {
  const { createApp } = await import('../../worker/app.ts');
  const deps = await benchDeps(world.db, { now: () => world.now });
  return { app: createApp(deps), deps };
}

/** A session for the company, as signing in would leave it. */
export async function sessionOf(world: HiringWorld, deps: Deps, companyId: number): Promise<string> {
  const id = `bench-session-${companyId}`;
  const now = world.now.getTime();
  await world.client.execute({
    sql: 'INSERT INTO sessions (id, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
    args: [id, companyId, now, now + 86_400_000],
  });
  return deps.tokens.sign({ sub: String(companyId), sid: id }, 86_400);
}
