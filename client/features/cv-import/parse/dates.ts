import { toLatinDigits } from '../../../../worker/shared/fields.schemas';
import { monthNames } from '../../../lib/dates';

/**
 * Dates as CVs write them, in three languages: "03/2021", "2021-03", "March 2021", "ئازاری 2021", "آذار ٢٠٢١",
 * "مارس 2021", and ranges "2019 - 2021", "2021 – ئێستا", "Mar 2021 - Present", "حتى الآن". A range read from an RTL
 * line may arrive end first ("2021 - 2019", docs/product.md#cv-import), so ranges come back with from ≤ to.
 */

export interface MonthDate {
  year: number;
  /** 1–12; absent when only the year is written. */
  month?: number;
}

export interface DateRange {
  from: MonthDate | null;
  to: MonthDate | null;
  /** "Present", "ئێستا", "حتى الآن": still there (then `to` is null). */
  present: boolean;
}

export interface FoundDateRange extends DateRange {
  /** Where the date text starts and ends in the line, to take it out of the rest. */
  start: number;
  end: number;
}

/** Years a CV can mean; a four-digit number outside them is something else (a phone part, a postcode). */
const firstYear = 1950;
const lastYear = 2100;

const englishMonths = [
  ['january', 'jan'],
  ['february', 'feb'],
  ['march', 'mar'],
  ['april', 'apr'],
  ['may'],
  ['june', 'jun'],
  ['july', 'jul'],
  ['august', 'aug'],
  ['september', 'sept', 'sep'],
  ['october', 'oct'],
  ['november', 'nov'],
  ['december', 'dec'],
];
/** Egyptian and Gulf Arabic months (Kar's own Arabic words are the Levantine/Iraqi ones: كانون الثاني … كانون الأول). */
const egyptianMonths = [
  ['يناير'],
  ['فبراير'],
  ['مارس'],
  ['أبريل', 'ابريل', 'إبريل'],
  ['مايو'],
  ['يونيو', 'يونية'],
  ['يوليو', 'يولية'],
  ['أغسطس', 'اغسطس'],
  ['سبتمبر'],
  ['أكتوبر', 'اكتوبر'],
  ['نوفمبر'],
  ['ديسمبر'],
];
/** Short forms of the Levantine names that CVs write ("كانون ثاني", "تشرين 1"). */
const levantineShortForms = [
  ['كانون ثاني', 'كانون 2'],
  [],
  [],
  [],
  [],
  [],
  [],
  [],
  [],
  ['تشرين اول', 'تشرين 1'],
  ['تشرين ثاني', 'تشرين 2'],
  ['كانون اول', 'كانون 1'],
];

/**
 * A month name as a pattern that accepts the ways it is typed: Arabic or Persian yeh and kaf, alef with or without
 * hamza, a doubled or single waw (تەمموز/تەممووز), any spaces, and Sorani's ezafe "ی" after it (ئازاری 2021).
 */
