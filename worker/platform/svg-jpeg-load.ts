/**
 * The worker's SVG rasteriser (svg-jpeg.ts): resvg's and mozjpeg's wasm and Vazirmatn's TTFs imported as modules
 * (workerd compiles no WebAssembly from bytes; wrangler.toml [[rules]] makes the TTFs ArrayBuffers). Reached only by
 * the dynamic import in deps.ts, so an isolate evaluates none of it before its first share card.
 */
import mozjpegWasm from '@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm';
import resvgWasm from '@resvg/resvg-wasm/index_bg.wasm';
import bold from 'vazirmatn/fonts/ttf/Vazirmatn-Bold.ttf';
import regular from 'vazirmatn/fonts/ttf/Vazirmatn-Regular.ttf';
import type { SvgRasterizer } from '../ports';
import { createSvgRasterizer } from './svg-jpeg';

let rasterizer: Promise<SvgRasterizer> | undefined;

/** One rasteriser per isolate. */
export function svgRasterizer(): Promise<SvgRasterizer> {
  rasterizer ??= createSvgRasterizer({ resvg: resvgWasm, mozjpeg: mozjpegWasm, fonts: [regular, bold], defaultFontFamily: 'Vazirmatn' });
  return rasterizer;
}
