import { describe, expect, it } from 'vitest';
import {
  directionOf,
  fixSwappedLamAlef,
  type GlyphItem,
  groupIntoLines,
  linesFromGlyphItems,
  logicalGlyphText,
  normalizeLine,
  normalizeText,
  orderGlyphLine,
} from '../../client/features/cv-import/parse/text';

/**
 * Glyph items as pdf.js gives a Chromium-printed line: one item per glyph, left to right as drawn, 5 units wide;
 * a space in `visual` is a gap (Chromium draws no space glyph). A multi-character entry is one glyph (a ligature),
 * given as pdf.js gives it.
 */
function drawn(visual: ReadonlyArray<string>, y = 700): GlyphItem[] {
  const items: GlyphItem[] = [];
  let x = 50;
  for (const glyph of visual) {
    if (glyph !== ' ') items.push({ str: glyph, x, y, width: 5, height: 10 });
    x += 5;
  }
  // pdf.js hands items over in content-stream order, which need not be visual: shuffle them a little.
  return items.reverse();
}
/** The glyphs of a word as drawn (visual order, i.e. logical reversed for Arabic script). */
const rtlGlyphs = (word: string) => [...word].reverse();

describe('normalising extracted text', () => {
  it('undoes presentation forms with NFKC', () => {
    expect(normalizeLine('\uFEDB\uFEEE\uFEAD\uFEA9\uFBFF')).toBe('كورد\u06CC');
    expect(normalizeLine('\uFEFB')).toBe('لا');
  });

  it('drops direction controls, keeps ZWNJ, collapses spaces', () => {
    expect(normalizeLine('\u202B ئیمەیڵ:\u00A0\u202Ashilan@example.com\u202C \u200F ')).toBe('ئیمەیڵ: shilan@example.com');
    expect(normalizeLine('بە\u200Cڕێوەبەر\t\tپڕۆژە')).toBe('بە\u200Cڕێوەبەر پڕۆژە');
    expect(normalizeText('one\r\ntwo\u2028three\n\nfour')).toEqual(['one', 'two', 'three', '', 'four']);
  });

  it('tells a line’s direction by its letters', () => {
    expect(directionOf('ئەندازیاری تۆڕ لە Zain')).toBe('rtl');
    expect(directionOf('Network engineer at کۆڕەک')).toBe('ltr');
    expect(directionOf('2019 - 2021')).toBe('ltr');
  });
});

describe('the lam-alef swap', () => {
  it('puts back what the text alone shows', () => {
    expect(fixSwappedLamAlef('کاال')).toBe('کالا');
    expect(fixSwappedLamAlef('لە الیەن بەڕێوەبەر')).toBe('لە لایەن بەڕێوەبەر');
    expect(fixSwappedLamAlef('الی')).toBe('لای');
  });

  it('fixes a word whose swap is known (the user’s name, a lookup)', () => {
    expect(fixSwappedLamAlef('ناوم شیالن ئەحمەدە', { knownWords: new Set(['شیلان']) })).toBe('ناوم شیلان ئەحمەدە');
  });

  it('leaves the Arabic article and real alef-lam alone', () => {
    for (const text of ['الخبرات العملية', 'بالعربية', 'طالب في الجامعة', 'ساڵی ٢٠٢١', 'بالا']) expect(fixSwappedLamAlef(text)).toBe(text);
    expect(fixSwappedLamAlef('شیالن')).toBe('شیالن');
  });

  it('reverses a ligature glyph that pdf.js gave reversed, and keeps a presentation-form glyph', () => {
    expect(logicalGlyphText('ال')).toBe('لا');
    expect(logicalGlyphText('\uFEFB')).toBe('لا');
    expect(logicalGlyphText('A')).toBe('A');
  });
});

