import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';
import { AppError } from './errors';

/** Coarse per-address flood guard for the API (the binding's window is 60 s); exact limits live in the services. */
export function rateLimit(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const ip = c.req.header('cf-connecting-ip') ?? 'local';
    if (!(await c.get('deps').rateLimiter.allow(`api:${ip}`))) throw new AppError('rate_limited', { retryAfterSeconds: 60 });
    await next();
  };
}
