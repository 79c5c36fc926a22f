// Seeds the local D1 database (Miniflare) through wrangler, with the same upserts the tests use.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { lookupSeedStatements } from '../db/seed/seed-sql.ts';

const persistTo = process.argv.find((arg) => arg.startsWith('--persist-to='));
const file = '.wrangler/seed.sql';
mkdirSync('.wrangler', { recursive: true });
writeFileSync(file, lookupSeedStatements().join('\n'));
execFileSync('wrangler', ['d1', 'execute', 'DB', '--local', `--file=${file}`, ...(persistTo ? [persistTo] : [])], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, CI: 'true', CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' },
});
console.log(`Seeded ${lookupSeedStatements().length} lookup rows into the local D1 database.`);
