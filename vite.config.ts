import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, minifySync, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { markFirstPageFiles } from './scripts/first-page-files';

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

/** The module Vite wraps every dynamic import in, to add the imported chunk's stylesheets and preloads first. */
const preloadHelper = /^\0vite\/preload-helper\.js$/;

/**
 * Vite wraps every dynamic import in its preload helper (~0.65 KiB gzip in the entry, whatever `modulePreload`
 * says) so that a lazy chunk's stylesheets are linked before it runs. Kar's lazy chunks have none of their own: the
 * three that bring a stylesheet add it themselves (client/lib/lazy-stylesheet.ts), and the main stylesheet, which Vite
 * lists for every lazy chunk that imports from the entry, is always on the page already (inline in the served HTML).
 * So the helper becomes a plain call, the lists naming only the main stylesheet are dropped (~0.1 KiB gzip in each
 * chunk), and a lazy chunk that names any other stylesheet fails the build instead of loading unstyled.
 */
function withoutPreloadHelper(): Plugin {
  return {
    name: 'kar-without-preload-helper',
    apply: 'build',
    transform: {
      filter: { id: preloadHelper },
      handler: () => ({ code: 'export const __vitePreload = (load) => load();', map: null }),
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const files = Object.values(bundle);
        const main = new Set(files.flatMap((file) => (file.type === 'chunk' && file.isEntry ? [...(file.viteMetadata?.importedCss ?? [])] : [])));
        for (const file of files) {
          if (file.type !== 'chunk') continue;
          const header = depsHeader.exec(file.code);
          if (!header?.[1]) continue;
          const others = (JSON.parse(header[1]) as string[]).filter((dep) => !main.has(dep));
          if (others.length > 0)
            this.error(`without-preload-helper: ${file.fileName} lazily needs ${others.join(', ')}; import it with ?inline and addStylesheet`);
          file.code = file.code.slice(header[0].length).replace(/__vite__mapDeps\(\[[\d,]*\]\)/g, '[]');
        }
        if (files.some((file) => file.type === 'chunk' && file.code.includes('vite:preloadError')))
          this.error("without-preload-helper: Vite's preload helper is still in the bundle");
      },
    },
  };
}

/**
 * The stylesheet a served page is first drawn with (client/first-paint.css) is an entry of its own; this names it in
 * the page, for the worker to write it in (worker/http/first-paint-shell.ts).
 */
function firstPaintStylesheet(): Plugin {
  return {
    name: 'kar-first-paint-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const sheet = Object.values(context.bundle ?? {}).find(
          (file) => file.type === 'asset' && (file.names ?? []).some((name) => name.endsWith('first-paint.css')),
        );
        if (!sheet) throw new Error('client/first-paint.css was not built');
        return { html, tags: [{ tag: 'link', attrs: { rel: 'stylesheet', href: `/${sheet.fileName}`, 'data-first-paint': true }, injectTo: 'head' }] };
      },
    },
  };
}

/**
 * A route's chunk is named after its route file, which can be long ("user.email._email.user-id._userId.cv._cvId"):
 * the entry names every lazy chunk, so only the first 12 characters are kept (a name is there for people reading the
 * build; the hash tells chunks apart).
 */
function routeChunkName(chunk: { name: string; facadeModuleId: string | null }): string {
  return chunk.facadeModuleId?.includes('/client/routes/') ? chunk.name.slice(0, 12) : chunk.name;
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
    withoutPreloadHelper(),
    react(),
    tailwindcss(),
    firstPaintStylesheet(),
    // Kar's service worker (client/sw.ts, docs/decisions/0018): Workbox's precache list injected into it at build.
    // The manifest is the worker's (features/install) and the page registers the worker itself.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '.',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['index.html', 'locale-boot.js', 'favicon.svg', 'icons/*.png', 'assets/*.{js,css}'],
        // The readers and editors a few pages load (the CV file reader's pdf.js, Quill, the charts, the robot check):
        // cached when first used, not downloaded by every installed phone.
        globIgnores: ['assets/pdf*', 'assets/read-cv-file*', 'assets/quill*', 'assets/RichTextEditor*', 'assets/UplotChart*', 'assets/altcha*'],
        // Which of them a first page loads: every visitor's phone keeps those, a signed-in one all (client/sw.ts).
        manifestTransforms: [markFirstPageFiles(fileURLToPath(new URL('dist/client', import.meta.url)))],
      },
    }),
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
      input: {
        index: fileURLToPath(new URL('client/index.html', import.meta.url)),
        'first-paint': fileURLToPath(new URL('client/first-paint.css', import.meta.url)),
      },
      treeshake: { moduleSideEffects: [{ test: /node_modules[\\/]@trpc[\\/]client[\\/]/, sideEffects: false }] },
      output: {
        // Seven hash characters, not eight (rolldown's least for this many chunks): the entry names every lazy chunk, and their random characters are what gzip
        // cannot shrink (some 65 names).
        entryFileNames: 'assets/[name]-[hash:7].js',
        chunkFileNames: (chunk) => `assets/${routeChunkName(chunk)}-[hash:7].js`,
        assetFileNames: 'assets/[name]-[hash:7][extname]',
        // The public first pages' words in one chunk and the job page's parts in another, rather than a dozen one-word
        // message chunks and small components: each file has its own import list and gzip window (/explore-jobs's 18
        // were 3.4 KiB more than the same code in one). The cards, fields and board reads sit in the entry itself
        // (client/board-parts.ts); `$initial` keeps the entry's modules there. The job page itself is in its parts'
        // chunk too (one file, not two: 0.4 KiB less on /jobs/$id); a company page, which shares the parts, loads it as well.
        codeSplitting: {
          groups: [
            { name: 'first-page', tags: ['$initial'], test: (id: string) => !id.endsWith('first-paint.css'), priority: 3 },
            {
              name: 'board-words',
              test: chunkOf(
                [],
                [
                  'field_position',
                  'field_sector',
                  'field_job_type',
                  'explore_workplace',
                  'explore_experience',
                  'select_any',
                  'field_city',
                  'home_search_keyword',
                  'home_search_submit',
                  'explore_filters',
                  'explore_load_more',
                  'home_cta_company_signup',
                ],
              ),
              priority: 2,
            },
            {
              name: 'job-page',
              test: chunkOf(
                [
                  'features/notifications/FollowButton.tsx',
                  'features/notifications/FollowFace.tsx',
                  'components/ui/ShareButton.tsx',
                  'components/page-states.tsx',
                  'components/SanitisedHtml.tsx',
                  'routes/jobs/$id.tsx?tsr-split=component',
                  'features/jobs/JobPage.tsx',
                  'features/jobs/ApplyBar.tsx',
                  'features/jobs/apply-action.ts',
                  'features/jobs/served-job.ts',
                ],
                [
                  'job_not_open',
                  'error_internal',
                  'job_salary',
                  'job_openings',
                  'job_languages',
                  'job_details',
                  'job_description',
                  'job_requirements',
                  'job_company_view',
                  'job_apply',
                  'job_apply_bar',
                  'apply_without_account',
                  'page_job_at',
                  'page_job',
                ],
              ),
              priority: 1,
            },
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
