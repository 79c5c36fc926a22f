/**
 * How well a reading of a corpus file matches its expected result (expected.ts), and the per-language table that
 * tests/unit/cv-import-corpus.test.ts prints and holds to issue 26's goals.
 */
import { isDeepStrictEqual } from 'node:util';
import type { ImportedAdditional, ImportedCv } from '../../client/features/cv-import/parse/imported-cv.ts';
import type { CvEmbed } from '../../worker/features/cvs/cv-embed.schemas.ts';
import type { CvLocale } from '../../worker/features/cvs/cvs.schemas.ts';
import type { ExpectedCv, ExpectedParsedCv } from './expected.ts';

/** What the test hands in: readCvFile's answer, reduced to what is scored. */
export type Reading = { kind: 'kar'; embed: CvEmbed } | { kind: 'parsed'; cv: ImportedCv; lines: readonly string[] };

export interface Tally {
  right: number;
  of: number;
}

export interface FileScore {
  file: string;
  language: CvLocale;
  kind: 'kar' | 'parsed';
  name: boolean;
  email: boolean;
  phone: boolean;
  /** Entries in the right section with the right dates (and their title, company, institution or degree). */
  work: Tally;
  education: Tally;
  /** Entries with every expected field exact (informative). */
  exactEntries: Tally;
  /** Additional items (volunteering, projects, hobbies …) of the right type, holding what names them. */
  additional: Tally;
  /** Their links, where the file prints one. */
  links: Tally;
  /** A Kar PDF's embedded CV restored exactly. */
  karExact: boolean | null;
  arabicLines: number;
  reversedLines: string[];
  /** Arabic-script words read back that the file does not hold (extraction damage other than reversal; informative). */
  unknownWords: string[];
  misses: string[];
}

/** Text compared as a person would: NFKC, one space, no edge punctuation, any case. */
const same = (a: string | null | undefined, b: string | null | undefined) => {
  const clean = (text: string | null | undefined) =>
    (text ?? '')
      .normalize('NFKC')
      .replace(/\s+/gu, ' ')
      .replace(/^[\s,،.:;|–—-]+|[\s,،.:;|–—-]+$/gu, '')
      .toLowerCase();
  return clean(a) !== '' && clean(a) === clean(b);
};
const exactly = (a: string | null | undefined, b: string) => (a ?? '').normalize('NFKC').replace(/\s+/gu, ' ').trim() === b.normalize('NFKC');

const arabicWord = /[\u0620-\u064A\u066E-\u06D5\u06FA-\u06FF\u200C]+/gu;
const reverse = (word: string) => [...word].reverse().join('');

/**
 * Arabic-script lines read backwards: a line holding a word the file does not have whose reverse it has (glyphs in
 * visual order), or whose neighbouring words stand in the reverse of every order the file has them (words in visual
 * order).
 */
export function reversedLines(
  lines: readonly string[],
  expected: Pick<ExpectedParsedCv, 'arabic_words' | 'arabic_pairs'>,
): { arabicLines: number; reversed: string[]; unknown: string[] } {
  const words = new Set(expected.arabic_words);
  const pairs = new Set(expected.arabic_pairs);
  const reversed: string[] = [];
  const unknown: string[] = [];
  let arabicLines = 0;
  for (const line of lines) {
    const found = line.normalize('NFKC').match(arabicWord) ?? [];
    if (found.length === 0) continue;
    arabicLines += 1;
    const backwardsWords = found.filter((word) => word.length > 2 && !words.has(word) && words.has(reverse(word)));
    unknown.push(...found.filter((word) => !words.has(word) && !words.has(reverse(word))));
    let forward = 0;
    let backward = 0;
    found.forEach((word, index) => {
      const next = found[index + 1];
      if (!next) return;
      if (pairs.has(`${word} ${next}`)) forward += 1;
      else if (pairs.has(`${next} ${word}`)) backward += 1;
    });
    if (backwardsWords.length > 0 || backward > forward) reversed.push(line);
  }
  return { arabicLines, reversed, unknown };
}

/** Whether a text holds another as words, compared as `same` compares. */
const holds = (text: string | null | undefined, part: string) => {
  const clean = (value: string) =>
    ` ${value
      .normalize('NFKC')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()} `;
  return clean(part).trim() !== '' && clean(text ?? '').includes(clean(part));
};

/**
 * An expected additional item is read when an item of its type holds what names it, in its title or its description
 * (a list of hobbies is one item under its heading); its link, when the file prints one, must be that link.
 */
