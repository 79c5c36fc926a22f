// Rules of the CV parser that the import corpus (tests/unit/cv-import-corpus.test.ts) showed were needed: how
// published templates and real Word and PDF files lay CVs out, each in its smallest form.
import { describe, expect, it } from 'vitest';
import { findEmails, findPhones, joinWrappedEmails, nameAsWritten } from '../../client/features/cv-import/parse/contact';
import { parseDateRange } from '../../client/features/cv-import/parse/dates';
import { headingOf, leadingHeadingOf } from '../../client/features/cv-import/parse/headings';
import type { CvLine } from '../../client/features/cv-import/parse/imported-cv';
import { parseLanguages } from '../../client/features/cv-import/parse/lists';
import { parseCvLines, parseCvText, splitSections } from '../../client/features/cv-import/parse/sections';

const lines = (...texts: Array<string | [string, number, boolean?]>): CvLine[] =>
  texts.map((text) => (typeof text === 'string' ? { text, fontSize: 10.5 } : { text: text[0], fontSize: text[1], ...(text[2] ? { bold: true } : {}) }));

describe('headings as templates print them', () => {
  it.each([
    ['S U M M A RY', 'summary'],
    ['E D U C AT I O N', 'education'],
    ['AWA R D S', 'awards'],
    ['W ork E xperience', 'work'],
    ['W O R K E X P E R I E N C E', 'work'],
    ['L A N G U A G E S', 'languages'],
    ['Work', 'work'],
    ['Skill', 'skills'],
    ['Volunteer', 'other'],
    ['ئەزموونەکانی کار', 'work'],
    ['باکگراوەندی ئەکادیمی', 'education'],
    ['بڕوانامە ئەکادیمییەکان', 'education'],
    ['زانیارییەکانی پەیوەندی', 'contact'],
    ['بيانات التواصل', 'contact'],
    ['الخبرة العملية', 'work'],
    ['الخبرات الوظيفية', 'work'],
    ['الدورات والشهادات', 'awards'],
  ])('%s opens %s', (text, part) => {
    expect(headingOf({ text })?.part).toBe(part);
  });

  it('takes a heading that leads a line drawn larger than the body, not a title that starts with its word', () => {
    expect(leadingHeadingOf({ text: 'Work CEO/President', fontSize: 16.5 }, 10.5)).toEqual({
      part: 'work',
      label: 'Work',
      rest: 'CEO/President',
      certificates: false,
    });
    expect(leadingHeadingOf({ text: 'Education Officer at UNICEF', fontSize: 11 }, 10.5)).toBeNull();
    const sections = splitSections(lines('Rebaz Omer', ['Education University of Oklahoma', 16.5, true], 'Bachelor in IT', 'Body text', 'More body text'));
    expect(sections.map((section) => [section.part, section.lines[0]])).toEqual([
      ['header', 'Rebaz Omer'],
      ['education', 'University of Oklahoma'],
    ]);
  });
});

describe('the header', () => {
  it('gives a name printed in capitals its usual case, and keeps other names as written', () => {
    expect(nameAsWritten('LANA JALAL MAHMOOD')).toBe('Lana Jalal Mahmood');
    expect(nameAsWritten("SARA O'NEIL-HASSAN")).toBe("Sara O'Neil-Hassan");
    expect(nameAsWritten('Rebaz McOmer')).toBe('Rebaz McOmer');
    expect(nameAsWritten('شیلان ئەحمەد')).toBe('شیلان ئەحمەد');
  });

  it('finds the name a two-column CV gives after its side column, by its size', () => {
    const cv = parseCvLines(
      lines(
        ['زانیاری کەسی', 14, true],
        'ئیمەیڵ: zhyan@example.com',
        ['لێهاتووییەکان', 14, true],
        'فریاکەوتن',
        ['ژیان فەرهاد قادر', 20, true],
        ['پەرستار', 13],
        ['ئەزموونی کار', 14, true],
        'پەرستار، نەخۆشخانەی هەڵەبجە',
        '01/2016 - ئێستا',
      ),
    );
    expect(cv.personal).toMatchObject({ full_name: 'ژیان فەرهاد قادر', title: 'پەرستار', email: 'zhyan@example.com' });
    expect(cv.skills).toEqual(['فریاکەوتن']);
    expect(cv.work_experience).toMatchObject([{ title: 'پەرستار', company: 'نەخۆشخانەی هەڵەبجە', from_date: '2016-01-01', is_present: true }]);
  });

  it('puts back an e-mail address a narrow column wrapped', () => {
    expect(joinWrappedEmails(['sara.hassan@example.c', 'om', '07501112233'])).toEqual(['sara.hassan@example.com', '07501112233']);
    expect(joinWrappedEmails(['rebaz@example.com', 'IQ'])).toEqual(['rebaz@example.com', 'IQ']);
    expect(findEmails(joinWrappedEmails(['Email: lana@example.o', 'rg']).join(' '))).toEqual(['lana@example.org']);
  });
});

