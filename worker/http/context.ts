import type { Deps, Locale } from '../ports';

/** What every request handler can read from Hono's context. */
export interface AppEnv {
  Variables: {
    deps: Deps;
    locale: Locale;
    requestId: string;
  };
}
