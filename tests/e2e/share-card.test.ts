import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ogLocales } from '../../worker/features/seo/seo-words';
import { shareCardSvg } from '../../worker/features/seo/share-card-layout';
import { shareCardHeight, shareCardWidth } from '../../worker/features/seo/share-card-size';
import { loadSvgRasterizerForNode } from '../../worker/platform/svg-jpeg.node';
import { decodeJpeg, jpegSize } from '../support/jpeg';
import { inkProfile, type Pixels, profileDistance, totalInk } from '../support/text-ink';
import { expectAccessible } from './axe';
import { companyApi, publishedJob } from './job-support';
import { baseUrl, messages, openKurdishPage, useBrowser } from './support';

/**
 * Issue 28: a Sorani job's share card shows its title in the order a right-to-left reader reads it. The card the
 * worker drew (resvg in `wrangler dev`) is compared with what Chromium draws of the same words, in the same font, size
 * and place, right to left: column by column, the card's title must match Chromium's drawing and not the same words
 * in the other order (which is what a card laid out left to right shows).
 */
useBrowser();

/** Five words of clearly different widths, two lines at the card's largest size: word order moves every gap. */
const title = 'پەرستاری شەوانە لە نەخۆشخانەی هەولێر';
const company = 'Zagros Tech';
/** Issue 28's ceiling on the card's file. */
const maxCardBytes = 200 * 1024;
const require = createRequire(import.meta.url);

/**
 * Measured on this title: the card against Chromium's drawing ≤ 0.01, Chromium's two orders against each other ≈ 0.30,
 * a card drawn in the wrong order against Chromium's right one ≈ 0.30 (share of ink that differs, profileDistance).
 */
const sameDrawing = 0.08;
const otherOrder = 0.15;

/**
 * A Sorani job of an approved company (job-support.ts), without a salary, then paused and reopened over the API:
 * reopening is what queues its share card, which the queue's consumer draws.
 */
async function soraniJobWithCardQueued(): Promise<number> {
  const { id, companyToken } = await publishedJob(
    {
      title,
      language: 'ckb',
      description: '<p>چاودێری نەخۆشەکان لە کاتی شەودا.</p>',
      requirements: ['بڕوانامەی پەرستاری'],
      salary: undefined,
    },
    company,
  );
  await companyApi(companyToken, `/company/jobs/${id}/pause`, 'POST');
  await companyApi(companyToken, `/company/jobs/${id}/reopen`, 'POST');
  return id;
}

interface TitleLine {
  text: string;
  /** The inline start: right to left, the line's right end. */
  x: number;
  /** The baseline. */
  y: number;
  size: number;
  weight: number;
  fill: string;
  anchor: string;
}

/**
 * The title's lines as share-card-layout.ts places them for this job (its wrapping measured by the worker's own
 * rasteriser): the leading <text> elements in the title's size. Only the title and whether a salary line follows move
 * them; this job has none.
 */
async function titleLayout(): Promise<TitleLine[]> {
  const rasterizer = await loadSvgRasterizerForNode();
  const facts = { language: 'ckb', title, company, city: 'دهۆک', salary: null, site: messages.ckb.app_name, host: new URL(baseUrl).host } as const;
  const texts = [...shareCardSvg(facts, rasterizer.textWidth).matchAll(/<text ([^>]*)>([^<]*)<\/text>/g)].map(([, attributes = '', content = '']) => {
    const attribute = (name: string) => new RegExp(`(?:^| )${name}="([^"]*)"`).exec(attributes)?.[1] ?? '';
    return {
      // The card's bidi isolates are controls, not ink.
      text: content.replace(/[\u2066-\u2069]/g, ''),
      x: Number(attribute('x')),
      y: Number(attribute('y')),
      size: Number(attribute('font-size')),
      weight: Number(attribute('font-weight')),
      fill: attribute('fill'),
      anchor: attribute('text-anchor'),
    };
  });
  const detailsFrom = texts.findIndex((text) => text.size !== texts[0]?.size);
  const lines = detailsFrom < 0 ? texts : texts.slice(0, detailsFrom);
  expect(lines.map((line) => line.text).join(' ')).toBe(title);
  return lines;
}

/** The font files the worker hands resvg (svg-jpeg-load.ts), by weight, base64 for the page. */
const fontFiles: Record<number, string> = { 400: 'Vazirmatn-Regular.ttf', 700: 'Vazirmatn-Bold.ttf' };
const fontBase64 = (weight: number) => readFileSync(require.resolve(`vazirmatn/fonts/ttf/${fontFiles[weight] ?? ''}`)).toString('base64');

/**
 * Chromium's own drawing of the lines on a white canvas of the card's size: the worker's font file loaded from its
 * bytes under a family name only it has (no system font can stand in), direction rtl, right-aligned at each line's x,
 * on its baseline.
 */