describe('ordering glyphs into logical lines', () => {
  it('reads a Sorani line drawn right to left, with its lam-alef ligature', () => {
    // "ناوم شیلان": drawn left to right as نالیش then a gap then مواn; pdf.js gives the لا ligature as "ال".
    const visual = ['ن', 'ال', 'ی', 'ش', ' ', ...rtlGlyphs('ناوم')];
    expect(orderGlyphLine(drawn(visual))).toBe('ناوم شیلان');
  });

  it('keeps Latin and numbers left to right inside a right-to-left line', () => {
    // Logical "ئەندازیار لە Zain Iraq 2019 - 2021": the Latin run (with the years after it) is drawn as typed, on the left.
    const visual = [...'Zain Iraq 2019 - 2021', ' ', ...rtlGlyphs('لە'), ' ', ...rtlGlyphs('ئەندازیار')];
    expect(orderGlyphLine(drawn(visual))).toBe('ئەندازیار لە Zain Iraq 2019 - 2021');
  });

  it('puts an end-year-first range back in order', () => {
    // Logical "ساڵی 2019 - 2021" is drawn "2021 - 2019 یڵاس".
    const visual = [...'2021 - 2019', ' ', ...rtlGlyphs('ساڵی')];
    expect(orderGlyphLine(drawn(visual))).toBe('ساڵی 2019 - 2021');
  });

  it('keeps a phone number and an e-mail whole', () => {
    const phone = [...'4567 123 0750', ' ', ':', ...rtlGlyphs('مۆبایل')];
    expect(orderGlyphLine(drawn(phone))).toBe('مۆبایل: 0750 123 4567');
    // More Latin letters than Sorani ones: the document's direction decides.
    const email = [...'shilan.ahmed@gmail.com', ' ', ':', ...rtlGlyphs('ئیمەیڵ')];
    expect(orderGlyphLine(drawn(email), { documentDirection: 'rtl' })).toBe('ئیمەیڵ: shilan.ahmed@gmail.com');
  });

  it('mirrors brackets back in right-to-left text', () => {
    // Logical "(بەڕێوەبەر)": the opening bracket, drawn on the right, has the glyph of ")".
    const visual = ['(', ...rtlGlyphs('بەڕێوەبەر'), ')', ' ', ...rtlGlyphs('پلە')];
    expect(orderGlyphLine(drawn(visual))).toBe('پلە (بەڕێوەبەر)');
  });

  it('reverses only the Arabic words of a left-to-right line', () => {
    const visual = [...'Name:', ' ', ...rtlGlyphs('ئەحمەد'), ' ', ...rtlGlyphs('شیلان'), ' ', ...'(Erbil)'];
    expect(orderGlyphLine(drawn(visual), { documentDirection: 'ltr' })).toBe('Name: شیلان ئەحمەد (Erbil)');
    expect(orderGlyphLine(drawn([...rtlGlyphs('ئەحمەد'), ' ', ...rtlGlyphs('شیلان')]))).toBe('شیلان ئەحمەد');
  });

  it('orders whole runs that are already logical (LibreOffice PDFs) without reversing their letters', () => {
    const runs: GlyphItem[] = [
      { str: 'ئەندازیاری تۆڕ لە', x: 300, y: 700, width: 120 },
      { str: 'Zain Iraq', x: 200, y: 700, width: 60 },
    ];
    expect(orderGlyphLine(runs)).toBe('ئەندازیاری تۆڕ لە Zain Iraq');
  });

  it('groups items into lines by baseline, top first', () => {
    const items = [...drawn([...'second'], 680), ...drawn([...'first'], 700)];
    const lines = groupIntoLines(items);
    expect(lines.map((line) => line.map((item) => item.str).join(''))).toEqual(['first', 'second']);
    expect(linesFromGlyphItems(items)).toEqual(['first', 'second']);
  });

  it('gives the Arabic of a whole page in logical order', () => {
    const items = [
      ...drawn([...rtlGlyphs('العملية'), ' ', ...rtlGlyphs('الخبرات')], 700),
      ...drawn([...'2021 - 2018', ' ', ...rtlGlyphs('زين'), ' ', ...rtlGlyphs('شركة')], 680),
    ];
    expect(linesFromGlyphItems(items)).toEqual(['الخبرات العملية', 'شركة زين 2018 - 2021']);
    const contact = [
      ...drawn([...'shilan@example.com', ' ', ':', ...rtlGlyphs('ئیمەیڵ')], 660),
      ...drawn([...rtlGlyphs('شیلان'), ' ', ...rtlGlyphs('ناوم')], 640),
    ];
    expect(linesFromGlyphItems([...items, ...contact]).slice(2)).toEqual(['ئیمەیڵ: shilan@example.com', 'ناوم شیلان']);
  });
});
