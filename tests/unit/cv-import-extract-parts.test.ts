// The pieces of CV file reading (client/features/cv-import/extract/) on small made-up inputs: glyph boundaries from
// pdf.js's operator list, the reading order of columns, Ali-K fonts, the XML reader and the sniffing of formats.
import { describe, expect, it } from 'vitest';
import { aliKFonts } from '../../client/features/cv-import/extract/ali-k-fonts';
import { readingBlocks } from '../../client/features/cv-import/extract/pdf-columns';
import { matchItemsToGlyphs, type OpGlyph, operatorGlyphs, pageGlyphItems, type TextItemLike } from '../../client/features/cv-import/extract/pdf-glyphs';
import { pdfCvLines } from '../../client/features/cv-import/extract/pdf-lines';
import { sniffFormat } from '../../client/features/cv-import/extract/sniff';
import { parseXml } from '../../client/features/cv-import/extract/xml';
import { toAliK } from '../../client/features/cv-import/parse/ali-k';
import { type GlyphItem, glyphLines } from '../../client/features/cv-import/parse/text';

/** A text item as pdf.js gives it: one starting in Arabic script is reversed, characters and all. */
function item(drawn: readonly string[], x: number, y = 700, size = 11): TextItemLike {
  const text = drawn.join('');
  const rtl = /[\u0600-\u06FF]/u.test(text[0] ?? '');
  return {
    str: rtl ? [...text].reverse().join('') : text,
    dir: rtl ? 'rtl' : 'ltr',
    transform: [size, 0, 0, size, x, y],
    width: drawn.length * 5,
    height: size,
    fontName: 'f1',
  };
}
const glyphs = (drawn: readonly string[], font = 'f1'): OpGlyph[] => drawn.map((unicode) => ({ unicode, font }));

describe('glyphs from the operator list', () => {
  it('keeps a ligature whole where pdf.js joined it with other glyphs and reversed them all', () => {
    // "باڵا" is drawn (left to right) as the ڵا ligature, alef, beh; pdf.js joins them into one item and reverses it.
    const drawn = ['ڵا', 'ا', 'ب'];
    const items = [item(drawn, 100)];
    expect(items[0]?.str).toBe('بااڵ');
    const positioned = pageGlyphItems(items, glyphs(drawn));
    expect(positioned.map((glyph) => glyph.str)).toEqual(drawn);
    expect(glyphLines(positioned, { glyphs: true, glyphText: 'logical' }).map((line) => line.text)).toEqual(['باڵا']);
  });

  it('matches items in order past glyphs the text left out, and falls back to an item’s own text', () => {
    const ops = [...glyphs(['X', 'Y']), ...glyphs(['ن', 'ا', 'م']), ...glyphs(['Q'])];
    const items = [item(['ن', 'ا', 'م'], 100), item(['Z'], 200)];
    expect(matchItemsToGlyphs(items, ops)).toEqual([glyphs(['ن', 'ا', 'م']), null]);
  });

  it('puts a mark after the letter it sits on: drawn before it right to left, after it left to right', () => {
    // Ali-K's ێ is yeh with a fatha; the shaper draws the fatha first in a right-to-left run.
    const positioned = pageGlyphItems(
      [item(['ر', '\u064E', 'ي', 'ت'], 100), item(['e', '\u0301'], 300)],
      [...glyphs(['ر', '\u064E', 'ي', 'ت']), ...glyphs(['e', '\u0301'])],
    );
    expect(positioned.map((glyph) => glyph.str)).toEqual(['ر', 'ي\u064E', 'ت', 'e\u0301']);
  });

  it('keeps the spaces pdf.js saw in gaps where no space glyph was drawn', () => {
    const gapped: TextItemLike = { ...item(['Rawa Aziz'], 100), width: 50 };
    const positioned = pageGlyphItems([gapped], glyphs([...'RawaAziz']));
    expect(glyphLines(positioned, { glyphs: true, glyphText: 'logical' }).map((entry) => entry.text)).toEqual(['Rawa Aziz']);
    // Right to left: the item is reversed, its gap too.
    const rtl = pageGlyphItems([item(['ن', 'ا', 'م', ' ', 'ر', 'ا', 'ک'], 100)], glyphs(['ن', 'ا', 'م', 'ر', 'ا', 'ک']));
    expect(glyphLines(rtl, { glyphs: true, glyphText: 'logical' }).map((entry) => entry.text)).toEqual(['کار مان']);
  });

  it('reads glyphs and fonts from showText and setFont, numbers and empty glyphs aside', () => {
    const ops = { fnArray: [37, 44, 37, 44], argsArray: [['g1', 11], [[{ unicode: 'A' }, -120, { unicode: '\u0000' }]], ['g2', 11], [[{ unicode: 'ب' }]]] };
    expect(operatorGlyphs(ops, { setFont: 37, showText: 44 })).toEqual([
      { unicode: 'A', font: 'g1' },
      { unicode: '', font: 'g1' },
      { unicode: 'ب', font: 'g2' },
    ]);
  });
});

