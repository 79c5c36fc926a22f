import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, minifySync, type Plugin } from 'vite';

/** paraglide's dispatch at the end of each message module (outputStructure "message-modules", no static locale). */
const dispatch =
  /export const (\w+) = \/\*\*[^\n]*?\*\/ \(\((?:inputs|inputs = \{\}), options = \{\}\) => \{\n\tconst locale = experimentalStaticLocale \?\? options\.locale \?\? getLocale\(\)\n\tif \(locale === "ckb"\) return (\w+)\(inputs\)\n\tif \(locale === "ar"\) return (\w+)\(inputs\)\n\treturn (\w+)\(inputs\)\n\}\);/;

/**
 * Rewrites each compiled message's language dispatch into one call of the shared `localized()`
 * (client/lib/localized.ts): the same choice, a few bytes instead of a minified copy of it per message. A module
 * whose shape is not the expected one fails the build rather than ship unchanged (a new paraglide version).
 */
function compactMessages(): Plugin {
  return {
    name: 'kar-compact-messages',
    enforce: 'pre',
    transform: {
      filter: { id: /[\\/]client[\\/]paraglide[\\/]messages[\\/](?!_index)\w+\.js$/ },
      handler(code, id) {
        const match = dispatch.exec(code);
        if (!match) this.error(`compact-messages: ${id} has no dispatch of the expected shape`);
        const [whole, name, ckb, ar, en] = match;
        const compact = `export const ${name} = /* @__PURE__ */ localized(${ckb}, ${ar}, ${en});`;
        // paraglide's runtime goes too: its locale strategies are not how Kar picks the language (client/lib/i18n.ts).
        const runtime = "import { getLocale, experimentalStaticLocale } from '../runtime.js';";
        if (!code.includes(runtime)) this.error(`compact-messages: ${id} does not import paraglide's runtime as expected`);
        return { code: code.replace(runtime, "import { localized } from '../../lib/localized';").replace(whole, compact), map: null };
      },
    },
  };
}

/**
 * public/locale-boot.js runs before first paint, as written (no bundler, not a module) and readable in the source;
 * what is served is minified: 0.27 instead of 0.46 KiB gzip on every first page.
 */
function minifiedLocaleBoot(): Plugin {
  return {
    name: 'kar-minified-locale-boot',
    apply: 'build',
    writeBundle(options) {
      if (!options.dir) return;
      const file = join(options.dir, 'locale-boot.js');
      writeFileSync(file, minifySync('locale-boot.js', readFileSync(file, 'utf8')).code);
    },
  };
}

/** Vite's list of a chunk's dependency files, written at the top of a chunk with lazy imports (after minifying). */
const depsHeader = /^const __vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=(\[[^\]]*\])\)\)\)=>i\.map\(i=>d\[i\]\);\n/;

/**
 * Vite lists the main stylesheet as a dependency of every lazy chunk that imports from the entry chunk, so its
 * preload helper can add the stylesheet before the chunk runs. The page always has it already (index.html links it;
 * the worker writes it into the page and leaves the link, disabled, which the helper finds and skips), so the list
 * and its header (~0.1 KiB gzip in each of a first page's chunks) do nothing: dropped. Lists naming any other
 * stylesheet (the editor's, the charts', the robot check's) stay as Vite wrote them.
 */
function withoutMainStylesheetDeps(): Plugin {
  return {
    name: 'kar-without-main-stylesheet-deps',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const files = Object.values(bundle);
        const main = new Set(files.flatMap((file) => (file.type === 'chunk' && file.isEntry ? [...(file.viteMetadata?.importedCss ?? [])] : [])));
        for (const file of files) {
          if (file.type !== 'chunk') continue;
          const header = depsHeader.exec(file.code);
          if (!header?.[1] || !(JSON.parse(header[1]) as string[]).every((dep) => main.has(dep))) continue;
          file.code = file.code.slice(header[0].length).replace(/__vite__mapDeps\(\[[\d,]*\]\)/g, '[]');
        }
      },
    },
  };
}

/** A code-splitting group's test: these client files (with what they import) and these messages. */
function chunkOf(files: string[], messages: string[]): (id: string) => boolean {
  const paths = new Set([...files.map((file) => `client/${file}`), ...messages.map((name) => `client/paraglide/messages/${name}.js`)]);
  return (id) => paths.has(id.replaceAll('\\', '/').replace(/^.*?\/client\//, 'client/'));
}

// Messages are compiled by `npm run i18n` (paraglide's CLI) before this runs: its Vite plugin keeps timers
// alive that stall a one-shot build.
export default defineConfig({
  root: 'client',
  publicDir: 'public',
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: './routes',
      generatedRouteTree: './routeTree.gen.ts',
      autoCodeSplitting: true,
    }),
    compactMessages(),
    minifiedLocaleBoot(),
    withoutMainStylesheetDeps(),
    react(),
    tailwindcss(),
  ],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    // No preload map: it listed every lazy chunk's dependencies, hashes and all, at the top of the entry chunk (4.5 KiB
    // gzip of every first page). A lazy chunk's imports load when it is parsed instead; the groups below keep a first
    // page's to one step (docs/decisions/0011, 2026-11-26).
    modulePreload: false,
    rolldownOptions: {
      treeshake: { moduleSideEffects: [{ test: /node_modules[\\/]@trpc[\\/]client[\\/]/, sideEffects: false }] },
      output: {
        // The public first pages' shared parts in three chunks rather than a dozen (one-word message chunks, small
        // components): each file has its own import list and gzip window, and /explore-jobs's 18 were 3.4 KiB more than
        // the same code in one. `$initial` keeps the entry's modules in the entry.
        codeSplitting: {
          groups: [
            { name: 'first-page', tags: ['$initial'], priority: 3 },
            { name: 'job-cards', test: chunkOf(['features/jobs/JobCard.tsx', 'features/jobs/job-labels.ts', 'lib/card-dates.ts'], ['field_position', 'field_sector', 'field_job_type', 'explore_workplace', 'explore_experience']), priority: 2 },
            { name: 'fields', test: chunkOf(['components/ui/Field.tsx', 'components/ui/SelectField.tsx', 'components/ui/TextField.tsx', 'components/ui/EmptyState.tsx', 'features/lookups/useLookup.ts'], ['select_any', 'field_city', 'home_search_keyword', 'home_search_submit', 'explore_filters', 'explore_load_more', 'home_cta_company_signup']), priority: 1 },
            { name: 'job-page', test: chunkOf(['features/notifications/FollowButton.tsx', 'components/ui/ShareButton.tsx', 'features/jobs/page-states.tsx', 'features/jobs/job-parts.tsx'], ['job_not_open', 'error_internal']), priority: 1 },
          ],
        },
      },
    },
  },
  resolve: {
    alias: [
      // TanStack's store asks for the shim that brings useSyncExternalStore to React < 18; React 19 has it, and the
      // same package's plain build uses React's own.
      { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector' },
    ],
  },
  server: { host: '127.0.0.1' },
});
