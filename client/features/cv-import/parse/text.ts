/**
 * Text as extraction gives it, made into text a person typed: presentation forms undone (NFKC), direction controls
 * and odd spaces gone, lam-alef put back where extraction swapped it, and pdf.js's glyphs (visual order, one item
 * per glyph on Chromium-printed Arabic-script PDFs; docs/product.md#cv-import) put into logical order line by line.
 */

/** LRM, RLM, ALM, the embeddings and overrides (LRE … RLO), the isolates (LRI … PDI), the byte-order mark. */
const bidiControls = /[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069\uFEFF]/gu;
/** No-break, figure, thin, ideographic and other spaces, and tabs, are one ordinary space. */
const oddSpaces = /[\t\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/gu;
/** The soft hyphen and the zero-width space print nothing. ZWNJ (U+200C) stays: Sorani spells with it. */
const invisible = /[\u00AD\u200B]/gu;

/** One line: NFKC, no direction controls, single spaces, trimmed. */
export function normalizeLine(line: string): string {
  return line.normalize('NFKC').replace(bidiControls, '').replace(invisible, '').replace(oddSpaces, ' ').replace(/ {2,}/g, ' ').trim();
}

/** Every line of a text (CRLF, CR, LS and PS are line ends); empty lines kept, as they separate entries. */
export function normalizeText(text: string): string[] {
  return text.split(/\r\n|[\r\n\u2028\u2029]/u).map(normalizeLine);
}

const arabicLetterClass = '\\u0620-\\u064A\\u066E-\\u06D3\\u06D5\\u06FA-\\u06FF';
const arabicLetter = new RegExp(`[${arabicLetterClass}]`, 'u');
const arabicLetters = new RegExp(`[${arabicLetterClass}]`, 'gu');
const latinLetters = /[A-Za-z\u00C0-\u024F]/gu;
/** Letters only Sorani (and not Arabic) writes: ە ێ ۆ ڕ ڵ ڤ پ چ ژ گ and Persian-form ی and ک. */
const soraniLetter = /[\u06D5\u06CE\u06C6\u0695\u06B5\u06A4\u067E\u0686\u0698\u06AF\u06CC\u06A9]/u;

export type Direction = 'ltr' | 'rtl';

/** RTL when Arabic-script letters are at least as many as Latin ones (and there is at least one). */
export function directionOf(text: string): Direction {
  const rtl = text.match(arabicLetters)?.length ?? 0;
  const ltr = text.match(latinLetters)?.length ?? 0;
  return rtl > 0 && rtl >= ltr ? 'rtl' : 'ltr';
}

/**
 * A line in one script has that script's direction; a line with both, or with neither (only numbers and marks, as
 * "2019 - 2021" alone on a line), takes the document's, else the majority's.
 */
export function lineDirection(text: string, documentDirection?: Direction): Direction {
  const rtl = arabicLetter.test(text);
  const ltr = /[A-Za-z\u00C0-\u024F]/u.test(text);
  if (rtl === ltr && documentDirection) return documentDirection;
  return directionOf(text);
}

export interface LamAlefOptions {
  /** Words known to be right (lookup names, the user's own name): a word whose swap is one of them is swapped. */
  knownWords?: ReadonlySet<string>;
}

/**
 * pdf.js and pdftotext read the lam-alef ligature as alef-lam ("شیلان" → "شیالن"). Where the text alone says so,
 * put it back:
 * - "اال" never occurs in Sorani or Arabic, while "الا" does ("کالا" comes out "کاال");
 * - a Sorani word never starts with a bare alef (it writes ئا), so a Sorani word starting "ال" was "لا" ("الیەن");
 * - a word whose swap is a known word.
 * Elsewhere "ال" is often right (the Arabic article, "طالب", "بالا"), so it is left alone; the exact fix is at the
 * glyph level (`orderGlyphLine`), where the ligature is one item.
 */
export function fixSwappedLamAlef(text: string, options: LamAlefOptions = {}): string {
  return text.replace(new RegExp(`[${arabicLetterClass}\\u200C]+`, 'gu'), (word) => {
    let fixed = word.replace(/\u0627\u0627\u0644/gu, '\u0627\u0644\u0627');
    if (fixed.startsWith('\u0627\u0644') && soraniLetter.test(fixed)) fixed = `\u0644\u0627${fixed.slice(2)}`;
    if (options.knownWords && !options.knownWords.has(fixed) && fixed.includes('\u0627\u0644')) {
      const swapped = fixed.replace(/\u0627\u0644/gu, '\u0644\u0627');
      if (options.knownWords.has(swapped)) fixed = swapped;
    }
    return fixed;
  });
}

/** A text item as pdf.js's getTextContent gives it (`transform[4]` is x, `transform[5]` the baseline's y). */
export interface GlyphItem {
  str: string;
  x: number;
  /** Baseline, PDF units (grows upwards). */
  y: number;
  width: number;
  /** Font size or line height in PDF units, when known. */
  height?: number;
  fontName?: string;
  /** Drawn in a bold font (its name or flags say so), when known. */
  bold?: boolean;
}

/**
 * Items on one baseline form a line (within a third of the font size, or 2 units); lines come top to bottom, items
 * in each in visual order (x growing).
 */
export function groupIntoLines(items: readonly GlyphItem[]): GlyphItem[][] {
  const lines: Array<{ y: number; tolerance: number; items: GlyphItem[] }> = [];
  for (const item of [...items].sort((a, b) => b.y - a.y)) {
    const line = lines.find((candidate) => Math.abs(candidate.y - item.y) <= candidate.tolerance);
    if (line) line.items.push(item);
    else lines.push({ y: item.y, tolerance: Math.max(2, (item.height ?? 0) / 3), items: [item] });
  }
  return lines.map((line) => line.items.sort((a, b) => a.x - b.x));
}

type TokenKind = 'rtl' | 'latin' | 'number' | 'neutral';

interface Token {
  /** The item texts in visual order. */
  parts: string[];
  /** The items the parts come from. */
  items: GlyphItem[];
  kind: TokenKind;
}

function kindOf(text: string): TokenKind {
  if (arabicLetter.test(text)) return 'rtl';
  if (/\p{L}/u.test(text)) return 'latin';
  if (/\p{N}/u.test(text)) return 'number';
  return 'neutral';
}

const mirrored: Record<string, string> = { '(': ')', ')': '(', '[': ']', ']': '[', '{': '}', '}': '{', '«': '»', '»': '«', '<': '>', '>': '<' };
const mirror = (text: string) => [...text].map((char) => mirrored[char] ?? char).join('');

/**
 * A glyph item's text in logical order, as pdf.js's getTextContent gives it. pdf.js reverses an item of several characters that starts in Arabic script (its
 * reverseIfRtl, for display): a lam-alef ligature whose ToUnicode is "لا" arrives as "ال", the swap
 * docs/product.md#cv-import notes. A glyph of one presentation form ("ﻻ") arrives whole and NFKC gives "لا". So:
 * reverse multi-character Arabic-script glyphs back, then NFKC.
 */
export function logicalGlyphText(str: string): string {
  const chars = [...str];
  const first = chars[0] ?? '';
  return (chars.length > 1 && pdfJsRtl.test(first) ? chars.reverse().join('') : str).normalize('NFKC');
}

/** The ranges pdf.js treats as right-to-left when it reverses an item (Hebrew, Arabic, their presentation forms). */
const pdfJsRtl = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFC]/u;

