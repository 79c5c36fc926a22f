// Issue 26's corpus (tests/fixtures/cv-import/corpus/, made by scripts/cv-import-corpus/): every CV read through
// readCvFile as the browser reads it (pdf.js, Kar's DOCX reader), compared with its expected result, and held to the goals:
// name, e-mail and phone exact in ≥ 95% of the CVs; ≥ 80% of work and education entries in the right section with the
// right dates; every Kar PDF restored exactly; no Arabic-script line read backwards. Kar's own PDFs count only for
// their own goal, so the parser's figures are the parsed files'. The table is printed on every run.
import { readFileSync, readdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { readCvFile } from '../../client/features/cv-import/read-cv-file';
import { arabicVocabulary, type ExpectedCv } from '../../scripts/cv-import-corpus/expected';
import { accuracyTable, type FileScore, missedGoals, reversedLines, scoreFile, totalsOf } from '../../scripts/cv-import-corpus/score';

const corpus = new URL('../fixtures/cv-import/corpus/', import.meta.url);
const expectedFiles = readdirSync(corpus)
  .filter((file) => file.endsWith('.expected.json'))
  .sort();
const expectations = expectedFiles.map((file) => JSON.parse(readFileSync(new URL(file, corpus), 'utf8')) as ExpectedCv);

let scores: FileScore[] = [];

beforeAll(async () => {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  scores = [];
  for (const expected of expectations) {
    const bytes = new Uint8Array(readFileSync(new URL(expected.file, corpus)));
    const reading = await readCvFile({ name: expected.file, bytes }, { pdfjs });
    scores.push(scoreFile(expected, reading.kind === 'kar' ? reading : { kind: 'parsed', cv: reading.cv, lines: reading.lines.map((line) => line.text) }));
  }
  const details = scores.filter((score) => score.misses.length > 0).map((score) => `${score.file}\n${score.misses.map((miss) => `    ${miss}`).join('\n')}`);
  // Printed, not logged: the unit project keeps passing tests' console quiet, and this table is the point of the run.
  process.stdout.write(
    `\nCV import corpus: ${scores.length} CVs\n${accuracyTable(scores)}\n${details.length ? `\nWhat was missed:\n${details.join('\n')}\n` : ''}`,
  );
}, 60_000);

describe('the CV import corpus (issue 26)', () => {
  it('has at least 30 CVs in three languages, PDF and DOCX, five in Ali-K and Kar PDFs in each language', () => {
    expect(expectations.length).toBeGreaterThanOrEqual(30);
    for (const language of ['en', 'ckb', 'ar'] as const) {
      for (const format of ['pdf', 'docx'] as const) {
        expect(
          expectations.filter((cv) => cv.kind === 'parsed' && cv.language === language && cv.format === format).length,
          `${language} ${format}`,
        ).toBeGreaterThan(0);
      }
      expect(expectations.filter((cv) => cv.kind === 'kar' && cv.language === language).length, `Kar PDF in ${language}`).toBeGreaterThan(0);
    }
    expect(expectations.filter((cv) => cv.kind === 'parsed' && cv.ali_k && cv.format === 'docx').length).toBeGreaterThanOrEqual(5);
  });

  it('meets the goals', () => {
    expect(scores).toHaveLength(expectations.length);
    expect(missedGoals(totalsOf(scores))).toEqual([]);
  });

  it('restores every Kar PDF exactly and reads no Arabic-script line backwards', () => {
    expect(scores.filter((score) => score.karExact === false).map((score) => score.file)).toEqual([]);
    expect(scores.flatMap((score) => score.reversedLines.map((line) => `${score.file}: ${line}`))).toEqual([]);
  });

  it('would see a line read backwards, letters or words', () => {
    const written = ['ئەندازیاری تۆڕ لە کۆمپانیای کۆڕەک', 'مطور برمجيات في شركة زين'];
    const expected = arabicVocabulary(written);
    const backwards = (text: string) => [...text].reverse().join('');
    expect(reversedLines(written, expected).reversed).toEqual([]);
    expect(reversedLines([backwards(written[0] ?? '')], expected).reversed).toHaveLength(1);
    expect(reversedLines(['زين شركة في برمجيات مطور'], expected).reversed).toHaveLength(1);
  });
});
