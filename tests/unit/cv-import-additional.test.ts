// Volunteering, projects, publications, memberships, hobbies and the like read as the CV maker's Additional items
// (docs/product.md#cv-import): the type each heading names in three languages, the links an entry's text holds, how a
// section parts into entries, and what the review does with an item that has no link.
import { describe, expect, it } from 'vitest';
import { findUrls, parseAdditional } from '../../client/features/cv-import/parse/additional';
import { additionalHeadingWords, additionalTypeIds } from '../../client/features/cv-import/parse/heading-words';
import { additionalTypeOf, headingOf } from '../../client/features/cv-import/parse/headings';
import { parseCvText } from '../../client/features/cv-import/parse/sections';
import { draftOfParsed, lookupTextsOf } from '../../client/features/cv-import/to-draft';
import { importInputOf, importProblems, problemKey, savedItem, withoutItem } from '../../client/features/cvs/local-cv';
import { lookupSeed } from '../../db/seed/lookups.data';
import { cvImportSchema } from '../../worker/features/cvs/cv-import.schemas';

const { volunteering, project, publication, membership, hobby, other } = additionalTypeIds;

describe('the additional type a heading names', () => {
  it('uses the seed’s ids of the additional types', () => {
    const seeded = (name: string) => lookupSeed.additional_types.find((type) => type.en === name)?.id;
    expect(additionalTypeIds).toEqual({
      volunteering: seeded('Volunteering'),
      project: seeded('Project'),
      publication: seeded('Publication'),
      membership: seeded('Membership'),
      hobby: seeded('Hobby / Interest'),
      other: seeded('Other'),
    });
  });

  it.each([
    ['Volunteer Experience', volunteering],
    ['VOLUNTEERING', volunteering],
    ['کاری خۆبەخشی', volunteering],
    ['خۆبەخشی', volunteering],
    ['العمل التطوعي', volunteering],
    ['التطوع', volunteering],
    ['Projects', project],
    ['P R O J E C T S', project],
    ['پڕۆژەکان', project],
    ['المشاريع', project],
    ['Publications', publication],
    ['بڵاوکراوەکان', publication],
    ['المنشورات', publication],
    ['Professional Memberships', membership],
    ['ئەندامێتییەکان', membership],
    ['العضويات', membership],
    ['Hobbies & Interests', hobby],
    ['حەز و خولیاکان', hobby],
    ['خولیاکان', hobby],
    ['الهوايات', hobby],
    ['الاهتمامات', hobby],
    ['Activities', other],
    ['چالاکییەکان', other],
    ['معلومات إضافية', other],
  ])('%s opens an additional section of type %i', (text, type) => {
    const heading = headingOf({ text });
    expect(heading?.part).toBe('other');
    expect(additionalTypeOf(heading?.label ?? '')).toBe(type);
  });

  it('gives every heading word its own type, none taken by another section', () => {
    for (const [kind, words] of Object.entries(additionalHeadingWords)) {
      for (const word of words) {
        expect(headingOf({ text: word })?.part, word).toBe('other');
        expect(additionalTypeOf(word), word).toBe(additionalTypeIds[kind as keyof typeof additionalTypeIds]);
      }
    }
  });

  it('keeps the heading as written, apart from its decorations and what follows it', () => {
    expect(headingOf({ text: '■ Hobbies & Interests:' })?.label).toBe('Hobbies & Interests');
    expect(headingOf({ text: 'الهوايات: القراءة، السباحة' })).toMatchObject({ part: 'other', label: 'الهوايات', rest: 'القراءة، السباحة' });
  });
});

