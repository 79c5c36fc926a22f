// The CV PDF (worker/features/cvs/pdf) rendered in Node and read back with poppler (pdftotext, pdftoppm).
//
// What is compared, and why this way:
// - `pdftotext -raw` gives the text in the order react-pdf drew it (the document's order: header, name, contact,
//   sections, footer), one line per drawn line. Within a line poppler writes the words in visual order, left to
//   right, and the letters of each right-to-left word in logical order. (Its default mode instead guesses a
//   reading order: it puts the dates beside a title before the title, reads the chips of a row as columns, and
//   keeps "2016 – 2018" in visual order inside right-to-left lines, so it cannot be compared strictly.)
// - The expected text is built here from the fixture and the labels, independently of the renderer: every
//   heading, name, lookup name, date, description word, e-mail, URL and phone number, in document order. For each
//   drawn line the expected visual order comes from the Unicode bidi algorithm (bidi-js, the implementation
//   react-pdf's text engine uses) applied to the *intended* text: e-mails, URLs and phone numbers as isolates
//   (LRI…PDI). The renderer cannot use isolates (the font has no glyphs for them; it uses LRE…PDF between RLMs),
//   so this also checks that its substitute behaves like isolates.
// - Robust to line wrapping: a paragraph may wrap at any space; the comparison finds, line by line, how many of
//   the paragraph's words the line holds. Phone numbers never wrap (they are one word for the line breaker).
// - Strict: every token of the extracted text must be matched, in order, by exactly one expected word, and every
//   expected word must be found. Tokens are compared without the punctuation at their edges (poppler attaches a
//   neutral such as ":" or "(" to whichever neighbour it likes) but with everything inside (e-mails, URLs, digits).
// - One known poppler effect is predicted rather than hidden: a ligature glyph (lam-alef, Sorani ڵا) maps to two
//   letters in the PDF's ToUnicode table, in logical order, and poppler reverses them with the rest of the
//   right-to-left word. The ligatures are read from the PDF's own ToUnicode maps.
// - Visual facts come from `pdftotext -bbox` (every word's box, letters in visual order): e-mails and URLs are
//   whole words, unmirrored; phone numbers read left to right on one line; brackets are visually well-formed
//   "( … )" on every line (mirrored correctly in right-to-left text); the name starts at the right margin for
//   ckb and ar and at the left margin for en.
// Page 1 of each fixture is written to test-results/cv-pdf/ as PNG for a person to look at.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CvDetail, type CvLocale, institutionNameOf } from '../../worker/features/cvs/cvs.schemas';
import { loadCvPdfFontsForNode } from '../../worker/features/cvs/pdf/fonts.node';
import { type CvPdfLabels, cvPdfLabelKeys, cvPdfLabelsFrom, renderCvPdf } from '../../worker/features/cvs/pdf/index';
import { descriptionBlocks, directionOf, formatMonth, protectLtrIslands } from '../../worker/features/cvs/pdf/text';
import { provideYogaModule, yogaWasmByteLength } from '../../worker/features/cvs/pdf/yoga';
import { loadYogaModuleForNode, yogaWasmBytesFromPackage, yogaWasmPath } from '../../worker/features/cvs/pdf/yoga-wasm.node';
import { richTextToPlainText } from '../../worker/platform/rich-text';
import { type BoxWord, bboxWords, boxLines, run } from '../support/poppler';

type Dir = 'ltr' | 'rtl';
const locales: CvLocale[] = ['en', 'ckb', 'ar'];
const outDir = 'test-results/cv-pdf';
const pageWidth = 595.28;
const marginX = 46;

// ---------------------------------------------------------------------------------------------------------------
// Inputs

const fixture = (locale: CvLocale) => JSON.parse(readFileSync(`tests/fixtures/cvs/cv-${locale}.json`, 'utf8')) as CvDetail;

/** The messages of a locale (messages/*.json). */
const messagesFor = (locale: CvLocale) => JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Record<string, string>;
const labelsFor = (locale: CvLocale) => cvPdfLabelsFrom((key) => messagesFor(locale)[key]);

const headers: Record<CvLocale, { header?: string; footer?: string }> = {
  en: {},
  ckb: { header: 'ئاراس محەمەد کەریم — سیڤی', footer: 'دروستکراوە لە کار: https://kar.example' },
  ar: { header: 'السيرة الذاتية لأحمد علي', footer: 'أُنشئت في كار، للاستفسار: +964 750 000 1111' },
};

