import { type App, createApp } from './app';
import { buildDeps, tursoDatabaseOf } from './deps';
import { edgeCached } from './features/edge-cache/edge-cache';
import { allLocales, loadCatalogues } from './http/i18n';
import { describeError, log } from './http/logger';
import type { Deps } from './ports';

// The env object is stable within an isolate: build the ports and routes once, not per request. Only the built
// entry is kept, never a pending promise, which would tie one request to another's work.
const apps = new WeakMap<Env, { deps: Deps; app: App }>();

async function built(env: Env): Promise<{ deps: Deps; app: App }> {
  const kept = apps.get(env);
  if (kept) return kept;
  const turso = await tursoDatabaseOf(env);
  const already = apps.get(env);
  if (already) return already;
  const deps = buildDeps(env, turso);
  const entry = { deps, app: createApp(deps, { assets: env.ASSETS }) };
  apps.set(env, entry);
  return entry;
}

/** The data centre's Workers Cache; absent where the runtime has none or the configuration turns it off. */
function edgeCacheOf(env: Env): Cache | null {
  const setting: string = env.EDGE_CACHE;
  return setting === 'off' || typeof caches === 'undefined' ? null : caches.default;
}

export default {
  async fetch(request, env, ctx) {
    const { app, deps } = await built(env);
    return edgeCached(request, deps, edgeCacheOf(env), ctx, async (asked) => app.fetch(asked, env, ctx));
  },
  // wrangler.toml's Cron Trigger: every job of worker/scheduled.ts, each on its own (one failing stops no other).
  // The Cron's and the queue's modules are imported when they run: an isolate started for a request needs neither.
  async scheduled(controller, env, ctx) {
    const at = new Date(controller.scheduledTime);
    const { scheduledJobs } = await import('./scheduled');
    // Alerts and digests are written in each recipient's language.
    const ready = Promise.all([built(env), loadCatalogues(allLocales)]);
    for (const [name, job] of Object.entries(scheduledJobs)) {
      ctx.waitUntil(
        ready
          .then(([{ deps }]) => job(deps, at))
          .then(
            (result) => log.info(name, { cron: controller.cron, ...result }),
            (error: unknown) => log.error(`${name} failed`, { cron: controller.cron, ...describeError(error) }),
          ),
      );
    }
  },
  // wrangler.toml's queue `kar-work` (worker/queue.ts): each message acknowledged or retried on its own.
  async queue(batch, env) {
    const { handleQueueMessage, isQueueMessage } = await import('./queue');
    const { deps } = await built(env);
    await loadCatalogues(allLocales);
    for (const message of batch.messages) {
      const body: unknown = message.body;
      if (!isQueueMessage(body)) {
        log.error('unknown queue message dropped', { queue: batch.queue, id: message.id });
        message.ack();
        continue;
      }
      try {
        const result = await handleQueueMessage(deps, body);
        log.info(`queue ${body.kind}`, { attempts: message.attempts, ...result });
        message.ack();
      } catch (error) {
        log.error(`queue ${body.kind} failed`, { attempts: message.attempts, ...describeError(error) });
        message.retry({ delaySeconds: Math.min(300, 10 * 2 ** message.attempts) });
      }
    }
  },
} satisfies ExportedHandler<Env>;
