/** JPEG files as a test reads them: the size its header declares, and its pixels (mozjpeg's decoder, as wasm). */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import decode, { init } from '@jsquash/jpeg/decode.js';

const require = createRequire(import.meta.url);

/** Width and height from the first start-of-frame segment (baseline, extended or progressive), or null. */
export function jpegSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    const length = ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0);
    if (marker >= 0xc0 && marker <= 0xc2) {
      return { height: ((bytes[at + 5] ?? 0) << 8) | (bytes[at + 6] ?? 0), width: ((bytes[at + 7] ?? 0) << 8) | (bytes[at + 8] ?? 0) };
    }
    at += 2 + length;
  }
  return null;
}

let ready: Promise<void> | undefined;

/** RGBA pixels, row by row. */
export async function decodeJpeg(bytes: Uint8Array): Promise<{ width: number; height: number; data: Uint8ClampedArray }> {
  // The typings know only init(options); the code also takes the compiled module first.
  ready ??= (init as unknown as (module: WebAssembly.Module) => Promise<void>)(
    new WebAssembly.Module(readFileSync(require.resolve('@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm'))),
  );
  await ready;
  return (await decode(bytes.slice().buffer)) as unknown as { width: number; height: number; data: Uint8ClampedArray };
}
