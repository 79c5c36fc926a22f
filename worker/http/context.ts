import type { users } from '../../db/schema';
import type { Deps, Locale } from '../ports';

export interface Authenticated {
  user: typeof users.$inferSelect;
  sessionId: string;
  /** How the request proved it: a cookie (our web client) or a bearer token (other clients). */
  via: 'cookie' | 'bearer';
  /** Admins only: when this session last proved the password (sign-in or re-check); writes need it recent. */
  passwordCheckedAt?: Date;
}

/** What every request handler can read from Hono's context. */
export interface AppEnv {
  Variables: {
    deps: Deps;
    locale: Locale;
    requestId: string;
    auth: Authenticated | undefined;
  };
}
