import { type Direction, type GlyphItem, groupIntoLines } from '../parse/text';

/**
 * A page's reading order when it has two columns (a sidebar beside the main column, the commonest CV template): a
 * steady vertical gap that (almost) no line crosses splits the page, and each column is read whole, the right one
 * first on a right-to-left page. Lines that cross the gap (a name and contact line across the top, a footer) are
 * read where they stand, before or after the columns between them.
 *
 * What is not split: a page whose two sides share their baselines line after line, like dates set left of each
 * entry, or a title with its dates set right (the sides belong together, row by row); a side with fewer than three
 * lines; a gap narrower than the text's usual letter height; a gap more than three lines (and 15% of the lines)
 * cross.
 */

/** Glyphs of one part of the page to be read as lines in one go, in reading order. */
export type Block = GlyphItem[];

interface Row {
  top: number;
  glyphs: GlyphItem[];
  /** The row's text as x intervals (glyphs closer than about a letter joined). */
  spans: Array<[number, number]>;
  size: number;
}

const written = (glyph: GlyphItem) => glyph.str.trim() !== '';

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function rowsOf(glyphs: readonly GlyphItem[]): Row[] {
  return groupIntoLines(glyphs.filter(written)).map((line) => {
    const size = median(line.map((glyph) => glyph.height ?? 10));
    const spans: Array<[number, number]> = [];
    for (const glyph of line) {
      const last = spans[spans.length - 1];
      // Word spaces are a quarter to a third of the size; a column gap is wider than a letter.
      if (last && glyph.x <= last[1] + size * 0.9) last[1] = Math.max(last[1], glyph.x + glyph.width);
      else spans.push([glyph.x, glyph.x + glyph.width]);
    }
    return { top: line[0]?.y ?? 0, glyphs: line, spans, size };
  });
}

interface Gutter {
  from: number;
  to: number;
}

/** The widest band between `start` and `end` that none of `rows` crosses, if it is at least `minimum` wide. */
function widestClearBand(rows: readonly Row[], start: number, end: number, minimum: number): Gutter | null {
  const crossed = new Array<boolean>(Math.max(0, end - start)).fill(false);
  for (const row of rows) {
    for (const [from, to] of row.spans) {
      for (let x = Math.max(start, Math.floor(from)); x < Math.min(end, Math.ceil(to)); x += 1) crossed[x - start] = true;
    }
  }
  let best: Gutter | null = null;
  let runStart = -1;
  for (let index = 0; index <= crossed.length; index += 1) {
    const open = index < crossed.length && !crossed[index];
    if (open && runStart === -1) runStart = index;
    if (!open && runStart !== -1) {
      const candidate = { from: start + runStart, to: start + index };
      if (candidate.to - candidate.from >= minimum && (!best || candidate.to - candidate.from > best.to - best.from)) best = candidate;
      runStart = -1;
    }
  }
  return best;
}

/**
 * The widest band in the middle of the text (its outer 15% aside) that no row crosses, once up to three rows at the
 * top and two at the bottom are set aside (a name and contact lines across the page, a footer), if it is wider than
 * a letter. Setting rows aside is what lets a centred header, which covers part of the gap only, not narrow it.
 */
function findGutter(rows: readonly Row[]): Gutter | null {
  const left = Math.min(...rows.flatMap((row) => row.spans.map((span) => span[0])));
  const right = Math.max(...rows.flatMap((row) => row.spans.map((span) => span[1])));
  const width = right - left;
  if (!(width > 0)) return null;
  const start = Math.floor(left + width * 0.15);
  const end = Math.ceil(right - width * 0.15);
  const minimum = Math.max(8, median(rows.map((row) => row.size)));
  let best: Gutter | null = null;
  for (let top = 0; top <= 3; top += 1) {
    for (let bottom = 0; bottom <= 2; bottom += 1) {
      const body = rows.slice(top, rows.length - bottom);
      if (body.length < 6) continue;
      const band = widestClearBand(body, start, end, minimum);
      if (band && (!best || band.to - band.from > best.to - best.from)) best = band;
    }
  }
  return best;
}

const crosses = (row: Row, gutter: Gutter) => row.spans.some(([from, to]) => from < gutter.to && to > gutter.from);
const hasLeft = (row: Row, gutter: Gutter) => row.spans.some(([from]) => from < gutter.from);
const hasRight = (row: Row, gutter: Gutter) => row.spans.some(([, to]) => to > gutter.to);

/**
 * Whether the two sides are one table read row by row: nearly every line of the side with fewer lines has a line of
 * the other side on its baseline, and that side has clearly more lines (an entry's dates beside its first line, its
 * description under it). A sidebar has lines of its own.
 */
function rowAligned(rows: readonly Row[], gutter: Gutter): boolean {
  const left = rows.filter((row) => hasLeft(row, gutter));
  const right = rows.filter((row) => hasRight(row, gutter));
  const [fewer, more] = left.length <= right.length ? [left, right] : [right, left];
  const both = fewer.filter((row) => hasLeft(row, gutter) && hasRight(row, gutter)).length;
  return both >= fewer.length * 0.75 && fewer.length <= more.length * 0.6;
}

/** The page's glyphs in blocks, in reading order: one block for a page in one column. */
export function readingBlocks(glyphs: readonly GlyphItem[], direction: Direction): Block[] {
  const rows = rowsOf(glyphs);
  const spaces = glyphs.filter((glyph) => !written(glyph));
  const gutter = rows.length >= 6 ? findGutter(rows) : null;
  const split =
    gutter &&
    rows.filter((row) => crosses(row, gutter)).length <= Math.max(3, rows.length * 0.15) &&
    rows.filter((row) => !crosses(row, gutter) && hasLeft(row, gutter)).length >= 3 &&
    rows.filter((row) => !crosses(row, gutter) && hasRight(row, gutter)).length >= 3 &&
    !rowAligned(rows, gutter);
  if (!split) return [[...glyphs]];

  const middle = (gutter.from + gutter.to) / 2;
  const blocks: Block[] = [];
  let band: Row[] = [];
  let across: Row[] = [];
  const closeAcross = () => {
    if (!across.length) return;
    const near = (space: GlyphItem) => across.some((row) => Math.abs(space.y - row.top) <= Math.max(2, row.size / 3));
    blocks.push([...across.flatMap((row) => row.glyphs), ...spaces.filter(near)]);
    across = [];
  };
  const closeBand = () => {
    if (!band.length) return;
    const all = band.flatMap((row) => row.glyphs);
    const top = Math.max(...band.map((row) => row.top + row.size));
    const bottom = Math.min(...band.map((row) => row.top - row.size));
    const inBand = [...all, ...spaces.filter((space) => space.y <= top && space.y >= bottom)];
    const leftSide = inBand.filter((glyph) => glyph.x + glyph.width / 2 < middle);
    const rightSide = inBand.filter((glyph) => glyph.x + glyph.width / 2 >= middle);
    const sides = direction === 'rtl' ? [rightSide, leftSide] : [leftSide, rightSide];
    blocks.push(...sides.filter((side) => side.some(written)));
    band = [];
  };
  for (const row of rows) {
    if (crosses(row, gutter)) {
      closeBand();
      across.push(row);
    } else {
      closeAcross();
      band.push(row);
    }
  }
  closeBand();
  closeAcross();
  return blocks;
}
