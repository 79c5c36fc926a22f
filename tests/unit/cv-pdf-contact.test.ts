// The CV PDF's header lines, read back with poppler: the contact line's separators (a dot between pieces) never end
// a line, however the pieces wrap; and the references heading is the word the CV maker uses.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CvDetail, CvLocale } from '../../worker/features/cvs/cvs.schemas';
import { loadCvPdfFontsForNode } from '../../worker/features/cvs/pdf/fonts.node';
import { cvPdfLabelsFrom, renderCvPdf } from '../../worker/features/cvs/pdf/index';
import { type BoxWord, bboxWords, boxLines, run } from '../support/poppler';

const outDir = 'test-results/cv-pdf';
const messagesFor = (locale: CvLocale) => JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Record<string, string>;
const fixture = (locale: CvLocale) => JSON.parse(readFileSync(`tests/fixtures/cvs/cv-${locale}.json`, 'utf8')) as CvDetail;

async function renderedFile(cv: CvDetail, locale: CvLocale, name: string): Promise<string> {
  mkdirSync(outDir, { recursive: true });
  const labels = cvPdfLabelsFrom((key) => messagesFor(locale)[key]);
  const file = `${outDir}/${name}.pdf`;
  writeFileSync(file, await renderCvPdf(cv, { locale, labels, fonts: loadCvPdfFontsForNode() }));
  return file;
}

/** Page 1 in grey at 2 pixels per point (pdftoppm, PGM): the darkness test for any point. */
function pageOneInk(file: string): (x: number, y: number) => boolean {
  run('pdftoppm', ['-r', '144', '-gray', '-f', '1', '-l', '1', file, file.replace(/\.pdf$/, '')]);
  const pgm = readFileSync(`${file.replace(/\.pdf$/, '')}-1.pgm`);
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.subarray(0, 40).toString('latin1'));
  if (!header) throw new Error('pdftoppm did not write a PGM');
  const width = Number(header[1]);
  const start = header[0].length;
  return (x, y) => (pgm[start + Math.round(y * 2) * width + Math.round(x * 2)] ?? 255) < 170;
}

/** Marks drawn on a line of words that lie outside every word: the contact line's separator dots. */
function marksBesideWords(line: BoxWord[], inked: (x: number, y: number) => boolean): number[] {
  const top = Math.min(...line.map((word) => word.yMin));
  const bottom = Math.max(...line.map((word) => word.yMax));
  const middle = (top + bottom) / 2;
  const inWord = (x: number) => line.some((word) => x >= word.xMin - 1 && x <= word.xMax + 1);
  const marks: number[] = [];
  let run: number[] = [];
  for (let x = 40; x <= 560; x += 0.5) {
    const ink = !inWord(x) && [-1.5, -0.5, 0.5, 1.5].some((dy) => inked(x, middle + dy));
    if (ink) run.push(x);
    if (!ink && run.length) {
      marks.push((run[0]! + run[run.length - 1]!) / 2);
      run = [];
    }
  }
  return marks;
}

describe('CV PDF contact line', () => {
  const longAddress: Record<'en' | 'ckb', string> = {
    en: 'Building 12, Floor 3, Apartment 7, Gulan Street, near the Family Mall, Ankawa district, Erbil, Kurdistan Region of Iraq, postal code 44001, second entrance behind the pharmacy',
    ckb: 'باڵەخانەی ١٢، نهۆمی ٣، شوقەی ٧، شەقامی گوڵان، نزیک فامیلی مۆڵ، گەڕەکی عەنکاوە',
  };

  it.each(['en', 'ckb'] as const)('never ends a line with a separator when the address wraps (%s)', async (locale) => {
    const cv = { ...fixture(locale), address: longAddress[locale] };
    const file = await renderedFile(cv, locale, `contact-long-address-${locale}`);
    // The contact lines: below the name, set at 9.5 pt (a word's box is the font's height: 3200 of 2048 units).
    const contactHeight = 9.5 * (3200 / 2048);
    const pageLines = boxLines(bboxWords(file).filter((word) => word.page === 1)).sort((a, b) => a[0]!.yMin - b[0]!.yMin);
    const lines: BoxWord[][] = [];
    for (const line of pageLines.slice(1)) {
      if (Math.abs(line[0]!.yMax - line[0]!.yMin - contactHeight) > 0.2) break;
      lines.push(line);
    }
    expect(lines.length, 'the contact line wraps').toBeGreaterThanOrEqual(2);
    const inked = pageOneInk(file);
    let separators = 0;
    for (const line of lines) {
      // An address longer than the line wraps inside the margins (46 pt on either side of the A4 page).
      for (const word of line)
        expect(
          [word.xMin, word.xMax].every((x) => x >= 45.5 && x <= 595.28 - 45.5),
          word.text,
        ).toBe(true);
      for (const mark of marksBesideWords(line, inked)) {
        separators += 1;
        // Reading from the start side, some word must follow the separator on its line.
        const followed = locale === 'en' ? line.some((word) => word.xMin > mark) : line.some((word) => word.xMax < mark);
        expect(followed, `separator at x=${mark.toFixed(1)} ends the line "${line.map((word) => word.text).join(' ')}"`).toBe(true);
      }
    }
    expect(separators, 'one separator between each two of the four pieces').toBe(3);
  });
});

describe('CV PDF references heading', () => {
  it.each(['en', 'ckb', 'ar'] as const)('is the word the CV maker uses (%s)', (locale) => {
    const messages = messagesFor(locale);
    expect(messages.pdf_heading_references).toBe(messages.cv_section_references);
  });

  it('prints the maker’s Sorani word above the references', async () => {
    const file = await renderedFile(fixture('ckb'), 'ckb', 'references-heading-ckb');
    const words = run('pdftotext', ['-enc', 'UTF-8', file, '-'])
      .replace(/[\u200e\u200f\u202a-\u202e]/g, '')
      .split(/\s+/);
    expect(words).toContain(messagesFor('ckb').cv_section_references);
    expect(words).not.toContain('سەرچاوەکان');
  });
});