/** An Arabic-script word's logical text from its glyphs in visual order; brackets drawn mirrored are put back. */
function rtlTokenText(parts: readonly string[]): string {
  return mirror([...parts].reverse().join(''));
}

/**
 * Groups of left-to-right tokens that the Unicode bidi algorithm lays out together inside a right-to-left line, in
 * visual order. After a Latin word, numbers and the marks between them stay in its run (UBA rule W7: a number after
 * Latin is Latin): "Zain Iraq 2019 - 2021", "Tel +964 750 123 4567", an e-mail. Numbers with no Latin before them are
 * each their own run, since spaces and a spaced dash between numbers take the line's direction: "2019 - 2021" after
 * Sorani words is drawn "2021 - 2019" (the end-year-first ranges docs/product.md#cv-import notes), and put back here.
 * A number that starts with "+" on the left was drawn left to right as a whole (a phone number set apart, as Kar's
 * own PDFs set it; in a right-to-left run the "+" would stand on the right): it leads a run like a Latin word.
 */
function ltrGroups(tokens: readonly Token[]): Token[][] {
  const groups: Token[][] = [];
  let current: Token[] = [];
  const close = () => {
    if (current.length) groups.push(current);
    current = [];
  };
  const leads = (token: Token) => token.kind === 'latin' || (token.kind === 'number' && token.parts.join('').startsWith('+'));
  tokens.forEach((token, index) => {
    const latinRun = current.some(leads);
    const next = tokens[index + 1];
    if (token.kind === 'rtl') {
      close();
      groups.push([token]);
    } else if (token.kind === 'neutral') {
      if (latinRun && next && (next.kind === 'latin' || next.kind === 'number')) current.push(token);
      else {
        close();
        groups.push([token]);
      }
    } else if (latinRun || (leads(token) && current.length === 0)) current.push(token);
    else {
      close();
      current.push(token);
    }
  });
  close();
  return groups;
}

/** Punctuation that the bidi algorithm may give to the run beside a word rather than to the word it touches. */
const edgePunctuation = /^[\u060C\u061B.,:;!?]$/u;

