import { describeError, log } from '../../http/logger';
import type { Deps } from '../../ports';
import { cachePlanOf, type CachePlan } from './cache-plan';
import { edgeCacheService } from './edge-cache.service';

/** How long an answer is served as it is, and then for how much longer while a fresh one is fetched behind it. */
export const freshSeconds = 30;
export const staleSeconds = 300;

const storedAtHeader = 'x-kar-stored-at';
export const cacheStatusHeader = 'x-kar-cache';

/** The part of the Workers Cache (`caches.default`) Kar uses; per data centre. */
export interface EdgeCacheStore {
  match(key: string): Promise<Response | undefined>;
  put(key: string, response: Response): Promise<void>;
}

interface Waiter {
  waitUntil(promise: Promise<unknown>): void;
}

function keyOf(plan: CachePlan, versions: Map<string, number>): string {
  const named = plan.scopes.map((scope) => `${scope}=${versions.get(scope) ?? 0}`).join(',');
  return `https://edge-cache.kar/${encodeURIComponent(named)}/${plan.locale}${plan.path}`;
}

function storable(response: Response): boolean {
  const cacheControl = response.headers.get('cache-control') ?? '';
  return response.status === 200 && !response.headers.has('set-cookie') && !/no-store|private/i.test(cacheControl);
}

const personalHeaders = ['Cookie', 'Authorization'];

function withVary(response: Response): Response {
  const answer = new Response(response.body, response);
  const named = (answer.headers.get('Vary') ?? '').split(',').map((name) => name.trim().toLowerCase());
  for (const header of personalHeaders) if (!named.includes(header.toLowerCase())) answer.headers.append('Vary', header);
  return answer;
}

function marked(response: Response, status: 'hit' | 'miss', age?: number): Response {
  const answer = withVary(response);
  answer.headers.set(cacheStatusHeader, status);
  answer.headers.delete(storedAtHeader);
  if (age !== undefined) answer.headers.set('Age', String(age));
  return answer;
}

async function store(cache: EdgeCacheStore, key: string, response: Response, now: number): Promise<void> {
  const copy = new Response(response.body, response);
  copy.headers.set(storedAtHeader, String(now));
  // The cache's own lifetime; the browser keeps the answer's own Cache-Control, which the stored copy never reaches.
  copy.headers.set('Cache-Control', `public, s-maxage=${freshSeconds + staleSeconds}`);
  copy.headers.delete('X-Request-Id');
  await cache.put(key, copy);
}

/**
 * Answers public reads from the edge cache (docs/decisions/0024): fresh for `freshSeconds`, then served stale while
 * one fresh answer is fetched behind it, for `staleSeconds` more. Keys name the versions of what the answer shows, so
 * a job's publish, edit, pause or close (which raises them) is never answered from before it. Anything personal, or
 * any answer that sets a cookie or says private, goes straight to the app.
 */
export async function edgeCached(
  request: Request,
  deps: Deps,
  cache: EdgeCacheStore | null,
  ctx: Waiter,
  answer: (request: Request) => Promise<Response>,
): Promise<Response> {
  const plan = cachePlanOf(request);
  if (!plan) return answer(request);
  // The same address answers a signed-in visitor differently (match labels, their own state): caches on the way must
  // keep the answers apart, as this one does by keeping only the anonymous ones.
  if (!cache || !plan.anonymous) return withVary(await answer(request));
  const versionsDb = deps.replicaSession?.({ kind: 'nearest' }).db ?? deps.db;
  const clock = () => deps.clock.now().getTime();
  const versions = await edgeCacheService(versionsDb, clock).versions(plan.scopes);
  const key = keyOf(plan, versions);
  const now = clock();
  const kept = await cache.match(key);
  const storedAt = Number(kept?.headers.get(storedAtHeader));
  const age = Math.max(0, Math.floor((now - storedAt) / 1000));
  if (kept && Number.isFinite(storedAt) && age < freshSeconds + staleSeconds) {
    // Fetched again behind the reply, as a request of its own: the same GET, the same headers.
    if (age >= freshSeconds) ctx.waitUntil(refill(cache, key, clock, () => answer(new Request(request.url, { headers: request.headers }))));
    return marked(kept, 'hit', age);
  }
  const response = await answer(request);
  if (!storable(response)) return withVary(response);
  ctx.waitUntil(store(cache, key, response.clone(), now));
  return marked(response, 'miss');
}

/** Keys this isolate is fetching again: many stale hits at once start one refill, not one each. */
const refilling = new Set<string>();

async function refill(cache: EdgeCacheStore, key: string, clock: () => number, answer: () => Promise<Response>): Promise<void> {
  if (refilling.has(key)) return;
  refilling.add(key);
  try {
    const response = await answer();
    if (storable(response)) await store(cache, key, response, clock());
  } catch (error) {
    log.warn('edge cache refill failed', describeError(error));
  } finally {
    refilling.delete(key);
  }
}
