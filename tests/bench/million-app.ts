// The app and its ports over the million board (million-world.ts), as the dashboard and alert parts of million.ts ask
// them: the dashboard bench's app (hiring-app.ts) at the board's present, and a database that counts and times every
// call it makes, which is what D1 would bill and limit (a query a call; a batch is one query).
import type { Client } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import type { Database } from '../../db/client.ts';
import type { Deps, MailMessage } from '../../worker/ports.ts';
import './worker-in-node.ts';
import { appOver, sessionOf } from './hiring-app.ts';
import type { HiringWorld } from './hiring-world.ts';
import type { MillionWorld } from './million-world.ts';

export interface Meter {
  /** Calls to the database (D1 queries; a batch counts once). */
  calls: number;
  /** Time spent in them, and the longest one. */
  ms: number;
  longestMs: number;
  reset(): void;
}

/**
 * The client with every execute and batch counted and timed. Calls run one after another (the worker's own
 * `Promise.all` over reads would otherwise time each one's wait for the others), each timed from when it starts.
 */
export function meteredClient(client: Client): { client: Client; meter: Meter } {
  const meter: Meter = {
    calls: 0,
    ms: 0,
    longestMs: 0,
    reset() {
      meter.calls = 0;
      meter.ms = 0;
      meter.longestMs = 0;
    },
  };
  let previous: Promise<unknown> = Promise.resolve();
  const metered = new Proxy(client, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if ((property !== 'execute' && property !== 'batch') || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const call = previous.then(async () => {
          const started = performance.now();
          try {
            return await (value as (...inner: unknown[]) => Promise<unknown>).apply(target, args);
          } finally {
            const elapsed = performance.now() - started;
            meter.calls += 1;
            meter.ms += elapsed;
            meter.longestMs = Math.max(meter.longestMs, elapsed);
          }
        });
        previous = call.catch(() => undefined);
        return call;
      };
    },
  });
  return { client: metered, meter };
}

/** A mailer that only counts: in production each mail is one request to the provider (a subrequest). */
export function countingMailer() {
  const sent: MailMessage[] = [];
  return { mailer: { send: async (message: MailMessage) => void sent.push(message) }, count: () => sent.length, clear: () => void sent.splice(0) };
}

/** The hiring benches' app (hiring-app.ts) over the million board at its present, on `db`. */
export async function millionApp(
  world: MillionWorld,
  db: Database = world.db,
): Promise<{ app: Awaited<ReturnType<typeof appOver>>['app']; deps: Deps; session(companyId: number): Promise<string> }> {
  const hiring: HiringWorld = {
    db,
    client: world.client,
    now: new Date(world.facts.now),
    companies: [],
    counts: {
      applications: world.facts.size.applications,
      jobs: world.facts.size.jobs,
      events: 0,
      interviews: world.facts.interviews,
      offers: world.facts.offers,
      seekers: world.facts.size.seekers,
    },
    buildMs: world.facts.buildMs,
    close: () => undefined,
  };
  const { app, deps } = await appOver(hiring);
  return {
    app,
    deps,
    // A kept board still holds the previous run's session: made again.
    async session(companyId) {
      await world.client.execute({ sql: 'DELETE FROM sessions WHERE id = ?', args: [`bench-session-${companyId}`] });
      return sessionOf(hiring, deps, companyId);
    },
  };
}

/** A database over the world's file whose calls are metered. */
export function meteredDatabase(world: MillionWorld): { db: Database; meter: Meter } {
  const { client, meter } = meteredClient(world.client);
  return { db: drizzle(client) as unknown as Database, meter };
}
