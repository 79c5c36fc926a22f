// Shortcuts of the CV PDF's dependency patches (patches/, docs/decisions/0009-cv-pdf-speed.md, round 4) that rest on
// facts about Unicode and about the code they skip: each is checked here against the library it stands in for.
// - @react-pdf/textkit: the levels of a right-to-left paragraph of only some bidi classes follow from a few rules
//   (no bidi-js); a text without a character of the mirroring set has nothing to mirror.
// - @react-pdf/layout: a text without a character of the emoji set has no match of the emoji pattern.
// - fontkit: a subset encoded with the glyph data kept from an earlier subset, and its tables written without
//   restructure, is byte for byte the one a fresh font gives through restructure.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
// fontkit as an ES module (dist/module.mjs, the patched file Node loads; it ships no types).
const fontkitModule = 'fontkit';
const fontkit = (await import(fontkitModule)) as { create(data: Uint8Array): unknown };
const textkitSource = readFileSync(require.resolve('@react-pdf/textkit'), 'utf8');
const layoutSource = readFileSync(require.resolve('@react-pdf/layout'), 'utf8');

interface Bidi {
  getEmbeddingLevels(text: string, direction: string): { levels: Uint8Array };
  getBidiCharTypeName(character: string): string;
  getMirroredCharacter(character: string): string | null;
}
async function textkitBidi(): Promise<Bidi> {
  const fromTextkit = createRequire(require.resolve('@react-pdf/textkit'));
  return ((await import(pathToFileURL(fromTextkit.resolve('bidi-js')).href)) as { default: () => Bidi }).default();
}
/** A regular expression literal of a patched file, by the name of the constant that holds it. */
function literal(source: string, name: string, flags: string): RegExp {
  const body = new RegExp(`const ${name} = /(.+)/${flags};`).exec(source)?.[1];
  expect(body, name).toBeDefined();
  return new RegExp(body ?? '', flags);
}
const bmp = () => Array.from({ length: 0x10000 }, (_, code) => code).filter((code) => code < 0xd800 || code > 0xdfff);

describe('textkit: right-to-left paragraphs whose levels the patch finds without bidi-js', () => {
  type Engine = (value: { string: string; runs: object[] }) => { runs: Array<{ start: number; end: number; attributes: { bidiLevel: number } }> };
  /** The levels the patched engine gives, character by character. */
  async function engineLevels(): Promise<(text: string) => number[]> {
    const textkit = (await import('@react-pdf/textkit')) as unknown as { bidi: () => Engine };
    const engine = textkit.bidi();
    return (text) => {
      const { runs } = engine({ string: text, runs: [{ start: 0, end: text.length, attributes: { direction: 'rtl' } }] });
      // Runs are maximal and cover the text.
      runs.slice(1).forEach((run, index) => expect(run.attributes.bidiLevel).not.toBe(runs[index]?.attributes.bidiLevel));
      expect(runs.at(-1)?.end ?? 0).toBe(text.length);
      return runs.flatMap((run) => Array.from({ length: run.end - run.start }, () => run.attributes.bidiLevel));
    };
  }

  it('lists the classes the rules of the patch are written for', () => {
    const listed = /const rightToLeftClasses = \{([^}]+)\}/.exec(textkitSource)?.[1];
    expect(listed).toBeDefined();
    const names = (listed ?? '').split(',').map((entry) => entry.split(':')[0]?.trim());
    expect(names.sort()).toEqual(['AL', 'AN', 'BN', 'CS', 'EN', 'ES', 'ET', 'NSM', 'ON', 'R', 'S', 'WS']);
  });

  it('gives the levels of bidi-js for every character of those classes, alone and next to letters and digits', async () => {
    const bidi = await textkitBidi();
    const levelsOf = await engineLevels();
    const classes = new Set(['R', 'AL', 'EN', 'AN', 'ES', 'ET', 'CS', 'WS', 'ON', 'S', 'NSM', 'BN']);
    const characters = bmp()
      .map((code) => String.fromCharCode(code))
      .filter((character) => classes.has(bidi.getBidiCharTypeName(character)));
    expect(characters.length).toBeGreaterThan(6000);
    const expected = (text: string) => Array.from(bidi.getEmbeddingLevels(text, 'rtl').levels);
    // Alone, after, before and between Arabic and Hebrew letters, inside brackets, doubled, and around digits.
    for (const character of characters) {
      for (const text of [
        character,
        `ا${character}`,
        `${character}ا`,
        `ا${character}ب`,
        ` ${character} `,
        `(${character})`,
        `${character}${character}`,
        `ש${character} `,
        `1${character}2`,
        `ا1${character}2`,
        `${character}1`,
        `١${character}٢`,
      ]) {
        const got = levelsOf(text);
        if (got.join() !== expected(text).join())
          expect.fail(`U+${character.charCodeAt(0).toString(16)} in ${JSON.stringify(text)}: ${got} instead of ${expected(text)}`);
      }
    }
  });

  it('gives the levels of bidi-js for 100,000 random paragraphs of Arabic letters, digits, separators and neutrals', async () => {
    const bidi = await textkitBidi();
    const levelsOf = await engineLevels();
    // A few characters of each class, the digits and separators of real text most.
    const alphabet = [
      ...'اكرەیێ',
      ...'שב',
      ...'0123456789',
      ...'٠١٢٣',
      ...'۱۲',
      ...'+-',
      ...'%$#°',
      ...',.:/،',
      ' ',
      ' ',
      '\t',
      ...'()«»!؟—',
      '\u064b',
      '\u200c',
      '\u200f',
      '\u00a0',
    ];
    let seed = 11;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let round = 0; round < 100_000; round++) {
      let text = '';
      for (let length = 1 + Math.floor(next() * 14); length > 0; length--) text += alphabet[Math.floor(next() * alphabet.length)];
      const got = levelsOf(text);
      const expected = Array.from(bidi.getEmbeddingLevels(text, 'rtl').levels);
      if (got.join() !== expected.join()) expect.fail(`${JSON.stringify(text)}: ${got} instead of ${expected}`);
    }
  });
});