describe('phones', () => {
  it('takes a number with its area code in brackets', () => {
    expect(findPhones('(912) 555-4321').map((found) => found.phone)).toEqual(['9125554321']);
    expect(findPhones('Jun 2011 (2014) 555').length).toBe(0);
  });

  it('turns round a phone whose groups a right-to-left line gave in reverse', () => {
    expect(findPhones('مۆبایل: 4567 123 0750').map((found) => found.phone)).toEqual(['+9647501234567']);
    const line = 'مۆبایل: 3344 222 751 +964';
    const [found] = findPhones(line);
    expect(found?.phone).toBe('+9647512223344');
    expect(line.slice(found?.start, found?.end)).toBe('3344 222 751 +964');
    expect(findPhones('2019 2020 2021').length).toBe(0);
  });
});

describe('dates', () => {
  it('reads a range left open at the end of a line as still going on', () => {
    expect(parseDateRange('2021-03-01 —')).toEqual({ from: { year: 2021, month: 3 }, to: null, present: true });
    expect(parseDateRange('2021-03-01')).toEqual({ from: { year: 2021, month: 3 }, to: null, present: false });
  });

  it('does not take a sentence that says "current" for a date', () => {
    expect(parseDateRange('Optimized an algorithm that holds the current world record')).toBeNull();
    expect(parseDateRange('حتى الآن')).toEqual({ from: null, to: null, present: true });
    expect(parseDateRange('to date')).toEqual({ from: null, to: null, present: true });
  });
});

describe('entries as templates lay them out', () => {
  it('joins a range printed over two lines', () => {
    const cv = parseCvText(['Name Here', 'Education', '2020', '2022', 'American University of Iraq', 'MBA'].join('\n'));
    expect(cv.education).toMatchObject([{ institution: 'American University of Iraq', degree: 'MBA', start_date: '2020-01-01', end_date: '2022-01-01' }]);
  });

  it('keeps bullets that lost their marks with their entry, by the number of lines the first entry has above its dates', () => {
    const cv = parseCvText(
      [
        'Name Here',
        'Work',
        'Zagros Tech',
        'Senior Backend Engineer 2021-03-01 - Present https://zagros.example',
        'Lead the payments team of a marketplace serving the Kurdistan Region.',
        'Moved card payments to an event-sourced ledger',
        'Mentored four junior engineers',
        'Korek Telecom',
        'Software Developer 2018-07-01 - 2021-02-01',
      ].join('\n'),
    );
    expect(cv.work_experience.map((work) => [work.title, work.company, work.from_date, work.to_date, work.is_present])).toEqual([
      ['Senior Backend Engineer', 'Zagros Tech', '2021-03-01', null, true],
      ['Software Developer', 'Korek Telecom', '2018-07-01', '2021-02-01', false],
    ]);
    expect(cv.work_experience[0]?.description).toContain('Mentored four junior engineers');
  });

  it('tells a title from its employer by the words of titles', () => {
    const cv = parseCvText(['Name Here', 'Experience', 'Pied Piper', 'December 2013 - December 2014', 'CEO/President'].join('\n'));
    expect(cv.work_experience).toMatchObject([{ title: 'CEO/President', company: 'Pied Piper' }]);
  });

  it('splits "Bachelor of <subject>" but keeps "Bachelor of Science" whole', () => {
    const cv = parseCvText(
      [
        'Name Here',
        'Education',
        'Bachelor of English Language',
        'Salahaddin University',
        '2010 – 2014',
        '',
        'Bachelor of Science in Physics',
        'University of Duhok',
        '2006 – 2010',
      ].join('\n'),
    );
    expect(cv.education.map((education) => [education.degree, education.field_of_study, education.institution])).toEqual([
      ['Bachelor', 'English Language', 'Salahaddin University'],
      ['Bachelor of Science', 'Physics', 'University of Duhok'],
    ]);
  });
});

