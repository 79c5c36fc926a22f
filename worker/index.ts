import { type App, createApp } from './app';
import { buildDeps } from './deps';

// The env object is stable within an isolate: build the ports and routes once, not per request.
const apps = new WeakMap<Env, App>();

function appFor(env: Env): App {
  let app = apps.get(env);
  if (!app) {
    app = createApp(buildDeps(env), { assets: env.ASSETS });
    apps.set(env, app);
  }
  return app;
}

export default {
  fetch(request, env, ctx) {
    return appFor(env).fetch(request, env, ctx);
  },
} satisfies ExportedHandler<Env>;