function scoreAdditional(expected: ExpectedParsedCv, cv: ImportedCv, score: FileScore): void {
  const items = [...cv.additional];
  for (const want of expected.additional) {
    score.additional.of += 1;
    if (want.url) score.links.of += 1;
    const ofType = (holding: (got: ImportedAdditional) => boolean) =>
      items.findIndex((got) => got.additional_type_id === want.additional_type_id && holding(got));
    const byTitle = ofType((got) => holds(got.title, want.title));
    const at = byTitle !== -1 ? byTitle : ofType((got) => holds(got.description, want.title));
    const got = items[at];
    if (!got) {
      score.misses.push(`additional ${want.additional_type_id} ${want.title}`);
      continue;
    }
    // An item found by its description (hobbies listed under their heading) may hold the next one too.
    if (at === byTitle) items.splice(at, 1);
    score.additional.right += 1;
    if (want.url && got.url === want.url) score.links.right += 1;
    else if (want.url) score.misses.push(`link of ${want.title}: ${JSON.stringify(got.url)} ≠ ${JSON.stringify(want.url)}`);
  }
  if (score.misses.some((miss) => miss.startsWith('additional'))) {
    score.misses.push(...cv.additional.map((item) => `  read additional: ${item.additional_type_id} ${item.title} ${item.url ?? ''}`));
  }
}

export function scoreFile(expected: ExpectedCv, reading: Reading): FileScore {
  const score: FileScore = {
    file: expected.file,
    language: expected.language,
    kind: expected.kind,
    name: false,
    email: false,
    phone: false,
    work: { right: 0, of: 0 },
    education: { right: 0, of: 0 },
    exactEntries: { right: 0, of: 0 },
    additional: { right: 0, of: 0 },
    links: { right: 0, of: 0 },
    karExact: null,
    arabicLines: 0,
    reversedLines: [],
    unknownWords: [],
    misses: [],
  };
  if (expected.kind === 'kar') {
    score.karExact = reading.kind === 'kar' && isDeepStrictEqual(reading.embed, expected.embed);
    if (!score.karExact) score.misses.push(reading.kind === 'kar' ? 'kar-cv.json differs' : 'not read as a Kar PDF');
    return score;
  }
  if (reading.kind !== 'parsed') {
    score.misses.push('read as a Kar PDF');
    return score;
  }
  const { cv, lines } = reading;
  score.name = exactly(cv.personal.full_name, expected.personal.full_name);
  score.email = cv.personal.email === expected.personal.email.toLowerCase();
  score.phone = cv.personal.phone_num === expected.personal.phone_num;
  if (!score.name) score.misses.push(`name ${JSON.stringify(cv.personal.full_name)} ≠ ${JSON.stringify(expected.personal.full_name)}`);
  if (!score.email) score.misses.push(`e-mail ${JSON.stringify(cv.personal.email)} ≠ ${JSON.stringify(expected.personal.email)}`);
  if (!score.phone) score.misses.push(`phone ${JSON.stringify(cv.personal.phone_num)} ≠ ${JSON.stringify(expected.personal.phone_num)}`);

  const works = [...cv.work_experience];
  for (const want of expected.work_experience) {
    score.work.of += 1;
    score.exactEntries.of += 1;
    const at = works.findIndex(
      (got) =>
        got.from_date === want.from_date &&
        got.to_date === want.to_date &&
        got.is_present === want.is_present &&
        (same(got.title, want.title) || same(got.company, want.company)),
    );
    const got = works[at];
    if (got) {
      works.splice(at, 1);
      score.work.right += 1;
      if (same(got.title, want.title) && same(got.company, want.company)) score.exactEntries.right += 1;
    } else score.misses.push(`work ${want.title} | ${want.company} ${want.from_date}–${want.to_date ?? (want.is_present ? 'present' : '')}`);
  }
  const educations = [...cv.education];
  for (const want of expected.education) {
    score.education.of += 1;
    score.exactEntries.of += 1;
    const at = educations.findIndex(
      (got) =>
        got.start_date === want.start_date && got.end_date === want.end_date && (same(got.institution, want.institution) || same(got.degree, want.degree)),
    );
    const got = educations[at];
    if (got) {
      educations.splice(at, 1);
      score.education.right += 1;
      if (same(got.institution, want.institution) && same(got.degree, want.degree)) score.exactEntries.right += 1;
    } else score.misses.push(`education ${want.institution} | ${want.degree} ${want.start_date}–${want.end_date}`);
  }
  if (score.misses.some((miss) => miss.startsWith('work') || miss.startsWith('education'))) {
    score.misses.push(
      ...cv.work_experience.map(
        (work) => `  read work: ${work.title} | ${work.company} ${work.from_date}–${work.to_date ?? (work.is_present ? 'present' : '')}`,
      ),
      ...cv.education.map((education) => `  read education: ${education.institution} | ${education.degree} ${education.start_date}–${education.end_date}`),
    );
  }
  scoreAdditional(expected, cv, score);
  const reversed = reversedLines(lines, expected);
  score.arabicLines = reversed.arabicLines;
  score.reversedLines = reversed.reversed;
  score.unknownWords = reversed.unknown;
  score.misses.push(...reversed.reversed.map((line) => `reversed: ${line}`));
  return score;
}

