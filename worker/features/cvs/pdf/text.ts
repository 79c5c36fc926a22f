/**
 * Text preparation for the CV PDF: paragraph direction, left-to-right islands inside right-to-left text, dates,
 * and the blocks of a rich-text description. Pure functions (no react-pdf), shared by the renderer and its tests.
 *
 * react-pdf's text engine runs the Unicode bidi algorithm (bidi-js) with embeddings but prints the isolate
 * controls (LRI/PDI) as stray glyphs, so an e-mail, URL or phone number inside right-to-left text is wrapped in
 * LRE…PDF (U+202A…U+202C), and the spaces of a phone number become no-break spaces so it is one word for the
 * line breaker (which breaks only at U+0020). A right-to-left mark (U+200F) on each side makes the embedding act
 * like an isolate: left-to-right text right after it (a bracketed Latin word) stays a separate run, read after it.
 * Vazirmatn has zero-width glyphs for LRE, PDF and RLM, but none for the isolates.
 */
import { richTextToPlainText } from '../../../platform/rich-text';

export type Direction = 'ltr' | 'rtl';

export const LRE = '\u202a';
export const RLM = '\u200f';
export const PDF = '\u202c';
export const NBSP = '\u00a0';

const rtlLetter = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const letter = /\p{L}/u;

/** The direction of a paragraph from its first letter (Unicode's P2/P3, what `dir="auto"` does). */
export function directionOf(text: string, fallback: Direction): Direction {
  for (const character of text) {
    if (rtlLetter.test(character)) return 'rtl';
    if (letter.test(character)) return 'ltr';
  }
  return fallback;
}

export const emailPattern = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
export const urlPattern = /\b(?:https?:\/\/|www\.)[^\s<>()]*[^\s<>().,;:!?'"،؛]/giu;
/** International (+ or 00) or Iraqi national (0…) numbers with at least 9 digits; not years or year ranges. */
export const phonePattern = /(?<![\p{L}\p{N}])(?:\+|00|0)\d[\d \u00a0-]{6,}\d(?![\p{L}\p{N}])/gu;

const ltrIslands = new RegExp(`${emailPattern.source}|${urlPattern.source}|${phonePattern.source}`, 'giu');

/** A phone number as one unbreakable word. */
export const unbreakable = (text: string) => text.replace(/ /g, NBSP);

/**
 * Text ready for the line breaker and the bidi algorithm: every phone number becomes one word (no-break spaces);
 * in right-to-left text every e-mail, URL and phone number also becomes a left-to-right embedding between
 * right-to-left marks.
 */
export function protectLtrIslands(text: string, direction: Direction): string {
  return text.replace(ltrIslands, (match) => {
    const isPhone = !match.includes('@') && !/[a-z]/i.test(match);
    if (isPhone && match.replace(/\D/g, '').length < 9) return match;
    const island = isPhone ? unbreakable(match) : match;
    return direction === 'rtl' ? `${RLM}${LRE}${island}${PDF}${RLM}` : island;
  });
}

/** 'YYYY-…' → the year. */
export const yearOf = (isoDate: string) => isoDate.slice(0, 4);

/** 'YYYY-MM-…' → "Mar 2021" with the month's name from the labels (index 0 = January). */
export function formatMonth(isoDate: string, monthNames: readonly string[]): string {
  const month = Number(isoDate.slice(5, 7));
  const name = monthNames[month - 1];
  return name ? `${name} ${yearOf(isoDate)}` : yearOf(isoDate);
}

export type DescriptionBlock = { kind: 'paragraph'; text: string } | { kind: 'item'; marker: string; text: string; level: number } | { kind: 'gap' };

/**
 * A sanitised Quill description as paragraphs and list items (richTextToPlainText's lines: "• " or "1. " after two
 * spaces per indent level). Empty lines become small gaps, never two in a row nor at either end.
 */
export function descriptionBlocks(html: string | null | undefined): DescriptionBlock[] {
  if (!html) return [];
  const blocks: DescriptionBlock[] = [];
  for (const line of richTextToPlainText(html).split('\n')) {
    const item = /^((?: {2})*)(•|\d+\.) (.*)$/.exec(line);
    if (item) {
      blocks.push({ kind: 'item', marker: item[2] ?? '•', text: (item[3] ?? '').trim(), level: (item[1] ?? '').length / 2 });
    } else if (line.trim()) {
      blocks.push({ kind: 'paragraph', text: line.trim() });
    } else if (blocks.length && blocks[blocks.length - 1]?.kind !== 'gap') {
      blocks.push({ kind: 'gap' });
    }
  }
  while (blocks[blocks.length - 1]?.kind === 'gap') blocks.pop();
  return blocks;
}

/** Plain (not rich) text such as a reference's description: one paragraph per non-empty line. */
export function plainBlocks(text: string | null | undefined): DescriptionBlock[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => ({ kind: 'paragraph', text: line }));
}
