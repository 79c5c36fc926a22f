/**
 * Node's way to the module argon2.ts instantiates: Node has no wasm module imports, but (unlike workerd) may compile
 * WebAssembly from bytes. Used by Node tests, scripts and benchmarks; never bundled into the worker.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

let compiled: WebAssembly.Module | undefined;

export function loadArgon2ModuleForNode(): WebAssembly.Module {
  if (!compiled) {
    const path = createRequire(import.meta.url).resolve('argon2-browser/dist/argon2-simd.wasm');
    compiled = new WebAssembly.Module(readFileSync(path));
  }
  return compiled;
}
