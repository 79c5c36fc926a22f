import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { lookupSeed } from '../../db/seed/lookups.data';
import { importListMaxItems } from '../../worker/features/cvs/cv-import.schemas';
import { maxTextBodyBytes } from '../../worker/http/body-limits';
import { type Api, get, post, signedUpAccount, signedUpCompany } from '../support/auth-flow';
import { minimalPdf, tinyPng } from '../support/files';
import { testApp } from '../support/node-deps';
import { minimalDocx } from '../support/zip';
import { cvTables } from '../support/cv-tables';

/**
 * docs/product.md#cv-import: the reviewed import saved as a new CV in one call (`POST /account/cvs/import`, tRPC
 * `cv.import`), and its original file kept in a second (`POST /account/cvs/import/{id}/file`).
 */

let api: Api;
let token: string;
let otherToken: string;
let companyToken: string;
beforeAll(async () => {
  api = await testApp();
  token = await signedUpAccount(api, 'importer@example.com');
  otherToken = await signedUpAccount(api, 'other-importer@example.com');
  companyToken = await signedUpCompany(api, 'import-firm@example.com');
});

const messages = (locale: 'ckb' | 'ar') => JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Record<string, string>;
const thisYear = new Date().getUTCFullYear();
const named = (list: ReadonlyArray<{ id: number; en: string; ckb: string; ar: string }>, id: number) => list.find((row) => row.id === id);

/** A whole CV in Sorani, as the review screen sends it after matching the parser's text to lookup ids. */
const soraniCv = {
  personal: {
    title: 'ئەندازیاری نەرمەکاڵا',
    full_name: 'ئاراس محەمەد',
    email: 'Aras.M@Example.com',
    phone_num: '+964 750 123 4567',
    location: 'هەولێر',
    address: 'شەقامی ٦٠ مەتری',
    language: 'ckb',
    is_shareable: false,
  },
  work_experience: [
    {
      title: 'گەشەپێدەری وێب',
      company: 'زاگرۆس تەک',
      location: 'هەولێر',
      url: 'https://zagros.example',
      from_date: '2021-03',
      is_present: true,
      description: '<p>دروستکردنی <strong>ماڵپەڕ</strong><script>x</script></p>',
    },
    { title: 'یاریدەدەری تەکنیکی', company: 'کۆرەک', location: 'سلێمانی', from_date: '2018-06-01', to_date: '2021-02', is_present: false },
  ],
  education: [
    { institution_id: 1, city_id: 2, degree_id: 4, field_of_study: 'زانستی کۆمپیوتەر', start_date: 2014, end_date: 2018, description: '<p>تێزی دەرچوون</p>' },
    { institution_id: 34, institution_name: 'پەیمانگای تەکنیکی کۆیە', city_id: 9, degree_id: 3, field_of_study: 'تۆڕ', start_date: '2012', end_date: '2014' },
  ],
  languages: [
    { language_id: 1, proficiency_level: 'native' },
    { language_id: 4, proficiency_level: 'advanced' },
  ],
  skill_ids: [113, 2, 112, 113],
  awards: [
    { title: 'باشترین پڕۆژە', awards_or_certificates: 'award', organization: 'زانکۆی سلێمانی', issued: '2018-06-15', no_expiry: true },
    {
      title: 'بڕوانامەی AWS',
      awards_or_certificates: 'certificate',
      organization: 'Amazon',
      issued: '2023-01-10',
      expires: '2026-01-10',
      url: 'https://aws.example',
    },
  ],
  references: [
    {
      name: 'شیلان عەزیز',
      title: 'بەڕێوەبەر',
      organization: 'زاگرۆس تەک',
      email: 'shilan@example.com',
      phone: '07501112233',
      relationship: 'بەڕێوەبەری ڕاستەوخۆ',
      description: 'ساڵی ٢٠٢١ پێکەوە کارمان کرد',
    },
  ],
  additional_info: [{ additional_type_id: 1, title: 'مامۆستای خۆبەخش', url: 'https://volunteer.example', description: '<p>فێرکردنی کۆد</p>' }],
};

type Body = { status: number; body: { code?: string; message?: string; errors?: Record<string, string[]>; data?: Record<string, unknown> } };
const importCv = (body: unknown, init: { as?: string; language?: string } = {}) =>
  post(api, '/account/cvs/import', body as Record<string, unknown>, { token: init.as ?? token, language: init.language }) as Promise<Body>;
