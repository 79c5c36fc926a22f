import { beforeAll, describe, expect, it } from 'vitest';
import { lookupSeed } from '../../db/seed/lookups.data';
import { listLookupNames } from '../../worker/features/lookups/lookups.schemas';
import { testApp } from '../support/node-deps';

type Api = Awaited<ReturnType<typeof testApp>>;
let api: Api;

beforeAll(async () => {
  api = await testApp();
});

async function getJson(path: string, language?: string) {
  const response = await api.request(path, { headers: language ? { 'Accept-Language': language } : {} });
  return {
    response,
    body: (await response.json()) as {
      status: string;
      message: string;
      code?: string;
      data?: Record<string, Array<{ id: number; name: string }>>;
      errors?: Record<string, string[]>;
    },
  };
}

describe('GET /api/v1/lookups/{name}', () => {
  it.each(listLookupNames)('answers %s in all three languages with the seeded names', async (name) => {
    const seeded = lookupSeed[name];
    for (const [language, key] of [
      ['en', 'en'],
      ['ckb', 'ckb'],
      ['ar', 'ar'],
    ] as const) {
      const { response, body } = await getJson(`/api/v1/lookups/${name}`, language);
      expect(response.status).toBe(200);
      expect(body.status).toBe('success');
      const items = body.data?.[name] ?? [];
      expect(items).toHaveLength(seeded.length);
      expect(items.map((item) => item.name)).toEqual(seeded.map((row) => row[key]));
    }
  });

  it('answers Kurdish for ku and for ckb with regions, and English by default', async () => {
    const erbil = lookupSeed.cities.find((city) => city.en === 'Erbil');
    expect(erbil).toBeDefined();
    for (const header of ['ku', 'ckb-IQ', 'ku-Arab;q=0.9, en;q=0.5', 'fr, ckb;q=0.8']) {
      const { body } = await getJson('/api/v1/lookups/cities', header);
      expect(body.data?.cities?.find((city) => city.id === erbil?.id)?.name).toBe(erbil?.ckb);
    }
    const { body } = await getJson('/api/v1/lookups/cities');
    expect(body.data?.cities?.find((city) => city.id === erbil?.id)?.name).toBe('Erbil');
    const arabic = await getJson('/api/v1/lookups/cities', 'ar-IQ');
    expect(arabic.body.data?.cities?.find((city) => city.id === erbil?.id)?.name).toBe(erbil?.ar);
  });

  it('lets clients cache lookups per language', async () => {
    const { response } = await getJson('/api/v1/lookups/genders', 'ar');
    expect(response.headers.get('cache-control')).toContain('max-age');
    expect(response.headers.get('vary')).toContain('Accept-Language');
  });

  it('answers an unknown lookup with 404 in the envelope', async () => {
    const { response, body } = await getJson('/api/v1/lookups/planets');
    expect(response.status).toBe(404);
    expect(body).toMatchObject({ status: 'error', code: 'unknown_lookup' });
    expect(body.message).toBeTruthy();
  });
});

describe('GET /api/v1/lookups/skills?search=', () => {
  it('finds skills by typed text in any language and answers in the request language', async () => {
    const excel = lookupSeed.skills.find((skill) => skill.en.includes('Excel'));
    expect(excel).toBeDefined();
    const { body } = await getJson('/api/v1/lookups/skills?search=exc', 'ckb');
    expect(body.data?.skills?.map((skill) => skill.name)).toContain(excel?.ckb);

    const teamwork = lookupSeed.skills.find((skill) => skill.en === 'Teamwork');
    expect(teamwork).toBeDefined();
    const byKurdish = await getJson(`/api/v1/lookups/skills?search=${encodeURIComponent(teamwork?.ckb ?? '')}`, 'en');
    expect(byKurdish.body.data?.skills?.map((skill) => skill.name)).toContain('Teamwork');
  });

  it('treats % and _ as plain characters', async () => {
    const { body } = await getJson('/api/v1/lookups/skills?search=%25%25%25');
    expect(body.data?.skills).toEqual([]);
  });

  it('caps the result count and validates the limit', async () => {
    const { body } = await getJson('/api/v1/lookups/skills?limit=5');
    expect(body.data?.skills).toHaveLength(5);
    for (const limit of ['abc', '0', '1000', '2.5']) {
      const invalid = await getJson(`/api/v1/lookups/skills?limit=${limit}`);
      expect(invalid.response.status).toBe(422);
      expect(invalid.body).toMatchObject({ status: 'error', code: 'validation_failed' });
      expect(invalid.body.errors?.limit?.length).toBeGreaterThan(0);
    }
    const tooLong = await getJson(`/api/v1/lookups/skills?search=${'a'.repeat(65)}`);
    expect(tooLong.response.status).toBe(422);
    expect(tooLong.body.errors?.search).toBeDefined();
  });
});

describe('lookups through tRPC', () => {
  it('answers the same names as REST in the request language', async () => {
    const input = encodeURIComponent(JSON.stringify({ name: 'sectors' }));
    const response = await api.request(`/api/trpc/lookups.list?input=${input}`, { headers: { 'Accept-Language': 'ar' } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { result: { data: Array<{ id: number; name: string }> } };
    expect(body.result.data.map((item) => item.name)).toEqual(lookupSeed.sectors.map((row) => row.ar));
  });

  it('rejects an unknown lookup name as invalid input, with the app code', async () => {
    const input = encodeURIComponent(JSON.stringify({ name: 'planets' }));
    const response = await api.request(`/api/trpc/lookups.list?input=${input}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { data: { appCode: string; fields: Record<string, string[]> } } };
    expect(body.error.data.appCode).toBe('validation_failed');
    expect(body.error.data.fields.name).toBeDefined();
  });

  it('searches skills', async () => {
    const input = encodeURIComponent(JSON.stringify({ search: 'python', limit: 3 }));
    const response = await api.request(`/api/trpc/lookups.skills?input=${input}`);
    const body = (await response.json()) as { result: { data: Array<{ name: string }> } };
    expect(body.result.data.map((item) => item.name)).toContain('Python');
  });
});
