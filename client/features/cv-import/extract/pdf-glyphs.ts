import type { GlyphItem } from '../parse/text';

/**
 * A page's text as single glyphs with their positions, from pdf.js's two views of the page.
 *
 * `getTextContent()` gives positions, but joins glyphs drawn edge to edge into one item and hands an item that
 * starts in Arabic script over reversed, characters and all. Reversing it back is not enough: a ligature glyph
 * (lam-alef, Sorani ڵا) has two letters in the font's ToUnicode map, and once glyphs are joined nothing tells "لا"
 * drawn as one glyph from "ا" and "ل" drawn as two (both are the same letters in the same order). The operator list
 * gives every glyph with its own letters, in the order drawn (left to right), but no positions. The two are read
 * in the same order from the same content stream, so each text item is matched with the run of glyphs that has its
 * letters, and takes their boundaries; positions inside an item are shared out by glyph.
 */

/** A glyph from the operator list: its letters as the font's ToUnicode map gives them, and its font's id. */
export interface OpGlyph {
  unicode: string;
  /** pdf.js's loaded name of the font (`g_d0_f1`), the text items' `fontName`. */
  font: string | null;
}

/** pdf.js's operator list, and the codes of the two operators read here. */
export interface OperatorList {
  fnArray: readonly number[];
  argsArray: readonly unknown[];
}
export interface TextOperators {
  showText: number;
  setFont: number;
}