describe('links in an entry’s text', () => {
  it.each([
    ['https://github.com/rebaz/kar', 'https://github.com/rebaz/kar'],
    ['Code: http://kar.krd/cv.', 'http://kar.krd/cv'],
    ['www.behance.net/dana', 'https://www.behance.net/dana'],
    ['github.com/shilan-ahmed/netwatch', 'https://github.com/shilan-ahmed/netwatch'],
    ['Portfolio (GitHub.com/Lana)', 'https://GitHub.com/Lana'],
    ['پڕۆژەکە: kar.krd، بە React', 'https://kar.krd'],
    ['الرابط: linkedin.com/in/ahmed-khalid', 'https://linkedin.com/in/ahmed-khalid'],
    ['http://en.wikipedia.org/wiki/Silicon_Valley_(TV_series))', 'http://en.wikipedia.org/wiki/Silicon_Valley_(TV_series)'],
  ])('finds %s', (text, url) => {
    expect(findUrls(text)[0]?.url).toBe(url);
  });

  it.each([
    'rebaz.omer@example.com',
    'Built with Node.js and Vue.js',
    'ASP.NET developer',
    'Ph.D. candidate, e.g. in 2019',
    'Version 2.5 released',
    'resume.pdf and notes.docx',
  ])('finds none in %s', (text) => {
    expect(findUrls(text)).toEqual([]);
  });

  it('finds them in order, each once', () => {
    expect(findUrls('www.kar.krd then github.com/x and https://gitlab.com/y').map((found) => found.url)).toEqual([
      'https://www.kar.krd',
      'https://github.com/x',
      'https://gitlab.com/y',
    ]);
  });
});

describe('a section as items', () => {
  it('makes each entry an item: its first line the title, its link the url, the rest the description', () => {
    const items = parseAdditional('Projects', project, [
      'Kar job board — github.com/karwan/kar',
      '2021 – 2022',
      '• Built the search in React',
      '',
      'Payroll tool',
      'Used by 300 staff at Zain.',
    ]);
    expect(items).toEqual([
      { additional_type_id: project, title: 'Kar job board', url: 'https://github.com/karwan/kar', description: '2021 – 2022\n• Built the search in React' },
      { additional_type_id: project, title: 'Payroll tool', url: null, description: 'Used by 300 staff at Zain.' },
    ]);
  });

  it('keeps a description moved apart from its title with it, and titles an entry that starts with its dates by its name', () => {
    const items = parseAdditional('خۆبەخشی', volunteering, [
      '٢٠١٩ - ٢٠٢٠',
      'مانگی سوور لە هەولێر',
      '',
      'یارمەتیدانی ئاوارەکان لە کەمپەکانی دەوروبەری هەولێر لە کاتی زستاندا و دابەشکردنی خواردن.',
    ]);
    expect(items).toEqual([
      {
        additional_type_id: volunteering,
        title: 'مانگی سوور لە هەولێر',
        url: null,
        description: '٢٠١٩ - ٢٠٢٠\nیارمەتیدانی ئاوارەکان لە کەمپەکانی دەوروبەری هەولێر لە کاتی زستاندا و دابەشکردنی خواردن.',
      },
    ]);
  });

  it('makes each line of a list, or of links, an item', () => {
    expect(parseAdditional('المشاريع', project, ['• موقع شركة زين', '• تطبيق حجز المواعيد']).map((item) => item.title)).toEqual([
      'موقع شركة زين',
      'تطبيق حجز المواعيد',
    ]);
    expect(parseAdditional('Links', other, ['GitHub: github.com/lana', 'LinkedIn: linkedin.com/in/lana'])).toEqual([
      { additional_type_id: other, title: 'GitHub', url: 'https://github.com/lana', description: null },
      { additional_type_id: other, title: 'LinkedIn', url: 'https://linkedin.com/in/lana', description: null },
    ]);
  });

  it('makes hobbies one item under their heading, a heading in capitals written as a title', () => {
    expect(parseAdditional('HOBBIES', hobby, ['Chess, hiking', '', '• Photography'])).toEqual([
      { additional_type_id: hobby, title: 'Hobbies', url: null, description: 'Chess, hiking\n• Photography' },
    ]);
    expect(parseAdditional('الهوايات', hobby, [])).toEqual([]);
  });

  it('titles an entry that is one long sentence by its heading', () => {
    const sentence = 'Published a study of Sorani spelling in the Journal of Kurdish Studies, with two colleagues from Koya University.';
    expect(parseAdditional('Publications', publication, [sentence])).toEqual([
      { additional_type_id: publication, title: 'Publications', url: null, description: sentence },
    ]);
  });

  it('reads a whole CV’s other sections as items, nothing of them left to copy', () => {
    const cv = parseCvText(
      [
        'Lana Jalal',
        'lana@example.com',
        'Projects',
        'Budget planner',
        'budget.kar.krd',
        'Memberships: Kurdistan Accountants Union',
        'Hobbies',
        'Reading, chess',
      ].join('\n'),
    );
    expect(cv.additional).toEqual([
      { additional_type_id: project, title: 'Budget planner', url: 'https://budget.kar.krd', description: null },
      { additional_type_id: membership, title: 'Kurdistan Accountants Union', url: null, description: null },
      { additional_type_id: hobby, title: 'Hobbies', url: null, description: 'Reading, chess' },
    ]);
    expect(cv.leftover).toEqual([]);
  });
});

