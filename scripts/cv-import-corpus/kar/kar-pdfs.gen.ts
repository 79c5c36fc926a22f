// Kar's own CV PDFs for the corpus (tests/fixtures/cv-import/corpus/kar-*.pdf): three CVs made through the API, each
// with something in most fields, rendered in their language (and the Sorani one in Arabic too, as issue 26's
// end-to-end story does). The expected result of each is its embedded kar-cv.json, read back with pdfdetach: an
// import must restore it exactly. Run by scripts/cv-import-corpus/generate.ts (or alone, see ./vitest.config.ts).
import { writeFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { cvEmbedFileName, readCvEmbed } from '../../../worker/features/cvs/cv-embed.schemas.ts';
import type { CvLocale } from '../../../worker/features/cvs/cvs.schemas.ts';
import { type Api, post, signedUpAccount } from '../../../tests/support/auth-flow.ts';
import { testApp, testClock } from '../../../tests/support/node-deps.ts';
import { embeddedFiles } from '../../../tests/support/poppler.ts';
import type { ExpectedKarPdf } from '../expected.ts';

const corpus = new URL('../../../tests/fixtures/cv-import/corpus/', import.meta.url);

interface KarCv {
  language: CvLocale;
  personal: Record<string, string>;
  education: Array<Record<string, unknown>>;
  work: Array<Record<string, unknown>>;
  languages: Array<{ language_id: number; proficiency_level: string }>;
  skills: number[];
  awards: Array<Record<string, unknown>>;
  references: Array<Record<string, string>>;
  additional: Array<Record<string, unknown>>;
}

const cvs: Record<'en' | 'ckb' | 'ar', KarCv> = {
  en: {
    language: 'en',
    personal: {
      title: 'Backend CV',
      full_name: 'Rebaz Omer Aziz',
      email: 'rebaz.omer@example.com',
      phone_num: '+964 750 123 4567',
      location: 'Erbil',
      address: '100m Street, Ankawa',
    },
    education: [
      {
        institution_id: 2,
        city_id: 1,
        degree_id: 4,
        field_of_study: 'Software Engineering',
        start_date: 2013,
        end_date: 2017,
        description: '<p>Graduation project: a Sorani spell checker.</p>',
      },
    ],
    work: [
      {
        title: 'Senior Backend Engineer',
        company: 'Zagros Tech',
        location: 'Erbil',
        from_date: '2021-03',
        is_present: true,
        description: '<ul><li>Payments ledger</li><li>Mentoring</li></ul>',
      },
      { title: 'Software Developer', company: 'Korek Telecom', location: 'Erbil', from_date: '2018-07', to_date: '2021-02' },
    ],
    languages: [
      { language_id: 1, proficiency_level: 'native' },
      { language_id: 5, proficiency_level: 'fluent' },
      { language_id: 4, proficiency_level: 'intermediate' },
    ],
    skills: [2, 3, 1],
    awards: [
      { title: 'Best Graduation Project', awards_or_certificates: 'award', organization: 'Salahaddin University', issued: '2017-06-20', no_expiry: true },
    ],
    references: [
      { name: 'Aras Karim', title: 'CTO', organization: 'Zagros Tech', email: 'aras.karim@example.com', phone: '07701234567', relationship: 'Manager' },
    ],
    additional: [{ additional_type_id: 1, title: 'Code club mentor', url: 'https://codeclub.example.org/erbil', description: '<p>Saturdays</p>' }],
  },
  ckb: {
    language: 'ckb',
    personal: {
      title: 'سیڤیی ئاراس',
      full_name: 'ئاراس محەمەد کەریم',
      email: 'aras.m@example.com',
      phone_num: '+964 750 123 4567',
      location: 'هەولێر',
      address: 'شەقامی 100 مەتری (Ankawa)',
    },
    education: [
      {
        institution_id: 3,
        city_id: 1,
        degree_id: 6,
        field_of_study: 'ئەندازیاریی نەرمەکاڵا',
        start_date: 2016,
        end_date: 2018,
        url: 'https://su.edu.krd/engineering',
        description: '<p>تێزی ماستەر: <strong>پارەدان</strong>، نمرەی 92 لە 100.</p>',
      },
      {
        institution_id: 34,
        institution_name: 'Duhok Polytechnic Institute',
        city_id: 3,
        degree_id: 4,
        field_of_study: 'تۆڕەکان',
        start_date: 2010,
        end_date: 2014,
      },
    ],
    work: [
      {
        title: 'ئەندازیاری باڵا',
        company: 'Zagros Tech',
        location: 'هەولێر',
        url: 'https://zagros.example',
        from_date: '2021-03',
        is_present: true,
        description: '<ul><li>Payments</li><li>ڕاهێنانی تیم</li></ul>',
      },
      { title: 'گەشەپێدەر', company: 'کۆڕەک تیلیکۆم', location: 'سلێمانی', from_date: '2018-07', to_date: '2021-02' },
    ],
    languages: [
      { language_id: 4, proficiency_level: 'advanced' },
      { language_id: 1, proficiency_level: 'native' },
    ],
    skills: [2, 3, 1],
    awards: [
      {
        title: 'AWS Cloud Practitioner',
        awards_or_certificates: 'certificate',
        organization: 'AWS',
        issued: '2024-05-01',
        expires: '2027-05-01',
        url: 'https://aws.example/cert/1',
      },
      { title: 'باشترین پڕۆژە', awards_or_certificates: 'award', organization: 'KRG', issued: '2018-06-15', no_expiry: true },
    ],
    references: [
      {
        name: 'د. شیلان',
        title: 'مامۆستا',
        organization: 'زانکۆی سلێمانی',
        email: 'shilan@example.com',
        phone: '07701234567',
        relationship: 'سەرپەرشتیار',
        description: 'Supervised my thesis (2017).',
      },
    ],
    additional: [{ additional_type_id: 2, title: 'ئەپی فەرهەنگی کوردی', url: 'https://ferheng.example', description: '<p>ئەپێکی بێبەرامبەر</p>' }],
  },
  ar: {
    language: 'ar',
    personal: {
      title: 'السيرة الذاتية',
      full_name: 'أحمد خالد الجبوري',
      email: 'ahmed.khalid@example.com',
      phone_num: '0780 123 4567',
      location: 'بغداد',
      address: 'الكرادة، شارع ٦٢',
    },
    education: [{ institution_id: 1, city_id: 2, degree_id: 4, field_of_study: 'علوم الحاسوب', start_date: 2013, end_date: 2017 }],
    work: [
      {
        title: 'مطور برمجيات أول',
        company: 'زين العراق',
        location: 'بغداد',
        from_date: '2021-03',
        is_present: true,
        description: '<p>تطوير بوابة الدفع الإلكتروني</p>',
      },
      { title: 'مطور ويب', company: 'آسياسيل', location: 'السليمانية', from_date: '2018-01', to_date: '2021-02' },
    ],
    languages: [
      { language_id: 4, proficiency_level: 'native' },
      { language_id: 5, proficiency_level: 'advanced' },
    ],
    skills: [1, 4],
    awards: [{ title: 'شهادة Oracle Java SE', awards_or_certificates: 'certificate', organization: 'Oracle', issued: '2019-09-10', no_expiry: true }],
    references: [
      { name: 'د. علي حسن', title: 'رئيس قسم', organization: 'جامعة بغداد', email: 'ali.hassan@example.com', phone: '07801112233', relationship: 'أستاذ' },
    ],
    additional: [],
  },
};

async function made(api: Api, token: string, cv: KarCv): Promise<number> {
  const created = await post(api, '/account/cvs/personal-info', cv.personal, { token, language: cv.language });
  expect(created.status, JSON.stringify(created.body.errors)).toBe(201);
  const id = (created.body.data?.cv as { id: number }).id;
  const add = async (section: string, body: Record<string, unknown>) => {
    const reply = await post(api, `/account/cvs/${id}/${section}`, body, { token });
    expect(reply.status, `${section}: ${JSON.stringify(reply.body.errors)}`).toBe(201);
  };
  for (const education of cv.education) await add('education', education);
  for (const work of cv.work) await add('work-experience', work);
  for (const language of cv.languages) await add('languages', language);
  expect((await post(api, `/account/cvs/${id}/skills`, { skill_ids: cv.skills }, { token })).status).toBe(200);
  for (const reference of cv.references) await add('references', reference);
  for (const award of cv.awards) await add('awards', award);
  for (const additional of cv.additional) await add('additional-info', additional);
  return id;
}

it('renders Kar CV PDFs in three languages with their embedded data', async () => {
  const api = await testApp({ clock: testClock(new Date('2026-11-22T10:00:00Z')) });
  const token = await signedUpAccount(api, 'corpus@example.com');
  const renders: Array<[keyof typeof cvs, CvLocale]> = [
    ['en', 'en'],
    ['ckb', 'ckb'],
    ['ar', 'ar'],
    ['ckb', 'ar'],
  ];
  const ids = new Map<string, number>();
  for (const [cv, language] of renders) {
    const id = ids.get(cv) ?? (await made(api, token, cvs[cv]));
    ids.set(cv, id);
    const response = await api.request(`/api/v1/account/cvs/${id}/to-pdf`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ language }),
    });
    expect(response.status).toBe(200);
    const pdf = new Uint8Array(await response.arrayBuffer());
    const embed = readCvEmbed(embeddedFiles(pdf).get(cvEmbedFileName) ?? new Uint8Array());
    if (!embed) throw new Error(`${cv} in ${language}: no kar-cv.json`);
    const file = cv === language ? `kar-${cv}.pdf` : `kar-${cv}-in-${language}.pdf`;
    writeFileSync(new URL(file, corpus), pdf);
    const expected: ExpectedKarPdf = { kind: 'kar', file, language, format: 'pdf', source: 'kar', embed };
    writeFileSync(new URL(file.replace(/\.pdf$/, '.expected.json'), corpus), `${JSON.stringify(expected, null, 2)}\n`);
  }
});
