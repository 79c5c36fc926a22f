/**
 * A CV as the generator writes it by hand (the Sorani, Arabic and Ali-K CVs, and the English CVs made into DOCX),
 * and its layout as blocks that both the HTML (→ PDF) and the DOCX renderers draw. The texts are written as a person
 * would write them (dates in the forms issue 26 lists); the structured fields beside them are the truth the
 * expected JSON is made from.
 */
import { lookupSeed } from '../../db/seed/lookups.data.ts';
import type { CvLocale } from '../../worker/features/cvs/cvs.schemas.ts';
import { type ExpectedAdditional, type ExpectedEducation, type ExpectedWork, isoMonth, isoYear } from './expected.ts';

export interface YearMonth {
  year: number;
  month?: number;
}

export interface PlainWork {
  title: string;
  company: string;
  location?: string;
  from: YearMonth;
  to: YearMonth | 'present';
  /** The dates as the CV writes them ("ئازاری 2021 – ئێستا", "03/2019 - 05/2021", "آذار ٢٠٢١ - حتى الآن"). */
  dates: string;
  bullets: string[];
}

export interface PlainEducation {
  institution: string;
  degree: string;
  field?: string;
  city?: string;
  from: number;
  to: number;
  dates: string;
}

/** An entry of an additional section (a project, a volunteering post), drawn as a title, its link, its lines. */
export interface PlainAdditionalEntry {
  title: string;
  /** The link as printed ("github.com/shilan/netwatch"), on a line of its own under the title. */
  link?: string;
  lines: string[];
}

/** A section the CV maker keeps as additional information: entries, or (hobbies) one line of items. */
export interface PlainAdditional {
  /** The additional_types lookup's English name (db/seed/lookups.data.ts) the section is. */
  type: 'Volunteering' | 'Project' | 'Publication' | 'Membership' | 'Hobby / Interest' | 'Other';
  heading: string;
  entries?: PlainAdditionalEntry[];
  items?: string[];
}

export interface PlainCv {
  language: CvLocale;
  name: string;
  title?: string;
  email: string;
  /** As written on the CV. */
  phone: string;
  /** As the parser keeps it (+9647XXXXXXXXX). */
  phoneNum: string;
  address?: string;
  summary?: string;
  work: PlainWork[];
  education: PlainEducation[];
  skills: string[];
  /** Each line as written ("کوردی: زمانی دایک"). */
  languages: string[];
  awards?: string[];
  /** Each reference as its lines. */
  references?: string[][];
  /** Drawn after the awards, before the references. */
  additional?: PlainAdditional[];
  headings: Headings;
}

export interface Headings {
  summary: string;
  contact: string;
  work: string;
  education: string;
  skills: string;
  languages: string;
  awards: string;
  references: string;
}

/** How an entry's lines are laid out (the shapes CVs use; docs in client/features/cv-import/parse/entries.ts). */
export type EntryStyle = 'stacked' | 'aside' | 'inline' | 'dates-first' | 'dates-table';

export interface LayoutOptions {
  columns: 1 | 2;
  entries: EntryStyle;
  /** Contact details as "label: value" lines, or one line joined with " | ". */
  contact: 'labelled' | 'inline';
  /** How title and company are joined on one line ("ئەندازیار لە کۆمپانیای …", "Engineer — Company"). */
  joiner: string;
  /** How degree and field are joined ("بەکالۆریۆس لە …", "Bachelor of …"). */
  degreeJoiner: string;
}

export interface EntryLine {
  text: string;
  bold?: boolean;
  /** Text drawn at the line's other end (dates beside a title). */
  aside?: string;
}

export type Block =
  | { kind: 'name'; text: string }
  | { kind: 'subtitle'; text: string }
  | { kind: 'contact'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'item'; text: string }
  | { kind: 'entry'; lines: EntryLine[]; bullets: string[]; dates?: string };

export interface LaidOutCv {
  /** The header and the main column. */
  main: Block[];
  /** The side column (two-column layouts): contact, skills, languages. */
  side: Block[];
}

const place = (text: string, city: string | undefined, language: CvLocale) => (city ? `${text}${language === 'en' ? ', ' : '، '}${city}` : text);

function workEntry(work: PlainWork, options: LayoutOptions, language: CvLocale): Block {
  const company = place(work.company, work.location, language);
  switch (options.entries) {
    case 'aside':
      return { kind: 'entry', lines: [{ text: work.title, bold: true, aside: work.dates }, { text: company }], bullets: work.bullets };
    case 'inline':
      return { kind: 'entry', lines: [{ text: `${work.dates} | ${work.title} | ${work.company}`, bold: true }], bullets: work.bullets };
    case 'dates-first':
      return { kind: 'entry', lines: [{ text: work.dates }, { text: work.title, bold: true }, { text: company }], bullets: work.bullets };
    case 'dates-table':
      return { kind: 'entry', dates: work.dates, lines: [{ text: work.title, bold: true }, { text: company }], bullets: work.bullets };
    default:
      return { kind: 'entry', lines: [{ text: `${work.title}${options.joiner}${company}`, bold: true }, { text: work.dates }], bullets: work.bullets };
  }
}

function educationEntry(education: PlainEducation, options: LayoutOptions, language: CvLocale): Block {
  const degree = education.field ? `${education.degree}${options.degreeJoiner}${education.field}` : education.degree;
  const institution = place(education.institution, education.city, language);
  switch (options.entries) {
    case 'aside':
      return { kind: 'entry', lines: [{ text: degree, bold: true, aside: education.dates }, { text: institution }], bullets: [] };
    case 'inline':
      return { kind: 'entry', lines: [{ text: `${education.dates} | ${degree} | ${education.institution}`, bold: true }], bullets: [] };
    case 'dates-first':
      return { kind: 'entry', lines: [{ text: education.dates }, { text: institution, bold: true }, { text: degree }], bullets: [] };
    case 'dates-table':
      return { kind: 'entry', dates: education.dates, lines: [{ text: institution, bold: true }, { text: degree }], bullets: [] };
    default:
      return { kind: 'entry', lines: [{ text: institution, bold: true }, { text: degree }, { text: education.dates }], bullets: [] };
  }
}

