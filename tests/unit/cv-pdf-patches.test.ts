// The dependency patches of the CV PDF renderer (patches/, applied by `patch-package` on `npm install`; see
// docs/decisions/0009-cv-pdf-speed.md) are in the files that Node (tests) and workerd (wrangler's bundle) load.
// Without them the PDFs are the same, only slower; this test says so when an install skipped its scripts or
// an upgrade left a patch behind. Two patches also rest on assumptions checked below: @react-pdf/layout's on
// yoga's defaults for a new node, on the cases in which a last page must still be laid out again at its full
// height and on which boxes a page split off by pagination may keep as they were laid out, @react-pdf/textkit's on
// which characters can make a left-to-right paragraph leave level 0.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Document, Page, renderToBuffer, Text, View } from '@react-pdf/renderer';
import { createElement, type ReactElement } from 'react';
import { afterAll, describe, expect, it } from 'vitest';
import { bboxWords } from '../support/poppler';

const require = createRequire(import.meta.url);
/** The folder of the installed package (pdfkit and fontkit do not export their package.json). */
function packageDir(name: string): string {
  let dir = dirname(require.resolve(name));
  while (!existsSync(join(dir, 'package.json')) || (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string }).name !== name) {
    if (dirname(dir) === dir) throw new Error(`${name} is not installed`);
    dir = dirname(dir);
  }
  return dir;
}

const patched: Array<[string, string[]]> = [
  ['pdfkit', ['js/pdfkit.node.mjs', 'js/pdfkit.browser.mjs']],
  ['fontkit', ['dist/module.mjs', 'dist/browser-module.mjs']],
  ['@react-pdf/font', ['lib/index.js', 'lib/index.browser.js']],
  ['@react-pdf/stylesheet', ['lib/index.js']],
  ['@react-pdf/layout', ['lib/index.js']],
  ['@react-pdf/textkit', ['lib/textkit.js']],
  ['@react-pdf/render', ['lib/index.js']],
];

describe('CV PDF dependency patches', () => {
  it.each(patched)('%s is patched where Node and workerd load it', (name, files) => {
    const version = (JSON.parse(readFileSync(join(packageDir(name), 'package.json'), 'utf8')) as { version: string }).version;
    for (const file of files) {
      expect(readFileSync(join(packageDir(name), file), 'utf8'), `${name}/${file}`).toContain(`Kar (patches/${name.replace('/', '+')}+${version}.patch)`);
    }
  });

  it('a new yoga node already has the values the layout patch no longer sets when a style has none', async () => {
    // The yoga-layout that @react-pdf/layout imports, with react-pdf's config.
    const load = createRequire(require.resolve('@react-pdf/layout')).resolve('yoga-layout/load');
    const yoga = (await import(pathToFileURL(load).href)) as typeof import('yoga-layout/load');
    const instance = await yoga.loadYoga();
    const config = instance.Config.create();
    config.setPointScaleFactor(0);
    const node = instance.Node.createWithConfig(config);
    expect(node.getDisplay()).toBe(yoga.Display.Flex);
    expect(node.getFlexWrap()).toBe(yoga.Wrap.NoWrap);
    expect(node.getFlexDirection()).toBe(yoga.FlexDirection.Column);
    expect(node.getAlignItems()).toBe(yoga.Align.Stretch);
    expect(node.getAlignSelf()).toBe(yoga.Align.Auto);
    expect(node.getFlexGrow()).toBe(0);
    node.free();
    config.free();
  });

  it('every character outside the right-to-left set of the textkit patch is at level 0 in a left-to-right paragraph, as bidi-js finds', async () => {
    const fromTextkit = createRequire(require.resolve('@react-pdf/textkit'));
    const bidi = (
      (await import(pathToFileURL(fromTextkit.resolve('bidi-js')).href)) as {
        default: () => { getEmbeddingLevels(text: string, direction: string): { levels: Uint8Array } };
      }
    ).default();
    const source = readFileSync(require.resolve('@react-pdf/textkit'), 'utf8');
    const pattern = /const rightToLeftOrControl = \/(.+)\/u;/.exec(source)?.[1];
    expect(pattern).toBeDefined();
    const rightToLeftOrControl = new RegExp(pattern ?? '', 'u');
    // Each character between European digits and spaces, 512 code points to a paragraph, the whole of Unicode.
    for (let start = 0; start <= 0x10ffff; start += 512) {
      let text = 'a ';
      for (let codePoint = start; codePoint < start + 512; codePoint++) {
        const character = codePoint >= 0xd800 && codePoint <= 0xdfff ? '' : String.fromCodePoint(codePoint);
        if (character && !rightToLeftOrControl.test(character)) text += `${character}1 `;
      }
      const { levels } = bidi.getEmbeddingLevels(text, 'ltr');
      expect(
        levels.every((level) => level === 0),
        `U+${start.toString(16)}…`,
      ).toBe(true);
    }
    expect(rightToLeftOrControl.test('كار')).toBe(true);
    expect(rightToLeftOrControl.test('\u202a')).toBe(true);
  });
});

