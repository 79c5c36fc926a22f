import { describe, expect, it } from 'vitest';
import type { Clock } from '../../worker/ports';
import { memoryRateLimiter, workersRateLimiter } from '../../worker/platform/rate-limit';

function fixedClock(iso: string): Clock & { set(iso: string): void } {
  let now = new Date(iso);
  return { now: () => now, set: (next) => (now = new Date(next)) };
}

async function calls(limiter: { allow(key: string): Promise<boolean> }, key: string, count: number): Promise<boolean[]> {
  const results: boolean[] = [];
  for (let i = 0; i < count; i++) results.push(await limiter.allow(key));
  return results;
}

describe('memoryRateLimiter', () => {
  it('allows `limit` calls per key in a window, then refuses', async () => {
    const limiter = memoryRateLimiter({ limit: 3, periodSeconds: 60, clock: fixedClock('2026-01-01T00:00:10Z') });
    expect(await calls(limiter, 'ip:1', 5)).toEqual([true, true, true, false, false]);
  });

  it('counts keys separately', async () => {
    const limiter = memoryRateLimiter({ limit: 1, periodSeconds: 60, clock: fixedClock('2026-01-01T00:00:10Z') });
    expect(await limiter.allow('ip:1')).toBe(true);
    expect(await limiter.allow('ip:2')).toBe(true);
    expect(await limiter.allow('ip:1')).toBe(false);
  });

  it('starts counting afresh in the next window (fixed, not sliding)', async () => {
    const clock = fixedClock('2026-01-01T00:00:59Z');
    const limiter = memoryRateLimiter({ limit: 2, periodSeconds: 60, clock });
    expect(await calls(limiter, 'k', 3)).toEqual([true, true, false]);
    clock.set('2026-01-01T00:01:00Z');
    expect(await calls(limiter, 'k', 3)).toEqual([true, true, false]);
    clock.set('2026-01-01T00:01:59.999Z');
    expect(await limiter.allow('k')).toBe(false);
  });
});

describe('workersRateLimiter', () => {
  it("passes the key to the binding and answers the binding's verdict", async () => {
    const seen: string[] = [];
    const binding = {
      async limit({ key }: { key: string }) {
        seen.push(key);
        return { success: key !== 'blocked' };
      },
    };
    const limiter = workersRateLimiter(binding);
    expect(await limiter.allow('ip:1')).toBe(true);
    expect(await limiter.allow('blocked')).toBe(false);
    expect(seen).toEqual(['ip:1', 'blocked']);
  });
});
