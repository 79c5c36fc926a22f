import type { Clock, RateLimiter } from '../ports';

/**
 * Production: the Workers rate-limiting binding (`[[ratelimits]]` in wrangler.toml). Its counts are per location
 * and approximate, which is enough for coarse throttling; exact counts belong in the database.
 */
export function workersRateLimiter(binding: RateLimit): RateLimiter {
  return {
    async allow(key) {
      const { success } = await binding.limit({ key });
      return success;
    },
  };
}

export interface MemoryRateLimitOptions {
  limit: number;
  periodSeconds: number;
  clock: Clock;
}

/**
 * A fixed-window counter in process memory, for Node tests and scripts only: production uses the binding above,
 * because a Worker isolate's memory is neither shared nor long-lived.
 */
export function memoryRateLimiter({ limit, periodSeconds, clock }: MemoryRateLimitOptions): RateLimiter {
  const counts = new Map<string, number>();
  let currentWindow = -1;

  return {
    async allow(key) {
      const window = Math.floor(clock.now().getTime() / (periodSeconds * 1000));
      // A new window forgets every key at once, so the map never outgrows one period's callers.
      if (window !== currentWindow) {
        counts.clear();
        currentWindow = window;
      }
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      return count <= limit;
    },
  };
}

/** Lets everything through: for load benchmarks on loopback only (API_RATE_LIMIT=off). */
export const unlimitedRateLimiter: RateLimiter = { allow: async () => true };
