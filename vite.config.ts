import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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
    react(),
    tailwindcss(),
  ],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    // Every browser Kar supports has modulepreload.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: { moduleSideEffects: [{ test: /node_modules[\\/]@trpc[\\/]client[\\/]/, sideEffects: false }] },
      output: {
        codeSplitting: { groups: [{ name: 'first-page', tags: ['$initial'] }] },
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