/** The text item fields used here (pdf.js `TextItem`). */
export interface TextItemLike {
  str: string;
  dir: string;
  transform: readonly number[];
  width: number;
  height: number;
  fontName: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Every glyph drawn, in order, with the font set when it was drawn. */
/** Control characters a glyph without a ToUnicode entry may carry (pdf.js gives such a glyph NUL). */
const controls = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/gu;

export function operatorGlyphs(ops: OperatorList, codes: TextOperators): OpGlyph[] {
  const glyphs: OpGlyph[] = [];
  let font: string | null = null;
  ops.fnArray.forEach((fn, index) => {
    const args = ops.argsArray[index];
    if (!Array.isArray(args)) return;
    if (fn === codes.setFont) font = typeof args[0] === 'string' ? args[0] : null;
    else if (fn === codes.showText && Array.isArray(args[0])) {
      for (const glyph of args[0] as unknown[]) {
        if (isRecord(glyph) && typeof glyph.unicode === 'string') glyphs.push({ unicode: glyph.unicode.replace(controls, ''), font });
      }
    }
  });
  return glyphs;
}

/** What matching ignores: spaces (pdf.js drops or adds them), format characters (it drops them), controls. */
const ignored = /[\s\p{Cf}\p{Cc}]/gu;
const ignoredChar = /^[\s\p{Cf}\p{Cc}]$/u;
const lettersOf = (text: string) => Array.from(text.replace(ignored, ''));
const keyOf = (letters: readonly string[]) => [...letters].sort().join('');

/** How far past the expected place an item's glyphs are looked for (glyphs pdf.js left out of the text, e.g. off the page). */
const searchWindow = 400;

/**
 * Each item's glyphs (left to right, as drawn), or null for an item no run of glyphs matches (then its own text is
 * used). Items are matched in order; an item's letters must be exactly its glyphs' letters, in any order (pdf.js
 * reorders them, it does not change them: normalisation is turned off when the text is read).
 */
export function matchItemsToGlyphs(items: readonly TextItemLike[], glyphs: readonly OpGlyph[]): Array<OpGlyph[] | null> {
  let next = 0;
  return items.map((item) => {
    const letters = lettersOf(item.str);
    if (letters.length === 0) return [];
    const key = keyOf(letters);
    const first = new Set(letters);
    for (let start = next; start < Math.min(glyphs.length, next + searchWindow); start += 1) {
      const opening = lettersOf(glyphs[start]?.unicode ?? '');
      if (opening.length === 0 || !opening.some((letter) => first.has(letter))) continue;
      const found: string[] = [];
      let end = start;
      while (end < glyphs.length && found.length < letters.length) {
        found.push(...lettersOf(glyphs[end]?.unicode ?? ''));
        end += 1;
      }
      if (found.length === letters.length && keyOf(found) === key) {
        next = end;
        return glyphs.slice(start, end);
      }
    }
    return null;
  });
}

const arabicScript = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;
const markOnly = /^\p{M}+$/u;

/**
 * Combining marks (harakat, and Ali-K's fatha and kasra that are letters' halves) join the glyph they sit on, after
 * its letters. In a right-to-left run the shaper draws a cluster's mark before its base, in a left-to-right run
 * after it.
 */
function attachMarks(glyphs: readonly OpGlyph[]): OpGlyph[] {
  const out: OpGlyph[] = [];
  let pending = '';
  glyphs.forEach((glyph, index) => {
    if (!markOnly.test(glyph.unicode)) {
      out.push({ ...glyph, unicode: glyph.unicode + pending });
      pending = '';
      return;
    }
    const following = glyphs.slice(index + 1).find((other) => !markOnly.test(other.unicode));
    const previous = out[out.length - 1];
    if (following && arabicScript.test(following.unicode)) pending += glyph.unicode;
    else if (previous) previous.unicode += glyph.unicode;
    else pending += glyph.unicode;
  });
  const last = out[out.length - 1];
  if (pending && last) last.unicode += pending;
  // An item of marks alone (pdf.js splits a mark drawn off its letter's baseline): kept for `attachStrayMarks`.
  else if (pending) out.push({ unicode: pending, font: glyphs[0]?.font ?? null });
  return out;
}

/**
 * An item whose glyphs are unknown, as glyphs: its characters, put back in the order drawn (pdf.js reversed a
 * right-to-left item). A ligature is then two characters in the wrong order, which the text rules mend
 * (`fixSwappedLamAlef`).
 */
function fallbackGlyphs(item: TextItemLike): OpGlyph[] {
  const chars = Array.from(item.str.replace(controls, ''));
  return (item.dir === 'rtl' ? chars.reverse() : chars).map((unicode) => ({ unicode, font: item.fontName }));
}

/**
 * The spaces pdf.js found between glyphs (a gap left by moving the pen, not a space glyph: justified text, most
 * PDFs written by Word) put among the glyphs where its text has them. The item's text is in drawing order once a
 * right-to-left item is turned back; a mixed item is only approximately so, which is enough to place a space.
 */
function withSpaces(item: TextItemLike, glyphs: readonly OpGlyph[]): OpGlyph[] {
  const drawn = Array.from(item.dir === 'rtl' ? [...item.str].reverse().join('') : item.str);
  const out: OpGlyph[] = [];
  let at = 0;
  for (const glyph of glyphs) {
    const letters = lettersOf(glyph.unicode).length;
    let space = false;
    while (at < drawn.length && /\s/u.test(drawn[at] ?? '')) {
      space = true;
      at += 1;
    }
    if (space && letters > 0 && out.length > 0 && out[out.length - 1]?.unicode.trim()) out.push({ unicode: ' ', font: glyph.font });
    out.push(glyph);
    for (let taken = 0; taken < letters && at < drawn.length; at += 1) if (!ignoredChar.test(drawn[at] ?? '')) taken += 1;
  }
  return out;
}

/** The item's glyphs as positioned glyph items: the item's width shared by glyph, marks taking none. */
function positioned(item: TextItemLike, glyphs: readonly OpGlyph[]): GlyphItem[] {
  const x = item.transform[4] ?? 0;
  const y = item.transform[5] ?? 0;
  const height = Math.hypot(item.transform[2] ?? 0, item.transform[3] ?? 0) || item.height;
  const units = glyphs.map((glyph) => (glyph.unicode.replace(/\p{Cf}/gu, '') ? 1 : 0));
  const total = units.reduce((sum: number, unit) => sum + unit, 0) || 1;
  let done = 0;
  return glyphs.map((glyph, index) => {
    const unit = units[index] ?? 0;
    const start = x + (item.width * done) / total;
    done += unit;
    return { str: glyph.unicode, x: start, y, width: (item.width * unit) / total, height, fontName: glyph.font ?? item.fontName };
  });
}

/**
 * A mark pdf.js left as an item of its own (drawn a little off its letter, so not joined to it) joins the glyph on
 * the same line whose box holds it.
 */
function attachStrayMarks(glyphs: GlyphItem[]): GlyphItem[] {
  const letters = glyphs.filter((glyph) => glyph.str.trim() && !markOnly.test(glyph.str.trim()));
  const strays = glyphs.filter((glyph) => glyph.str.trim() && markOnly.test(glyph.str.trim()));
  const merged = new Set<GlyphItem>();
  for (const mark of strays) {
    const size = mark.height ?? 10;
    const at = mark.x + mark.width / 2;
    const base = letters
      .filter((glyph) => Math.abs(glyph.y - mark.y) <= size / 2 && at >= glyph.x - size / 10 && at <= glyph.x + glyph.width + size / 10)
      .sort((a, b) => Math.abs(a.x + a.width / 2 - at) - Math.abs(b.x + b.width / 2 - at))[0];
    if (!base) continue;
    base.str += mark.str.trim();
    merged.add(mark);
  }
  return glyphs.filter((glyph) => !merged.has(glyph));
}

const upright = (item: TextItemLike) => Math.abs(item.transform[1] ?? 0) < 1e-3 && Math.abs(item.transform[2] ?? 0) < 1e-3 && (item.transform[0] ?? 0) > 0;

/**
 * A page's text items as one glyph item each glyph, each glyph's letters in the font's own order (`glyphText:
 * 'logical'` when ordering them). Spaces stay, as items of their own: they separate words. Rotated text is left out.
 */
export function pageGlyphItems(items: readonly TextItemLike[], glyphs: readonly OpGlyph[]): GlyphItem[] {
  const matched = matchItemsToGlyphs(items, glyphs);
  const out: GlyphItem[] = [];
  items.forEach((item, index) => {
    if (!item.str || !upright(item)) return;
    if (!item.str.trim()) out.push(...positioned(item, [{ unicode: ' ', font: item.fontName }]));
    else out.push(...positioned(item, attachMarks(withSpaces(item, matched[index] ?? fallbackGlyphs(item)))));
  });
  return attachStrayMarks(out);
}
