/** The CV PDF's fonts in Node (tests, benchmarks): the files the worker imports as Data modules (fonts.ts). */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

function read(file: string): ArrayBuffer {
  const bytes = readFileSync(require.resolve(`vazirmatn/fonts/ttf/${file}`));
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

let fonts: { regular: ArrayBuffer; bold: ArrayBuffer } | undefined;

/** Vazirmatn Regular and Bold, read once. */
export function loadCvPdfFontsForNode(): { regular: ArrayBuffer; bold: ArrayBuffer } {
  fonts ??= { regular: read('Vazirmatn-Regular.ttf'), bold: read('Vazirmatn-Bold.ttf') };
  return fonts;
}