function additionalBlocks(section: PlainAdditional, language: CvLocale): Block[] {
  return [
    { kind: 'heading', text: section.heading },
    ...(section.items ? [{ kind: 'paragraph' as const, text: section.items.join(language === 'en' ? ', ' : '، ') }] : []),
    ...(section.entries ?? []).map((entry): Block => ({
      kind: 'entry',
      lines: [{ text: entry.title, bold: true }, ...(entry.link ? [{ text: entry.link }] : [])],
      bullets: entry.lines,
    })),
  ];
}

/** The CV as blocks: header, then sections in the order CVs use; two columns move contact, skills and languages aside. */
export function layOut(cv: PlainCv, options: LayoutOptions): LaidOutCv {
  const h = cv.headings;
  const labels =
    cv.language === 'en'
      ? { email: 'Email', phone: 'Phone', address: 'Address' }
      : cv.language === 'ckb'
        ? { email: 'ئیمەیڵ', phone: 'مۆبایل', address: 'ناونیشان' }
        : { email: 'البريد الإلكتروني', phone: 'الهاتف', address: 'العنوان' };
  const contact: Block[] =
    options.contact === 'labelled'
      ? [
          { kind: 'contact', text: `${labels.email}: ${cv.email}` },
          { kind: 'contact', text: `${labels.phone}: ${cv.phone}` },
          ...(cv.address ? [{ kind: 'contact' as const, text: `${labels.address}: ${cv.address}` }] : []),
        ]
      : [{ kind: 'contact', text: [cv.email, cv.phone, cv.address].filter(Boolean).join(' | ') }];
  const header: Block[] = [{ kind: 'name', text: cv.name }, ...(cv.title ? [{ kind: 'subtitle' as const, text: cv.title }] : [])];
  const side: Block[] = [
    ...(options.columns === 2 ? [{ kind: 'heading' as const, text: h.contact }, ...contact] : []),
    { kind: 'heading', text: h.skills },
    ...cv.skills.map((text) => ({ kind: 'item' as const, text })),
    { kind: 'heading', text: h.languages },
    ...cv.languages.map((text) => ({ kind: 'item' as const, text })),
  ];
  const main: Block[] = [
    ...header,
    ...(options.columns === 1 ? contact : []),
    ...(cv.summary
      ? [
          { kind: 'heading' as const, text: h.summary },
          { kind: 'paragraph' as const, text: cv.summary },
        ]
      : []),
    { kind: 'heading', text: h.work },
    ...cv.work.map((work) => workEntry(work, options, cv.language)),
    { kind: 'heading', text: h.education },
    ...cv.education.map((education) => educationEntry(education, options, cv.language)),
    ...(options.columns === 1 ? side : []),
    ...(cv.awards?.length ? [{ kind: 'heading' as const, text: h.awards }, ...cv.awards.map((text) => ({ kind: 'item' as const, text }))] : []),
    ...(cv.additional ?? []).flatMap((section) => additionalBlocks(section, cv.language)),
    ...(cv.references?.length
      ? [
          { kind: 'heading' as const, text: h.references },
          ...cv.references.map((lines) => ({ kind: 'entry' as const, lines: lines.map((text) => ({ text })), bullets: [] })),
        ]
      : []),
  ];
  return { main, side: options.columns === 2 ? side : [] };
}

/** Every line of text the layout holds (for the expected Arabic-script vocabulary). */
export function textsOf(laidOut: LaidOutCv): string[] {
  return [...laidOut.main, ...laidOut.side].flatMap((block) =>
    block.kind === 'entry'
      ? [...(block.dates ? [block.dates] : []), ...block.lines.flatMap((line) => [line.text, line.aside ?? '']), ...block.bullets]
      : [block.text],
  );
}

export function expectedWork(cv: PlainCv): ExpectedWork[] {
  return cv.work.map((work) => ({
    title: work.title,
    company: work.company,
    from_date: isoMonth(work.from.year, work.from.month),
    to_date: work.to === 'present' ? null : isoMonth(work.to.year, work.to.month),
    is_present: work.to === 'present',
  }));
}

export function expectedEducation(cv: PlainCv): ExpectedEducation[] {
  return cv.education.map((education) => ({
    institution: education.institution,
    degree: education.degree,
    start_date: isoYear(education.from),
    end_date: isoYear(education.to),
  }));
}

/** The seed's id of an additional type, by its English name. */
const additionalTypeId = (name: PlainAdditional['type']) => {
  const type = lookupSeed.additional_types.find((row) => row.en === name);
  if (!type) throw new Error(`no additional type ${name}`);
  return type.id;
};

/**
 * An entry is named by its title and linked to the address it prints; a list of hobbies is one item, named here by
 * its first hobby (the reading titles it by its heading, the hobbies in its description).
 */
export function expectedAdditional(cv: PlainCv): ExpectedAdditional[] {
  return (cv.additional ?? []).flatMap((section) => [
    ...(section.items?.length ? [{ additional_type_id: additionalTypeId(section.type), title: section.items[0] ?? '', url: null }] : []),
    ...(section.entries ?? []).map((entry) => ({
      additional_type_id: additionalTypeId(section.type),
      title: entry.title,
      url: entry.link ? `https://${entry.link}` : null,
    })),
  ]);
}