async function drawnByChromium(page: Page, lines: TitleLine[]): Promise<Pixels> {
  const weights = [...new Set(lines.map((line) => line.weight))];
  const fonts = weights.map((weight) => ({ weight, base64: fontBase64(weight) }));
  const drawn = await page.evaluate(
    async ({ fonts, lines, width, height }) => {
      for (const font of fonts) {
        const bytes = Uint8Array.from(atob(font.base64), (character) => character.charCodeAt(0));
        const face = new FontFace('Share card test font', bytes, { weight: String(font.weight) });
        // The test project's DOM typings leave out FontFaceSet's Set half (lib.dom.iterable), which Chromium has.
        (document.fonts as unknown as Set<FontFace>).add(await face.load());
      }
      const canvas = document.createElement('canvas');
      Object.assign(canvas, { width, height });
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, width, height);
      context.direction = 'rtl';
      context.textAlign = 'right';
      context.textBaseline = 'alphabetic';
      for (const line of lines) {
        context.font = `${line.weight} ${line.size}px "Share card test font"`;
        context.fillStyle = line.fill;
        context.fillText(line.text, line.x, line.y);
      }
      const { data } = context.getImageData(0, 0, width, height);
      let binary = '';
      for (let at = 0; at < data.length; at += 0x8000) binary += String.fromCharCode(...data.subarray(at, at + 0x8000));
      return btoa(binary);
    },
    { fonts, lines, width: shareCardWidth, height: shareCardHeight },
  );
  return { width: shareCardWidth, height: shareCardHeight, data: new Uint8ClampedArray(Buffer.from(drawn, 'base64')) };
}

/** A line's own rows: from a little under its size above the baseline to a quarter of it below, clear of its neighbours. */
const band = (line: TitleLine) => ({ top: Math.round(line.y - 0.8 * line.size), bottom: Math.round(line.y + 0.25 * line.size) });
const reversedWords = (line: TitleLine) => ({ ...line, text: line.text.split(' ').reverse().join(' ') });

describe("a Sorani job's share card", () => {
  it('is named in the page head, is a 1200×630 JPEG within 200 KB, and shows the title right to left as Chromium draws it', { timeout: 120_000 }, async () => {
    const id = await soraniJobWithCardQueued();
    const pageHead = async () => {
      const html = await (await fetch(`${baseUrl}/jobs/${id}`, { headers: { Accept: 'text/html' } })).text();
      return html.slice(0, html.indexOf('</head>'));
    };
    // The card is drawn by the queue's consumer after the reopen's reply; the page names it once it is stored.
    await expect.poll(async () => (await pageHead()).includes('property="og:image"'), { timeout: 45_000, interval: 500 }).toBe(true);

    const page = await openKurdishPage(`/jobs/${id}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    const og = (property: string) => page.locator(`meta[property="og:${property}"]`).getAttribute('content');
    const imageUrl = (await og('image')) ?? '';
    expect(imageUrl.startsWith(`${baseUrl}/share-cards/jobs/${id}-`), imageUrl).toBe(true);
    expect(imageUrl).toMatch(/-[0-9a-f]{16}\.jpg$/);
    expect(await og('image:type')).toBe('image/jpeg');
    expect(await og('image:width')).toBe(String(shareCardWidth));
    expect(await og('image:height')).toBe(String(shareCardHeight));
    expect(await og('locale')).toBe(ogLocales.ckb);
    await expectAccessible(page);

    const response = await fetch(imageUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(jpegSize(bytes)).toEqual({ width: shareCardWidth, height: shareCardHeight });
    expect(bytes.byteLength).toBeLessThanOrEqual(maxCardBytes);
    const card = await decodeJpeg(bytes);

    const lines = await titleLayout();
    // Right to left the inline start is the right margin, where the layout anchors every line's end.
    for (const line of lines) expect([line.anchor, line.x > shareCardWidth / 2]).toEqual(['end', true]);
    const canvasPage = await page.context().newPage();
    const [right, reversed] = [await drawnByChromium(canvasPage, lines), await drawnByChromium(canvasPage, lines.map(reversedWords))];

    const multiWordLines = lines.filter((line) => line.text.includes(' '));
    expect(multiWordLines.length).toBeGreaterThan(0);
    for (const line of lines) {
      const { top, bottom } = band(line);
      const [ofCard, ofRight, ofReversed] = [inkProfile(card, top, bottom), inkProfile(right, top, bottom), inkProfile(reversed, top, bottom)];
      // Both drew something of a size: the same words in the same font and size hold about the same ink.
      expect(totalInk(ofRight)).toBeGreaterThan(line.size * 20);
      expect(totalInk(ofCard) / totalInk(ofRight)).toBeGreaterThan(0.9);
      expect(totalInk(ofCard) / totalInk(ofRight)).toBeLessThan(1.1);
      const figures = {
        line: line.text,
        cardToChromium: profileDistance(ofCard, ofRight),
        cardToOtherOrder: profileDistance(ofCard, ofReversed),
        chromiumOrders: profileDistance(ofRight, ofReversed),
      };
      const message = JSON.stringify(figures);
      expect(figures.cardToChromium, message).toBeLessThan(sameDrawing);
      if (!multiWordLines.includes(line)) continue;
      // The title was chosen so that word order shows; a line whose words read the same either way proves nothing.
      expect(figures.chromiumOrders, message).toBeGreaterThan(otherOrder);
      expect(figures.cardToOtherOrder, message).toBeGreaterThan(otherOrder);
    }
    await page.context().close();
  });
});
