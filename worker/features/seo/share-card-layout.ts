import type { Locale, SvgFont } from '../../ports';
import { shareCardHeight, shareCardWidth } from './share-card-size';

/** What a job's share card shows, in the job's language. */
export interface ShareCardFacts {
  language: Locale;
  title: string;
  company: string;
  city: string;
  /** As the job page words it (job-page-body.ts); null when the company keeps it to itself. */
  salary: string | null;
  /** The site's name in the job's language, and where it is reached (`kar.example`). */
  site: string;
  host: string;
}

/** How far a line reaches when drawn (the rasteriser's own shaping, so that wrapping agrees with drawing). */
export type MeasureText = (text: string, font: SvgFont) => number;

const family = 'Vazirmatn';
const margin = 80;
const lineWidth = shareCardWidth - 2 * margin;
const footerHeight = 96;
const accentHeight = 12;
const colours = { brand: '#0f766e', ink: '#0f172a', muted: '#475569', paper: '#ffffff', onBrand: '#ffffff', onBrandMuted: '#ccfbf1' };

/** The title's sizes, largest first: the first whose lines fit is used; the last cuts what does not fit with "…". */
const titleSizes = [
  { size: 72, lineHeight: 88, maxLines: 2 },
  { size: 60, lineHeight: 76, maxLines: 3 },
] as const;

const ellipsis = '\u2026';
/** Bidi controls typed into a title could end the card's own isolates early; XML forbids most C0 controls. */
const unwanted = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u202a-\u202e\u2066-\u2069\ufffe\uffff]/g;

const cleaned = (text: string) => text.replace(unwanted, '').replace(/\s+/g, ' ').trim();
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
const rightToLeft = (language: Locale) => language !== 'en';

/** Cuts `text` at its end, word by word and then letter by letter, until it fits with "…" after it. */
function cutToFit(text: string, font: SvgFont, measure: MeasureText): string {
  if (measure(text, font) <= lineWidth) return text;
  const words = text.split(' ');
  while (words.length > 1) {
    words.pop();
    const shorter = `${words.join(' ')}${ellipsis}`;
    if (measure(shorter, font) <= lineWidth) return shorter;
  }
  const letters = Array.from(words[0] ?? '');
  let low = 0;
  let high = letters.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (measure(`${letters.slice(0, middle).join('')}${ellipsis}`, font) <= lineWidth) low = middle;
    else high = middle - 1;
  }
  return `${letters.slice(0, low).join('')}${ellipsis}`;
}

/** Greedy word wrapping into at most `maxLines` lines; `complete` is false when words were left over. */
function wrap(text: string, font: SvgFont, maxLines: number, measure: MeasureText): { lines: string[]; complete: boolean } {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const longer = current ? `${current} ${word}` : word;
    if (!current || measure(longer, font) <= lineWidth) {
      current = longer;
      continue;
    }
    lines.push(current);
    current = word;
    if (lines.length === maxLines) return { lines, complete: false };
  }
  lines.push(current);
  const fits = lines.every((line) => measure(line, font) <= lineWidth);
  return { lines, complete: fits };
}

/** The title in the largest size whose lines fit; in the smallest, the last line ends with "…" when needed. */
function titleLines(title: string, measure: MeasureText) {
  for (const [index, option] of titleSizes.entries()) {
    const font: SvgFont = { family, size: option.size, weight: 700 };
    const { lines, complete } = wrap(title, font, option.maxLines, measure);
    if (complete) return { font, lines, lineHeight: option.lineHeight };
    if (index === titleSizes.length - 1) {
      const kept = lines.slice(0, option.maxLines - 1);
      const rest = title.split(' ').slice(kept.join(' ').split(' ').length).join(' ');
      // A kept line may be one word wider than the card: it is cut too.
      const shown = rest ? [...kept, rest] : kept;
      return { font, lines: shown.map((line) => cutToFit(line, font, measure)), lineHeight: option.lineHeight };
    }
  }
  throw new Error('no title size');
}

interface Line {
  text: string;
  font: SvgFont;
  colour: string;
  /** Distance from the line above's baseline (the first: from the top of the block). */
  advance: number;
}

/**
 * The card as SVG: the title (up to three lines), the company, the city and the salary, aligned to the side the
 * job's language starts from, above a band with the site's name. Every line is one bidi isolate (RLI or LRI … PDI):
 * resvg starts each text element left to right, and the isolate makes a Sorani or Arabic line a right-to-left
 * paragraph, with Latin names and digit runs kept whole inside it.
 */
export function shareCardSvg(facts: ShareCardFacts, measure: MeasureText): string {
  const rtl = rightToLeft(facts.language);
  const title = titleLines(cleaned(facts.title) || facts.site, measure);
  const detail = (text: string, size: number, weight: 400 | 700, colour: string, advance: number): Line => {
    const font: SvgFont = { family, size, weight };
    return { text: cutToFit(text, font, measure), font, colour, advance };
  };
  const lines: Line[] = [
    ...title.lines.map((text, index) => ({ text, font: title.font, colour: colours.ink, advance: index === 0 ? title.font.size : title.lineHeight })),
    detail(cleaned(facts.company), 42, 700, colours.brand, 40 + 42),
    detail(cleaned(facts.city), 36, 400, colours.muted, 58),
    ...(facts.salary ? [detail(facts.salary.trim(), 40, 700, colours.ink, 64)] : []),
  ];
  // The block is centred between the accent bar and the footer band; descenders need a little room under the last line.
  const blockHeight = lines.reduce((sum, line) => sum + line.advance, 0) + 12;
  const top = accentHeight + (shareCardHeight - footerHeight - accentHeight - blockHeight) / 2;

  const startX = rtl ? shareCardWidth - margin : margin;
  const endX = rtl ? margin : shareCardWidth - margin;
  const text = (content: string, x: number, y: number, font: SvgFont, colour: string, anchor: 'start' | 'end') =>
    `<text x="${x}" y="${Math.round(y)}" font-family="${font.family}" font-size="${font.size}" font-weight="${font.weight}" fill="${colour}" text-anchor="${anchor}">` +
    `${rtl ? '\u2067' : '\u2066'}${escapeXml(content)}\u2069</text>`;
  // Right to left, the start side is the right edge: anchoring there at "end" keeps every line flush right.
  const startAnchor = rtl ? 'end' : 'start';
  const endAnchor = rtl ? 'start' : 'end';

  let y = top;
  const drawn = lines.map((line) => {
    y += line.advance;
    return text(line.text, startX, y, line.font, line.colour, startAnchor);
  });
  const footerBaseline = shareCardHeight - footerHeight / 2 + 14;
  const siteFont: SvgFont = { family, size: 40, weight: 700 };
  const hostFont: SvgFont = { family, size: 28, weight: 400 };

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${shareCardWidth}" height="${shareCardHeight}" viewBox="0 0 ${shareCardWidth} ${shareCardHeight}">`,
    `<rect width="${shareCardWidth}" height="${shareCardHeight}" fill="${colours.paper}"/>`,
    `<rect width="${shareCardWidth}" height="${accentHeight}" fill="${colours.brand}"/>`,
    `<rect y="${shareCardHeight - footerHeight}" width="${shareCardWidth}" height="${footerHeight}" fill="${colours.brand}"/>`,
    ...drawn,
    text(facts.site, startX, footerBaseline, siteFont, colours.onBrand, startAnchor),
    text(facts.host, endX, footerBaseline, hostFont, colours.onBrandMuted, endAnchor),
    '</svg>',
  ].join('');
}