describe('textkit: mirroring skipped for texts without a mirrorable character', () => {
  it('every character bidi-js mirrors is in the pattern', async () => {
    const bidi = await textkitBidi();
    const mayMirror = literal(textkitSource, 'mayMirror', '');
    let mirrored = 0;
    for (let code = 0; code <= 0x10ffff; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const character = String.fromCodePoint(code);
      if (!bidi.getMirroredCharacter(character)) continue;
      mirrored++;
      if (!mayMirror.test(character)) expect.fail(`U+${code.toString(16)} has a mirror but is not in the pattern`);
    }
    expect(mirrored).toBeGreaterThan(300);
  });
});

describe('layout: the emoji pattern skipped for texts without a possible emoji', () => {
  it('every match of the emoji pattern holds a character of the shortcut', async () => {
    const fromLayout = createRequire(require.resolve('@react-pdf/layout'));
    const emojiRegex = ((await import(pathToFileURL(fromLayout.resolve('emoji-regex-xs')).href)) as { default: () => RegExp }).default();
    const mayHoldEmoji = literal(layoutSource, 'mayHoldEmoji', 'u');
    let matches = 0;
    // Every code point alone, before a variation selector, before a keycap, doubled, and joined to another emoji.
    for (let code = 0; code <= 0x10ffff; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const character = String.fromCodePoint(code);
      for (const text of [character, `${character}\ufe0f`, `${character}\ufe0f\u20e3`, `${character}${character}`, `${character}\u200d\u2764\ufe0f`]) {
        for (const match of text.matchAll(emojiRegex)) {
          matches++;
          if (!mayHoldEmoji.test(match[0])) expect.fail(`${JSON.stringify(match[0])} matches the emoji pattern but not the shortcut`);
        }
      }
    }
    expect(matches).toBeGreaterThan(3000);
    expect(mayHoldEmoji.test('Kar کار 2026 #1 *')).toBe(false);
  });
});

