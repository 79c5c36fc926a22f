/**
 * WebP decoding with libwebp compiled to WebAssembly (@jsquash/webp's decoder). workerd compiles no WebAssembly
 * from bytes, so the compiled module is handed in: the worker imports the .wasm as a module
 * (image-webp-load.ts), Node compiles the same file (worker/features/cvs/pdf/fonts.node.ts).
 */
// Only a package and types are imported, so that Node can load this file as it is (fonts.node.ts).
import decode, { init } from '@jsquash/webp/decode.js';
import type { PixelSink } from './image-raster';

/** What the decoder answers (an ImageData, or its stand-in where there is none, as in workerd). */
interface DecodedImage {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

let provided: WebAssembly.Module | null = null;
let ready: Promise<void> | null = null;

/** Hands the decoder its compiled module; the first call wins. */
export function provideWebpDecoder(module: WebAssembly.Module): void {
  provided ??= module;
}

/** Width and height from a WebP's header (VP8X, VP8 or VP8L), or null. */
export function webpSize(bytes: Uint8Array): { width: number; height: number } | null {
  const tag = String.fromCharCode(...bytes.subarray(12, 16));
  const at = (offset: number) => bytes[offset] ?? 0;
  if (tag === 'VP8X') return { width: 1 + (at(24) | (at(25) << 8) | (at(26) << 16)), height: 1 + (at(27) | (at(28) << 8) | (at(29) << 16)) };
  if (tag === 'VP8 ') return { width: (at(26) | (at(27) << 8)) & 0x3fff, height: (at(28) | (at(29) << 8)) & 0x3fff };
  if (tag === 'VP8L') {
    const bits = at(21) | (at(22) << 8) | (at(23) << 16) | (at(24) << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  return null;
}

/** Decodes a WebP (lossy or lossless, with or without alpha) into `sink`; throws when the data does not decode. */
export async function decodeWebp(bytes: Uint8Array, sink: PixelSink): Promise<void> {
  if (!provided) throw new Error('WebP decoder: no compiled module was provided');
  const module = provided;
  // The typings know only init(options); the code also takes the compiled module first.
  ready ??= (init as unknown as (module: WebAssembly.Module) => Promise<void>)(module);
  await ready;
  const { width, height, data } = (await decode(bytes.slice().buffer)) as unknown as DecodedImage;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const offset = (y * width + x) * 4;
      sink.put(x, y, data[offset] ?? 0, data[offset + 1] ?? 0, data[offset + 2] ?? 0, data[offset + 3] ?? 255);
    }
  }
}
