/**
 * Yoga (react-pdf's flexbox engine) in workerd.
 *
 * yoga-layout embeds its WebAssembly as base64 in its Emscripten glue and loads it with
 * `WebAssembly.instantiate(bytes, imports)`. workerd refuses WebAssembly compiled from bytes, so the worker imports
 * the same wasm as a module (yoga.wasm, extracted by yoga-wasm.node.ts) and answers exactly that call with an
 * instance of it. Nothing else is affected: any other call goes to the original `WebAssembly.instantiate`.
 *
 * (A bundler alias of "yoga-layout/load" to a loader would avoid touching the global, but the workerd test pool,
 * @cloudflare/vitest-plugin, does not apply wrangler.toml's [alias]; this works in both.)
 */

/** Byte length of yoga-layout 3.2.1's wasm (the one react-pdf 4 uses); tests/unit/cv-pdf.test.ts checks it. */
export const yogaWasmByteLength = 71_736;

const installed = new WeakSet<typeof WebAssembly>();

function isBytes(source: unknown): source is ArrayBuffer | ArrayBufferView {
  return source instanceof ArrayBuffer || ArrayBuffer.isView(source);
}

/** True when `imports` provides every function the compiled yoga module imports (Emscripten's minified "a.a"…). */
function providesImportsOf(module: WebAssembly.Module, imports: unknown): imports is WebAssembly.Imports {
  if (typeof imports !== 'object' || imports === null) return false;
  return WebAssembly.Module.imports(module).every(({ module: namespace, name }) => {
    const provided = (imports as Record<string, Record<string, unknown> | undefined>)[namespace];
    return provided !== undefined && name in provided;
  });
}

/**
 * Makes yoga-layout's `WebAssembly.instantiate(bytes, imports)` instantiate `module` instead of compiling. Safe to
 * call more than once.
 */
export function provideYogaModule(module: WebAssembly.Module, byteLength = yogaWasmByteLength): void {
  const wasm = WebAssembly;
  if (installed.has(wasm)) return;
  installed.add(wasm);
  const original = wasm.instantiate.bind(wasm) as (...args: unknown[]) => Promise<unknown>;
  const replacement = (source: unknown, imports?: unknown) => {
    if (isBytes(source) && source.byteLength === byteLength && providesImportsOf(module, imports)) {
      return Promise.resolve({ module, instance: new WebAssembly.Instance(module, imports) });
    }
    return original(source, imports);
  };
  wasm.instantiate = replacement as typeof WebAssembly.instantiate;
}