function monthPattern(name: string): string {
  return [...name.toLowerCase().replace(/وو/gu, 'و')]
    .map((char) => {
      if (/[یيى]/u.test(char)) return '[یيى]';
      if (/[کك]/u.test(char)) return '[کك]';
      if (/[اأإآ]/u.test(char)) return '[اأإآ]';
      if (char === 'و') return 'و{1,2}';
      if (char === ' ') return '\\s*';
      return char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
}

let monthTable: { pattern: RegExp; monthOf: Map<string, number>; names: string[] } | null = null;

/** Every month name Kar knows, built once on first use (Kar's words come from the compiled messages). */
function months() {
  if (monthTable) return monthTable;
  const named: Array<[string, number]> = [];
  const add = (names: readonly (readonly string[])[]) => names.forEach((list, index) => list.forEach((name) => named.push([name, index + 1])));
  add(englishMonths);
  add(egyptianMonths);
  add(levantineShortForms);
  for (const locale of ['en', 'ckb', 'ar'] as const) add(monthNames(locale).map((name) => [name]));
  named.sort((a, b) => b[0].length - a[0].length);
  const alternatives = named.map(([name]) => monthPattern(name));
  const pattern = new RegExp(`(?<![\\p{L}])(?:${alternatives.join('|')})(?:ی|ي)?(?![\\p{L}])\\.?`, 'giu');
  const monthOf = new Map<string, number>();
  named.forEach(([name, month]) => monthOf.set(foldMonth(name), month));
  monthTable = { pattern, monthOf, names: named.map(([name]) => name) };
  return monthTable;
}

/** One spelling per month name, for looking a matched name up. */
function foldMonth(text: string): string {
  return text.toLowerCase().replace(/[یيى]/gu, 'ی').replace(/ك/gu, 'ک').replace(/[أإآ]/gu, 'ا').replace(/وو/gu, 'و').replace(/\s+/gu, '').replace(/\.$/u, '');
}

function monthNumberOf(matched: string): number | undefined {
  const { monthOf } = months();
  const folded = foldMonth(matched);
  // Sorani's ezafe (ئازاری) is not part of the name.
  return monthOf.get(folded) ?? monthOf.get(folded.replace(/ی$/u, ''));
}

const presentWords = [
  'present',
  'now',
  'current',
  'currently',
  'today',
  'to date',
  'ongoing',
  'till now',
  'until now',
  'ئێستا',
  'ئیستا',
  'بەردەوام',
  'هەنووکە',
  'الآن',
  'الان',
  'حاليا',
  'حالياً',
  'الحاضر',
  'مستمر',
  'لحد الآن',
  'لحد الان',
  'حتى الآن',
  'حتى الان',
  'حتى اليوم',
].sort((a, b) => b.length - a.length);
const presentPattern = new RegExp(`(?<![\\p{L}])(?:${presentWords.map((word) => word.replace(/ /g, '\\s+')).join('|')})(?![\\p{L}])`, 'giu');

/** Words and marks that stand between the two ends of a range. */
const rangeSeparator = /^\s*(?:[-–—−~/]|to|till|until|through|تا|هەتا|تاکو|تاوەکو|بۆ|إلى|الى|لغاية|حتى)?\s*$/iu;

interface Atom {
  kind: 'date' | 'present';
  date?: MonthDate;
  start: number;
  end: number;
}

const validYear = (year: number) => year >= firstYear && year <= lastYear;
const validMonth = (month: number) => month >= 1 && month <= 12;

/** Dates and "present" words in a line, in order. `text` must already have Latin digits (same length as the line). */
function atomsOf(text: string): Atom[] {
  const atoms: Atom[] = [];
  const taken = (start: number, end: number) => atoms.some((atom) => start < atom.end && end > atom.start);
  const push = (atom: Atom) => {
    if (!taken(atom.start, atom.end)) atoms.push(atom);
  };
  const { pattern } = months();
  // A month name with a year after it (March 2021, ئازاری ٢٠٢١) or before it (2021 ئازار, as some RTL lines come).
  for (const match of text.matchAll(new RegExp(`${pattern.source}[\\s,،-]*(\\d{4})(?!\\d)`, 'giu'))) {
    const year = Number(match[1]);
    const month = monthNumberOf(match[0].slice(0, match[0].length - 4).replace(/[\s,،-]+$/u, ''));
    if (month && validYear(year)) push({ kind: 'date', date: { year, month }, start: match.index, end: match.index + match[0].length });
  }
  for (const match of text.matchAll(new RegExp(`(?<!\\d)(\\d{4})\\s*(${pattern.source})`, 'giu'))) {
    const year = Number(match[1]);
    const month = monthNumberOf(match[2] ?? '');
    if (month && validYear(year)) push({ kind: 'date', date: { year, month }, start: match.index, end: match.index + match[0].length });
  }
  // 2021-03-15, 2021-03, 2021/03
  for (const match of text.matchAll(/(?<![\d/.-])(\d{4})[-/.](\d{1,2})(?:[-/.](\d{1,2}))?(?![\d/.-])/gu)) {
    const [year, month] = [Number(match[1]), Number(match[2])];
    if (validYear(year) && validMonth(month)) push({ kind: 'date', date: { year, month }, start: match.index, end: match.index + match[0].length });
  }
  // 15/03/2021, 03/2021, 3.2021
  for (const match of text.matchAll(/(?<![\d/.])(?:(\d{1,2})[-/.])?(\d{1,2})[-/.](\d{4})(?![\d/.])/gu)) {
    const [month, year] = [Number(match[2]), Number(match[3])];
    if (validYear(year) && validMonth(month)) push({ kind: 'date', date: { year, month }, start: match.index, end: match.index + match[0].length });
  }
  // A year alone.
  for (const match of text.matchAll(/(?<![\d+])(\d{4})(?!\d)/gu)) {
    const year = Number(match[1]);
    if (validYear(year)) push({ kind: 'date', date: { year }, start: match.index, end: match.index + match[0].length });
  }
  for (const match of text.matchAll(presentPattern)) push({ kind: 'present', start: match.index, end: match.index + match[0].length });
  return atoms.sort((a, b) => a.start - b.start);
}

export function compareMonthDates(a: MonthDate, b: MonthDate): number {
  return a.year - b.year || (a.month ?? 0) - (b.month ?? 0);
}

/** One date alone ("03/2021", "ئازاری 2021", "2019"); null when the text is not only a date. */
export function parseMonthDate(text: string): MonthDate | null {
  const latin = toLatinDigits(text.normalize('NFKC'));
  const atoms = atomsOf(latin);
  const [only] = atoms;
  if (atoms.length !== 1 || only?.kind !== 'date' || !only.date) return null;
  return latin.slice(0, only.start).trim() === '' &&
    latin
      .slice(only.end)
      .trim()
      .replace(/^[.,،]$/u, '') === ''
    ? only.date
    : null;
}

/**
 * The first date or range of dates in a line, with where it stands. Two dates or a date and a present word joined
 * by a dash, "to", "تا", "إلى", … make a range; the earlier date becomes `from` whatever the order. A date alone is a
 * start (`to` null); "since 2020", "منذ 2020" and "لە 2020ەوە" are a start that is still going on.
 */
export function findDateRange(line: string): FoundDateRange | null {
  // toLatinDigits keeps the length, so offsets found in `latin` are offsets in the caller's line.
  const latin = toLatinDigits(line);
  const atoms = atomsOf(latin);
  for (let index = 0; index < atoms.length; index += 1) {
    const first = atoms[index];
    if (!first) continue;
    const second = atoms[index + 1];
    const joined = second && rangeSeparator.test(latin.slice(first.end, second.start));
    if (joined && second && (first.kind === 'date' || second.kind === 'date')) {
      const dates = [first, second].flatMap((atom) => (atom.date ? [atom.date] : []));
      const present = first.kind === 'present' || second.kind === 'present';
      const [from, to] = dates.length === 2 ? [...dates].sort(compareMonthDates) : [dates[0], undefined];
      return { from: from ?? null, to: present ? null : (to ?? null), present, start: first.start, end: second.end };
    }
    if (first.kind === 'date' && first.date) {
      // "since 2020", "منذ 2020", "لە 2020ەوە", and a range left open at the line's end ("2021-03 –", what some
      // templates print for a job without an end).
      const since =
        /(?:since|منذ)\s*$/iu.test(latin.slice(0, first.start)) || /^ەوە/u.test(latin.slice(first.end)) || /^\s*[-–—]\s*$/u.test(latin.slice(first.end));
      return { from: first.date, to: null, present: since, start: first.start, end: first.end };
    }
    // "Present" alone is an end with no start ("تا ئێستا" under a date line) only when the line says nothing else: a
    // sentence that says "current" or "now" is no date.
    const rest = `${latin.slice(0, first.start)} ${latin.slice(first.end)}`.replace(/[\s\-–—:()|,،]+/gu, ' ').trim();
    if (first.kind === 'present' && atoms.length === 1 && (rest === '' || rangeSeparator.test(rest))) {
      return { from: null, to: null, present: true, start: first.start, end: first.end };
    }
  }
  return null;
}

/** A whole text as a range ("2019 - 2021", "2021 – ئێستا"); null when there is no date in it. */
export function parseDateRange(text: string): DateRange | null {
  const found = findDateRange(text.normalize('NFKC'));
  return found ? { from: found.from, to: found.to, present: found.present } : null;
}

/** 'YYYY-MM-01' as the CV maker stores months (January when only the year is known). */
export function toIsoMonth(date: MonthDate): string {
  return `${String(date.year).padStart(4, '0')}-${String(date.month ?? 1).padStart(2, '0')}-01`;
}

/** Every month name the parser reads (for tests and for the review screen's hints). */
export function knownMonthNames(): readonly string[] {
  return months().names;
}
