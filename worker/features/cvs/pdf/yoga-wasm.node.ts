/**
 * yoga-layout ships its WebAssembly only as base64 inside its Emscripten glue, and compiles it from bytes at load.
 * workerd refuses WebAssembly compiled from bytes, so the worker imports `yoga.wasm` (beside this file) as a module
 * instead; this file extracts those bytes from the installed package. Node only (tests, and regeneration after an
 * upgrade of yoga-layout):
 *
 *   PATH=$PWD/node_modules/.bin:$PATH node worker/features/cvs/pdf/yoga-wasm.node.ts
 *
 * tests/unit/cv-pdf.test.ts fails when the committed yoga.wasm differs from the installed package's.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dataUrlPattern = /"data:application\/octet-stream;base64,([A-Za-z0-9+/=]+)"/;

/** The path of the committed module the worker imports. */
export const yogaWasmPath = join(dirname(fileURLToPath(import.meta.url)), 'yoga.wasm');

/** The wasm bytes embedded in the installed yoga-layout (the version @react-pdf/layout resolves). */
export function yogaWasmBytesFromPackage(): Uint8Array {
  const layoutEntry = createRequire(import.meta.url).resolve('@react-pdf/layout');
  const yogaLoad = createRequire(layoutEntry).resolve('yoga-layout/load');
  const glue = readFileSync(join(dirname(yogaLoad), '../binaries/yoga-wasm-base64-esm.js'), 'utf8');
  const match = dataUrlPattern.exec(glue);
  if (!match?.[1]) throw new Error('yoga-layout glue no longer embeds its wasm as a base64 data URL');
  return new Uint8Array(Buffer.from(match[1], 'base64'));
}

/** yoga.wasm compiled for Node (which, unlike workerd, may compile from bytes). */
export function loadYogaModuleForNode(): WebAssembly.Module {
  return new WebAssembly.Module(readFileSync(yogaWasmPath));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const bytes = yogaWasmBytesFromPackage();
  writeFileSync(yogaWasmPath, bytes);
  console.log(`wrote ${yogaWasmPath} (${bytes.length} bytes)`);
}
