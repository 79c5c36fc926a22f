/** Poppler's command-line tools (poppler-utils) reading PDFs in tests: the words with their boxes, lines of them. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const run = (command: string, args: string[]) => execFileSync(command, args, { encoding: 'utf8', maxBuffer: 32 * 1024 * 1024 });

export interface BoxWord {
  page: number;
  xMin: number;
  xMax: number;
  yMin: number;
  yMax: number;
  text: string;
}

export function bboxWords(file: string): BoxWord[] {
  const xml = run('pdftotext', ['-bbox', file, '-']);
  const words: BoxWord[] = [];
  let page = 0;
  for (const match of xml.matchAll(/<page |<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)) {
    if (match[0] === '<page ') {
      page += 1;
      continue;
    }
    const text = (match[5] ?? '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;|&#39;/g, "'")
      .replace(/&amp;/g, '&');
    words.push({ page, xMin: Number(match[1]), yMin: Number(match[2]), xMax: Number(match[3]), yMax: Number(match[4]), text });
  }
  return words;
}

/** Words grouped into visual lines (same page and top), each sorted left to right. */
export function boxLines(words: BoxWord[]): BoxWord[][] {
  const lines = new Map<string, BoxWord[]>();
  for (const word of words) {
    const key = `${word.page}:${Math.round(word.yMin * 2)}`;
    lines.set(key, [...(lines.get(key) ?? []), word]);
  }
  return [...lines.values()].map((line) => line.sort((a, b) => a.xMin - b.xMin));
}

/** The files attached to a PDF (its EmbeddedFiles), by name, as poppler's pdfdetach lists and saves them. */
export function embeddedFiles(pdf: Uint8Array): Map<string, Buffer> {
  const directory = mkdtempSync(join(tmpdir(), 'kar-pdfdetach-'));
  try {
    const file = join(directory, 'file.pdf');
    writeFileSync(file, pdf);
    // "1 embedded files" then "1: kar-cv.json" per file.
    const names = run('pdfdetach', ['-enc', 'UTF-8', '-list', file])
      .split('\n')
      .slice(1)
      .map((line) => /^(\d+): (.*)$/.exec(line))
      .filter((match) => match !== null);
    const files = new Map<string, Buffer>();
    for (const [, number = '', name = ''] of names) {
      const saved = join(directory, `saved-${number}`);
      run('pdfdetach', ['-save', number, '-o', saved, file]);
      files.set(name, readFileSync(saved));
    }
    return files;
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}
