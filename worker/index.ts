import { type App, createApp } from './app';
import { buildDeps } from './deps';
import { sendApplicantDigests } from './features/applications/applicant-notices';
import { log } from './http/logger';
import type { Deps } from './ports';

// The env object is stable within an isolate: build the ports and routes once, not per request.
const apps = new WeakMap<Env, { deps: Deps; app: App }>();

function built(env: Env) {
  let entry = apps.get(env);
  if (!entry) {
    const deps = buildDeps(env);
    entry = { deps, app: createApp(deps, { assets: env.ASSETS }) };
    apps.set(env, entry);
  }
  return entry;
}

export default {
  fetch(request, env, ctx) {
    return built(env).app.fetch(request, env, ctx);
  },
  // wrangler.toml's Cron Trigger: the daily digest of new applicants for companies that chose it.
  scheduled(controller, env, ctx) {
    const digests = sendApplicantDigests(built(env).deps, new Date(controller.scheduledTime)).then((result) =>
      log.info('applicant digests', { cron: controller.cron, ...result }),
    );
    ctx.waitUntil(digests);
  },
} satisfies ExportedHandler<Env>;