/**
 * A Latin or number word's punctuation at its edges, as tokens of their own. Drawn right to left, "JavaScript، SQL،
 * کار" puts the second Arabic comma against the J ("،JavaScript، SQL"): it belongs to the right-to-left run, and only
 * as a token of its own does it go back there. Only glyph words are split (a run's text is already logical).
 */
function splitEdgePunctuation(token: Token): Token[] {
  if (token.kind !== 'latin' && token.kind !== 'number') return [token];
  let start = 0;
  let end = token.parts.length;
  while (start < end && edgePunctuation.test(token.parts[start] ?? '')) start += 1;
  while (end > start && edgePunctuation.test(token.parts[end - 1] ?? '')) end -= 1;
  if (start === 0 && end === token.parts.length) return [token];
  const piece = (from: number, to: number): Token[] =>
    from < to ? [{ parts: token.parts.slice(from, to), items: token.items.slice(from, to), kind: kindOf(token.parts.slice(from, to).join('')) }] : [];
  return [
    ...token.parts.slice(0, start).map((part, index) => ({ parts: [part], items: token.items.slice(index, index + 1), kind: 'neutral' as const })),
    ...piece(start, end),
    ...token.parts.slice(end).map((part, index) => ({ parts: [part], items: token.items.slice(end + index, end + index + 1), kind: 'neutral' as const })),
  ];
}

export interface OrderOptions {
  /** The line's direction; by default from its letters (`lineDirection`). */
  direction?: Direction;
  /**
   * The page's or document's direction, which decides a line with both scripts: "ئیمەیڵ: shilan@example.com" has
   * more Latin letters yet is a Sorani line, "Name: شیلان ئەحمەد" the reverse.
   */
  documentDirection?: Direction;
  /**
   * Whether each item is one glyph (Chromium-printed PDFs) rather than a run already in logical order (LibreOffice
   * exports, DOCX). By default: glyphs when items average under 1.5 characters.
   */
  glyphs?: boolean;
  /**
   * How a glyph of several characters (a ligature: lam-alef, Sorani ڵا) spells them: 'pdfjs', reversed when it
   * starts in Arabic script, as getTextContent gives it (the default); 'logical', as the font's ToUnicode map says,
   * as pdf.js's operator list gives each glyph (client/features/cv-import/extract/pdf-glyphs.ts).
   */
  glyphText?: 'pdfjs' | 'logical';
  /**
   * A word's logical text from its items, before it is placed: where a font's Ali-K typing is converted word by word
   * (the conversion's rules look inside a word only).
   */
  convertWord?: (text: string, items: readonly GlyphItem[]) => string;
}

/** Whether the items look like one glyph each. */
export function itemsAreGlyphs(items: readonly GlyphItem[]): boolean {
  const written = items.filter((item) => item.str.trim() !== '');
  if (written.length === 0) return false;
  return written.reduce((sum, item) => sum + [...item.str].length, 0) / written.length < 1.5;
}

/**
 * One line of pdf.js items (any order) as logical text. Glyph items are joined into words (a space where the gap
 * between two glyphs is wider than a third of the line's median glyph width, or where pdf.js gave a space), words
 * are classified, and in a right-to-left line the words' order is reversed except inside runs of Latin and numbers,
 * which keep their left-to-right order. In a left-to-right line only runs of Arabic-script words are reversed.
 */