describe('languages as templates and narrow columns print them', () => {
  it('gives a language the level on the line under it', () => {
    expect(parseLanguages(['English', 'Native speaker', 'Arabic', 'Fluent', 'Turkish'])).toEqual({
      languages: [
        { language: 'English', proficiency_level: 'native', level_text: 'Native speaker' },
        { language: 'Arabic', proficiency_level: 'fluent', level_text: 'Fluent' },
        { language: 'Turkish', proficiency_level: null, level_text: null },
      ],
      leftover: [],
    });
  });

  it('joins a level wrapped over two lines, and drops a mark drawn apart', () => {
    expect(parseLanguages(['کوردی (بادینی و سۆرانی): زمانی', 'دایک', 'الإنجليزية: جيد جدا ً']).languages).toEqual([
      { language: 'کوردی بادینی و سۆرانی', proficiency_level: 'native', level_text: 'زمانی دایک' },
      { language: 'الإنجليزية', proficiency_level: 'advanced', level_text: 'جيد جدا' },
    ]);
  });
});

describe('entries written as sentences and list items', () => {
  it('reads a bulleted line that holds a whole range as an entry, its leading "from" left out', () => {
    const cv = parseCvText(
      [
        'السيرة الذاتية',
        'الاسم: علي حسين كريم',
        'الخبرات',
        '- مدير مبيعات في شركة الرافدين للتجارة من 2016 إلى 2020',
        '- مندوب مبيعات في شركة بغداد للمشروبات من 2012 إلى 2016',
        'Experience',
        '• Won the regional sales award 2019',
      ].join('\n'),
    );
    expect(cv.personal.full_name).toBe('علي حسين كريم');
    expect(cv.leftover).toEqual([]);
    expect(cv.work_experience.map((work) => [work.title, work.company, work.from_date, work.to_date])).toEqual([
      ['مدير مبيعات', 'شركة الرافدين للتجارة', '2016-01-01', '2020-01-01'],
      ['مندوب مبيعات', 'شركة بغداد للمشروبات', '2012-01-01', '2016-01-01'],
    ]);
  });

  it('takes the range out of "لە ١/٢٠١٩ تا ١٢/٢٠٢٢: …" with its "لە"', () => {
    const cv = parseCvText(['پوختەی ژیان', 'هەژار کەمال عەلی', 'ئەزموون', 'لە ١/٢٠١٩ تا ١٢/٢٠٢٢: سەرپەرشتیاری فرۆشتن لە کۆمپانیای نیشتمان مۆڵ'].join('\n'));
    expect(cv.personal.full_name).toBe('هەژار کەمال عەلی');
    expect(cv.work_experience).toMatchObject([
      { title: 'سەرپەرشتیاری فرۆشتن', company: 'کۆمپانیای نیشتمان مۆڵ', from_date: '2019-01-01', to_date: '2022-12-01' },
    ]);
  });

  it('takes no CV title for a name', () => {
    expect(parseCvText(['CURRICULUM VITAE', 'Rebaz Omer', 'rebaz@example.com'].join('\n')).personal.full_name).toBe('Rebaz Omer');
  });
});
