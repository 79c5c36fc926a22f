// Share cards from publish to preview: the queue's consumer draws a job's card after the publish and after each edit,
// stores it with the files (s3rver on loopback), the job page's head names it, and its route serves open jobs only.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../worker/app';
import { spaAssets as assets } from '../support/spa-assets';
import { handleQueueMessage } from '../../worker/queue';
import { jpegSize } from '../support/jpeg';
import { jobBody, jobWorld, publishedJob, send, addCredits, type JobWorld } from './jobs.support';
import { drainQueue as drainQueueOf, memoryQueueOf } from '../support/work-queue';

const origin = 'http://kar.test';

let world: JobWorld;
let site: ReturnType<typeof createApp>;
const queue = () => memoryQueueOf(world.api.deps);
const drainQueue = () => drainQueueOf(world.api.deps);

beforeAll(async () => {
  world = await jobWorld();
  await addCredits(world, 'hr@zagros.example', 10);
  site = createApp(world.api.deps, { assets });
}, 60_000);

async function head(id: number) {
  const html = await (await site.request(`${origin}/jobs/${id}`, { headers: { Accept: 'text/html' } })).text();
  const head = html.slice(0, html.indexOf('</head>'));
  return (key: string) => [...head.matchAll(new RegExp(`<meta property="og:${key}" content="([^"]*)" />`, 'g'))].map((match) => match[1]);
}

const card = (url: string) => site.request(url);
const storedVersion = async (id: number) =>
  (await world.api.deps.db.all<{ version: string }>(sql`select version from job_share_cards where job_id = ${id}`))[0]?.version;
const edit = (id: number, overrides: Record<string, unknown>) =>
  send(world.api, 'PUT', `/company/jobs/${id}`, { body: jobBody(world.clock.now(), overrides), token: world.company });
const move = (id: number, to: 'pause' | 'reopen' | 'close') => send(world.api, 'POST', `/company/jobs/${id}/${to}`, { token: world.company });

describe('share cards', () => {
  it('are drawn after a Sorani job is published, named in its page head with their size, and served as JPEG', async () => {
    queue().take();
    const id = await publishedJob(world, { title: 'گەشەپێدەری وێب', language: 'ckb', city_id: 2, description: '<p>کار لە سلێمانی</p>' });
    // Nothing is drawn in the request: the publish queues its message, whose consumer queues the card's.
    const before = await head(id);
    expect(before('image')).toEqual([]);
    const results = await drainQueue();
    expect(results).toContainEqual(expect.objectContaining({ job: id, version: expect.stringMatching(/^[0-9a-f]{16}$/) }));

    const version = await storedVersion(id);
    const og = await head(id);
    const url = `${origin}/share-cards/jobs/${id}-${version}.jpg`;
    expect(og('image')).toEqual([url]);
    expect(og('image:type')).toEqual(['image/jpeg']);
    expect(og('image:width')).toEqual(['1200']);
    expect(og('image:height')).toEqual(['630']);
    expect(og('image:alt')).toHaveLength(1);
    expect(og('locale')).toEqual(['cb_IQ']);

    const response = await card(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(jpegSize(bytes)).toEqual({ width: 1200, height: 630 });
    expect(bytes.byteLength).toBeLessThanOrEqual(200 * 1024);
  });

  it('are drawn again when an edit changes what they show, under a new address, and not when it does not', async () => {
    const id = await publishedJob(world, { title: 'Senior Backend Developer' });
    await drainQueue();
    const first = await storedVersion(id);
    expect((await head(id))('locale')).toEqual(['en_US']);

    expect((await edit(id, { title: 'Lead Backend Developer' })).status).toBe(200);
    expect(queue().pending).toContainEqual({ kind: 'share_card', job_id: id });
    await drainQueue();
    const second = await storedVersion(id);
    expect(second).toMatch(/^[0-9a-f]{16}$/);
    expect(second).not.toBe(first);
    expect((await head(id))('image')).toEqual([`${origin}/share-cards/jobs/${id}-${second}.jpg`]);
    expect((await card(`${origin}/share-cards/jobs/${id}-${first}.jpg`)).status).toBe(404);
    expect((await card(`${origin}/share-cards/jobs/${id}-${second}.jpg`)).status).toBe(200);

    // The description is not on the card: the same card stays.
    expect((await edit(id, { title: 'Lead Backend Developer', description: '<p>Other words.</p>' })).status).toBe(200);
    expect(await drainQueue()).toContainEqual({ job: id, skipped: 'unchanged' });
    expect(await storedVersion(id)).toBe(second);
  });

  it('answer 404 while the job is paused or closed, and again 200 once it is reopened', async () => {
    const id = await publishedJob(world);
    await drainQueue();
    const url = `${origin}/share-cards/jobs/${id}-${await storedVersion(id)}.jpg`;
    expect((await card(url)).status).toBe(200);

    expect((await move(id, 'pause')).status).toBe(200);
    expect((await card(url)).status).toBe(404);
    // A paused job's page names no card (its route would not answer).
    expect((await head(id))('image')).toEqual([]);

    expect((await move(id, 'reopen')).status).toBe(200);
    expect(await drainQueue()).toContainEqual({ job: id, skipped: 'unchanged' });
    expect((await card(url)).status).toBe(200);

    expect((await move(id, 'close')).status).toBe(200);
    expect((await card(url)).status).toBe(404);
    // A closed job gets no card drawn either.
    expect(await handleQueueMessage(world.api.deps, { kind: 'share_card', job_id: id })).toEqual({ job: id, skipped: 'not open' });
  });

  it('answer 404 for an unknown job, a wrong version and a malformed name', async () => {
    const id = await publishedJob(world);
    await drainQueue();
    for (const path of [
      `/share-cards/jobs/999999-0123456789abcdef.jpg`,
      `/share-cards/jobs/${id}-0123456789abcdef.jpg`,
      `/share-cards/jobs/${id}.jpg`,
      '/share-cards/jobs/x',
    ]) {
      expect((await card(`${origin}${path}`)).status, path).toBe(404);
    }
  });
});
