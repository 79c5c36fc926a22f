// Lets a bench run in plain Node import the worker as the bundler sees it: the worker's imports name no extension
// (`./x` for `./x.ts` or `./x/index.ts`), import JSON without attributes, and import wasm and font files as modules
// (the bundler's job in production). Register once, then import the worker with `await import(...)`. Wasm and fonts
// become empty stand-ins: a bench using this must not render PDFs or images.
import { existsSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';

const stubbed = /\.(wasm|ttf)$/;

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (stubbed.test(specifier)) return { url: `data:text/javascript,export default null`, shortCircuit: true };
    if ((specifier.startsWith('.') || specifier.startsWith('/')) && context.parentURL?.startsWith('file:') && !/\.[cm]?[jt]sx?$|\.json$/.test(specifier)) {
      const base = new URL(specifier, context.parentURL);
      for (const candidate of [`${base.href}.ts`, `${base.href}.tsx`, `${base.href}/index.ts`]) {
        if (existsSync(fileURLToPath(candidate))) return { url: candidate, shortCircuit: true };
      }
    }
    return nextResolve(specifier, context);
  },
  load(url, context, nextLoad) {
    // Only JSON imported without attributes (the bundler's way); `with { type: 'json' }` imports load as Node does, and
    // so does a CommonJS `require()` of JSON (wrangler's own), which comes with no import attributes at all.
    const attributes: typeof context.importAttributes | undefined = context.importAttributes;
    if (url.endsWith('.json') && url.startsWith('file:') && attributes && !attributes.type) {
      const loaded = nextLoad(url, { ...context, format: 'json', importAttributes: { type: 'json' } });
      return { format: 'module', source: `export default ${String(loaded.source)};`, shortCircuit: true };
    }
    return nextLoad(url, context);
  },
});