// ---------------------------------------------------------------------------------------------------------------
// The expected text: units (one drawn text box each) in document order

interface Unit {
  text: string;
  /** 'auto': from the first letter, as dir="auto". */
  dir: Dir | 'auto';
}

const rtlLetter = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;
function firstStrong(text: string, fallback: Dir): Dir {
  for (const character of text) {
    if (rtlLetter.test(character)) return 'rtl';
    if (/\p{L}/u.test(character)) return 'ltr';
  }
  return fallback;
}

const emailRe = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
const urlRe = /\b(?:https?:\/\/|www\.)[^\s<>()]*[^\s<>().,;:!?'"،؛]/gu;
const phoneRe = /(?:\+|\b0)\d{2,4}(?: \d{3,4}){2,3}\b/gu;

/** The description as drawn: paragraphs, and list items as a marker box and a text box. */
function descriptionUnits(html: string | null, plain = false): Unit[] {
  if (!html) return [];
  const lines = plain ? html.split('\n') : richTextToPlainText(html).split('\n');
  const units: Unit[] = [];
  for (const line of lines) {
    const item = /^\s*(•|\d+\.) (.*)$/.exec(line);
    if (item) {
      const text = item[2] ?? '';
      units.push({ text: item[1] ?? '', dir: firstStrong(text, 'ltr') }, { text, dir: 'auto' });
    } else if (line.trim()) units.push({ text: line.trim(), dir: 'auto' });
  }
  return units;
}

function expectedBody(cv: CvDetail, locale: CvLocale, labels: CvPdfLabels): Unit[] {
  const doc: Dir = locale === 'en' ? 'ltr' : 'rtl';
  const comma = locale === 'en' ? ', ' : '، ';
  const months = Array.from({ length: 12 }, (_, index) => labels[`pdf_month_${String(index + 1).padStart(2, '0')}` as keyof CvPdfLabels]);
  const month = (iso: string) => `${months[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
  const heading = (text: string): Unit => ({ text: locale === 'en' ? text.toUpperCase() : text, dir: doc });
  const auto = (text: string): Unit => ({ text, dir: 'auto' });
  const ltr = (text: string): Unit => ({ text, dir: 'ltr' });
  const ofDoc = (text: string): Unit => ({ text, dir: doc });
  const units: Unit[] = [auto(cv.full_name ?? ''), ltr(cv.email ?? ''), ltr(cv.phone_num ?? ''), auto(cv.location ?? '')];
  if (cv.address) units.push(auto(cv.address));
  const section = (title: string, entries: Unit[]) => {
    if (entries.length) units.push(heading(title), ...entries);
  };
  section(
    labels.pdf_heading_education,
    cv.educations.flatMap((education) => [
      auto(`${education.degree.name}${comma}${education.field_of_study}`),
      ofDoc(`${education.start_date.slice(0, 4)} – ${education.end_date.slice(0, 4)}`),
      auto(institutionNameOf(education)),
      auto(education.city.name),
      ...(education.url ? [ltr(education.url)] : []),
      ...descriptionUnits(education.description),
    ]),
  );
  section(
    labels.pdf_heading_work_experience,
    cv.work_experiences.flatMap((work) => [
      auto(work.title),
      ofDoc(`${month(work.from_date)} – ${work.is_present || !work.to_date ? labels.pdf_present : month(work.to_date)}`),
      auto(work.company),
      auto(work.location),
      ...(work.url ? [ltr(work.url)] : []),
      ...descriptionUnits(work.description),
    ]),
  );
  const level = {
    beginner: labels.pdf_level_beginner,
    intermediate: labels.pdf_level_intermediate,
    advanced: labels.pdf_level_advanced,
    fluent: labels.pdf_level_fluent,
    native: labels.pdf_level_native,
  };
  section(
    labels.pdf_heading_languages,
    cv.cv_languages.flatMap((language) => [auto(language.language.name), ofDoc(level[language.proficiency_level])]),
  );
  section(
    labels.pdf_heading_skills,
    cv.cv_skills.map((skill) => auto(skill.name)),
  );
  section(
    labels.pdf_heading_references,
    cv.references.flatMap((reference) => [
      auto(reference.name),
      ofDoc(reference.relationship),
      auto(reference.title),
      auto(reference.organization),
      ltr(reference.email),
      ltr(reference.phone),
      ...descriptionUnits(reference.description, true),
    ]),
  );
  section(
    labels.pdf_heading_awards,
    cv.awards_and_certifications.flatMap((award) => [
      auto(award.title),
      ofDoc(award.awards_or_certificates === 'award' ? labels.pdf_award : labels.pdf_certificate),
      auto(award.organization),
      ofDoc(`${labels.pdf_issued} ${month(award.issued)}`),
      ofDoc(award.expires ? `${labels.pdf_expires} ${month(award.expires)}` : labels.cv_expires_never),
      ...(award.url ? [ltr(award.url)] : []),
      ...descriptionUnits(award.description),
    ]),
  );
  section(
    labels.pdf_heading_additional,
    cv.additional_info.flatMap((info) => [
      auto(info.title),
      ofDoc(info.additional_type.name),
      ...(info.url ? [ltr(info.url)] : []),
      ...descriptionUnits(info.description),
    ]),
  );
  return units;
}

// ---------------------------------------------------------------------------------------------------------------
// Tokens and the bidi prediction

interface Bidi {
  getEmbeddingLevels(text: string, direction: Dir): { levels: Uint8Array; paragraphs: unknown[] };
  getReorderedIndices(text: string, levels: ReturnType<Bidi['getEmbeddingLevels']>, start: number, end: number): number[];
}
// bidi-js as react-pdf's text engine (@react-pdf/textkit) resolves it: not one of our dependencies.
const requireFromTextkit = createRequire(createRequire(import.meta.url).resolve('@react-pdf/textkit'));
const bidi = (requireFromTextkit('bidi-js') as () => Bidi)();

const controls = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const isControl = (character: string) => /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/.test(character);
const NBSP = '\u00a0';

/**
 * A word without the punctuation and symbols at its edges, where poppler attaches neutrals as it likes (a leading
 * "+" before a digit and a trailing "/" of a URL stay).
 */
function normalizeToken(raw: string): string {
  const text = raw.replace(controls, '');
  const plus = /^[\p{P}\p{S}]*\+(?=\d)/u.test(text) ? '+' : '';
  const core = text.replace(/^[\p{P}\p{S}]+/u, '').replace(/[\p{P}\p{S}]+$/u, (edge) => edge.slice(0, edge.lastIndexOf('/') + 1));
  return core ? plus + core : '';
}

/**
 * A word with Arabic diacritics (harakat such as tanween, damma, shadda: combining marks) as the multiset of its
 * letters. react-pdf draws a mark before its base letter (visual order, without the bidi algorithm's optional L3),
 * which prints right but makes poppler's raw mode split the word at the mark. Such words are compared exactly, in
 * logical order, against poppler's default mode instead (see "harakat" below).
 */
const markKey = (token: string) => (/\p{Mn}/u.test(token) ? `≈${[...token.replace(/\p{Mn}/gu, '')].sort().join('')}` : token);

/** The intended text: e-mails, URLs and phone numbers isolated (LRI…PDI); phone numbers one word. */
function intended(text: string, dir: Dir): string {
  const islands = new RegExp(`${emailRe.source}|${urlRe.source}|${phoneRe.source}`, 'gu');
  return text.replace(islands, (match) => {
    const island = match.replace(/ /g, NBSP);
    return dir === 'rtl' ? `\u2066${island}\u2069` : island;
  });
}

interface PreparedUnit {
  text: string;
  dir: Dir;
  levels: ReturnType<Bidi['getEmbeddingLevels']>;
  /** Where the line breaker may break: [start, end) of each space-separated word. */
  words: Array<[number, number]>;
}

function prepare(unit: Unit, doc: Dir): PreparedUnit {
  const dir = unit.dir === 'auto' ? firstStrong(unit.text, doc) : unit.dir;
  const text = unit.dir === 'ltr' ? unit.text.replace(/ /g, /^[+0]\d/.test(unit.text) ? NBSP : ' ') : intended(unit.text, dir);
  const words: Array<[number, number]> = [];
  for (const match of text.matchAll(/[^ ]+/g)) words.push([match.index, match.index + match[0].length]);
  return { text, dir, levels: bidi.getEmbeddingLevels(text, dir), words };
}

/** What poppler should print for words [first, first + count) of a unit drawn as one line. */
function predictLine(unit: PreparedUnit, first: number, count: number, ligatures: string[]): string[] {
  const start = unit.words[first]?.[0] ?? 0;
  const end = (unit.words[first + count - 1]?.[1] ?? 0) - 1;
  const visual = bidi.getReorderedIndices(unit.text, unit.levels, start, end).slice(start, end + 1);
  const groups: number[][] = [[]];
  for (const index of visual) {
    const character = unit.text[index] ?? '';
    if (isControl(character)) continue;
    if (character === ' ' || character === NBSP) groups.push([]);
    else groups[groups.length - 1]?.push(index);
  }
  return groups
    .map((group) => {
      const word = [...group]
        .sort((a, b) => a - b)
        .map((index) => unit.text[index])
        .join('');
      return rtlLetter.test(word) ? ligatures.reduce((text, ligature) => text.split(ligature).join([...ligature].reverse().join('')), word) : word;
    })
    .map(normalizeToken)
    .filter(Boolean)
    .map(markKey);
}

const predictWhole = (unit: PreparedUnit, ligatures: string[]) => (unit.words.length ? predictLine(unit, 0, unit.words.length, ligatures) : []);

/** Multi-letter ToUnicode targets of the PDF's fonts that contain Arabic script (lam-alef and the like). */
function arabicLigatures(pdf: Uint8Array): string[] {
  const binary = Buffer.from(pdf).toString('latin1');
  const found = new Set<string>();
  for (const match of binary.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    if (!/begincmap/.test(content)) continue;
    for (const hex of content.matchAll(/<([0-9a-fA-F ]{5,})>/g)) {
      const digits = (hex[1] ?? '').replace(/ /g, '');
      const units = digits.match(/.{4}/g)?.map((unit) => Number.parseInt(unit, 16)) ?? [];
      const text = String.fromCharCode(...units);
      if ([...text].length > 1 && rtlLetter.test(text)) found.add(text);
    }
  }
  return [...found].sort((a, b) => b.length - a.length);
}

// ---------------------------------------------------------------------------------------------------------------
// Poppler

/** `pdftotext -raw`: per page, the drawn lines as token lists (lines without tokens dropped). */
function rawPages(file: string): string[][][] {
  const pages = run('pdftotext', ['-raw', '-enc', 'UTF-8', file, '-']).split('\f');
  if (pages[pages.length - 1]?.trim() === '') pages.pop();
  return pages.map((page) =>
    page
      .split('\n')
      .map((line) =>
        line
          .split(/[\s\u00a0]+/)
          .map(normalizeToken)
          .filter(Boolean)
          .map(markKey),
      )
      .filter((tokens) => tokens.length > 0),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Matching

class Stream {
  private line = 0;
  private position = 0;
  constructor(readonly lines: string[][]) {}
  rest(): string[] {
    return (this.lines[this.line] ?? []).slice(this.position);
  }
  take(count: number) {
    this.position += count;
    if (this.position >= (this.lines[this.line]?.length ?? 0)) {
      this.line += 1;
      this.position = 0;
    }
  }
  done = () => this.line >= this.lines.length;
  where = () => `line ${this.line + 1}: ${JSON.stringify(this.rest())}`;
}

const startsWith = (tokens: string[], prefix: string[]) => prefix.length > 0 && prefix.every((token, index) => tokens[index] === token);

/** Consumes one unit from the stream, line by line; throws with the first difference. */
function consume(stream: Stream, unit: PreparedUnit, ligatures: string[]) {
  let first = 0;
  while (first < unit.words.length) {
    const rest = stream.rest();
    let matched = 0;
    for (let count = unit.words.length - first; count > 0; count--) {
      const predicted = predictLine(unit, first, count, ligatures);
      if (predicted.length === 0) {
        matched = count;
        break;
      }
      const lineEnds = predicted.length === rest.length;
      if (startsWith(rest, predicted) && (lineEnds || first + count === unit.words.length)) {
        stream.take(predicted.length);
        matched = count;
        break;
      }
    }
    if (!matched) {
      throw new Error(
        `expected ${JSON.stringify(unit.text)} (${unit.dir}) from word ${first + 1}: ` +
          `${JSON.stringify(predictLine(unit, first, unit.words.length - first, ligatures))}; PDF has ${stream.where()}`,
      );
    }
    first += matched;
  }
}

// ---------------------------------------------------------------------------------------------------------------

interface Rendered {
  cv: CvDetail;
  labels: CvPdfLabels;
  pdf: Uint8Array;
  file: string;
  pages: number;
}

const rendered = new Map<CvLocale, Rendered>();

beforeAll(async () => {
  mkdirSync(outDir, { recursive: true });
  const fonts = loadCvPdfFontsForNode();
  for (const locale of locales) {
    const cv = fixture(locale);
    const labels = labelsFor(locale);
    const pdf = await renderCvPdf(cv, { locale, labels, fonts, ...headers[locale] });
    const file = `${outDir}/cv-${locale}.pdf`;
    writeFileSync(file, pdf);
    run('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', file, `${outDir}/cv-${locale}`]);
    const pages = Number(/Pages:\s+(\d+)/.exec(run('pdfinfo', [file]))?.[1]);
    rendered.set(locale, { cv, labels, pdf, file, pages });
  }
}, 60_000);

const get = (locale: CvLocale) => {
  const value = rendered.get(locale);
  if (!value) throw new Error(`${locale} was not rendered`);
  return value;
};

describe.each(locales)('CV PDF (%s)', (locale) => {
  const doc: Dir = locale === 'en' ? 'ltr' : 'rtl';

  it('is an A4 PDF with Vazirmatn embedded, and page 1 is written as PNG', () => {
    const { pdf, file, pages } = get(locale);
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const info = run('pdfinfo', [file]);
    expect(info).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
    expect(pages).toBeGreaterThanOrEqual(1);
    const fonts = run('pdffonts', [file]);
    expect(fonts).toMatch(/[A-Z]{6}\+Vazirmatn-Regular\s+CID TrueType\s+Identity-H\s+yes yes yes/);
    expect(fonts).toMatch(/[A-Z]{6}\+Vazirmatn-Bold/);
    const png = `${outDir}/cv-${locale}-1.png`;
    expect(existsSync(png)).toBe(true);
    expect(statSync(png).size).toBeGreaterThan(20_000);
  });

  it('numbers the pages "n / N" at the end of the footer, below its rule, on every page', () => {
    const { file, pages } = get(locale);
    expect(pages).toBeGreaterThan(1);
    const lines = boxLines(bboxWords(file));
    for (let page = 1; page <= pages; page++) {
      const number = lines.find((line) => line[0]?.page === page && line.map((word) => word.text).join(' ') === `${page} / ${pages}`);
      expect(number, `page ${page}`).toBeDefined();
      const [first, , last] = number as [BoxWord, BoxWord, BoxWord];
      // Below the footer's rule (803.89 pt from the top), at the margin of the end side (46 pt).
      expect(first.yMin).toBeGreaterThan(803.89);
      expect(first.yMin).toBeLessThan(841.89 - 20);
      if (doc === 'ltr') expect(595.28 - 46 - last.xMax).toBeCloseTo(0, 0);
      else expect(first.xMin).toBeCloseTo(46, 0);
    }
  });

  it('holds exactly the CV text, in order, unmirrored, line by line', () => {
    const { cv, labels, pdf, file, pages } = get(locale);
    const ligatures = arabicLigatures(pdf);
    if (locale !== 'en') expect(ligatures).toContain(locale === 'ar' ? 'لا' : 'ڵا');
    const { header, footer } = headers[locale];
    const body: string[][] = [];
    rawPages(file).forEach((page, index) => {
      const lines = page.map((line) => [...line]);
      if (header) {
        const expected = predictWhole(prepare({ text: header, dir: 'auto' }, doc), ligatures);
        expect(lines[0], `header on page ${index + 1}`).toEqual(expected);
        lines.shift();
      }
      // The footer row: the footer text from the start side, then the page number ("n / N" from two pages on).
      const tail = [
        ...(footer ? [predictWhole(prepare({ text: footer, dir: 'auto' }, doc), ligatures)] : []),
        ...(pages > 1 ? [[String(index + 1), String(pages)]] : []),
      ];
      const flatTail = tail.flat();
      if (flatTail.length) {
        const pageTokens = lines.flat();
        expect(pageTokens.slice(-flatTail.length), `footer on page ${index + 1}`).toEqual(flatTail);
        let remove = flatTail.length;
        while (remove > 0) {
          const last = lines[lines.length - 1] ?? [];
          if (last.length <= remove) {
            remove -= last.length;
            lines.pop();
          } else {
            lines[lines.length - 1] = last.slice(0, last.length - remove);
            remove = 0;
          }
        }
      }
      body.push(...lines);
    });
    const stream = new Stream(body);
    for (const unit of expectedBody(cv, locale, labels)) consume(stream, prepare(unit, doc), ligatures);
    expect(stream.done(), `text left over at ${stream.where()}`).toBe(true);
  });

  it('holds the words with harakat exactly, letters and marks in logical order (poppler default mode)', () => {
    const { cv, labels, pdf, file, pages } = get(locale);
    const ligatures = arabicLigatures(pdf);
    const pageNotes = [headers[locale].header ?? '', headers[locale].footer ?? ''];
    const expected = [...expectedBody(cv, locale, labels).map((unit) => unit.text), ...Array.from({ length: pages }, () => pageNotes).flat()]
      .flatMap((text) => text.split(/\s+/))
      .map(normalizeToken)
      .filter((token) => /\p{Mn}/u.test(token))
      .map((token) => ligatures.reduce((text, ligature) => text.split(ligature).join([...ligature].reverse().join('')), token));
    if (locale === 'ar') expect(expected.length).toBeGreaterThan(0);
    // Substrings, not tokens: here poppler sometimes drops the space after a word ending in a mark.
    const text = run('pdftotext', ['-enc', 'UTF-8', file, '-']).replace(controls, '');
    for (const word of new Set(expected)) {
      expect(text.split(word).length - 1, word).toBe(expected.filter((token) => token === word).length);
    }
  });

  it('keeps e-mails, URLs and phone numbers whole and left to right, and brackets well-formed', () => {
    const { cv, labels, file, pages } = get(locale);
    const words = bboxWords(file);
    const lines = boxLines(words);
    const pageNotes = [headers[locale].header ?? '', headers[locale].footer ?? ''];
    const everything = [...expectedBody(cv, locale, labels).map((unit) => unit.text), ...Array.from({ length: pages }, () => pageNotes).flat()].join('\n');
    const count = (pattern: RegExp) => {
      const found = new Map<string, number>();
      for (const match of everything.matchAll(pattern)) found.set(match[0], (found.get(match[0]) ?? 0) + 1);
      return found;
    };
    const plainWords = words.map((word) => normalizeToken(word.text));
    for (const [value, times] of [...count(emailRe), ...count(urlRe)]) {
      expect(plainWords.filter((word) => word === value).length, value).toBe(times);
    }
    for (const [value, times] of count(phoneRe)) {
      const parts = value.split(' ');
      let seen = 0;
      for (const line of lines) {
        const texts = line.map((word) => normalizeToken(word.text));
        for (let index = 0; index + parts.length <= texts.length; index++) {
          if (parts.every((part, offset) => texts[index + offset] === part)) seen += 1;
        }
      }
      expect(seen, `${value} left to right on one line`).toBe(times);
    }
    for (const line of lines) {
      let depth = 0;
      for (const character of line.map((word) => word.text).join(' ')) {
        if (character === '(') depth += 1;
        if (character === ')') depth -= 1;
        expect(depth, `brackets in "${line.map((word) => word.text).join(' ')}"`).toBeGreaterThanOrEqual(0);
      }
      expect(depth, `brackets in "${line.map((word) => word.text).join(' ')}"`).toBe(0);
    }
  });

  it(`lays rows out from the ${doc === 'rtl' ? 'right (mirrored)' : 'left'}`, () => {
    const { cv, file } = get(locale);
    const words = bboxWords(file).filter((word) => word.page === 1);
    // The first box on page 1 with the letters of `token` (boxes hold right-to-left words in visual order).
    const letters = (text: string) => [...normalizeToken(text).replace(/\p{Mn}/gu, '')].sort().join('');
    const box = (token: string) => {
      const found = words.find((word) => letters(word.text) === letters(token));
      if (!found) throw new Error(`no box for ${token}`);
      return found;
    };
    const firstWord = (text: string) => text.split(' ')[0] ?? '';
    const lastWord = (text: string) => text.split(' ').at(-1) ?? '';
    const startsFirst = (a: BoxWord, b: BoxWord) => (doc === 'rtl' ? a.xMin > b.xMax : a.xMax < b.xMin);
    const startEdge = (word: BoxWord) => (doc === 'rtl' ? word.xMax : word.xMin);
    const margin = doc === 'rtl' ? pageWidth - marginX : marginX;
    // The name, a section heading and a description start at the start margin.
    const education = cv.educations[0]!;
    expect(startEdge(box(firstWord(cv.full_name ?? '')))).toBeCloseTo(margin, 0);
    expect(startEdge(box(firstWord(education.degree.name).replace(/[,،]$/, '')))).toBeCloseTo(margin, 0);
    // Contact line: e-mail, then phone, then location, from the start side.
    const phone = box((cv.phone_num ?? '').split(' ')[0] ?? '');
    expect(startsFirst(box(cv.email ?? ''), phone)).toBe(true);
    expect(startsFirst(phone, box(firstWord(cv.location ?? '')))).toBe(true);
    // A title on the start side, its dates on the end side.
    expect(startsFirst(box(lastWord(education.field_of_study)), box(education.start_date.slice(0, 4)))).toBe(true);
    // Skills from the start side.
    expect(startsFirst(box(lastWord(cv.cv_skills[0]!.name)), box(firstWord(cv.cv_skills[1]!.name)))).toBe(true);
    // A language's name, then its bar, then its level.
    const language = cv.cv_languages[0]!;
    expect(startsFirst(box(lastWord(language.language.name)), box(firstWord(get(locale).labels[`pdf_level_${language.proficiency_level}`])))).toBe(true);
  });
});

describe('CV PDF edge cases', () => {
  it('renders a CV with only personal information on one page without headings or page numbers', async () => {
    const cv: CvDetail = {
      ...fixture('ckb'),
      address: null,
      educations: [],
      work_experiences: [],
      cv_languages: [],
      cv_skills: [],
      references: [],
      awards_and_certifications: [],
      additional_info: [],
    };
    const labels = labelsFor('ckb');
    const pdf = await renderCvPdf(cv, { locale: 'ckb', labels, fonts: loadCvPdfFontsForNode() });
    const file = `${outDir}/cv-ckb-minimal.pdf`;
    writeFileSync(file, pdf);
    expect(rawPages(file)).toEqual([[['کەریم', 'محەمەد', 'ئاراس'], ['aras.m@example.com'], ['+964', '750', '123', '4567'], ['هەولێر']]]);
  });

  it('names the institution typed for "Other", not the word "Other" (issue 23)', async () => {
    const base = fixture('en');
    const first = base.educations[0]!;
    const cv: CvDetail = { ...base, educations: [{ ...first, institution: { id: 34, name: 'Other' }, institution_name: 'Duhok Polytechnic Institute' }] };
    const pdf = await renderCvPdf(cv, { locale: 'en', labels: labelsFor('en'), fonts: loadCvPdfFontsForNode() });
    const file = `${outDir}/cv-en-other-institution.pdf`;
    writeFileSync(file, pdf);
    const text = rawPages(file).flat(2).join(' ');
    expect(text).toContain('Duhok Polytechnic Institute');
    expect(text.split(' ')).not.toContain('Other');
  });

  it('breaks a long CV over pages, numbering them, and never loses a word', async () => {
    const base = fixture('en');
    const cv: CvDetail = {
      ...base,
      work_experiences: Array.from({ length: 9 }, (_, index) => ({ ...base.work_experiences[0]!, id: 100 + index, title: `Engineer number ${index + 1}` })),
    };
    const labels = labelsFor('en');
    const pdf = await renderCvPdf(cv, { locale: 'en', labels, fonts: loadCvPdfFontsForNode(), footer: 'Kar' });
    const file = `${outDir}/cv-en-long.pdf`;
    writeFileSync(file, pdf);
    const pages = rawPages(file);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    pages.forEach((page, index) => expect(page.flat().slice(-3)).toEqual(['Kar', String(index + 1), String(pages.length)]));
    const text = pages.flat(2).join(' ');
    for (let index = 1; index <= 9; index++) expect(text.split(`Engineer number ${index} `).length - 1).toBe(1);
  });
});

describe('CV PDF text preparation', () => {
  it('takes a paragraph direction from its first letter', () => {
    expect(directionOf('2019 ئاراس', 'ltr')).toBe('rtl');
    expect(directionOf('(Erbil) هەولێر', 'rtl')).toBe('ltr');
    expect(directionOf('2019 – 2023', 'rtl')).toBe('rtl');
  });

  it('embeds e-mails, URLs and phone numbers in right-to-left text, and glues phone numbers', () => {
    expect(protectLtrIslands('پەیوەندی: a.b@example.com یان +964 750 123 4567 (Erbil)', 'rtl')).toBe(
      'پەیوەندی: \u200f\u202aa.b@example.com\u202c\u200f یان \u200f\u202a+964\u00a0750\u00a0123\u00a04567\u202c\u200f (Erbil)',
    );
    expect(protectLtrIslands('بڕوانە https://example.com/a?b=1.', 'rtl')).toBe('بڕوانە \u200f\u202ahttps://example.com/a?b=1\u202c\u200f.');
    expect(protectLtrIslands('Call 0750 123 4567 now', 'ltr')).toBe('Call 0750\u00a0123\u00a04567 now');
    // Years, year ranges and counts are not phone numbers.
    expect(protectLtrIslands('لە 2019 - 2023 و 2,000,000', 'rtl')).toBe('لە 2019 - 2023 و 2,000,000');
  });

  it('turns a Quill description into paragraphs and list items', () => {
    expect(
      descriptionBlocks(
        '<p>Intro</p><p><br></p><ol><li data-list="bullet">One</li><li data-list="bullet" class="ql-indent-1">Two</li><li data-list="ordered">Three</li></ol>',
      ),
    ).toEqual([
      { kind: 'paragraph', text: 'Intro' },
      { kind: 'gap' },
      { kind: 'item', marker: '•', text: 'One', level: 0 },
      { kind: 'item', marker: '•', text: 'Two', level: 1 },
      { kind: 'item', marker: '1.', text: 'Three', level: 0 },
    ]);
    expect(descriptionBlocks('<p><br></p>')).toEqual([]);
  });

  it('formats months with the labels', () => {
    const labels = labelsFor('ckb');
    const months = Array.from({ length: 12 }, (_, index) => labels[`pdf_month_${String(index + 1).padStart(2, '0')}` as keyof CvPdfLabels]);
    expect(formatMonth('2019-03-01', months)).toBe('ئازار 2019');
    expect(formatMonth('2021-12-15', months)).toBe('کانوونی یەکەم 2021');
  });
});

describe('CV PDF labels', () => {
  it.each(locales)('every label key has a %s message', (locale) => {
    const messages = messagesFor(locale);
    for (const key of cvPdfLabelKeys) expect(messages[key]?.trim(), key).toBeTruthy();
  });

  it('Sorani labels use Kurdish letters, Arabic and Sorani labels are in Arabic script', () => {
    const ckb = messagesFor('ckb');
    const ar = messagesFor('ar');
    for (const key of cvPdfLabelKeys) {
      expect(ckb[key], key).not.toMatch(/[\u0643\u064A]/);
      expect(ckb[key], key).toMatch(/^[\u0600-\u06FF ]+$/);
      expect(ar[key], key).toMatch(/^[\u0600-\u06FF ]+$/);
    }
  });
});

describe('yoga for workerd', () => {
  it('ships the wasm of the installed yoga-layout', () => {
    const committed = new Uint8Array(readFileSync(yogaWasmPath));
    const packaged = yogaWasmBytesFromPackage();
    expect(committed.length).toBe(yogaWasmByteLength);
    expect(Buffer.compare(Buffer.from(committed), Buffer.from(packaged)), 'run worker/features/cvs/pdf/yoga-wasm.node.ts').toBe(0);
  });

  it("answers yoga's instantiate(bytes) with the compiled module, and leaves other calls alone", async () => {
    const original = WebAssembly.instantiate;
    try {
      const module = loadYogaModuleForNode();
      const imports: Record<string, Record<string, unknown>> = {};
      for (const { module: namespace, name, kind } of WebAssembly.Module.imports(module)) {
        expect(kind, `${namespace}.${name}`).toBe('function');
        (imports[namespace] ??= {})[name] = () => 0;
      }
      provideYogaModule(module);
      const result = (await WebAssembly.instantiate(yogaWasmBytesFromPackage(), imports as WebAssembly.Imports)) as unknown as {
        module: WebAssembly.Module;
        instance: WebAssembly.Instance;
      };
      expect(result.module).toBe(module);
      expect(result.instance).toBeInstanceOf(WebAssembly.Instance);
      // Any other bytes: the original function (here: a minimal valid module).
      const empty = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0]);
      const other = (await WebAssembly.instantiate(empty)) as unknown as { module: WebAssembly.Module };
      expect(other.module).not.toBe(module);
    } finally {
      WebAssembly.instantiate = original;
    }
  });
});
