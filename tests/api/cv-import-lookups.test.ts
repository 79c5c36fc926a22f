import { beforeAll, describe, expect, it } from 'vitest';
import { importListMaxItems, importSkillTextsMax } from '../../worker/features/cvs/cv-import.schemas';
import { type Api, post, signedUpAccount, signedUpCompany } from '../support/auth-flow';
import { testApp } from '../support/node-deps';

/**
 * docs/product.md#cv-import: `POST /account/cvs/import/lookups` (tRPC `cv.importLookups`) matches the names an
 * imported file gives to the lookups before the review shows them; names come back in the reader's language.
 */
let api: Api;
let token: string;
let companyToken: string;
beforeAll(async () => {
  api = await testApp();
  token = await signedUpAccount(api, 'lookups-importer@example.com');
  companyToken = await signedUpCompany(api, 'lookups-firm@example.com');
});

const texts = {
  cities: ['هەولێر، شەقامی ١٠٠ مەتری', 'Nowhere'],
  institutions: ['جامعة السليمانية'],
  degrees: ['بەکالۆریۆس'],
  languages: ['English', 'کوردی'],
  skills: ['Microsoft Excel 2019', 'C++', 'juggling'],
};

async function trpc(input: unknown, as: string | null) {
  const response = await api.request('/api/trpc/cv.importLookups', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'ar', ...(as ? { authorization: `Bearer ${as}` } : {}) },
    body: JSON.stringify(input),
  });
  return { status: response.status, body: (await response.json()) as { result?: { data?: unknown } } };
}

describe('POST /account/cvs/import/lookups', () => {
  it('answers each list in order with the item the text names, in the reader’s language, or null', async () => {
    const reply = await post(api, '/account/cvs/import/lookups', texts, { token, language: 'ckb' });
    expect(reply.status).toBe(200);
    expect(reply.body.data?.matches).toEqual({
      cities: [{ id: 1, name: 'هەولێر' }, null],
      institutions: [{ id: 1, name: 'زانکۆی سلێمانی' }],
      degrees: [{ id: 4, name: 'بەکالۆریۆس' }],
      languages: [
        { id: expect.any(Number), name: 'ئینگلیزی' },
        { id: 1, name: 'کوردی (سۆرانی)' },
      ],
      skills: [{ id: 39, name: 'Microsoft Excel' }, { id: 6, name: 'C++' }, null],
    });
  });

  it('is the same on tRPC, and an absent list is an empty one', async () => {
    const reply = await trpc({ skills: ['المحاسبة'] }, token);
    expect(reply.status).toBe(200);
    expect(reply.body.result?.data).toEqual({ cities: [], institutions: [], degrees: [], languages: [], skills: [{ id: 47, name: 'المحاسبة' }] });
  });

  it('answers 401 without a session and 403 to a company', async () => {
    expect((await post(api, '/account/cvs/import/lookups', texts)).status).toBe(401);
    const company = await post(api, '/account/cvs/import/lookups', texts, { token: companyToken });
    expect([company.status, company.body.code]).toEqual([403, 'forbidden']);
    expect((await trpc(texts, null)).status).toBe(401);
    expect((await trpc(texts, companyToken)).status).toBe(403);
  });

  it('refuses wrong types, long texts and too many of them with a message in the reader’s language', async () => {
    const wrongType = await post(api, '/account/cvs/import/lookups', { skills: 'Excel' }, { token });
    expect([wrongType.status, wrongType.body.code]).toEqual([422, 'validation_failed']);
    expect(wrongType.body.errors).toHaveProperty('skills');
    const long = await post(api, '/account/cvs/import/lookups', { cities: ['x'.repeat(201)] }, { token, language: 'ar' });
    expect(long.status).toBe(422);
    expect(Object.keys(long.body.errors ?? {})).toEqual(['cities.0']);
    expect(JSON.stringify(long.body.errors)).toMatch(/[\u0600-\u06FF]/u);
    const many = await post(
      api,
      '/account/cvs/import/lookups',
      { cities: Array(importListMaxItems + 1).fill('Erbil'), skills: Array(importSkillTextsMax).fill('Excel') },
      { token },
    );
    expect(many.status).toBe(422);
    expect(Object.keys(many.body.errors ?? {})).toEqual(['cities']);
  });
});