type Cv = Record<string, unknown> & { id: number; state: string; completed_count: number; required_done: number; is_default: boolean };
const cvOf = async (id: number, language = 'en', as = token) => (await get(api, `/account/cvs/${id}`, { token: as, language })).body.data?.cv as Cv;

const tables = cvTables;
async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const rows = await api.deps.db.all<{ n: number }>(sql.raw(`select count(*) as n from ${table}`));
    counts[table] = Number(rows[0]?.n);
  }
  return counts;
}

async function trpc(procedure: string, input: unknown, init: { as?: string; language?: string } = {}) {
  const response = await api.request(`/api/trpc/${procedure}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': init.language ?? 'en',
      ...(init.as === '' ? {} : { authorization: `Bearer ${init.as ?? token}` }),
    },
    body: JSON.stringify(input),
  });
  return {
    status: response.status,
    body: (await response.json()) as { result?: { data?: Cv }; error?: { data?: { appCode?: string; fields?: Record<string, string[]> } } },
  };
}

function fileForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file);
  return form;
}

describe('who may import', () => {
  it('answers 401 without a session and 403 to a company, on REST and tRPC, writing nothing', async () => {
    const before = await rowCounts();
    const anonymous = await api.request('/api/v1/account/cvs/import', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(soraniCv),
    });
    expect(anonymous.status).toBe(401);
    const company = await importCv(soraniCv, { as: companyToken });
    expect([company.status, company.body.code]).toEqual([403, 'forbidden']);
    expect((await trpc('cv.import', soraniCv, { as: '' })).status).toBe(401);
    expect((await trpc('cv.import', soraniCv, { as: companyToken })).status).toBe(403);
    expect(await rowCounts()).toEqual(before);
  });
});

describe('a whole CV', () => {
  it('saves a Sorani CV with every section in one call and reads it back the same through GET', async () => {
    const saved = await importCv(soraniCv, { language: 'ckb' });
    expect(saved.status).toBe(201);
    expect([saved.body.code, saved.body.message]).toEqual(['cv_imported', 'CV imported successfully']);
    const reply = saved.body.data?.cv as Cv;
    const cv = await cvOf(reply.id, 'ckb');
    expect(cv).toEqual(reply);

    const institution = (id: number) => ({ id, name: named(lookupSeed.institutions, id)?.ckb });
    expect(cv).toMatchObject({
      title: 'ئەندازیاری نەرمەکاڵا',
      full_name: 'ئاراس محەمەد',
      email: 'aras.m@example.com',
      phone_num: '+9647501234567',
      location: 'هەولێر',
      address: 'شەقامی ٦٠ مەتری',
      language: 'ckb',
      is_shareable: false,
      file_path: null,
      completed_count: 8,
      required_done: 5,
      state: 'complete',
      is_default: true,
      imported_file: null,
    });
    expect(Date.parse(cv.imported_at as string)).not.toBeNaN();
    expect(cv.work_experiences).toMatchObject([
      {
        title: 'گەشەپێدەری وێب',
        company: 'زاگرۆس تەک',
        location: 'هەولێر',
        url: 'https://zagros.example',
        from_date: '2021-03-01',
        to_date: null,
        is_present: true,
      },
      {
        title: 'یاریدەدەری تەکنیکی',
        company: 'کۆرەک',
        location: 'سلێمانی',
        from_date: '2018-06-01',
        to_date: '2021-02-01',
        is_present: false,
        description: null,
      },
    ]);
    const [present] = cv.work_experiences as Array<{ description: string }>;
    expect(present?.description).toContain('<strong>ماڵپەڕ</strong>');
    expect(present?.description).not.toContain('script');
    expect(cv.educations).toMatchObject([
      {
        institution: institution(1),
        institution_name: null,
        city: { id: 2, name: 'سلێمانی' },
        degree: { id: 4, name: named(lookupSeed.degrees, 4)?.ckb },
        field_of_study: 'زانستی کۆمپیوتەر',
        start_date: '2014-01-01',
        end_date: '2018-01-01',
      },
      {
        institution: institution(34),
        institution_name: 'پەیمانگای تەکنیکی کۆیە',
        city: { id: 9, name: 'کۆیە' },
        degree: { id: 3 },
        field_of_study: 'تۆڕ',
        start_date: '2012-01-01',
        end_date: '2014-01-01',
      },
    ]);
    expect(cv.cv_languages).toMatchObject([
      { language: { id: 1, name: 'کوردی (سۆرانی)' }, proficiency_level: 'native', percent: 100 },
      { language: { id: 4, name: 'عەرەبی' }, proficiency_level: 'advanced', percent: 75 },
    ]);
    // In the order given, each once.
    expect(cv.cv_skills).toEqual([
      { id: 113, name: 'کاری تیمی' },
      { id: 2, name: 'TypeScript' },
      { id: 112, name: 'پەیوەندیکردن' },
    ]);
    expect(cv.awards_and_certifications).toMatchObject([
      {
        title: 'بڕوانامەی AWS',
        awards_or_certificates: 'certificate',
        organization: 'Amazon',
        issued: '2023-01-10',
        expires: '2026-01-10',
        url: 'https://aws.example',
        files: [],
      },
      { title: 'باشترین پڕۆژە', awards_or_certificates: 'award', organization: 'زانکۆی سلێمانی', issued: '2018-06-15', expires: null },
    ]);
    expect(cv.references).toMatchObject([{ ...soraniCv.references[0], files: [] }]);
    expect(cv.additional_info).toMatchObject([
      { additional_type: { id: 1, name: 'کاری خۆبەخشی' }, title: 'مامۆستای خۆبەخش', url: 'https://volunteer.example', description: '<p>فێرکردنی کۆد</p>' },
    ]);

    // The same CV made in the maker item by item reads the same, ids, dates and the import's own marks aside.
    const made = (await post(api, '/account/cvs/personal-info', soraniCv.personal, { token })).body.data?.cv as Cv;
    const sections = {
      'work-experience': soraniCv.work_experience,
      education: soraniCv.education,
      languages: soraniCv.languages,
      awards: soraniCv.awards,
      references: soraniCv.references,
      'additional-info': soraniCv.additional_info,
    };
    for (const [section, items] of Object.entries(sections)) {
      for (const item of items) expect((await post(api, `/account/cvs/${made.id}/${section}`, item, { token })).status).toBe(201);
    }
    await post(api, `/account/cvs/${made.id}/skills`, { skill_ids: soraniCv.skill_ids }, { token });
    const comparable = (detail: Cv) =>
      JSON.parse(
        JSON.stringify(detail, (key, value: unknown) =>
          key === 'imported_at' || (['id', 'cv_id', 'updated_at', 'is_default', 'version'].includes(key) && typeof value !== 'object') ? undefined : value,
        ),
      ) as unknown;
    expect(comparable(await cvOf(made.id, 'ckb'))).toEqual(comparable(cv));
    expect((await cvOf(made.id)).imported_at).toBeNull();
  });

  it('is a draft until enough sections are there, as completion counts any CV', async () => {
    const draft = await importCv({ personal: soraniCv.personal, skill_ids: [1, 2] });
    expect(draft.status).toBe(201);
    expect(draft.body.data?.cv).toMatchObject({ completed_sections: ['personal_information', 'skills'], completed_count: 2, required_done: 2, state: 'draft' });
    const three = await importCv({ personal: soraniCv.personal, education: soraniCv.education, languages: soraniCv.languages });
    expect(three.body.data?.cv).toMatchObject({ completed_count: 3, required_done: 3, state: 'complete' });
    // Empty lists are the same as none.
    const empty = await importCv({
      ...soraniCv,
      work_experience: [],
      education: [],
      languages: [],
      skill_ids: [],
      awards: [],
      references: [],
      additional_info: [],
    });
    expect(empty.body.data?.cv).toMatchObject({ completed_sections: ['personal_information'], state: 'draft' });
  });

  it('has no count limit of its own: like a CV made in the maker, only the first is the default', async () => {
    const fresh = await signedUpAccount(api, 'many-imports@example.com');
    const ids: number[] = [];
    for (let round = 0; round < 4; round += 1) {
      const saved = await importCv({ personal: soraniCv.personal }, { as: fresh });
      expect(saved.status).toBe(201);
      ids.push((saved.body.data?.cv as Cv).id);
    }
    const listed = (await get(api, '/account/cvs/account-cvs', { token: fresh })).body.data?.cvs as Cv[];
    expect(listed.filter((cv) => cv.is_default).map((cv) => cv.id)).toEqual([ids[0]]);
    expect(listed).toHaveLength(4);
  });

  it('takes the same CV through tRPC (cv.import), with its field errors', async () => {
    const saved = await trpc('cv.import', soraniCv, { language: 'ckb' });
    expect(saved.status).toBe(200);
    const cv = saved.body.result?.data as Cv;
    expect(cv).toMatchObject({ full_name: 'ئاراس محەمەد', completed_count: 8, state: 'complete' });
    expect(await cvOf(cv.id, 'ckb')).toEqual(cv);
    // tRPC's own input check answers 400 with the fields (docs/architecture.md#errors); lookups are checked after it: 422.
    const invalid = await trpc('cv.import', { ...soraniCv, education: [{ ...soraniCv.education[0], end_date: 2010 }] }, { language: 'ar' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error?.data).toMatchObject({
      appCode: 'validation_failed',
      fields: { 'education.0.end_date': [messages('ar').v_end_year_before_start] },
    });
    const unknown = await trpc('cv.import', { ...soraniCv, languages: [{ language_id: 9999, proficiency_level: 'fluent' }] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error?.data?.fields).toEqual({ 'languages.0.language_id': ['This value is not valid'] });
  });
});

describe('what is refused, with nothing written', () => {
  const work = soraniCv.work_experience[1] as Record<string, unknown>;
  const education = soraniCv.education[0] as Record<string, unknown>;
  const award = soraniCv.awards[0] as Record<string, unknown>;
  const reference = soraniCv.references[0] as Record<string, unknown>;
  const additional = soraniCv.additional_info[0] as Record<string, unknown>;

  it.each([
    [
      'personal information',
      { personal: { ...soraniCv.personal, email: 'nope', full_name: ' ' } },
      { 'personal.email': ['Enter valid email address'], 'personal.full_name': ['Enter your full name'] },
    ],
    [
      'work experience',
      { work_experience: [work, work, { ...work, from_date: `${thisYear + 1}-01`, is_present: true }, { ...work, to_date: '2017-01' }] },
      { 'work_experience.2.from_date': ['From date can not be in the future'], 'work_experience.3.to_date': ['To date must be after From date'] },
    ],
    [
      'education',
      { education: [education, { ...education, start_date: 1949 }, { ...education, institution_id: 34 }] },
      { 'education.1.start_date': [`Enter a year between 1950 and ${thisYear}`], 'education.2.institution_name': ['Enter the name of the institution'] },
    ],
    ['languages', { languages: [{ language_id: 1, proficiency_level: 'expert' }] }, { 'languages.0.proficiency_level': ['Choose a level'] }],
    ['skills', { skill_ids: Array.from({ length: 61 }, (_, index) => index + 1) }, { skill_ids: ['Choose at most 60 skills'] }],
    [
      'awards',
      { awards: [award, { ...award, no_expiry: false, expires: '2018-01-01' }] },
      { 'awards.1.expires': ['Expiration date must be greater than Issue date'] },
    ],
    [
      'references',
      { references: [{ ...reference, email: 'shilan-at-example', relationship: '' }] },
      { 'references.0.email': ['Enter valid email address'], 'references.0.relationship': ['Say how you know this person'] },
    ],
    ['additional information', { additional_info: [{ ...additional, url: undefined }] }, { 'additional_info.0.url': ['Enter the link'] }],
    [
      'too many items in a list',
      { work_experience: Array.from({ length: importListMaxItems + 1 }, () => work) },
      { work_experience: [`Keep at most ${importListMaxItems} items in this section`] },
    ],
  ])('%s: 422 on the field, by section and place', async (_section, change, errors) => {
    const before = await rowCounts();
    const refused = await importCv({ ...soraniCv, ...change });
    expect([refused.status, refused.body.code]).toEqual([422, 'validation_failed']);
    expect(refused.body.errors).toEqual(errors);
    expect(await rowCounts()).toEqual(before);
  });

  it('answers in Sorani and Arabic', async () => {
    const change = { work_experience: [work, { ...work, from_date: `${thisYear + 1}-01`, is_present: true }], awards: [{ ...award, issued: '' }] };
    const ckb = await importCv({ ...soraniCv, ...change }, { language: 'ckb' });
    expect(ckb.status).toBe(422);
    expect(ckb.body.errors).toEqual({
      'work_experience.1.from_date': [messages('ckb').v_from_date_future],
      'awards.0.issued': [messages('ckb').v_issued_required],
    });
    expect(ckb.body.errors?.['work_experience.1.from_date']?.[0]).toMatch(/[\u0600-\u06FF]/);
    const ar = await importCv({ ...soraniCv, education: [{ ...education, degree_id: 0 }] }, { language: 'ar' });
    expect(ar.body.errors).toEqual({ 'education.0.degree_id': [messages('ar').v_degree_required] });
    expect(ar.body.errors?.['education.0.degree_id']?.[0]).toMatch(/[\u0600-\u06FF]/);
  });

  it('refuses values of the wrong type, each on its field, in the reader language', async () => {
    const before = await rowCounts();
    const refused = await importCv(
      {
        personal: [],
        work_experience: 'two jobs',
        education: [{ ...education, start_date: 'twenty' }],
        languages: [{ language_id: 'one', proficiency_level: 'fluent' }],
        skill_ids: 'excel',
        awards: [{ ...award, no_expiry: 'sometimes' }],
        references: {},
        additional_info: [42],
      },
      { language: 'ar' },
    );
    expect(refused.status).toBe(422);
    const invalid = messages('ar').v_invalid_value;
    expect(refused.body.errors).toMatchObject({
      personal: [invalid],
      work_experience: [invalid],
      'education.0.start_date': [messages('ar').v_year_required],
      'languages.0.language_id': [messages('ar').v_choose_language],
      skill_ids: [messages('ar').v_fill_all_fields],
      'awards.0.no_expiry': [invalid],
      references: [invalid],
      'additional_info.0': [invalid],
    });
    // Not a JSON object at all.
    const list = await api.request('/api/v1/account/cvs/import', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify([soraniCv]),
    });
    expect(list.status).toBe(422);
    const broken = await api.request('/api/v1/account/cvs/import', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: '{"personal":',
    });
    expect([broken.status, ((await broken.json()) as { code: string }).code]).toEqual([400, 'invalid_json']);
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a body over the JSON limit with 413 before reading it', async () => {
    const before = await rowCounts();
    const long = '<p>' + 'ک'.repeat(19_000) + '</p>';
    const big = { ...soraniCv, work_experience: Array.from({ length: 4 }, () => ({ ...work, description: long })) };
    expect(new TextEncoder().encode(JSON.stringify(big)).byteLength).toBeGreaterThan(maxTextBodyBytes);
    const refused = await importCv(big);
    expect([refused.status, refused.body.code]).toEqual([413, 'request_too_large']);
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses lookup ids that do not exist, each on its own field', async () => {
    const before = await rowCounts();
    const refused = await importCv({
      ...soraniCv,
      education: [education, { ...education, city_id: 9999 }],
      skill_ids: [1, 99_999],
      additional_info: [{ ...additional, additional_type_id: 777 }],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      'education.1.city_id': ['This value is not valid'],
      'skill_ids.1': ['This value is not valid'],
      'additional_info.0.additional_type_id': ['This value is not valid'],
    });
    expect(await rowCounts()).toEqual(before);
  });

  it('writes the CV and its items in one batch: a statement failing late leaves no row behind', async () => {
    // A reference the database refuses, after the CV row and every other item are written in the same batch.
    await api.deps.db.run(
      sql.raw("create trigger refuse_reference before insert on cv_references when new.name = 'Refused' begin select raise(abort, 'refused by the test'); end"),
    );
    try {
      const before = await rowCounts();
      const failed = await importCv({ ...soraniCv, references: [soraniCv.references[0], { ...reference, name: 'Refused' }] });
      expect(failed.status).toBe(500);
      expect(await rowCounts()).toEqual(before);
    } finally {
      await api.deps.db.run(sql.raw('drop trigger refuse_reference'));
    }
  });
});

describe('the original file', () => {
  async function importedCvId(as = token) {
    const saved = await importCv({ personal: soraniCv.personal, skill_ids: [1] }, { as });
    expect(saved.status).toBe(201);
    return (saved.body.data?.cv as Cv).id;
  }
  const attach = (cvId: number, file: File, as = token) => post(api, `/account/cvs/import/${cvId}/file`, fileForm(file), { token: as }) as Promise<Body>;

  it('keeps the PDF an imported CV came from, for its owner only, without making the CV an uploaded one', async () => {
    const id = await importedCvId();
    const saved = await attach(id, new File([minimalPdf('Aras CV')], 'ئاراس CV.pdf', { type: 'application/pdf' }));
    expect([saved.status, saved.body.code]).toEqual([201, 'cv_uploaded']);
    const file = saved.body.data?.file as { id: number; file_name: string; file_type: string; url: string };
    expect(file).toMatchObject({ file_name: 'ئاراس CV.pdf', file_type: 'pdf', url: `/files/cv-attachments/${file.id}` });
    const cv = await cvOf(id);
    expect(cv).toMatchObject({ imported_file: file, file_path: null, state: 'draft' });
    expect(saved.body.data?.cv).toEqual(cv);

    const mine = await api.request(file.url, { headers: { authorization: `Bearer ${token}` } });
    expect([mine.status, mine.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect(new TextDecoder().decode(new Uint8Array(await mine.arrayBuffer()).subarray(0, 5))).toBe('%PDF-');
    expect((await api.request(file.url, { headers: { authorization: `Bearer ${otherToken}` } })).status).toBe(404);

    // Shared, the CV does not show it.
    const link = await post(api, `/account/cvs/${id}/share-link`, {}, { token });
    const shareToken = (link.body.data?.share_link as { share_token: string }).share_token;
    expect((await get(api, `/public/cvs/${shareToken}`)).body.data?.cv).toMatchObject({ id, imported_file: null });

    // A second file (a DOCX) replaces the first, which is gone.
    const replaced = await attach(id, new File([minimalDocx()], 'cv.docx'));
    expect(replaced.status).toBe(201);
    const second = replaced.body.data?.file as { id: number; url: string };
    expect((await cvOf(id)).imported_file).toMatchObject({ id: second.id, file_type: 'docx' });
    expect((await api.request(file.url, { headers: { authorization: `Bearer ${token}` } })).status).toBe(404);
    expect(await api.deps.db.all(sql.raw(`select id from cv_attachments where cv_id = ${id}`))).toEqual([{ id: second.id }]);

    // Deleting the CV takes the file with it.
    expect((await api.request(`/api/v1/account/cvs/${id}/force-delete`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    expect((await api.request(second.url, { headers: { authorization: `Bearer ${token}` } })).status).toBe(404);
  });

  it('refuses a file of the wrong type (415) or too large (413), keeping nothing', async () => {
    const id = await importedCvId();
    const before = await rowCounts();
    const image = await attach(id, new File([tinyPng()], 'cv.png', { type: 'image/png' }));
    expect([image.status, image.body.code]).toEqual([415, 'unsupported_file_type']);
    const disguised = await attach(id, new File([tinyPng()], 'cv.pdf', { type: 'application/pdf' }));
    expect(disguised.status).toBe(415);
    const pdf = minimalPdf();
    const tooLarge = new Uint8Array(10 * 1024 * 1024 + 1);
    tooLarge.set(pdf);
    const large = await attach(id, new File([tooLarge], 'cv.pdf', { type: 'application/pdf' }));
    expect([large.status, large.body.code, large.body.message]).toEqual([
      413,
      'payload_too_large',
      'Attachment size is too big, select another one under 10MB',
    ]);
    const missing = await post(api, `/account/cvs/import/${id}/file`, new FormData(), { token });
    expect([missing.status, Object.keys(missing.body.errors ?? {})]).toEqual([422, ['file']]);
    expect(await rowCounts()).toEqual(before);
    expect((await cvOf(id)).imported_file).toBeNull();
  });

  it('answers 404 for a CV not saved from an import or not the caller own, 401 and 403 as the import', async () => {
    const file = () => new File([minimalPdf()], 'cv.pdf', { type: 'application/pdf' });
    const made = (await post(api, '/account/cvs/personal-info', soraniCv.personal, { token })).body.data?.cv as Cv;
    expect((await attach(made.id, file())).status).toBe(404);
    const theirs = await importedCvId(otherToken);
    expect((await attach(theirs, file())).status).toBe(404);
    expect((await attach(999_999, file())).status).toBe(404);
    expect((await api.request(`/api/v1/account/cvs/import/${theirs}/file`, { method: 'POST', body: fileForm(file()) })).status).toBe(401);
    expect((await attach(theirs, file(), companyToken)).status).toBe(403);
    expect((await cvOf(theirs, 'en', otherToken)).imported_file).toBeNull();
  });
});
