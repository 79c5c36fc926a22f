import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { convertAliK } from '../../client/features/cv-import/parse/ali-k';
import { findPhones, normalizePhone } from '../../client/features/cv-import/parse/contact';
import { headingOf } from '../../client/features/cv-import/parse/headings';
import { languageItem } from '../../client/features/cv-import/parse/lists';
import { cvLanguageOf, parseCvLines, parseCvText, splitSections } from '../../client/features/cv-import/parse/sections';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/cv-import/${name}`, import.meta.url), 'utf8');

describe('whole CVs (tests/fixtures/cv-import)', () => {
  it.each(['en-two-jobs', 'ckb-rtl', 'ar-levantine'])('reads %s.txt as %s.json says', (name) => {
    expect(parseCvText(fixture(`${name}.txt`))).toEqual(JSON.parse(fixture(`${name}.json`)));
  });

  it('reads a CV typed in Ali-K once converted', () => {
    const typed = ['شيلان ئةحمةد', 'ئةزموونى كار', 'ئةندازيارى تؤرِ لة كؤمثانياى كؤرِةك، هةوليَر', 'ئازارى 2021 - ئيَستا', 'زمانةكان', 'ئينطليزى: زؤر باش'];
    const cv = parseCvText(convertAliK(typed.join('\n')));
    expect(cv.language).toBe('ckb');
    expect(cv.personal.full_name).toBe('شیلان ئەحمەد');
    expect(cv.work_experience).toEqual([
      { title: 'ئەندازیاری تۆڕ', company: 'کۆمپانیای کۆڕەک', location: 'هەولێر', from_date: '2021-03-01', to_date: null, is_present: true, description: null },
    ]);
    expect(cv.languages).toEqual([{ language: 'ئینگلیزی', proficiency_level: 'advanced', level_text: 'زۆر باش' }]);
  });

  it('takes the largest early line as the name when font sizes are known', () => {
    const cv = parseCvLines([
      { text: 'CURRICULUM VITAE', fontSize: 10 },
      { text: 'Rebaz Omer', fontSize: 22, bold: true },
      { text: 'rebaz@example.com', fontSize: 10 },
    ]);
    expect(cv.personal).toMatchObject({ full_name: 'Rebaz Omer', email: 'rebaz@example.com' });
  });

  it('reads dates first, one-line entries and undated entries', () => {
    const cv = parseCvText(
      [
        'Experience',
        '2015 - 2017',
        'Teacher',
        'Erbil International School',
        '• Taught maths',
        'Intern at KRG Ministry of Planning 2014',
        '',
        'Education',
        'Duhok Polytechnic University',
        'Diploma in Accounting',
      ].join('\n'),
    );
    expect(cv.work_experience.map((work) => [work.title, work.company, work.from_date, work.to_date])).toEqual([
      ['Teacher', 'Erbil International School', '2015-01-01', '2017-01-01'],
      ['Intern', 'KRG Ministry of Planning', '2014-01-01', null],
    ]);
    expect(cv.education).toMatchObject([{ institution: 'Duhok Polytechnic University', degree: 'Diploma', field_of_study: 'Accounting', start_date: null }]);
  });
});

describe('headings in three languages', () => {
  it.each([
    ['Work Experience', 'work'],
    ['EMPLOYMENT HISTORY:', 'work'],
    ['ئەزموونی کار', 'work'],
    ['الخبرات العملية', 'work'],
    ['الخبرة', 'work'],
    ['Education', 'education'],
    ['خوێندن', 'education'],
    ['پەروەردە', 'education'],
    ['التعليم', 'education'],
    ['المؤهلات', 'education'],
    ['Skills', 'skills'],
    ['شارەزایی', 'skills'],
    ['توانا', 'skills'],
    ['المهارات', 'skills'],
    ['Languages', 'languages'],
    ['زمان', 'languages'],
    ['اللغات', 'languages'],
    ['Awards', 'awards'],
    ['خەڵات', 'awards'],
    ['الجوائز', 'awards'],
    ['References', 'references'],
    ['ڕاسپاردە', 'references'],
    ['ناسێنەر', 'references'],
    ['المراجع', 'references'],
    ['Summary', 'summary'],
    ['Profile', 'summary'],
    ['نبذة', 'summary'],
    ['پوختە', 'summary'],
    ['Contact', 'contact'],
    ['■ Contact Information', 'contact'],
    ['الخبرات العمليه', 'work'],
    ['الخبرات العمليّة', 'work'],
  ])('%s opens %s', (text, part) => {
    expect(headingOf({ text })?.part).toBe(part);
  });

  it('opens a section with its content on the same line', () => {
    expect(headingOf({ text: 'Skills: Excel, Word' })).toEqual({ part: 'skills', label: 'Skills', rest: 'Excel, Word', certificates: false });
    const sections = splitSections([{ text: 'Name Here' }, { text: 'زمانەکان: کوردی، عەرەبی' }]);
    expect(sections.map((section) => [section.part, section.lines])).toEqual([
      ['header', ['Name Here']],
      ['languages', ['کوردی، عەرەبی']],
    ]);
  });

  it('does not take sentences for headings', () => {
    for (const text of ['I gained experience in education and skills training.', 'Senior Software Engineer', 'شیلان ئەحمەد'])
      expect(headingOf({ text })).toBeNull();
  });
});

describe('phones, languages, the CV language', () => {
  it.each([
    ['0750 123 4567', '+9647501234567'],
    ['٠٧٥٠ ١٢٣ ٤٥٦٧', '+9647501234567'],
    ['۰۷۷۰۱۲۳۴۵۶۷', '+9647701234567'],
    ['+964 (0) 750 123 4567', '+9647501234567'],
    ['00964 750 123 4567', '+9647501234567'],
    ['750 123 4567', '+9647501234567'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('normalises %s to %s', (written, phone) => {
    expect(normalizePhone(written)).toBe(phone);
  });

  it('finds phones but not years', () => {
    expect(findPhones('2019 - 2021').length).toBe(0);
    expect(findPhones('مۆبایل: ٠٧٥٠ ١٢٣ ٤٥٦٧').map((found) => found.phone)).toEqual(['+9647501234567']);
  });

  it.each([
    ['English (Native)', 'English', 'native'],
    ['French – basic', 'French', 'beginner'],
    ['German B2', 'German', 'intermediate'],
    ['Turkish: upper intermediate', 'Turkish', 'advanced'],
    ['ئینگلیزی - مامناوەند', 'ئینگلیزی', 'intermediate'],
    ['زمانی فارسی: سەرەتایی', 'فارسی', 'beginner'],
    ['الإنجليزية: جيد', 'الإنجليزية', 'intermediate'],
    ['التركية بطلاقة', 'التركية', 'fluent'],
    ['Spanish', 'Spanish', null],
  ])('reads the language item %s', (text, language, level) => {
    expect(languageItem(text)).toMatchObject({ language, proficiency_level: level });
  });

  it('tells the CV language by its letters', () => {
    expect(cvLanguageOf('Work experience at کۆڕەک')).toBe('en');
    expect(cvLanguageOf('ئەزموونی کار لە کۆمپانیای کۆڕەک')).toBe('ckb');
    expect(cvLanguageOf('الخبرات العملية في شركة زين')).toBe('ar');
  });
});
