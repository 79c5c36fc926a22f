// Lets a script run as plain `node` import the worker's own modules. They are written for the bundler (wrangler's
// esbuild, vite): extensionless relative imports, folders by their index, JSON without an import attribute. These
// hooks resolve the same way; anything Node resolves itself is left alone.
import { registerHooks } from 'node:module';

const project = new URL('../', import.meta.url).href;

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      const relative = specifier.startsWith('./') || specifier.startsWith('../');
      if (!relative || !context.parentURL?.startsWith(project)) throw error;
      for (const candidate of [`${specifier}.ts`, `${specifier}/index.ts`]) {
        try {
          return nextResolve(candidate, context);
        } catch {
          // try the next form
        }
      }
      throw error;
    }
  },
  load(url, context, nextLoad) {
    if (url.startsWith(project) && url.endsWith('.json')) return nextLoad(url, { ...context, importAttributes: { type: 'json' } });
    return nextLoad(url, context);
  },
});
