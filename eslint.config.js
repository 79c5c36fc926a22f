// Lint keeps the house's boundaries (docs/architecture.md): shared code never imports a feature, features do not
// reach into each other's internals, the client takes only schemas and types from the worker, and no import cycles.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Exceptions to a glob zone are matched against absolute paths.
const root = fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '');

const folders = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * What another worker feature may import: its rules (services), its contract (schemas), and its guards
 * (`*.middleware.ts`): auth's session middleware (authenticate, requireAuth), which every feature's routes mount or
 * call, and admin's recent-password check, which the admin side of programs and events mounts too.
 */
const workerFeaturePublic = [
  `${root}/worker/features/**/*.service.ts`,
  `${root}/worker/features/**/*.schemas.ts`,
  `${root}/worker/features/**/*.middleware.ts`,
];

const workerFeatureZones = folders('./worker/features').map((name) => ({
  target: `./worker/features/${name}`,
  from: './worker/features/**/*',
  except: [`${root}/worker/features/${name}/**/*`, ...workerFeaturePublic],
  message: 'A feature uses another feature through its service or schemas, never its repository or adapters.',
}));

const clientFeatureZones = folders('./client/features').map((name) => ({
  target: `./client/features/${name}`,
  from: './client/features',
  except: [`./${name}`],
  message: 'Client features do not import each other: share through client/lib or client/components, compose in routes.',
}));

const sharedZones = [
  { target: ['./worker/http', './worker/platform', './worker/shared', './db'], from: './worker/features' },
  { target: ['./client/lib', './client/components'], from: './client/features' },
  { target: ['./client/lib', './client/components'], from: './client/routes' },
].map((zone) => ({ ...zone, message: 'Shared code has one home and never imports a feature.' }));

const clientFromWorker = {
  target: './client',
  from: './worker/**/*',
  except: [`${root}/worker/**/*.schemas.ts`, `${root}/worker/trpc/router.{ts,d.ts}`, `${root}/worker/shared/**/*`],
  message: 'The client takes only zod schemas and the AppRouter type from the worker.',
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'client/paraglide/**',
      'client/routeTree.gen.ts',
      'worker/worker-configuration.d.ts',
      '.wrangler/**',
      'test-results/**',
      '.tsbuild/**',
    ],
  },
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { parser: tseslint.parser, parserOptions: { ecmaVersion: 'latest', sourceType: 'module' } },
    plugins: { 'import-x': importX, '@typescript-eslint': tseslint.plugin },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...sharedZones, clientFromWorker, ...workerFeatureZones, ...clientFeatureZones] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['client/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error' },
  },
);
