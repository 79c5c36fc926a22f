/**
 * A CV file the seeker picked, read in the browser (docs/product.md#cv-import, docs/decisions/0017): a PDF Kar made
 * gives back its CV data whole; any other PDF or a Word file (DOCX) gives its lines in reading order, Ali-K typing
 * converted, and what the parser made of them. The UI imports this module lazily
 * (`await import('.../read-cv-file')`), so pdf.js and the DOCX reader stay out of the first pages' JavaScript.
 */
import type { CvEmbed } from '../../../worker/features/cvs/cv-embed.schemas';
import { readDocxLines } from './extract/docx-lines';
import { asCvFileError, CvFileError, type CvFileErrorCode } from './extract/errors';
import { readPdfDocument } from './extract/pdf-document';
import { pdfCvLines } from './extract/pdf-lines';
import { browserPdfJs, endBrowserPdfWorker, type PdfJsModule } from './extract/pdfjs';
import { maxCvFileBytes, sniffFormat } from './extract/sniff';
import { readTimeLimitMs, withTimeLimit } from './extract/time-limit';
import type { CvLine, ImportedCv } from './parse/imported-cv';
import { parseCvLines } from './parse/sections';

export { CvFileError, type CvFileErrorCode };
export type { PdfJsModule };

export type CvFileReading =
  /** A Kar PDF: its kar-cv.json, nothing parsed. */
  { kind: 'kar'; embed: CvEmbed } | { kind: 'parsed'; format: 'pdf' | 'docx'; aliK: boolean; cv: ImportedCv; lines: CvLine[] };

export interface ReadCvFileOptions {
  /** pdf.js itself (Node: `pdfjs-dist/legacy/build/pdf.mjs`); by default the browser's bundled build and worker. */
  pdfjs?: PdfJsModule;
}

async function read(file: { bytes: Uint8Array }, options: ReadCvFileOptions, onStop: (stop: () => void) => void): Promise<CvFileReading> {
  const { bytes } = file;
  if (bytes.length === 0) throw new CvFileError('empty');
  if (bytes.length > maxCvFileBytes) throw new CvFileError('too_large');
  const format = sniffFormat(bytes);
  if (format === 'doc') throw new CvFileError('doc_format');
  if (format === 'encrypted-docx') throw new CvFileError('password');
  if (format === 'other') throw new CvFileError('not_pdf_or_docx');
  if (format === 'docx') {
    const { lines, aliK } = readDocxLines(bytes);
    return { kind: 'parsed', format, aliK, cv: parseCvLines(lines), lines };
  }
  let reading;
  if (options.pdfjs) reading = await readPdfDocument(bytes, options.pdfjs, { onStop });
  else {
    const browser = await browserPdfJs();
    onStop(endBrowserPdfWorker);
    try {
      reading = await readPdfDocument(bytes, browser.pdfjs, { worker: browser.worker, onStop });
    } finally {
      browser.release();
    }
  }
  if (reading.kind === 'kar') return reading;
  const { lines, aliK } = pdfCvLines(reading.pages);
  return { kind: 'parsed', format, aliK, cv: parseCvLines(lines), lines };
}

/**
 * Starts pdf.js and its worker before a file is chosen (the import screen calls it when it opens): most of a first
 * PDF's read is loading and starting them, so a seeker choosing a file finds them ready. Idle, they end after a minute.
 */
export async function prepareCvReading(): Promise<void> {
  (await browserPdfJs()).release();
}

/**
 * Reads a CV file by its bytes (never its name). Fails with a `CvFileError`: `empty`, `too_large` (over the server's
 * 10 MB), `doc_format` (the old .doc: save it as DOCX), `not_pdf_or_docx`, `password`, `scanned` (no text layer), or
 * `unreadable` (anything else, including a read that takes over 30 seconds).
 */
export async function readCvFile(file: { name: string; bytes: Uint8Array }, options: ReadCvFileOptions = {}): Promise<CvFileReading> {
  const stops: Array<() => void> = [];
  try {
    return await withTimeLimit(
      read(file, options, (stop) => stops.push(stop)),
      readTimeLimitMs,
      () => stops.forEach((stop) => stop()),
    );
  } catch (error) {
    throw asCvFileError(error);
  }
}
