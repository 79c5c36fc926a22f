// Share cards drawn as the queue's consumer draws them (resvg and mozjpeg from the same wasm as the worker), decoded
// again and read pixel by pixel: their size, their weight, and which side each line of text starts from.
import { beforeAll, describe, expect, it } from 'vitest';
import { salaryText } from '../../worker/features/seo/job-page-body';
import { shareCardSvg, type ShareCardFacts } from '../../worker/features/seo/share-card-layout';
import { shareCardMaxBytes } from '../../worker/features/seo/share-cards.service';
import type { SvgRasterizer } from '../../worker/ports';
import { loadSvgRasterizerForNode } from '../../worker/platform/svg-jpeg.node';
import { decodeJpeg, jpegSize } from '../support/jpeg';

const margin = 80;
/** The white between the accent bar (12 px) and the footer band (96 px), a little inside both. */
const content = { top: 16, bottom: 630 - 96 - 4 };

const cards: Record<'en' | 'ckb' | 'ar', ShareCardFacts> = {
  en: {
    language: 'en',
    title: 'Senior Backend Developer',
    company: 'Zagros Tech',
    city: 'Erbil',
    salary: salaryText({ min: 1500, max: 2500, currency: 'USD' }, 'en'),
    site: 'Kar',
    host: 'kar.example',
  },
  ckb: {
    language: 'ckb',
    title: 'گەشەپێدەری وێبی React و TypeScript بۆ تیمی بەرهەم',
    company: 'Zagros Tech',
    city: 'سلێمانی',
    salary: salaryText({ min: 1_500_000, max: 2_000_000, currency: 'IQD' }, 'ckb'),
    site: 'کار',
    host: 'kar.example',
  },
  ar: {
    language: 'ar',
    title: 'مطور واجهات أمامية أول',
    company: 'شركة زاكروس للتقنية',
    city: 'أربيل',
    salary: salaryText({ min: 1200, max: null, currency: 'USD' }, 'ar'),
    site: 'كار',
    host: 'kar.example',
  },
};

let rasterizer: SvgRasterizer;

beforeAll(async () => {
  rasterizer = await loadSvgRasterizerForNode();
});

async function drawn(facts: ShareCardFacts) {
  const { bytes, quality } = await rasterizer.jpeg(shareCardSvg(facts, rasterizer.textWidth), shareCardMaxBytes);
  return { bytes, quality, image: await decodeJpeg(bytes) };
}

/** Dark enough to be text on the white card (JPEG leaves faint noise around letters). */
function inked(image: { width: number; data: Uint8ClampedArray }, x: number, y: number): boolean {
  const at = (y * image.width + x) * 4;
  return 765 - ((image.data[at] ?? 0) + (image.data[at + 1] ?? 0) + (image.data[at + 2] ?? 0)) > 180;
}

/** Each line of text on the white part of the card: the rows it spans and its leftmost and rightmost inked columns. */
function textLines(image: { width: number; data: Uint8ClampedArray }) {
  const lines: { top: number; bottom: number; left: number; right: number }[] = [];
  let current: (typeof lines)[number] | null = null;
  for (let y = content.top; y < content.bottom; y++) {
    let left = -1;
    let right = -1;
    for (let x = 0; x < image.width; x++) {
      if (!inked(image, x, y)) continue;
      if (left < 0) left = x;
      right = x;
    }
    if (left < 0) {
      // A gap of a few rows may be the space between a letter's dots and its body: a line ends after 8 empty rows.
      if (current && y - current.bottom > 8) current = null;
      continue;
    }
    if (!current) {
      current = { top: y, bottom: y, left, right };
      lines.push(current);
    } else {
      current.bottom = y;
      current.left = Math.min(current.left, left);
      current.right = Math.max(current.right, right);
    }
  }
  return lines;
}

