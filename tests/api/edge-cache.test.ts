// The edge cache (docs/decisions/0024) in front of the whole app, over a store kept in memory as the Workers Cache keeps
// it per data centre: public reads answered from it for anonymous visitors only, a job's publish, edit, pause or close
// never answered from before it, stale answers served while one fresh answer is fetched behind them.
import { beforeAll, describe, expect, it } from 'vitest';
import { edgeCached, freshSeconds, staleSeconds, type EdgeCacheStore } from '../../worker/features/edge-cache/edge-cache';
import { addCredits, type JobWorld, jobBody, jobWorld, publishedJob, send } from './jobs.support';

const stored = new Map<string, Response>();
const store: EdgeCacheStore = {
  match: async (key) => stored.get(key)?.clone(),
  put: async (key, response) => void stored.set(key, response),
};

let world: JobWorld;
let appCalls = 0;
let behind: Promise<unknown>[] = [];

async function get(path: string, headers: Record<string, string> = {}) {
  const request = new Request(`http://kar.test${path}`, { headers: { 'Accept-Language': 'en', ...headers } });
  const response = await edgeCached(request, world.api.deps, store, { waitUntil: (promise) => void behind.push(promise) }, async (asked) => {
    appCalls += 1;
    return world.api.app.fetch(asked);
  });
  return { status: response.status, cache: response.headers.get('x-kar-cache'), text: await response.text(), headers: response.headers };
}

const settle = async () => {
  await Promise.all(behind);
  behind = [];
};

beforeAll(async () => {
  world = await jobWorld();
  await addCredits(world, 'hr@zagros.example', 20);
}, 60_000);

describe('edge cache', () => {
  it('answers an anonymous job page from the cache after the first time, with the same answer', async () => {
    const id = await publishedJob(world, { title: 'Cached accountant' });
    const first = await get(`/api/v1/jobs/${id}`);
    await settle();
    const calls = appCalls;
    const second = await get(`/api/v1/jobs/${id}`);
    expect([first.cache, second.cache]).toEqual(['miss', 'hit']);
    expect(second.text).toBe(first.text);
    expect(appCalls).toBe(calls);
    expect(second.headers.get('Vary')).toMatch(/Accept-Language/);
    expect(second.headers.get('Vary')).toMatch(/Cookie/);
    expect(second.headers.get('Vary')).toMatch(/Authorization/);
  });

  it('keeps each language apart', async () => {
    const id = await publishedJob(world);
    await get(`/api/v1/jobs/${id}`, { 'Accept-Language': 'ckb' });
    await settle();
    expect((await get(`/api/v1/jobs/${id}`, { 'Accept-Language': 'ar' })).cache).toBe('miss');
    expect((await get(`/api/v1/jobs/${id}`, { 'Accept-Language': 'ckb' })).cache).toBe('hit');
  });

  it("never answers a signed-in visitor from it, nor anyone from a signed-in visitor's answer", async () => {
    const id = await publishedJob(world);
    const path = `/api/v1/jobs/${id}`;
    const seeker = await get(path, { Authorization: `Bearer ${world.seeker}` });
    expect(seeker.cache).toBeNull();
    expect(seeker.headers.get('Vary')).toMatch(/Cookie.*Authorization|Authorization.*Cookie/);
    const company = await get(path, { Authorization: `Bearer ${world.company}` });
    expect(company.cache).toBeNull();
    await settle();
    expect((await get(path)).cache).toBe('miss');
    expect((await get(path, { Cookie: 'kar_session=someone' })).cache).toBeNull();
    expect((await get(path, { 'x-d1-bookmark': 'abc' })).cache).toBeNull();
  });

  it('shows an edit, a pause and a close at once: on the job page and on the board', async () => {
    const id = await publishedJob(world, { title: 'Before the edit' });
    await get(`/api/v1/jobs/${id}`);
    await get('/api/v1/jobs');
    await settle();
    expect((await get('/api/v1/jobs')).cache).toBe('hit');

    const edited = await send(world.api, 'PUT', `/company/jobs/${id}`, { token: world.company, body: jobBody(world.clock.now(), { title: 'After the edit' }) });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const page = await get(`/api/v1/jobs/${id}`);
    expect(page.cache).toBe('miss');
    expect(page.text).toContain('After the edit');
    const board = await get('/api/v1/jobs');
    expect(board.cache).toBe('miss');
    expect(board.text).toContain('After the edit');
    await settle();

    expect((await send(world.api, 'POST', `/company/jobs/${id}/pause`, { token: world.company })).status).toBe(200);
    const paused = await get(`/api/v1/jobs/${id}`);
    expect(paused.cache).toBe('miss');
    expect(JSON.parse(paused.text).data.job.state).toBe('paused');
    await settle();

    expect((await send(world.api, 'POST', `/company/jobs/${id}/close`, { token: world.company })).status).toBe(200);
    const closed = await get(`/api/v1/jobs/${id}`);
    expect(closed.cache).not.toBe('hit');
    expect(closed.text).not.toContain('"state":"paused"');
  });

  it('serves a stale answer while one fresh answer is fetched behind it, then forgets it', async () => {
    const id = await publishedJob(world);
    const path = `/api/v1/jobs/${id}`;
    await get(path);
    await settle();
    world.clock.advance((freshSeconds + 1) * 1000);
    const calls = appCalls;
    const stale = await get(path);
    expect(stale.cache).toBe('hit');
    expect(Number(stale.headers.get('Age'))).toBeGreaterThanOrEqual(freshSeconds);
    expect(appCalls).toBe(calls + 1);
    await settle();
    const refreshed = await get(path);
    expect(refreshed.cache).toBe('hit');
    expect(Number(refreshed.headers.get('Age'))).toBeLessThan(freshSeconds);
    world.clock.advance((freshSeconds + staleSeconds + 1) * 1000);
    expect((await get(path)).cache).toBe('miss');
  });

  it("caches the web client's batches of public procedures only", async () => {
    const id = await publishedJob(world);
    const input = encodeURIComponent(JSON.stringify({ 1: { id } }));
    const path = `/api/trpc/auth.me,jobs.get?batch=1&input=${input}`;
    const first = await get(path);
    await settle();
    expect(first.status).toBe(200);
    expect([first.cache, (await get(path)).cache]).toEqual(['miss', 'hit']);
    const privateBatch = `/api/trpc/auth.me,notifications.unreadCount?batch=1&input=${encodeURIComponent('{}')}`;
    expect((await get(privateBatch)).cache).toBeNull();
    expect((await get(`/api/trpc/jobs.get?batch=1&input=${encodeURIComponent('{"0":{"id":"x"}}')}`)).cache).toBeNull();
  });

  it('leaves alone what is not a public read', async () => {
    expect((await get('/api/v1/account/saved-jobs')).cache).toBeNull();
    expect((await get('/api/v1/lookups/skills')).cache).toBeNull();
    expect((await get('/api/v1/health')).cache).toBeNull();
    expect((await get('/api/v1/jobs/999999')).cache).toBeNull();
  });
});