describe('the review of additional items', () => {
  const cv = parseCvText(['Sara Hassan', 'sara@example.com', 'المشاريع', 'منصة الحجز', 'github.com/sara/booking', '', 'الهوايات', 'القراءة'].join('\n'));
  const texts = lookupTextsOf(cv);
  const matches = { cities: [], institutions: [], degrees: [], languages: [], skills: texts.skills.map(() => null) };
  const types = lookupSeed.additional_types.map((type) => ({ id: type.id, name: type.ar }));
  const draft = draftOfParsed(cv, matches, 'pdf', false, new File(['%PDF-'], 'cv.pdf'), types);
  const [projectItem, hobbyItem] = draft.cv.additional_info;
  const names = (_lookup: string, id: number) => types.find((type) => type.id === id)?.name ?? '';

  it('puts them in the Additional section with their type’s name, descriptions as rich text', () => {
    expect(draft.cv.additional_info).toEqual([
      {
        id: 1,
        cv_id: 0,
        additional_type: { id: project, name: 'مشروع' },
        title: 'منصة الحجز',
        url: 'https://github.com/sara/booking',
        description: null,
        files: [],
      },
      { id: 2, cv_id: 0, additional_type: { id: hobby, name: 'هواية / اهتمام' }, title: 'الهوايات', url: '', description: '<p>القراءة</p>', files: [] },
    ]);
    expect(draft.leftover).toEqual([]);
  });

  it('marks an item without a link with the maker’s own message, and the save waits for it', () => {
    const problems = importProblems(draft.cv);
    expect(projectItem && problems.items.get(problemKey('additional-info', projectItem.id))).toBeUndefined();
    expect(hobbyItem && problems.items.get(problemKey('additional-info', hobbyItem.id))).toBe('Enter the link');
    const refused = cvImportSchema.safeParse(importInputOf(draft.cv));
    expect(refused.error?.issues.filter((issue) => issue.path[0] === 'additional_info').map((issue) => issue.path.join('.'))).toEqual([
      'additional_info.1.url',
    ]);
  });

  it('saves once the link is given through the item’s form, or once the item is removed', () => {
    if (!hobbyItem) throw new Error('no hobby item');
    const linked = savedItem(
      draft.cv,
      'additional-info',
      hobbyItem.id,
      { additional_type_id: String(hobby), title: hobbyItem.title, url: 'goodreads.com/sara', description: hobbyItem.description ?? '' },
      names,
    );
    if (!('cv' in linked)) throw new Error(linked.message);
    expect(linked.cv.additional_info[1]).toMatchObject({ url: 'https://goodreads.com/sara', additional_type: { id: hobby, name: 'هواية / اهتمام' } });
    expect(importProblems(linked.cv).items.size).toBe(0);
    const removed = withoutItem(draft.cv, 'additional-info', hobbyItem.id);
    expect(importProblems(removed).items.size).toBe(0);
    // The personal details this short file lacks, as the review's form would complete them.
    const completed = { ...removed, phone_num: '+9647501234567', location: 'هەولێر' };
    expect(cvImportSchema.parse(importInputOf(completed)).additional_info).toEqual([
      { additional_type_id: project, title: 'منصة الحجز', url: 'https://github.com/sara/booking', description: undefined },
    ]);
  });
});
