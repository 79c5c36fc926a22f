import { fold } from '../../../../worker/shared/fold';
import { additionalHeadingWords, additionalTypeIds, type AdditionalKind, certificateHeadingWords, type CvPart, headingWords } from './heading-words';

export type { CvPart } from './heading-words';

/**
 * The headings CVs use for their sections, in English, Sorani and Arabic, and how a line is recognised as one.
 * Matching goes through Kar's search fold (worker/shared/fold.ts), so ي/ی, ك/ک, ة/ە/ه, hamza forms, harakat,
 * tatweel and the Arabic article do not matter: "الخبرات العملية" and "خبرات عملیە" are the same heading.
 */

/**
 * Endings off a folded word, so that a heading's forms meet: Sorani's definite plural and ezafe (ئەزموونەکانی →
 * ئەزموون, ئەکادیمییەکان → ئەکادیم), Arabic's feminine plural and teh marbuta (خبرات, خبرە → خبر), an English plural
 * (skills → skill). A word keeps at least three letters.
 */
function stem(word: string): string {
  const ending = /[\u0600-\u06FF]/u.test(word) ? /(?:یەکانی|یەکان|ەکانی|ەکان|یەکە|ەکە|یی|ات|ی|ە)$/u : /(?:ies|s)$/u;
  let current = word;
  for (;;) {
    const stemmed = current.replace(ending, '');
    if (stemmed === current || stemmed.length < 3) return current;
    current = stemmed;
  }
}

/**
 * What headings are compared by: decorations off, letters spaced for show put together ("S U M M A RY",
 * "W ork E xperience"), folded, each word stemmed.
 */
export function headingKey(text: string): string {
  const bared = bare(text);
  const tokens = bared.split(/\s+/u);
  // Letter-spaced capitals (CSS letter-spacing printed to PDF: "S U M M A RY", "W O R K E X P E R I E N C E"): mostly
  // one-letter tokens, none long. The spaces between its words are lost among the letters', so such a heading is
  // compared with the headings' letters alone.
  if (tokens.length >= 3 && tokens.every((token) => token.length <= 3) && tokens.filter((token) => token.length === 1).length * 2 >= tokens.length) {
    return letterKey(tokens.join(''));
  }
  // Small capitals drawn as a capital then the rest of the word ("W ork E xperience").
  return fold(bared.replace(/(?<![\p{L}])([A-Z]) (?=[a-z]{2,})/gu, '$1'))
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(stem)
    .join(' ');
}

/** A heading by its letters only, marked so that it never meets a key of words. */
const letterKey = (text: string) => `#${fold(text).replace(/[^\p{L}\p{N}]+/gu, '')}`;

const byPhrase = new Map<string, CvPart>();
const certificateHeadings = new Set<string>();
for (const [part, words] of Object.entries(headingWords) as Array<[CvPart, readonly string[]]>) {
  for (const word of words) {
    for (const key of [headingKey(word), letterKey(word)]) if (!byPhrase.has(key)) byPhrase.set(key, part);
  }
}
for (const word of certificateHeadingWords) [headingKey(word), letterKey(word)].forEach((key) => certificateHeadings.add(key));
const additionalTypes = new Map<string, number>();
for (const [kind, words] of Object.entries(additionalHeadingWords) as Array<[AdditionalKind, readonly string[]]>) {
  for (const word of words)
    for (const key of [headingKey(word), letterKey(word)]) if (!additionalTypes.has(key)) additionalTypes.set(key, additionalTypeIds[kind]);
}

/** The additional_types id an `other` section's heading names ("Projects" → Project, "الهوايات" → Hobby); else Other. */
export function additionalTypeOf(label: string): number {
  return additionalTypes.get(headingKey(label)) ?? additionalTypeIds.other;
}

/** Numbering, bullets and decorations around a heading ("1.", "■", "— Skills —", "SKILLS:") off. */
function undecorated(text: string): string {
  return text
    .replace(/^[\s\d.)\-–—•●▪■◆♦►➢*#|:]+/u, '')
    .replace(/[\s\-–—•●▪■◆♦►*#|:：.]+$/u, '')
    .trim();
}

/** A heading as compared: undecorated, "&" and "+" read as "and". */
function bare(text: string): string {
  return undecorated(text)
    .replace(/\s*[&+]\s*/gu, ' and ')
    .trim();
}

export interface Heading {
  part: CvPart;
  /** The heading as written, without its decorations and the text after it ("Hobbies" of "Hobbies: chess, football"). */
  label: string;
  /** Text after "Skills:" on the same line, when the heading leads a line. */
  rest: string;
  /** Whether the heading names certificates (awards become certificates). */
  certificates: boolean;
}

export interface HeadingLine {
  text: string;
  fontSize?: number;
  bold?: boolean;
}

/**
 * The section a line opens, or null. A whole line that is a heading (decorations aside) counts; so does a heading
 * followed by a colon and content ("Languages: Kurdish, Arabic"), which opens the section with that content.
 */
export function headingOf(line: HeadingLine): Heading | null {
  const text = line.text.trim();
  if (!text || text.length > 60) return null;
  const whole = headingKey(text);
  const part = byPhrase.get(whole);
  if (part) return { part, label: undecorated(text), rest: '', certificates: certificateHeadings.has(whole) };
  const colon = /^([^:：]{2,40})[:：]\s*(.+)$/u.exec(text);
  if (colon?.[1] && colon[2]) {
    const key = headingKey(colon[1]);
    const labelled = byPhrase.get(key);
    if (labelled) return { part: labelled, label: undecorated(colon[1]), rest: colon[2].trim(), certificates: certificateHeadings.has(key) };
  }
  return null;
}

/** Whether a folded text contains a folded phrase as whole words. */
export function hasPhrase(text: string, phrases: readonly string[]): boolean {
  const padded = ` ${fold(text).replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  return phrases.some((phrase) => padded.includes(` ${fold(phrase)} `));
}

/**
 * A heading that leads a line drawn larger than the body text: templates with a column of section labels beside
 * the content ("Work" at the left of "CEO/President") come out of a PDF as one line, "Work CEO/President". Only a
 * line at least 1.3 times the body's size counts, so an entry's title that starts with a heading's word ("Education
 * Officer at UNICEF", body-sized or a little larger) stays a title.
 */
export function leadingHeadingOf(line: HeadingLine, bodySize: number | null): Heading | null {
  if (!line.fontSize || !bodySize || line.fontSize < bodySize * 1.3) return null;
  const words = line.text.trim().split(/\s+/u);
  for (let count = Math.min(4, words.length - 1); count >= 1; count -= 1) {
    const key = headingKey(words.slice(0, count).join(' '));
    const part = byPhrase.get(key);
    if (part)
      return { part, label: undecorated(words.slice(0, count).join(' ')), rest: words.slice(count).join(' '), certificates: certificateHeadings.has(key) };
  }
  return null;
}
