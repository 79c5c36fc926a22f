// The import review's own logic (docs/product.md#cv-import): a file's reading turned into the CV the review keeps
// (client/features/cv-import/to-draft.ts), the maker's saves applied to it, and the one body `POST
// /account/cvs/import` takes (client/features/cvs/local-cv.ts), checked by the import's own schema.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { draftOfEmbed, draftOfParsed, htmlOfText, lookupTextsOf } from '../../client/features/cv-import/to-draft';
import type { ImportedCv } from '../../client/features/cv-import/parse/imported-cv';
import { importInputOf, importProblems, problemKey, savedItem, withoutItem } from '../../client/features/cvs/local-cv';
import { cvEmbedOf } from '../../worker/features/cvs/cv-embed.schemas';
import { cvImportSchema } from '../../worker/features/cvs/cv-import.schemas';
import type { CvDetail, CvLocale } from '../../worker/features/cvs/cvs.schemas';

const file = new File(['%PDF-'], 'cv.pdf', { type: 'application/pdf' });
const parsed = JSON.parse(readFileSync('tests/fixtures/cv-import/ckb-rtl.json', 'utf8')) as ImportedCv;
const names = (lookup: string, id: number) => `${lookup} ${id}`;
const none = (count: number) => Array<null>(count).fill(null);

describe('a parsed file as the review’s CV', () => {
  const texts = lookupTextsOf(parsed);
  const matches = {
    cities: none(texts.cities.length),
    institutions: [{ id: 1, name: 'زانکۆی سلێمانی' }, ...none(texts.institutions.length - 1)],
    degrees: texts.degrees.map(() => ({ id: 4, name: 'بەکالۆریۆس' })),
    languages: texts.languages.map((_, index) => (index === 0 ? { id: 1, name: 'کوردی (سۆرانی)' } : null)),
    skills: texts.skills.map((_, index) => (index === 0 ? { id: 39, name: 'Microsoft Excel' } : null)),
  };
  const draft = draftOfParsed(parsed, matches, 'pdf', false, file);

  it('keeps what the file said, in the CV’s language, and leaves no lookup guessed', () => {
    expect(draft.cv).toMatchObject({
      id: 0,
      language: 'ckb',
      full_name: parsed.personal.full_name,
      email: parsed.personal.email,
      phone_num: parsed.personal.phone_num,
    });
    expect(draft.cv.work_experiences.map((work) => [work.title, work.from_date, work.to_date, work.is_present])).toEqual(
      parsed.work_experience.map((work) => [work.title, work.from_date, work.is_present ? null : work.to_date, work.is_present]),
    );
    expect(draft.cv.educations[0]?.city).toEqual({ id: 0, name: '' });
    expect(draft.cv.cv_skills).toEqual([{ id: 39, name: 'Microsoft Excel' }]);
    // The summary and skills the list lacks are text to copy.
    expect(draft.leftover[0]).toBe(parsed.summary);
    expect(draft.leftover.some((line) => line.includes(parsed.skills[1] ?? '?'))).toBe(true);
  });

  it('marks each entry the import’s schema would refuse, with the maker’s own message', () => {
    const problems = importProblems(draft.cv);
    const study = draft.cv.educations[0];
    expect(study && problems.items.get(problemKey('education', study.id))).toBe('Choose the city');
  });

  it('clears the mark once the entry is completed through its form, and a removed entry leaves the body', () => {
    let cv: CvDetail = draft.cv;
    for (const study of cv.educations) {
      const saved = savedItem(
        cv,
        'education',
        study.id,
        {
          institution_id: String(study.institution.id),
          institution_name: study.institution_name ?? '',
          city_id: '1',
          degree_id: '4',
          field_of_study: study.field_of_study || 'IT',
          start_date: '2014',
          end_date: '2018',
          url: '',
          description: '',
        },
        names,
      );
      if (!('cv' in saved)) throw new Error(saved.message);
      cv = saved.cv;
    }
    expect(cv.educations[0]?.city).toEqual({ id: 1, name: 'cities 1' });
    cv = cv.cv_languages.reduce((kept, language) => (language.proficiency_level ? kept : withoutItem(kept, 'languages', language.id)), cv);
    const problems = importProblems(cv);
    expect([...problems.items.keys()].filter((key) => key.startsWith('education'))).toEqual([]);
    expect(cvImportSchema.safeParse(importInputOf(cv)).success).toBe(problems.items.size === 0 && problems.other.length === 0);
  });

  it('refuses a form’s values the schema refuses, naming the field', () => {
    const refused = savedItem(draft.cv, 'work-experience', undefined, { title: 'x', company: 'y', location: 'z', from_date: '', is_present: true }, names);
    expect(refused).toMatchObject({ field: 'from_date' });
  });

  it('maps the server’s answers by section and place to the entries', () => {
    const second = draft.cv.work_experiences[1];
    const problems = importProblems(draft.cv, {
      'work_experience.1.from_date': 'Enter the month you started',
      'personal.phone_num': 'Enter a valid phone number',
    });
    expect(second && problems.items.get(problemKey('work-experience', second.id))).toBe('Enter the month you started');
    expect(problems.personal).toEqual({ phone_num: 'Enter a valid phone number' });
  });
});

describe('a Kar PDF’s embedded CV', () => {
  it.each<CvLocale>(['en', 'ckb', 'ar'])('comes back as the same CV, and its body passes the import’s schema (%s)', (locale) => {
    const source = JSON.parse(readFileSync(`tests/fixtures/cvs/cv-${locale}.json`, 'utf8')) as CvDetail;
    const draft = draftOfEmbed(cvEmbedOf(source, locale), file);
    expect(importProblems(draft.cv)).toEqual({ items: new Map(), personal: {}, other: [] });
    const body = cvImportSchema.parse(importInputOf(draft.cv));
    expect(body.work_experience.map((work) => [work.title, work.from_date, work.is_present])).toEqual(
      source.work_experiences.map((work) => [work.title, work.from_date, work.is_present]),
    );
    expect(body.education.map((study) => [study.institution_id, study.city_id, study.degree_id, study.start_date])).toEqual(
      source.educations.map((study) => [study.institution.id, study.city.id, study.degree.id, Number(study.start_date.slice(0, 4))]),
    );
    expect(body.skill_ids).toEqual(source.cv_skills.map((skill) => skill.id));
    expect(body.personal).toMatchObject({ full_name: source.full_name, email: source.email, location: source.location, language: source.language });
  });
});

describe('plain text as the maker’s rich text', () => {
  it('makes paragraphs and a list of bullets, escaping markup', () => {
    expect(htmlOfText('Led a team\n• Built <the> API\n- Cut costs & time\nThen left')).toBe(
      '<p>Led a team</p><ul><li>Built &lt;the&gt; API</li><li>Cut costs &amp; time</li></ul><p>Then left</p>',
    );
    expect(htmlOfText('  ')).toBeNull();
  });
});
