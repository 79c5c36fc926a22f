/**
 * The CV PDF's fonts in Node (tests, benchmarks): the files the worker imports as Data modules (fonts.ts). Like
 * fonts.ts in the worker, it also hands the WebP decoder its compiled wasm.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { provideWebpDecoder } from '../../../platform/image-webp.ts';

const require = createRequire(import.meta.url);

function read(file: string): ArrayBuffer {
  const bytes = readFileSync(require.resolve(`vazirmatn/fonts/ttf/${file}`));
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

let fonts: { regular: ArrayBuffer; bold: ArrayBuffer } | undefined;

/** Vazirmatn Regular and Bold, read once. */
export function loadCvPdfFontsForNode(): { regular: ArrayBuffer; bold: ArrayBuffer } {
  if (!fonts) provideWebpDecoder(new WebAssembly.Module(readFileSync(require.resolve('@jsquash/webp/codec/dec/webp_dec.wasm'))));
  fonts ??= { regular: read('Vazirmatn-Regular.ttf'), bold: read('Vazirmatn-Bold.ttf') };
  return fonts;
}
