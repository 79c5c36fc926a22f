// Running seed SQL on the local D1 (Miniflare, through wrangler) or on a libSQL URL, for the seed scripts.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createClient } from '@libsql/client';
import { createArgon2Passwords } from '../worker/platform/argon2.ts';
import { loadArgon2ModuleForNode } from '../worker/platform/argon2.node.ts';

export interface SeedTarget {
  /** `--persist-to=…` for wrangler, when the local D1 lives elsewhere. */
  persistTo?: string;
  /** A libSQL URL (`file:…`, Turso) instead of the local D1. */
  libsqlUrl?: string;
}

const wranglerEnv = { ...process.env, CI: 'true', CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' };

/** The password of the demo companies in development (printed by the seed; never used outside development). */
export const demoPassword = 'Kar-Demo-2026!';
export const demoPasswordHash = () => createArgon2Passwords(loadArgon2ModuleForNode()).hash(demoPassword);

/** Only development seeds demo data: `ENVIRONMENT` from the process, else wrangler.toml's [vars]. */
export function isDevelopment(): boolean {
  const configured = process.env.ENVIRONMENT ?? /^ENVIRONMENT\s*=\s*"([^"]+)"/m.exec(readFileSync('wrangler.toml', 'utf8'))?.[1];
  return configured === 'development';
}

export async function executeStatements(statements: readonly string[], target: SeedTarget, chunk = 5000): Promise<void> {
  if (target.libsqlUrl) {
    const client = createClient({ url: target.libsqlUrl, authToken: process.env.TURSO_AUTH_TOKEN });
    try {
      for (let start = 0; start < statements.length; start += chunk) await client.batch(statements.slice(start, start + chunk), 'write');
    } finally {
      client.close();
    }
    return;
  }
  mkdirSync('.wrangler', { recursive: true });
  const file = '.wrangler/seed-demo.sql';
  for (let start = 0; start < statements.length; start += chunk) {
    writeFileSync(file, statements.slice(start, start + chunk).join('\n'));
    execFileSync('wrangler', ['d1', 'execute', 'DB', '--local', `--file=${file}`, ...(target.persistTo ? [target.persistTo] : [])], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: wranglerEnv,
    });
  }
}

export async function countJobs(target: SeedTarget): Promise<number> {
  const query = 'SELECT count(*) AS n FROM jobs';
  if (target.libsqlUrl) {
    const client = createClient({ url: target.libsqlUrl, authToken: process.env.TURSO_AUTH_TOKEN });
    try {
      return Number((await client.execute(query)).rows[0]?.n ?? 0);
    } finally {
      client.close();
    }
  }
  const output = execFileSync('wrangler', ['d1', 'execute', 'DB', '--local', '--json', `--command=${query}`, ...(target.persistTo ? [target.persistTo] : [])], {
    encoding: 'utf8',
    env: wranglerEnv,
  });
  const results = JSON.parse(output) as Array<{ results?: Array<{ n?: number }> }>;
  return Number(results[0]?.results?.[0]?.n ?? 0);
}