export function orderGlyphLine(items: readonly GlyphItem[], options: OrderOptions = {}): string {
  const byX = [...items].sort((a, b) => a.x - b.x);
  const glyphs = options.glyphs ?? itemsAreGlyphs(byX);
  const glyphText = options.glyphText === 'logical' ? (str: string) => str.normalize('NFKC') : logicalGlyphText;
  const visual = byX.map((item) => ({ item, str: glyphs ? glyphText(item.str) : item.str.normalize('NFKC') }));
  const widths = visual
    .filter(({ str }) => str.trim())
    .map(({ item, str }) => item.width / Math.max(1, [...str].length))
    .sort((a, b) => a - b);
  const median = widths[Math.floor(widths.length / 2)] ?? 0;
  const gapForSpace = glyphs ? median / 3 : Math.max(1, median / 4);

  // Glyphs make words by their gaps; runs (already logical, and possibly several words) are one token each.
  const words: Array<{ parts: string[]; items: GlyphItem[] }> = [];
  let word: { parts: string[]; items: GlyphItem[] } = { parts: [], items: [] };
  let previousEnd: number | null = null;
  for (const { item, str } of visual) {
    const gap = previousEnd !== null && item.x - previousEnd > gapForSpace;
    previousEnd = item.x + item.width;
    if ((gap || !glyphs || str.trim() === '') && word.parts.length) {
      words.push(word);
      word = { parts: [], items: [] };
    }
    if (str.trim() !== '') {
      word.parts.push(glyphs ? str : str.trim());
      word.items.push(item);
    }
  }
  if (word.parts.length) words.push(word);

  const wordTokens: Token[] = words.map(({ parts, items }) => ({ parts, items, kind: kindOf(parts.join('')) }));
  const direction = options.direction ?? lineDirection(wordTokens.map((token) => token.parts.join('')).join(' '), options.documentDirection);
  const tokens = direction === 'rtl' && glyphs ? wordTokens.flatMap(splitEdgePunctuation) : wordTokens;
  const convert = options.convertWord ?? ((text: string) => text);
  const textOf = (token: Token) => convert(token.kind === 'rtl' && glyphs ? rtlTokenText(token.parts) : token.parts.join(''), token.items);
  const tidy = (text: string) =>
    text
      .replace(/ {2,}/g, ' ')
      .replace(/ ([:،,.;؛)\]»])/gu, '$1')
      .replace(/([(\[«]) /gu, '$1')
      .trim();

  if (direction === 'rtl') {
    const groups = ltrGroups(tokens).reverse();
    return tidy(groups.map((group) => group.map((token) => (token.kind === 'neutral' ? mirror(textOf(token)) : textOf(token))).join(' ')).join(' '));
  }
  const out: string[] = [];
  let rtlRun: Token[] = [];
  const flush = () => {
    out.push(...rtlRun.reverse().map(textOf));
    rtlRun = [];
  };
  tokens.forEach((token, index) => {
    const next = tokens[index + 1];
    const insideRtl = token.kind === 'neutral' && rtlRun.length > 0 && next?.kind === 'rtl';
    if (token.kind === 'rtl' || insideRtl) rtlRun.push(token);
    else {
      flush();
      out.push(textOf(token));
    }
  });
  flush();
  return tidy(out.join(' '));
}

/** A line as the parser takes it (client/features/cv-import/parse/imported-cv.ts `CvLine`). */
export interface GlyphLine {
  text: string;
  /** The size most of the line's letters are drawn in, to the half point. */
  fontSize?: number;
  /** Whether most of its letters are bold. */
  bold?: boolean;
  /** Its baseline (PDF units, growing upwards): how far it stands from the line before says where paragraphs end. */
  baseline?: number;
}

export interface GlyphLineOptions extends LamAlefOptions, Pick<OrderOptions, 'glyphs' | 'glyphText' | 'convertWord' | 'documentDirection'> {}

/** The size and weight most of a line's letters have (items without a height or a weight say nothing). */
function lineStyle(items: readonly GlyphItem[]): Pick<GlyphLine, 'fontSize' | 'bold'> {
  const sizes = new Map<number, number>();
  let letters = 0;
  let bold = 0;
  let weighed = 0;
  for (const item of items) {
    const count = item.str.replace(/\s/gu, '').length;
    if (!count) continue;
    letters += count;
    if (item.height) sizes.set(Math.round(item.height * 2) / 2, (sizes.get(Math.round(item.height * 2) / 2) ?? 0) + count);
    if (item.bold !== undefined) weighed += count;
    if (item.bold) bold += count;
  }
  const fontSize = [...sizes].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]?.[0];
  return { ...(fontSize ? { fontSize } : {}), ...(weighed && letters ? { bold: bold * 2 > letters } : {}) };
}

/**
 * Items of one column (or a page) as logical, normalised lines top to bottom, each with its font size and weight;
 * a line of both scripts takes the items' majority direction unless `documentDirection` says. Columns (split by x
 * gaps) are the caller's, before this.
 */
export function glyphLines(items: readonly GlyphItem[], options: GlyphLineOptions = {}): GlyphLine[] {
  const documentDirection = options.documentDirection ?? directionOf(items.map((item) => item.str).join(''));
  const order: OrderOptions = { documentDirection };
  if (options.glyphs !== undefined) order.glyphs = options.glyphs;
  if (options.glyphText) order.glyphText = options.glyphText;
  if (options.convertWord) order.convertWord = options.convertWord;
  return groupIntoLines(items).map((line) => ({
    text: fixSwappedLamAlef(normalizeLine(orderGlyphLine(line, order)), options),
    ...lineStyle(line),
    ...(line[0] ? { baseline: line[0].y } : {}),
  }));
}

/**
 * Lines of pdf.js items (a page) as logical, normalised text, top to bottom; a line of both scripts takes the
 * page's majority direction. The lam-alef fix is applied to the lines (glyph PDFs are fixed exactly in
 * `orderGlyphLine`; the text rules catch run PDFs). Columns (split by x gaps) are the caller's, before this.
 */
export function linesFromGlyphItems(items: readonly GlyphItem[], options: LamAlefOptions = {}): string[] {
  return glyphLines(items, options).map((line) => line.text);
}
