// Administration from the command line until the admin console exists:
//   npm run admin -- create-admin <email> <password>
//   npm run admin -- approve-company <email> | reject-company <email> | force-reset <email>
// Targets the local D1 by default; `--remote` targets the deployed D1; `--url <libsql-url>` (or
// TURSO_DATABASE_URL with TURSO_AUTH_TOKEN) targets a libSQL database such as Turso.
import { execFileSync } from 'node:child_process';
import { createClient } from '@libsql/client';
import { newPasswordSchema } from '../worker/features/auth/password.schemas.ts';
import { createArgon2Passwords } from '../worker/platform/argon2.ts';
import { loadArgon2ModuleForNode } from '../worker/platform/argon2.node.ts';

const [command, email = '', password] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const option = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
const libsqlUrl = option('url') ?? process.env.TURSO_DATABASE_URL;
const remote = process.argv.includes('--remote');

const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

const quote = (value: string | number) => (typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`);

async function run(sql: string): Promise<number> {
  if (libsqlUrl) {
    const client = createClient({ url: libsqlUrl, authToken: process.env.TURSO_AUTH_TOKEN });
    try {
      const result = await client.execute(sql);
      return Math.max(result.rowsAffected, result.rows.length);
    } finally {
      client.close();
    }
  }
  const output = execFileSync(
    'wrangler',
    ['d1', 'execute', 'DB', remote ? '--remote' : '--local', '--json', `--command=${sql}`, ...(option('persist-to') ? ['--persist-to', option('persist-to') as string] : [])],
    { encoding: 'utf8', env: { ...process.env, CI: 'true', CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' } },
  );
  // The local D1 reports no `meta.changes`: a statement with RETURNING counts its rows instead.
  const results = JSON.parse(output) as Array<{ results?: unknown[]; meta?: { changes?: number } }>;
  return results.reduce((sum, result) => sum + (result.meta?.changes ?? result.results?.length ?? 0), 0);
}

const normalisedEmail = email.trim().toLowerCase();
if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(normalisedEmail)) fail('Give an e-mail address.');
const now = Date.now();

async function expectOne(sql: string, success: string) {
  const changed = await run(`${sql} RETURNING 1`);
  if (changed === 0) fail(`No matching account for ${normalisedEmail}.`);
  console.log(success);
}

switch (command) {
  case 'create-admin': {
    const checked = newPasswordSchema.safeParse(password ?? '');
    if (!checked.success) fail(`The password does not meet the rules (${checked.error.issues.map((issue) => issue.message).join(', ')}).`);
    const hash = await createArgon2Passwords(loadArgon2ModuleForNode()).hash(password as string);
    await run(
      `INSERT INTO users (type, email, email_verified_at, password_hash, locale, created_at, updated_at) VALUES ('admin', ${quote(normalisedEmail)}, ${now}, ${quote(hash)}, 'en', ${now}, ${now}) ` +
        `ON CONFLICT(email) DO UPDATE SET type = 'admin', password_hash = excluded.password_hash, email_verified_at = ${now}, updated_at = ${now}`,
    );
    console.log(`${normalisedEmail} is an admin.`);
    break;
  }
  case 'approve-company':
  case 'reject-company': {
    const status = command === 'approve-company' ? 'approved' : 'rejected';
    await expectOne(
      `UPDATE companies SET status = '${status}', updated_at = ${now} WHERE user_id = (SELECT id FROM users WHERE email = ${quote(normalisedEmail)} AND type = 'company')`,
      `${normalisedEmail}: company ${status}.`,
    );
    break;
  }
  case 'force-reset':
    await expectOne(
      `UPDATE users SET password_change_required = 1, updated_at = ${now} WHERE email = ${quote(normalisedEmail)}`,
      `${normalisedEmail} must choose a new password at the next login.`,
    );
    break;
  default:
    fail('Commands: create-admin <email> <password>, approve-company <email>, reject-company <email>, force-reset <email>');
}