describe('the last page of a document is still laid out at its full height when its layout depends on it', () => {
  const work = mkdtempSync(join(tmpdir(), 'kar-cv-pdf-patches-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));
  const pageHeight = 841.89;
  const padding = 40;

  /** Renders one A4 page (or more: `filler` lines before) and returns the box of the word `word` on its last page. */
  async function wordBox(name: string, children: ReactElement[], filler = 0) {
    const lines = Array.from({ length: filler }, (_, index) =>
      createElement(Text, { key: `filler-${index}`, style: { fontSize: 12, lineHeight: 1.5 } }, `Line ${index + 1}`),
    );
    const document = createElement(Document, null, createElement(Page, { size: 'A4', style: { padding } }, ...lines, ...children));
    const file = join(work, `${name}.pdf`);
    writeFileSync(file, await renderToBuffer(document));
    const words = bboxWords(file);
    const last = Math.max(...words.map((word) => word.page));
    const box = words.find((word) => word.page === last && word.text === 'Word');
    if (!box) throw new Error(`no word in ${name}`);
    /** The bottom of the last filler line on the same page (the page's top padding when there is none). */
    const above = Math.max(
      padding,
      ...words.filter((other) => other.page === last && other.text !== 'Word' && other.yMax <= box.yMin).map((other) => other.yMax),
    );
    return { ...box, pages: last, above };
  }
  const word = (style: Record<string, string | number> = {}) => createElement(Text, { key: 'word', style: { fontSize: 12, ...style } }, 'Word');

  it('a page that stacks its content from the top keeps it there (the case the patch takes a shortcut for)', async () => {
    for (const filler of [0, 60]) {
      const box = await wordBox(`top-${filler}`, [word()], filler);
      expect(box.pages).toBe(filler ? 2 : 1);
      expect(box.yMin - box.above).toBeGreaterThan(-1);
      expect(box.yMin - box.above).toBeLessThan(8);
    }
  });

  it.each([
    ['a child that grows', [createElement(View, { key: 'grow', style: { flexGrow: 1 } }), word()]],
    ['an automatic top margin', [word({ marginTop: 'auto' })]],
    ['a box placed from the bottom', [createElement(View, { key: 'anchor', style: { position: 'absolute', bottom: padding, left: padding } }, word())]],
  ])('%s puts the word at the bottom of the page, on the first page and on the last of two', async (name, children) => {
    for (const filler of [0, 50]) {
      const box = await wordBox(`${name.replace(/ /g, '-')}-${filler}`, children, filler);
      expect(box.pages).toBe(filler ? 2 : 1);
      expect(box.yMax).toBeGreaterThan(pageHeight - padding - 6);
      expect(box.yMax).toBeLessThan(pageHeight - padding + 1);
    }
  });
});

describe('pages that pagination splits off keep the layout of the boxes inside them that did not change', () => {
  const work = mkdtempSync(join(tmpdir(), 'kar-cv-pdf-kept-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));
  const padding = 40;
  interface LaidOut {
    type: string;
    box?: Record<string, number>;
    style?: Record<string, unknown>;
    children?: LaidOut[];
  }
  const filler = (count: number) =>
    Array.from({ length: count }, (_, index) => createElement(Text, { key: `filler-${index}`, style: { fontSize: 12, lineHeight: 1.5 } }, `Line ${index + 1}`));
  /** The document's pages as react-pdf laid them out, and its words. */
  async function render(name: string, children: ReactElement[]) {
    let pages: LaidOut[] = [];
    // react-pdf passes its layout beside the documented props (OnRenderProps declares only the blob).
    const onRender = (props: object) => {
      pages = (props as { _INTERNAL__LAYOUT__DATA_?: LaidOut })._INTERNAL__LAYOUT__DATA_?.children ?? [];
    };
    const file = join(work, `${name}.pdf`);
    writeFileSync(file, await renderToBuffer(createElement(Document, { onRender }, createElement(Page, { size: 'A4', style: { padding } }, ...children))));
    return { pages, words: bboxWords(file) };
  }
  /** Boxes whose height comes from their content (no height of their own) and that do not end where it ends. */
  function misfits(node: LaidOut, path = node.type): string[] {
    const children = node.children ?? [];
    const inFlow = children.filter((child) => child.style?.position !== 'absolute' && child.type !== 'TEXT_INSTANCE');
    const found = children.flatMap((child, index) => misfits(child, `${path}/${index}:${child.type}`));
    if (node.type !== 'VIEW' || node.style?.height !== undefined || !inFlow.length || !node.box) return found;
    const box = node.box;
    const content = Math.max(...inFlow.map((child) => (child.box?.top ?? 0) + (child.box?.height ?? 0) + (child.box?.marginBottom ?? 0)));
    const height = content + (box.paddingBottom ?? 0) + (box.borderBottomWidth ?? 0);
    return Math.abs(height - (box.height ?? 0)) > 0.01 ? [...found, `${path}: ${box.height} for content ending at ${height}`] : found;
  }
  /** A box of nested columns and a row, with padding, borders and margins: what the layout patch keeps whole. */
  const block = (key: string) =>
    createElement(
      View,
      { key, wrap: false, style: { padding: 10, borderWidth: 1, marginTop: 6 } },
      createElement(Text, { style: { fontSize: 14 } }, 'Alpha'),
      createElement(
        View,
        { style: { flexDirection: 'row', justifyContent: 'space-between', marginTop: 4 } },
        createElement(Text, { style: { fontSize: 10 } }, 'Beta'),
        createElement(View, { style: { paddingHorizontal: 8 } }, createElement(Text, { style: { fontSize: 10 } }, 'Gamma')),
      ),
      createElement(View, { style: { alignItems: 'center', padding: 5 } }, createElement(Text, { style: { fontSize: 9 } }, 'Delta')),
    );
  /** Every box of a laid-out tree, in order. */
  const boxes = (node: LaidOut): Array<Record<string, number> | undefined> => [node.box, ...(node.children ?? []).flatMap(boxes)];

  it('a box moved whole to the next page is laid out there as on a page of its own', async () => {
    const alone = await render('alone', [block('block')]);
    // 41 lines of 18 pt leave less room on the first page than the box needs, so it moves to the second.
    const moved = await render('moved', [...filler(41), block('block')]);
    expect(moved.pages).toHaveLength(2);
    const [aloneBlock] = alone.pages[0]?.children ?? [];
    const movedBlock = moved.pages[1]?.children?.find((child) => child.type === 'VIEW');
    expect(aloneBlock && movedBlock).toBeTruthy();
    expect(boxes(movedBlock as LaidOut)).toEqual(boxes(aloneBlock as LaidOut));
    const placed = (words: typeof alone.words, page: number) => words.filter((word) => word.page === page && !/^(Line|\d+)$/.test(word.text));
    expect(placed(moved.words, 2)).toEqual(placed(alone.words, 1).map((word) => ({ ...word, page: 2 })));
  });

  it('a column split over two pages ends where its content ends on both, and its boxes stay centred', async () => {
    const items = Array.from({ length: 30 }, (_, index) =>
      createElement(
        View,
        { key: index, style: { paddingVertical: 2, borderBottomWidth: 0.5 } },
        createElement(Text, { style: { fontSize: 12, lineHeight: 1.5 } }, 'Word '.repeat(1 + (index % 4)).trim()),
      ),
    );
    const column = createElement(View, { key: 'column', style: { alignItems: 'center', borderWidth: 1, padding: 4 } }, ...items);
    const { pages, words } = await render('centred', [...filler(30), column]);
    expect(pages).toHaveLength(2);
    expect(pages.flatMap((page) => misfits(page))).toEqual([]);
    const lines = new Map<string, { xMin: number; xMax: number; page: number }>();
    for (const word of words.filter((candidate) => candidate.text === 'Word')) {
      const key = `${word.page}:${word.yMin.toFixed(1)}`;
      const line = lines.get(key);
      lines.set(key, { page: word.page, xMin: Math.min(line?.xMin ?? Infinity, word.xMin), xMax: Math.max(line?.xMax ?? -Infinity, word.xMax) });
    }
    expect([...lines.values()].filter((line) => line.page === 2).length).toBeGreaterThan(10);
    for (const line of lines.values()) expect(Math.abs((line.xMin + line.xMax) / 2 - 595.28 / 2)).toBeLessThan(0.5);
  });
});
