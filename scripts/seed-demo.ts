// npm run seed:demo -- --jobs N [--url <libsql-url>] [--persist-to=<dir>]
// Adds the demo companies (if missing) and N generated jobs in three languages, for benchmarks and for trying the
// search on a full board. Development only.
import { demoCompanies, demoBoardStatements, demoJobStatements } from '../db/seed/demo-jobs.ts';
import { generatedJobs } from '../db/seed/demo-generated.ts';
import { demoPasswordHash, executeStatements, isDevelopment } from './demo-seeding.ts';

const option = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
const count = Number(option('jobs') ?? 1000);
if (!Number.isInteger(count) || count < 1) {
  console.error('Give the number of jobs: npm run seed:demo -- --jobs 1000');
  process.exit(1);
}
if (!isDevelopment()) {
  console.error('Demo data is for development only (ENVIRONMENT=development).');
  process.exit(1);
}
const libsqlUrl = option('url');
const persistTo = process.argv.find((arg) => arg.startsWith('--persist-to='));
const target = { ...(libsqlUrl ? { libsqlUrl } : {}), ...(persistTo ? { persistTo } : {}) };
const now = new Date();
const companyNames = new Map(demoCompanies.map((company) => [company.email, company.name]));
await executeStatements(demoBoardStatements([], await demoPasswordHash(), now), target);
await executeStatements(demoJobStatements(generatedJobs(count, Date.now() % 100_000), companyNames, now), target);
console.log(`Added ${count} generated jobs.`);
