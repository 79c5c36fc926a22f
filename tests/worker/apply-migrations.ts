import { applyD1Migrations, type D1Migration } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { lookupSeedStatements } from '../../db/seed/seed-sql';

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}

// Storage is isolated per test file, so each file starts from migrated, seeded D1.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await env.DB.batch(lookupSeedStatements().map((statement) => env.DB.prepare(statement)));
