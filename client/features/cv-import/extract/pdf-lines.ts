import { convertAliK, decodeArabic1252Mojibake, isAliKFontName } from '../parse/ali-k';
import type { CvLine } from '../parse/imported-cv';
import { type Direction, directionOf, type GlyphItem, type GlyphLine, glyphLines } from '../parse/text';
import { aliKFonts } from './ali-k-fonts';
import { readingBlocks } from './pdf-columns';

/**
 * A PDF's glyphs (extract/pdf-glyphs.ts) as the parser's lines: each page's columns in reading order
 * (extract/pdf-columns.ts), each column's lines in logical order with their size and weight (parse/text.ts), Ali-K
 * fonts converted word by word, and a blank line where the text leaves a gap (between paragraphs, columns and pages),
 * since blank lines are what separate entries without dates.
 */

export interface PdfFont {
  /** The font's name in the file ("ABCDEF+Vazirmatn-Bold"), when pdf.js could say. */
  name: string | null;
  bold: boolean;
}

export interface PdfPage {
  /** One item a glyph, `fontName` being pdf.js's id of the font (a key of `fonts`). */
  glyphs: GlyphItem[];
  fonts: ReadonlyMap<string, PdfFont>;
}

export interface PdfLines {
  lines: CvLine[];
  /** Whether any word was converted from Ali-K. */
  aliK: boolean;
}

/** A gap between two lines this much wider than the block's usual line step ends a paragraph. */
const paragraphGap = 1.5;

/** A page number alone on its line ("2", "- 2 -", "1 / 2", "Page 1 of 2"): the printer's, not the CV's. */
const pageNumber =
  /^(?:[-–—]\s*)?\p{Nd}{1,3}(?:\s*[-–—])?$|^\p{Nd}{1,3}\s*\/\s*\p{Nd}{1,3}$|^(?:page|صفحة|لاپەڕە)\s*\p{Nd}{1,3}(?:\s*(?:of|من|لە)\s*\p{Nd}{1,3})?$/iu;

/** The glyphs with their font's real name and weight; glyphs of an Ali-K font stored as Latin-1 mojibake decoded. */
function namedGlyphs(pages: readonly PdfPage[]): GlyphItem[][] {
  const named = pages.map((page) =>
    page.glyphs.map((glyph) => {
      const font = glyph.fontName ? page.fonts.get(glyph.fontName) : undefined;
      return { ...glyph, fontName: font?.name ?? glyph.fontName ?? '', bold: font?.bold ?? false };
    }),
  );
  const aliKText = new Map<string, string>();
  for (const glyph of named.flat()) {
    if (isAliKFontName(glyph.fontName)) aliKText.set(glyph.fontName ?? '', (aliKText.get(glyph.fontName ?? '') ?? '') + glyph.str);
  }
  const mojibake = new Set([...aliKText].filter(([, text]) => decodeArabic1252Mojibake(text) !== text).map(([font]) => font));
  if (mojibake.size === 0) return named;
  return named.map((glyphs) => glyphs.map((glyph) => (mojibake.has(glyph.fontName ?? '') ? { ...glyph, str: decodeArabic1252Mojibake(glyph.str) } : glyph)));
}

/** The font most of a word's letters are in. */
function wordFont(items: readonly GlyphItem[]): string | null {
  const count = new Map<string, number>();
  for (const item of items) count.set(item.fontName ?? '', (count.get(item.fontName ?? '') ?? 0) + item.str.length);
  return [...count].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

/** Lines of blocks, with blank lines between blocks and where a block's lines leave a paragraph's gap. */
function linesOf(blocks: readonly GlyphItem[][][], direction: Direction, convertWord: (text: string, items: readonly GlyphItem[]) => string): CvLine[] {
  const out: CvLine[] = [];
  const blank = () => {
    if (out.length && out[out.length - 1]?.text !== '') out.push({ text: '' });
  };
  for (const page of blocks) {
    for (const block of page) {
      const lines = glyphLines(block, { glyphs: true, glyphText: 'logical', documentDirection: direction, convertWord }).filter(
        (line) => line.text && !pageNumber.test(line.text),
      );
      const steps = lines.slice(1).map((line, index) => (lines[index]?.baseline ?? 0) - (line.baseline ?? 0));
      const usual = [...steps].sort((a, b) => a - b)[Math.floor(steps.length / 2)] ?? 0;
      blank();
      lines.forEach((line: GlyphLine, index) => {
        const step = steps[index - 1];
        if (step !== undefined && usual > 0 && step > usual * paragraphGap) blank();
        out.push({ text: line.text, ...(line.fontSize ? { fontSize: line.fontSize } : {}), ...(line.bold !== undefined ? { bold: line.bold } : {}) });
      });
    }
    blank();
  }
  while (out[out.length - 1]?.text === '') out.pop();
  return out;
}

export function pdfCvLines(pages: readonly PdfPage[]): PdfLines {
  const glyphs = namedGlyphs(pages);
  const direction = directionOf(
    glyphs
      .flat()
      .map((glyph) => glyph.str)
      .join(''),
  );
  const blocks = glyphs.map((page) => readingBlocks(page, direction));
  // First pass: each font's words in reading order, which is where Ali-K's letter patterns show.
  const words: Array<{ font: string | null; text: string }> = [];
  const plain = linesOf(blocks, direction, (text, items) => {
    words.push({ font: wordFont(items), text });
    return text;
  });
  const fonts = aliKFonts(words);
  if (fonts.size === 0) return { lines: plain, aliK: false };
  let aliK = false;
  const lines = linesOf(blocks, direction, (text, items) => {
    if (!fonts.has(wordFont(items)) || !/[\u0600-\u06FF]/u.test(text)) return text;
    aliK = true;
    return convertAliK(text);
  });
  return { lines, aliK };
}
