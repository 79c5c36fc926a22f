import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

/** Secrets for the workerd tests; production reads them from `wrangler secret`. */
const workerdTestBindings = {
  ENVIRONMENT: 'test',
  SESSION_SECRET: 'workerd-test-session-secret-0123456789abcdef',
  CODE_HMAC_KEY: 'workerd-test-code-key',
  FACTOR_SECRET_KEY: 'd29ya2VyZC10ZXN0LWZhY3Rvci1rZXktMDEyMzQ1Njc=',
  ALTCHA_HMAC_KEY: 'workerd-test-altcha-key',
  ALTCHA_MAX_NUMBER: '1000',
  RESEND_API_KEY: '',
};

export default defineConfig({
  test: {
    reporters: ['default', './tests/support/summary-reporter.ts'],
    // Request logs help only when a test fails.
    silent: 'passed-only',
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/support/catalogues.ts'],
          // Some units are heavy (argon2 at its production cost, a CV PDF rendered and read back with poppler).
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/loopback-servers.ts'],
          // A sign-up (argon2) and a first PDF (fonts, yoga) in workerd take seconds on a busy 2-core machine.
          testTimeout: 30_000,
        },
      },
      {
        plugins: [
          cloudflareTest(async () => ({
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              bindings: { ...workerdTestBindings, TEST_MIGRATIONS: await readD1Migrations('./drizzle') },
            },
          })),
        ],
        test: {
          name: 'workerd',
          include: ['tests/worker/**/*.test.ts'],
          setupFiles: ['tests/worker/apply-migrations.ts'],
          globalSetup: ['tests/support/loopback-servers.ts'],
          // Like `api`: sign-ups (argon2), whole CVs section by section and first PDFs take seconds on a busy machine.
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'e2e',
          setupFiles: ['tests/e2e/one-visitor-per-file.ts'],
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/wrangler-dev.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A page on a busy 2-core machine can take seconds to settle: poll up to 10 s, not vitest's default 1 s.
          expect: { poll: { timeout: 10_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
