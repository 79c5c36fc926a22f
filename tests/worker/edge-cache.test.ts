// The edge cache on the Workers Cache itself (caches.default under Miniflare), through the worker's own fetch: an
// anonymous job page and board answered from it, never a signed-in one, and an edit seen at once.
import { exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { approvedCompany, callWorker, jobInput, signedUpSeeker } from './seeker';

const worker = exports.default;
let company: string;
let seeker: string;
let jobId: number;

async function get(path: string, token?: string) {
  const headers: Record<string, string> = { 'Accept-Language': 'ckb' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await worker.fetch(new Request(`http://kar.test${path}`, { headers }));
  return { status: response.status, cache: response.headers.get('x-kar-cache'), text: await response.text() };
}

/** The fill is written behind the reply; the next request may come before it lands. */
async function cached(path: string) {
  await expect.poll(async () => (await get(path)).cache, { timeout: 5_000 }).toBe('hit');
}

beforeAll(async () => {
  company = await approvedCompany('edge-co@kar.test');
  const created = (await (await callWorker('/company/jobs', { json: jobInput, token: company })).json()) as { data: { job: { id: number } } };
  jobId = created.data.job.id;
  expect((await callWorker(`/company/jobs/${jobId}/publish`, { method: 'POST', token: company })).status).toBe(200);
  seeker = await signedUpSeeker('edge-seeker@kar.test');
});

describe('edge cache in workerd', () => {
  it('answers the job page, its HTML and the board from the cache for visitors, never for a signed-in seeker', async () => {
    expect((await get(`/api/v1/jobs/${jobId}`)).cache).toBe('miss');
    await cached(`/api/v1/jobs/${jobId}`);
    await get('/api/v1/jobs');
    await cached('/api/v1/jobs');
    const page = await get(`/jobs/${jobId}`);
    expect(page.status).toBe(200);
    await cached(`/jobs/${jobId}`);
    const signedIn = await get(`/api/v1/jobs/${jobId}`, seeker);
    expect(signedIn.status).toBe(200);
    expect(signedIn.cache).toBeNull();
  });

  it('shows an edit at once', async () => {
    const edited = await callWorker(`/company/jobs/${jobId}`, { method: 'PUT', json: { ...jobInput, title: 'ژمێریاری نوێ' }, token: company });
    expect(edited.status).toBe(200);
    const page = await get(`/api/v1/jobs/${jobId}`);
    expect(page.cache).toBe('miss');
    expect(page.text).toContain('ژمێریاری نوێ');
    const board = await get('/api/v1/jobs');
    expect(board.cache).toBe('miss');
    expect(board.text).toContain('ژمێریاری نوێ');
  });
});