/** A line of text as one glyph item per character, left to right from x. */
function line(text: string, x: number, y: number, size = 10): GlyphItem[] {
  return [...text].map((char, index) => ({ str: char, x: x + index * size * 0.5, y, width: size * 0.5, height: size }));
}
const blockTexts = (blocks: GlyphItem[][]) => blocks.map((block) => glyphLines(block, { glyphs: true, glyphText: 'logical' }).map((entry) => entry.text));

describe('columns', () => {
  it('reads a sidebar and a main column one after the other, a header across both first', () => {
    const sidebar = ['Skills', 'Excel', 'Word', 'Languages', 'Kurdish', 'English'].flatMap((text, index) => line(text, 50, 690 - index * 13));
    const main = ['Experience', 'Accountant at Asiacell', 'Monthly reports and audits', 'Clerk at Korek', 'Education'].flatMap((text, index) =>
      line(text, 250, 685 - index * 17),
    );
    const header = line('Rawa Aziz, accountant in Erbil, rawa@example.com', 100, 740);
    expect(blockTexts(readingBlocks([...main, ...header, ...sidebar], 'ltr'))).toEqual([
      ['Rawa Aziz, accountant in Erbil, rawa@example.com'],
      ['Skills', 'Excel', 'Word', 'Languages', 'Kurdish', 'English'],
      ['Experience', 'Accountant at Asiacell', 'Monthly reports and audits', 'Clerk at Korek', 'Education'],
    ]);
    // Right to left, the right column first.
    expect(blockTexts(readingBlocks([...main, ...sidebar], 'rtl'))[0]?.[0]).toBe('Experience');
  });

  it('does not split dates set beside their entries, nor a title with its dates on the right', () => {
    const rows = [
      ...line('2019 - 2023', 50, 700),
      ...line('Accountant at Asiacell', 200, 700),
      ...line('Monthly reports', 200, 687),
      ...line('and audits', 200, 674),
      ...line('2016 - 2019', 50, 655),
      ...line('Clerk at Korek', 200, 655),
      ...line('Filing', 200, 642),
      ...line('2014 - 2016', 50, 623),
      ...line('Intern at Zain', 200, 623),
      ...line('Support desk', 200, 610),
    ];
    expect(readingBlocks(rows, 'ltr')).toHaveLength(1);
    const titles = ['Accountant', 'Clerk', 'Intern'].flatMap((title, index) => [
      ...line(title, 50, 700 - index * 40),
      ...line('2019 - 2023', 450, 700 - index * 40),
      ...line('Prepared the monthly reports of the branch and its audits', 50, 687 - index * 40),
    ]);
    expect(readingBlocks(titles, 'ltr')).toHaveLength(1);
  });
});

describe('Ali-K', () => {
  it('is a font named of the family, or a font whose text reads as Ali-K typing', () => {
    const typed = toAliK('ئەندازیاری تۆڕ لە کۆمپانیای کۆرەک لە هەولێر');
    expect(
      aliKFonts([
        { font: 'AAAAAA+Ali_K_Samik', text: 'کار' },
        { font: 'Arial', text: 'الخبرات العملية في شركة زين' },
        { font: null, text: typed },
      ]),
    ).toEqual(new Set(['AAAAAA+Ali_K_Samik', null]));
  });

  it('decodes an Ali-K font read as Latin-1 (no Unicode map) before ordering and converting it', () => {
    // بةر (Sorani بەر) in Windows-1256 bytes read as Windows-1252: "ÈÉÑ"; drawn right to left, so Ñ É È.
    const glyph = (str: string, x: number): GlyphItem => ({ str, x, y: 700, width: 5, height: 12, fontName: 'f1' });
    const page = { glyphs: [glyph('Ñ', 100), glyph('É', 105), glyph('È', 110)], fonts: new Map([['f1', { name: 'BCDEFG+Ali-K_Alwand', bold: false }]]) };
    expect(pdfCvLines([page])).toEqual({ lines: [{ text: 'بەر', fontSize: 12, bold: false }], aliK: true });
  });
});

describe('the XML reader', () => {
  it('names elements by namespace, whatever prefix the file chose, and decodes entities', () => {
    const root = parseXml(
      '<?xml version="1.0"?><!DOCTYPE x><ns0:document xmlns:ns0="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><ns0:body><ns0:p><ns0:r><ns0:t>A &amp; B &#x06A9;</ns0:t></ns0:r></ns0:p></ns0:body></ns0:document>',
    );
    const document = root.children[0];
    expect(typeof document === 'object' && document.name).toBe('w:document');
    expect(JSON.stringify(root)).toContain('"name":"w:t","attributes":{},"children":["A & B ک"]');
  });
});

describe('sniffing', () => {
  it('tells formats by their bytes', () => {
    const ascii = (text: string) => new TextEncoder().encode(text);
    expect(sniffFormat(ascii('%PDF-1.7\n'))).toBe('pdf');
    expect(sniffFormat(ascii(`${' '.repeat(500)}%PDF-1.4`))).toBe('pdf');
    expect(sniffFormat(ascii(`${' '.repeat(1100)}%PDF-1.4`))).toBe('other');
    expect(sniffFormat(ascii('PK\u0003\u0004 broken zip'))).toBe('other');
    expect(sniffFormat(Uint8Array.of(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1))).toBe('doc');
  });
});
