/**
 * The SVG rasteriser in Node (tests, benchmarks): the files the worker imports as modules (svg-jpeg-load.ts),
 * compiled and read here.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { SvgRasterizer } from '../ports.ts';
import { createSvgRasterizer } from './svg-jpeg.ts';

const require = createRequire(import.meta.url);

const compiled = (file: string) => new WebAssembly.Module(readFileSync(require.resolve(file)));

function font(file: string): ArrayBuffer {
  const bytes = readFileSync(require.resolve(`vazirmatn/fonts/ttf/${file}`));
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

let rasterizer: Promise<SvgRasterizer> | undefined;

/** One rasteriser per process, as per isolate in the worker. */
export function loadSvgRasterizerForNode(): Promise<SvgRasterizer> {
  rasterizer ??= createSvgRasterizer({
    resvg: compiled('@resvg/resvg-wasm/index_bg.wasm'),
    mozjpeg: compiled('@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm'),
    fonts: [font('Vazirmatn-Regular.ttf'), font('Vazirmatn-Bold.ttf')],
    defaultFontFamily: 'Vazirmatn',
  });
  return rasterizer;
}
