// Renders Kar's own CV PDFs for the corpus through the API in Node, as tests/api/cv-pdf-embed.test.ts does, with the
// same test support (embedded libSQL, s3rver on loopback): `npx vitest run --config scripts/cv-import-corpus/kar/vitest.config.ts`.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: new URL('../../..', import.meta.url).pathname,
    include: ['scripts/cv-import-corpus/kar/kar-pdfs.gen.ts'],
    environment: 'node',
    globalSetup: ['tests/support/loopback-servers.ts'],
    testTimeout: 120_000,
    // The API's request log is noise here.
    silent: true,
  },
});
