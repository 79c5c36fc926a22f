// Seeds the local D1 database (Miniflare) through wrangler, with the same upserts the tests use. In development
// (ENVIRONMENT=development) an empty board also gets the demo companies and about 60 jobs in three languages.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { lookupSeedStatements } from '../db/seed/seed-sql.ts';
import { demoBoard, demoBoardStatements, demoCompanies } from '../db/seed/demo-jobs.ts';
import { demoCvKey, demoCvPdf, demoHiringStatements, demoSeekerCount } from '../db/seed/demo-hiring.ts';
import { demoProgramStatements } from '../db/seed/demo-programs.ts';
import { countJobs, demoPassword, demoPasswordHash, executeStatements, isDevelopment } from './demo-seeding.ts';

const persistTo = process.argv.find((arg) => arg.startsWith('--persist-to='));
const file = '.wrangler/seed.sql';
mkdirSync('.wrangler', { recursive: true });
writeFileSync(file, lookupSeedStatements().join('\n'));
execFileSync('wrangler', ['d1', 'execute', 'DB', '--local', `--file=${file}`, ...(persistTo ? [persistTo] : [])], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, CI: 'true', CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' },
});
console.log(`Seeded ${lookupSeedStatements().length} lookup rows into the local D1 database.`);

if (isDevelopment()) {
  const target = persistTo ? { persistTo } : {};
  if ((await countJobs(target)) === 0) {
    const jobs = demoBoard();
    const passwordHash = await demoPasswordHash();
    await executeStatements(demoBoardStatements(jobs, passwordHash, new Date()), target);
    await executeStatements(demoHiringStatements(passwordHash, new Date()), target);
    // The demo applications' CV, in the local R2 beside the local D1.
    writeFileSync('.wrangler/demo-cv.pdf', demoCvPdf());
    execFileSync(
      'wrangler',
      [
        'r2',
        'object',
        'put',
        `kar-files/${demoCvKey}`,
        '--file=.wrangler/demo-cv.pdf',
        '--content-type=application/pdf',
        '--local',
        ...(persistTo ? [persistTo] : []),
      ],
      {
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, CI: 'true', CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' },
      },
    );
    console.log(
      `Seeded ${demoCompanies.length} demo companies, ${jobs.length} demo jobs and ${demoSeekerCount} job seekers' applications (sign in as ${demoCompanies[0]?.email}, password ${demoPassword}).`,
    );
    await executeStatements(demoProgramStatements(new Date()), target);
  }
}
