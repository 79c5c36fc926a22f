// Share cards (issue 28): how long the queue's consumer takes to draw one in workerd, and how large it is. Runs
// tests/worker/share-cards.test.ts, which draws English, Sorani and Arabic cards with the worker's own rasteriser
// (resvg and mozjpeg as wasm modules) and hands its timings over in its task meta, as the budgets bench does. Alone:
//   node tests/bench/share-cards.ts
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { vitest } from './budgets.ts';
import { kib, markdownTable, medianP95, ms, type Row } from './figures.ts';

const testFile = 'tests/worker/share-cards.test.ts';

/** The test's `task.meta.shareCards` (tests/worker/share-cards.test.ts), as its JSON report carries it. */
interface ShareCardFigures {
  firstMs: number;
  rounds: number;
  languages: Array<{ language: string; times: number[]; bytes: number; quality: number }>;
}

interface JsonReport {
  testResults: Array<{ assertionResults: Array<{ meta?: { shareCards?: ShareCardFigures } }> }>;
}

export async function benchShareCards(): Promise<Row[]> {
  const folder = mkdtempSync(join(tmpdir(), 'kar-share-cards-'));
  try {
    const reportFile = join(folder, 'report.json');
    const exitCode = await vitest(['run', '--project', 'workerd', testFile, '--reporter=json', `--outputFile=${reportFile}`]);
    const report = JSON.parse(readFileSync(reportFile, 'utf8')) as JsonReport;
    const figures = report.testResults.flatMap((file) => file.assertionResults).find((test) => test.meta?.shareCards)?.meta?.shareCards;
    if (exitCode !== 0 || !figures) throw new Error(`${testFile} failed or handed over no figures (vitest exited ${exitCode}): run it alone`);
    return [
      {
        figure: 'share card: first of an isolate (workerd)',
        value: ms(figures.firstMs),
        note: 'Sorani; resvg and mozjpeg instantiated, Vazirmatn loaded into resvg, then the card: layout, drawing, JPEG',
      },
      ...figures.languages.map((language): Row => ({
        figure: `share card: ${language.language} (workerd)`,
        value: medianP95(language.times),
        note: `goal ≤ 300 ms; ${figures.rounds} rounds on a warm isolate; 1200×630 JPEG ${kib(language.bytes)} at quality ${language.quality} (goal ≤ 200 KiB)`,
      })),
    ];
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  console.log(markdownTable(await benchShareCards()));
}
