// Issue 26: every CV PDF Kar renders carries the CV's data as an attached kar-cv.json
// (worker/features/cvs/cv-embed.schemas.ts), so that importing it restores every field. Here a CV with every field
// is rendered through the API in English, Sorani and Arabic, the attachment is taken out with poppler's pdfdetach,
// parsed with the shared schema and compared with the CV as the API answers it in that language.
import { beforeEach, describe, expect, it } from 'vitest';
import { lookupSeed } from '../../db/seed/lookups.data';
import { cvEmbedFileName, readCvEmbed } from '../../worker/features/cvs/cv-embed.schemas';
import type { CvDetail, CvLocale } from '../../worker/features/cvs/cvs.schemas';
import { type Api, get, post, signedUpAccount } from '../support/auth-flow';
import { cvContentOf } from '../support/cv-content';
import { minimalPdf } from '../support/files';
import { testApp, testClock } from '../support/node-deps';
import { embeddedFiles } from '../support/poppler';

let api: Api;
let token: string;
beforeEach(async () => {
  api = await testApp({ clock: testClock(new Date('2026-11-22T10:00:00Z')) });
  token = await signedUpAccount(api, 'embed@example.com');
});

async function pdfOf(path: string, init: { method: 'POST' | 'GET'; body?: Record<string, unknown>; token?: string }): Promise<Uint8Array> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const response = await api.request(`/api/v1${path}`, { method: init.method, headers, ...(init.body ? { body: JSON.stringify(init.body) } : {}) });
  expect(response.status, path).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  return new Uint8Array(await response.arrayBuffer());
}

/** A Sorani CV with something in every field the CV maker has, attachments included. */
async function fullCv(): Promise<number> {
  const personal = {
    title: 'سیڤیی ئاراس',
    full_name: 'ئاراس محەمەد کەریم',
    email: 'aras.m@example.com',
    phone_num: '+964 750 123 4567',
    location: 'هەولێر',
    address: 'شەقامی 100 مەتری (Ankawa)',
  };
  const created = await post(api, '/account/cvs/personal-info', personal, { token, language: 'ckb' });
  expect(created.status).toBe(201);
  const id = (created.body.data?.cv as { id: number }).id;
  const add = async (section: string, body: Record<string, unknown> | FormData) => {
    const reply = await post(api, `/account/cvs/${id}/${section}`, body, { token });
    expect(reply.status, `${section}: ${JSON.stringify(reply.body.errors)}`).toBe(201);
  };
  await add('education', {
    institution_id: 3,
    city_id: 1,
    degree_id: 2,
    field_of_study: 'ئەندازیاریی نەرمەکاڵا',
    start_date: 2016,
    end_date: 2018,
    url: 'https://su.edu.krd/engineering',
    description: '<p>تێزی ماستەر: <strong>پارەدان</strong>، نمرەی 92 لە 100.</p>',
  });
  // The institutions lookup's "Other", with the name typed for it.
  await add('education', {
    institution_id: 34,
    institution_name: 'Duhok Polytechnic Institute',
    city_id: 2,
    degree_id: 4,
    field_of_study: 'Networks',
    start_date: 2010,
    end_date: 2014,
  });
  await add('work-experience', {
    title: 'ئەندازیاری باڵا',
    company: 'Zagros Tech',
    location: 'هەولێر',
    url: 'https://zagros.example',
    from_date: '2021-03',
    is_present: true,
    description: '<ul><li>Payments</li><li>ڕاهێنانی تیم</li></ul>',
  });
  await add('work-experience', { title: 'Developer', company: 'Korek', location: 'Sulaimani', from_date: '2018-07', to_date: '2021-02' });
  await add('languages', { language_id: 4, proficiency_level: 'advanced' });
  await add('languages', { language_id: 1, proficiency_level: 'native' });
  expect((await post(api, `/account/cvs/${id}/skills`, { skill_ids: [2, 3, 1] }, { token })).status).toBe(200);
  const reference = new FormData();
  for (const [name, value] of Object.entries({
    name: 'د. شیلان',
    title: 'مامۆستا',
    organization: 'زانکۆی سلێمانی',
    email: 'shilan@example.com',
    phone: '07701234567',
    relationship: 'سەرپەرشتیار',
    description: 'Supervised my thesis (2017).',
  }))
    reference.append(name, value);
  reference.append('files[]', new File([minimalPdf()], 'letter.pdf', { type: 'application/pdf' }));
  await add('references', reference);
  await add('awards', {
    title: 'AWS Cloud Practitioner',
    awards_or_certificates: 'certificate',
    organization: 'AWS',
    issued: '2024-05-01',
    expires: '2027-05-01',
    url: 'https://aws.example/cert/1',
    description: '<p>Cloud basics</p>',
  });
  await add('awards', { title: 'باشترین پڕۆژە', awards_or_certificates: 'award', organization: 'KRG', issued: '2018-06-15', no_expiry: true });
  await add('additional-info', {
    additional_type_id: 1,
    title: 'Code club mentor',
    url: 'https://codeclub.example.org/erbil',
    description: '<p>Saturdays</p>',
  });
  return id;
}