describe('fontkit: subset glyphs kept on the glyph objects', () => {
  type Write = (tables: object) => Uint8Array;
  type Subset = { includeGlyph(glyph: number): number; encode(): Uint8Array; _karWriteTables: Write; _karWriteTablesUpstream: Write };
  type Font = { numGlyphs: number; createSubset(): Subset; glyphsForString(text: string): Array<{ id: number }> };
  const open = () => fontkit.create(readFileSync(require.resolve('vazirmatn/fonts/ttf/Vazirmatn-Regular.ttf'))) as unknown as Font;
  const encode = (font: Font, glyphs: number[], upstream = false) => {
    const subset = font.createSubset();
    if (upstream) subset._karWriteTables = subset._karWriteTablesUpstream;
    for (const glyph of glyphs) subset.includeGlyph(glyph);
    return Buffer.from(subset.encode());
  };

  it('encodes the same bytes as a fresh font through restructure, for Arabic-script and Latin glyphs, compound ones included', () => {
    const kept = open();
    const sets = [
      kept.glyphsForString('ئاراس محەمەد کەریم — هەولێر، کوردستان').map((glyph) => glyph.id),
      kept.glyphsForString('Aras Mohammed Karim, Erbil 2019–2023').map((glyph) => glyph.id),
      Array.from({ length: 300 }, (_, index) => (index * 37) % kept.numGlyphs),
    ];
    sets.push([...(sets[2] ?? [])].reverse());
    for (const glyphs of sets) {
      const once = encode(kept, glyphs);
      const again = encode(kept, glyphs);
      const fresh = encode(open(), glyphs, true);
      expect(once.equals(fresh)).toBe(true);
      expect(again.equals(fresh)).toBe(true);
    }
  });
});

describe('textkit: a paragraph narrower than its line is one line without Knuth and Plass', () => {
  it('lays out paragraphs near their natural width as the full algorithm does', async () => {
    type Line = { string: string; box: object; runs: Array<{ positions: Array<{ xAdvance: number }> }> };
    type Textkit = {
      default: (engines: object) => (value: object, container: object, options: object) => Line[][];
      fromFragments: (fragments: object[]) => object;
      [engine: string]: unknown;
    };
    const textkit = (await import('@react-pdf/textkit')) as unknown as Textkit;
    const { bidi, linebreaker, justification, textDecoration, scriptItemizer, wordHyphenation, fontSubstitution } = textkit;
    const engine = textkit.default({ bidi, linebreaker, justification, textDecoration, scriptItemizer, wordHyphenation, fontSubstitution });
    const font = fontkit.create(readFileSync(require.resolve('vazirmatn/fonts/ttf/Vazirmatn-Regular.ttf')));
    const words = ['Kar', 'jobs', 'Erbil', 'engineering', 'کار', 'هەولێر', 'ئەندازیاری', 'العمل', '2019', '+964', '—', '(API)'];
    let seed = 5;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    // Kar's own hyphenation (whole words) and textkit's English syllables, which add a penalty between syllables.
    const whole = (word: string) => [word];
    let hyphenationCallback: typeof whole | undefined = whole;
    const lay = (text: string, direction: string, width: number, knuthPlassOnly: boolean) => {
      const string = textkit.fromFragments([
        { string: text, attributes: { font: [font], fontSize: 10, direction, align: direction === 'rtl' ? 'right' : 'left' } },
      ]);
      const lines = engine(string, { x: 0, y: 0, width, height: 10_000 }, { hyphenationCallback, karKnuthPlassOnly: knuthPlassOnly });
      return JSON.stringify(
        lines.map((block) => block.map((line) => [line.string, line.box, line.runs.map((run) => run.positions.map((position) => position.xAdvance))])),
      );
    };
    for (let round = 0; round < 600; round++) {
      const text = Array.from({ length: 1 + Math.floor(next() * 8) }, () => words[Math.floor(next() * words.length)]).join(' ');
      const direction = next() < 0.5 ? 'rtl' : 'ltr';
      hyphenationCallback = next() < 0.5 ? whole : undefined;
      const natural = JSON.parse(lay(text, direction, 100_000, true)) as Array<Array<[string, { width: number }, number[][]]>>;
      const width = natural[0]?.[0]?.[2].flat().reduce((sum, advance) => sum + advance, 0) ?? 0;
      // At, just above and below, and well above its natural width, with and without a hyphen's room; and at half
      // of it (several lines).
      for (const available of [width, width + 0.02, width + 1, width + 4.99, width + 5, width + 5.02, width + 6, width * 1.5, width - 0.02, width / 2]) {
        expect(lay(text, direction, available, false), `${JSON.stringify(text)} at ${available}`).toBe(lay(text, direction, available, true));
      }
    }
  });
});
