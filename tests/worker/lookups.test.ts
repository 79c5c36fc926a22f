import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { lookupSeed } from '../../db/seed/lookups.data';

const worker = exports.default;

async function get(path: string, language = 'en') {
  const response = await worker.fetch(new Request(`http://kar.test${path}`, { headers: { 'Accept-Language': language } }));
  return { response, body: (await response.json()) as { status: string; code?: string; data?: Record<string, Array<{ id: number; name: string }>> } };
}

describe('lookups on D1 inside workerd', () => {
  it('answers each lookup in the request language', async () => {
    for (const language of ['en', 'ckb', 'ar'] as const) {
      const { response, body } = await get('/api/v1/lookups/institutions', language);
      expect(response.status).toBe(200);
      expect(body.data?.institutions?.map((item) => item.name)).toEqual(lookupSeed.institutions.map((row) => row[language]));
    }
  });

  it('searches skills on D1, a typed _ matching itself', async () => {
    const { body } = await get('/api/v1/lookups/skills?search=java', 'ar');
    expect(body.data?.skills?.length).toBeGreaterThan(0);
    const escaped = await get('/api/v1/lookups/skills?search=_');
    expect(escaped.body.data?.skills).toEqual([]);
  });

  it('answers health and unknown lookups in the envelope', async () => {
    expect((await get('/api/v1/health')).response.status).toBe(200);
    const unknown = await get('/api/v1/lookups/planets');
    expect(unknown.response.status).toBe(404);
    expect(unknown.body).toMatchObject({ status: 'error', code: 'unknown_lookup' });
  });

  it('answers a missing hashed asset with 404, not the SPA shell', async () => {
    const response = await worker.fetch(new Request('http://kar.test/assets/nope-123.js'));
    expect(response.status).toBe(404);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('keeps /dev/mail closed outside development', async () => {
    const response = await worker.fetch(new Request('http://kar.test/dev/mail'));
    expect(response.status).toBe(404);
  });
});