const seedName = (list: 'degrees' | 'languages' | 'cities' | 'additional_types', id: number, locale: CvLocale) =>
  lookupSeed[list].find((row) => row.id === id)?.[locale];

describe('the CV data in a CV PDF', () => {
  it('is attached in English, Sorani and Arabic, and holds every field as the API answers it in that language', async () => {
    const id = await fullCv();
    for (const language of ['en', 'ckb', 'ar'] as const) {
      const files = embeddedFiles(await pdfOf(`/account/cvs/${id}/to-pdf`, { method: 'POST', body: { language }, token }));
      expect([...files.keys()], language).toEqual([cvEmbedFileName]);
      const embed = readCvEmbed(files.get(cvEmbedFileName) ?? new Uint8Array());
      if (!embed) throw new Error(`${language}: kar-cv.json does not parse with cvEmbedSchema`);
      const cv = (await get(api, `/account/cvs/${id}`, { token, language })).body.data?.cv as CvDetail;
      expect(embed.language).toBe(language);
      expect(embed.cv, language).toEqual(cvContentOf(cv));
      // The lookups' names are the PDF's language; their ids are the same in every language.
      expect(embed.cv.educations.map((education) => [education.degree.id, education.degree.name])).toEqual([
        [2, seedName('degrees', 2, language)],
        [4, seedName('degrees', 4, language)],
      ]);
      expect(embed.cv.cv_languages.map((entry) => [entry.language.name, entry.proficiency_level])).toEqual([
        [seedName('languages', 4, language), 'advanced'],
        [seedName('languages', 1, language), 'native'],
      ]);
      expect(embed.cv.additional_info[0]?.additional_type.name).toBe(seedName('additional_types', 1, language));
      // What the person wrote is as they wrote it, in any language.
      expect(embed.cv).toMatchObject({ full_name: 'ئاراس محەمەد کەریم', phone_num: '+9647501234567', language: 'ckb' });
      expect(embed.cv.educations[1]).toMatchObject({ institution: { id: 34 }, institution_name: 'Duhok Polytechnic Institute', start_date: '2010-01-01' });
      expect(embed.cv.work_experiences.map((work) => [work.from_date, work.to_date, work.is_present])).toEqual([
        ['2021-03-01', null, true],
        ['2018-07-01', '2021-02-01', false],
      ]);
      expect(embed.cv.awards_and_certifications.map((award) => award.expires)).toEqual(['2027-05-01', null]);
      expect(embed.cv.cv_skills.map((skill) => skill.id)).toEqual(cv.cv_skills.map((skill) => skill.id));
      // The attachment's file is the CV's own (not content to restore): only its data is there.
      expect(cv.references[0]?.files).toHaveLength(1);
      expect(JSON.stringify(embed)).not.toContain('letter.pdf');
    }
  });

  it('is in the PDF a shared link downloads too, and not added to an uploaded PDF', async () => {
    const id = await fullCv();
    const link = await post(api, `/account/cvs/${id}/share-link`, {}, { token });
    const shareToken = (link.body.data?.share_link as { share_token: string }).share_token;
    const shared = readCvEmbed(embeddedFiles(await pdfOf(`/public/cvs/${shareToken}/pdf?language=ar`, { method: 'GET' })).get(cvEmbedFileName) ?? '');
    const cv = (await get(api, `/account/cvs/${id}`, { token, language: 'ar' })).body.data?.cv as CvDetail;
    expect(shared?.cv).toEqual(cvContentOf(cv));

    const form = new FormData();
    form.append('name', 'Uploaded CV');
    form.append('file_path', new File([minimalPdf()], 'mine.pdf', { type: 'application/pdf' }));
    const uploaded = (await post(api, '/account/cvs/upload', form, { token })).body.data?.cv as { id: number };
    expect(await pdfOf(`/account/cvs/${uploaded.id}/to-pdf`, { method: 'POST', body: {}, token })).toEqual(minimalPdf());
  });
});