const add = (a: Tally, b: Tally): Tally => ({ right: a.right + b.right, of: a.of + b.of });
const share = (tally: Tally) => (tally.of === 0 ? 1 : tally.right / tally.of);
const cell = (tally: Tally) => (tally.of === 0 ? '—' : `${Math.round(share(tally) * 100)}% (${tally.right}/${tally.of})`);

export interface Totals {
  files: number;
  name: Tally;
  email: Tally;
  phone: Tally;
  work: Tally;
  education: Tally;
  entries: Tally;
  exactEntries: Tally;
  additional: Tally;
  links: Tally;
  kar: Tally;
  arabicLines: number;
  reversed: number;
  unknownWords: number;
}

export function totalsOf(scores: readonly FileScore[]): Totals {
  const totals: Totals = {
    files: scores.length,
    name: { right: 0, of: 0 },
    email: { right: 0, of: 0 },
    phone: { right: 0, of: 0 },
    work: { right: 0, of: 0 },
    education: { right: 0, of: 0 },
    entries: { right: 0, of: 0 },
    exactEntries: { right: 0, of: 0 },
    additional: { right: 0, of: 0 },
    links: { right: 0, of: 0 },
    kar: { right: 0, of: 0 },
    arabicLines: 0,
    reversed: 0,
    unknownWords: 0,
  };
  for (const score of scores) {
    if (score.kind === 'kar') {
      totals.kar = add(totals.kar, { right: score.karExact ? 1 : 0, of: 1 });
      continue;
    }
    totals.name = add(totals.name, { right: score.name ? 1 : 0, of: 1 });
    totals.email = add(totals.email, { right: score.email ? 1 : 0, of: 1 });
    totals.phone = add(totals.phone, { right: score.phone ? 1 : 0, of: 1 });
    totals.work = add(totals.work, score.work);
    totals.education = add(totals.education, score.education);
    totals.exactEntries = add(totals.exactEntries, score.exactEntries);
    totals.additional = add(totals.additional, score.additional);
    totals.links = add(totals.links, score.links);
    totals.arabicLines += score.arabicLines;
    totals.reversed += score.reversedLines.length;
    totals.unknownWords += score.unknownWords.length;
  }
  totals.entries = add(totals.work, totals.education);
  return totals;
}

/** Issue 26's goals; a list of the ones missed (empty when all hold). */
export function missedGoals(totals: Totals): string[] {
  const missed: string[] = [];
  for (const field of ['name', 'email', 'phone'] as const) if (share(totals[field]) < 0.95) missed.push(`${field} exact ${cell(totals[field])} < 95%`);
  if (share(totals.entries) < 0.8) missed.push(`entries ${cell(totals.entries)} < 80%`);
  // Kar's own bar, as for entries: additional items of the right type, and the links the files print.
  if (share(totals.additional) < 0.8) missed.push(`additional items ${cell(totals.additional)} < 80%`);
  if (share(totals.links) < 0.8) missed.push(`links ${cell(totals.links)} < 80%`);
  if (share(totals.kar) < 1) missed.push(`Kar PDFs restored ${cell(totals.kar)} < 100%`);
  if (totals.reversed > 0) missed.push(`${totals.reversed} reversed Arabic-script lines`);
  return missed;
}

/** The table the test prints: a row per language and one for the whole corpus. */
export function accuracyTable(scores: readonly FileScore[]): string {
  const header = [
    '',
    'files',
    'name',
    'e-mail',
    'phone',
    'work entries',
    'education entries',
    'all entries',
    'entries exact',
    'additional items',
    'links',
    'Kar PDFs exact',
    'Arabic-script lines',
    'reversed',
    'words not in the file',
  ];
  const row = (label: string, totals: Totals) => [
    label,
    String(totals.files),
    cell(totals.name),
    cell(totals.email),
    cell(totals.phone),
    cell(totals.work),
    cell(totals.education),
    cell(totals.entries),
    cell(totals.exactEntries),
    cell(totals.additional),
    cell(totals.links),
    cell(totals.kar),
    String(totals.arabicLines),
    String(totals.reversed),
    String(totals.unknownWords),
  ];
  const rows = [
    header,
    ...(['en', 'ckb', 'ar'] as const).map((language) => row(language, totalsOf(scores.filter((score) => score.language === language)))),
    row('all', totalsOf(scores)),
  ];
  const widths = header.map((_, column) => Math.max(...rows.map((cells) => (cells[column] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((text, column) => text.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [line(rows[0] ?? []), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.slice(1).map(line)].join('\n');
}
