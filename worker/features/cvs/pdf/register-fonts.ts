/**
 * Vazirmatn for react-pdf: each pair of font files is registered once per isolate (react-pdf keeps one font store
 * per module), and the loaded fontkit fonts get the fix below.
 */
import { Font } from '@react-pdf/renderer';
import type { PdfFonts } from '../../../ports';

const registeredFamilies = new WeakMap<ArrayBuffer, string>();
let familyCount = 0;

/**
 * A font's bytes as react-pdf's font source: patches/@react-pdf+font+4.1.2.patch lets it take them as they are
 * (its types still say a URL); a base64 data URL cost a first render 40 ms to encode and decode again.
 */
const fontSource = (bytes: ArrayBuffer) => bytes as unknown as string;

export function fontFamilyFor(fonts: PdfFonts): string {
  const known = registeredFamilies.get(fonts.regular);
  if (known) return known;
  const family = `KarCv${++familyCount}`;
  Font.register({
    family,
    fonts: [
      { src: fontSource(fonts.regular), fontWeight: 400 },
      { src: fontSource(fonts.bold), fontWeight: 700 },
    ],
  });
  registeredFamilies.set(fonts.regular, family);
  return family;
}

/** A fontkit glyph run, as far as react-pdf's text engine and pdfkit read it. */
interface GlyphRun {
  glyphs: unknown[];
  positions: object[];
}

/** The part of a fontkit font (react-pdf's font source `data`) that the changes below touch. */
interface FontkitFont {
  readonly unitsPerEm: number;
  hasGlyphForCodePoint(codePoint: number): boolean;
  getGlyph(id: number, codePoints?: number[]): { codePoints: number[] } | null;
  layout(text: string, features?: unknown, script?: string, language?: string, direction?: string): GlyphRun;
}

/** Shaped runs kept per font: about a CV's worth of distinct runs for a few CVs (each run is a few hundred bytes). */
const shapedRunsKept = 4000;

/**
 * Shaping (fontkit's `layout`: the GSUB and GPOS lookups that join Arabic letters and kern Latin) is the largest
 * single cost of a render after the layout itself, and the same runs come back on every render: headings, month
 * names, levels, and the whole CV when its owner downloads it again. Runs are kept per font in an LRU; each
 * caller gets its own arrays (see below).
 */
function keepShapedRuns(font: FontkitFont): void {
  const layout = font.layout.bind(font);
  const shaped = new Map<string, GlyphRun>();
  font.layout = (text, features, script, language, direction) => {
    const key = `${direction ?? ''}|${script ?? ''}|${language ?? ''}|${features === undefined ? '' : JSON.stringify(features)}|${text}`;
    let run = shaped.get(key);
    if (run) {
      shaped.delete(key);
    } else {
      run = layout(text, features, script, language, direction);
      for (const position of run.positions) Object.freeze(position);
      if (shaped.size >= shapedRunsKept) shaped.delete(shaped.keys().next().value ?? '');
    }
    shaped.set(key, run);
    // Fresh arrays (react-pdf's renderer replaces glyphs in place for inline images), shared positions: the text
    // engine only reads them (it scales them into objects of its own), and they are frozen on the way into the
    // cache so that a change of that would throw instead of moving the glyphs of later renders.
    const copy = Object.create(Object.getPrototypeOf(run) as object) as GlyphRun;
    return Object.assign(copy, run, { glyphs: run.glyphs.slice(), positions: run.positions.slice() });
  };
}

/**
 * Answers the text engine's most frequent questions from memory. fontkit reads `unitsPerEm` through its 'head'
 * table getter on every use, and react-pdf asks for it for every glyph it places; and react-pdf's font
 * substitution asks for every character of every run whether the font has a glyph for it (a lookup in the cmap
 * table). Both answers never change for a font, so they are kept on the font object.
 */
function keepFontFacts(font: FontkitFont): void {
  Object.defineProperty(font, 'unitsPerEm', { value: font.unitsPerEm });
  const hasGlyph = font.hasGlyphForCodePoint.bind(font);
  const known = new Map<number, boolean>();
  font.hasGlyphForCodePoint = (codePoint) => {
    let answer = known.get(codePoint);
    if (answer === undefined) known.set(codePoint, (answer = hasGlyph(codePoint)));
    return answer;
  };
}

const fixedFonts = new WeakSet<object>();

/**
 * Loads the family's fonts and keeps their glyphs' characters.
 *
 * fontkit caches one glyph object per glyph id, with the characters of the call that first asked for it. While
 * shaping Arabic script it also asks for some glyphs without characters (Vazirmatn's initial and medial forms of
 * Arabic kaf and yeh, among others); every later use of such a glyph then has no characters, pdfkit writes an
 * empty ToUnicode entry, and the letter vanishes from the text layer (copy and paste, search, CV parsers), though
 * it prints. Whether it happens depends on what the process rendered before (Arabic after Sorani does it), so
 * a glyph without characters takes those of the first call that brings some. Found by tests/unit/cv-pdf.test.ts.
 */
export async function loadFonts(family: string): Promise<void> {
  for (const fontWeight of [400, 700]) {
    await Font.load({ fontFamily: family, fontWeight });
    const source = Font.getFont({ fontFamily: family, fontWeight }) as unknown as { data?: FontkitFont | null } | null;
    const font = source?.data;
    if (!font || typeof font.getGlyph !== 'function') throw new Error('CV PDF: react-pdf font sources no longer hold a fontkit font');
    if (fixedFonts.has(font)) continue;
    fixedFonts.add(font);
    const getGlyph = font.getGlyph.bind(font);
    font.getGlyph = (id, codePoints = []) => {
      const glyph = getGlyph(id, codePoints);
      if (glyph && glyph.codePoints.length === 0 && codePoints.length > 0) glyph.codePoints = codePoints;
      return glyph;
    };
    keepShapedRuns(font);
    keepFontFacts(font);
  }
}