describe('share cards', () => {
  it.each(Object.keys(cards) as (keyof typeof cards)[])('draw a %s job as a 1200×630 JPEG within 200 KB', async (language) => {
    const { bytes, image } = await drawn(cards[language]);
    expect(jpegSize(bytes)).toEqual({ width: 1200, height: 630 });
    expect([image.width, image.height]).toEqual([1200, 630]);
    expect(bytes.byteLength).toBeLessThanOrEqual(200 * 1024);
    // Title, company, city and salary, each its own line of ink (a wrapped title has more than one).
    expect(textLines(image).length).toBeGreaterThanOrEqual(4);
  });

  it('start every line of an English card at the left margin', async () => {
    const lines = textLines((await drawn(cards.en)).image);
    for (const line of lines) expect(line.left, JSON.stringify(line)).toBeGreaterThanOrEqual(margin - 2);
    for (const line of lines) expect(line.left, JSON.stringify(line)).toBeLessThanOrEqual(margin + 12);
    // The city is short: it ends far from the right edge.
    expect(Math.min(...lines.map((line) => line.right))).toBeLessThan(600);
  });

  it.each(['ckb', 'ar'] as const)('start every line of a %s card at the right margin, right to left', async (language) => {
    const lines = textLines((await drawn(cards[language])).image);
    expect(lines.length).toBeGreaterThanOrEqual(4);
    for (const line of lines) expect(line.right, JSON.stringify(line)).toBeLessThanOrEqual(1200 - margin + 2);
    for (const line of lines) expect(line.right, JSON.stringify(line)).toBeGreaterThanOrEqual(1200 - margin - 12);
    // The city is short: it starts far from the left edge.
    expect(Math.max(...lines.map((line) => line.left))).toBeGreaterThan(600);
  });

  it("draw a Sorani title's first word at the right, where a right-to-left reader starts, before a Latin word", async () => {
    // A Latin word is what a left-to-right paragraph would put first: two Sorani words read right to left either way.
    const [first, second] = ['گەشەپێدەری', 'React'];
    const whole = (await drawn({ ...cards.ckb, title: `${first} ${second}` })).image;
    const alone = (await drawn({ ...cards.ckb, title: first ?? '' })).image;
    const [titleLine] = textLines(alone);
    if (!titleLine) throw new Error('no title drawn');
    const firstWidth = Math.ceil(rasterizer.textWidth(first ?? '', { family: 'Vazirmatn', size: 72, weight: 700 }));
    // Over the first word's width at the right margin the two cards are the same picture (give or take JPEG noise)…
    const difference = (from: number, to: number) => {
      let sum = 0;
      let count = 0;
      for (let y = titleLine.top; y <= titleLine.bottom; y++) {
        for (let x = from; x < to; x++) {
          const at = (y * 1200 + x) * 4;
          sum += Math.abs((whole.data[at] ?? 0) - (alone.data[at] ?? 0));
          count++;
        }
      }
      return sum / count;
    };
    expect(difference(1200 - margin - firstWidth, 1200 - margin)).toBeLessThan(3);
    // …and to its left the whole title goes on with the second word, where the lone word left white.
    const leftOfFirst = 1200 - margin - firstWidth - 16;
    const inkIn = (image: typeof whole) => {
      let count = 0;
      for (let y = titleLine.top; y <= titleLine.bottom; y++) for (let x = margin; x < leftOfFirst; x++) if (inked(image, x, y)) count++;
      return count;
    };
    expect(inkIn(alone)).toBe(0);
    expect(inkIn(whole)).toBeGreaterThan(200);
  });

  it('wrap a long title into at most three lines and cut what is left with an ellipsis', async () => {
    const words = Array.from({ length: 40 }, (_unused, index) => `word${index}`).join(' ');
    const svg = shareCardSvg({ ...cards.en, title: words }, rasterizer.textWidth);
    const titleLines = [...svg.matchAll(/font-weight="700" fill="#0f172a"[^>]*>\u2066([^<]*)\u2069</g)].map((match) => match[1] ?? '');
    // The salary is bold ink too: the title is every such line before it.
    expect(titleLines.length).toBe(4);
    expect(titleLines[2]).toMatch(/…$/);
    for (const line of titleLines) expect(rasterizer.textWidth(line, { family: 'Vazirmatn', size: 60, weight: 700 })).toBeLessThanOrEqual(1200 - 2 * margin);
  });

  it("keep a title's markup and bidi controls out of the SVG", () => {
    const svg = shareCardSvg({ ...cards.ar, title: 'مطور <script>\u202e & "Tech"' }, rasterizer.textWidth);
    expect(svg).not.toContain('<script>');
    expect(svg).not.toContain('\u202e');
    expect(svg).toContain('&#60;script&#62;');
  });
});
