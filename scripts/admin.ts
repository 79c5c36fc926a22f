// Administration from the command line until the admin console exists:
//   npm run admin -- create-admin <email> <password>
//   npm run admin -- approve-company <email> | reject-company <email> [reason] | force-reset <email>
//     (a decision mails the company as the admin console does, in its language; `--no-mail` leaves the mail out)
//   npm run admin -- grant-credits <email> <n> [reason]   (a negative n takes credits back, never below zero)
// Targets the local D1 by default (`--persist-to <folder>` names another state folder than .wrangler/state);
// `--remote` targets the deployed D1; `--url <libsql-url>` (or TURSO_DATABASE_URL with TURSO_AUTH_TOKEN) targets a
// libSQL database such as Turso.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createClient } from '@libsql/client';
import { d1File, defaultLocalState } from '../db/local-d1-file.ts';
import { newPasswordSchema } from '../worker/features/auth/password.schemas.ts';
import { createArgon2Passwords } from '../worker/platform/argon2.ts';
import { loadArgon2ModuleForNode } from '../worker/platform/argon2.node.ts';

/** `--url` and `--persist-to` take a value (`--url x` or `--url=x`); other words are the command and its arguments. */
function parseArguments(argv: readonly string[]) {
  const positional: string[] = [];
  const options = new Map<string, string>();
  const flags = new Set<string>();
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index] as string;
    const [name = '', inline] = arg.startsWith('--') ? arg.slice(2).split(/=(.*)/s) : [];
    if (!arg.startsWith('--')) positional.push(arg);
    else if (name === 'url' || name === 'persist-to') options.set(name, inline ?? argv[++index] ?? '');
    else flags.add(name);
  }
  return { positional, options, flags };
}

const parsed = parseArguments(process.argv.slice(2));
const [command, email = '', password, extra] = parsed.positional;
const option = (name: string) => parsed.options.get(name);
const libsqlUrl = option('url') ?? process.env.TURSO_DATABASE_URL;
const remote = parsed.flags.has('remote');

const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

const quote = (value: string | number) => (typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`);

type Row = Record<string, unknown>;

// `npm run` puts node_modules/.bin on PATH; a direct `node scripts/admin.ts` finds the project's wrangler too.
const localWrangler = fileURLToPath(new URL('../node_modules/.bin/wrangler', import.meta.url));
const wranglerBin = existsSync(localWrangler) ? localWrangler : 'wrangler';

/**
 * A local D1 is Miniflare's SQLite file, opened directly as libSQL: `wrangler d1 execute --local` would start workerd
 * for every statement (seconds each). A running `npm start` sees the change at its next query, as it does wrangler's.
 */
function localD1Url(): string {
  try {
    return `file:${d1File(option('persist-to') || defaultLocalState)}`;
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
}
const sqlUrl = libsqlUrl ?? (remote ? undefined : localD1Url());

/** A libSQL client that waits a few seconds for a write lock another process (the local server) holds. */
async function withClient<T>(url: string, use: (client: ReturnType<typeof createClient>) => Promise<T>): Promise<T> {
  const client = createClient({ url, authToken: process.env.TURSO_AUTH_TOKEN });
  try {
    if (url.startsWith('file:')) await client.execute('PRAGMA busy_timeout = 5000');
    return await use(client);
  } finally {
    client.close();
  }
}

/**
 * Runs one statement and answers its rows. Writes name what they changed with RETURNING: D1 and libSQL answer rows
 * alike, while `meta.changes` is missing from some `wrangler d1 execute --json` replies.
 */
async function query(sql: string): Promise<Row[]> {
  if (sqlUrl) return withClient(sqlUrl, async (client) => (await client.execute(sql)).rows as unknown as Row[]);
  const output = execFileSync(wranglerBin, ['d1', 'execute', 'DB', '--remote', '--json', `--command=${sql}`], {
    encoding: 'utf8',
    env: { ...process.env, CI: 'true', CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false' },
  });
  // The reply is a JSON list with one entry per statement; anything wrangler prints before it is not ours.
  const results = JSON.parse(output.slice(output.indexOf('['))) as Array<{ results?: Row[] }>;
  return results.flatMap((result) => result.results ?? []);
}

const normalisedEmail = email.trim().toLowerCase();
if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(normalisedEmail)) fail('Give an e-mail address.');
const now = Date.now();

/** Runs statements as one batch (atomic on libSQL and D1); used where no rows need to come back. */
async function batch(statements: string[]): Promise<void> {
  if (sqlUrl) await withClient(sqlUrl, (client) => client.batch(statements, 'write'));
  else await query(statements.join(';\n'));
}

/**
 * approve-company / reject-company: the status, the review row the admin console writes (so /status shows the
 * reason and a rejected company must change something before asking again), then the console's own mail
 * (scripts/admin-mail.ts). Without a way to send it to a remote database, nothing is changed.
 */
async function decideCompany(status: 'approved' | 'rejected', reason: string | null) {
  const noMail = parsed.flags.has('no-mail');
  const { companyDecisionMail, decisionDelivery } = await import('./admin-mail.ts');
  const local = !remote && (!libsqlUrl || libsqlUrl.startsWith('file:'));
  const delivery = noMail ? null : decisionDelivery(local, quote);
  if (!delivery && !noMail) fail('The company is mailed about the decision: set RESEND_API_KEY (and MAIL_FROM) for a remote database, or add --no-mail.');
  const [account] = await query(
    `SELECT u.id, u.locale, c.status FROM users u JOIN companies c ON c.user_id = u.id WHERE u.email = ${quote(normalisedEmail)} AND u.type = 'company'`,
  );
  if (!account) return fail(`No matching company account for ${normalisedEmail}.`);
  if (account.status === status) {
    console.log(`${normalisedEmail}: company already ${status}; nothing changed, no mail sent.`);
    return;
  }
  const id = Number(account.id);
  const locale = account.locale === 'ckb' || account.locale === 'ar' ? account.locale : 'en';
  const mail = companyDecisionMail(normalisedEmail, locale, status, reason);
  await batch([
    `UPDATE companies SET status = '${status}', updated_at = ${now} WHERE user_id = ${id}`,
    `INSERT INTO company_reviews (company_id, reason, decided_at, decided_by, review_requested_at) VALUES (${id}, ${reason === null ? 'NULL' : quote(reason)}, ${now}, NULL, NULL) ` +
      `ON CONFLICT (company_id) DO UPDATE SET reason = excluded.reason, decided_at = excluded.decided_at, decided_by = NULL, review_requested_at = NULL`,
    ...(delivery?.via === 'outbox' ? [delivery.statement(mail)] : []),
  ]);
  if (delivery?.via === 'resend') {
    try {
      await delivery.mailer.send(mail);
    } catch (error) {
      fail(`${normalisedEmail}: company ${status}, but the mail could not be sent (${error instanceof Error ? error.message : String(error)}).`);
    }
  }
  console.log(`${normalisedEmail}: company ${status}. ${delivery ? `Mail sent (${locale}, ${delivery.via}).` : 'No mail sent (--no-mail).'}`);
}

/** Runs a write ending in RETURNING and reports it, or fails when it touched no row. */
async function expectOne(sql: string, success: string, missing = `No matching account for ${normalisedEmail}.`) {
  const changed = await query(sql);
  if (changed.length === 0) fail(missing);
  console.log(success);
}

switch (command) {
  case 'create-admin': {
    const checked = newPasswordSchema.safeParse(password ?? '');
    if (!checked.success) fail(`The password does not meet the rules (${checked.error.issues.map((issue) => issue.message).join(', ')}).`);
    const hash = await createArgon2Passwords(loadArgon2ModuleForNode()).hash(password as string);
    await expectOne(
      `INSERT INTO users (type, email, email_verified_at, password_hash, locale, created_at, updated_at) VALUES ('admin', ${quote(normalisedEmail)}, ${now}, ${quote(hash)}, 'en', ${now}, ${now}) ` +
        `ON CONFLICT(email) WHERE email <> '' DO UPDATE SET type = 'admin', password_hash = excluded.password_hash, email_verified_at = ${now}, updated_at = ${now} RETURNING id`,
      `${normalisedEmail} is an admin. Admins cannot sign in with a password alone: at the first sign-in at /admin they set up an authenticator app (a QR code and ten recovery codes).`,
      `${normalisedEmail} could not be made an admin.`,
    );
    break;
  }
  case 'approve-company':
    await decideCompany('approved', null);
    break;
  case 'reject-company':
    // `password` is the second word here: the reason, mailed as the console's is.
    await decideCompany('rejected', password?.trim() || null);
    break;
  case 'force-reset':
    await expectOne(
      `UPDATE users SET password_change_required = 1, updated_at = ${now} WHERE email = ${quote(normalisedEmail)} RETURNING id`,
      `${normalisedEmail} must choose a new password at the next login.`,
    );
    break;
  case 'grant-credits': {
    // `password` is the second word here: the number of credits.
    const amount = Number(password);
    if (!Number.isInteger(amount) || amount === 0) fail('Give a whole number of credits other than 0, e.g. grant-credits <email> 5.');
    const reason = extra?.trim() || 'admin_grant';
    // One conditional insert: the company must exist and the balance must stay at zero or above, read in the statement.
    const inserted = await query(
      `INSERT INTO credit_ledger (company_id, amount, reason, job_id, created_at) SELECT u.id, ${amount}, ${quote(reason)}, NULL, ${now} FROM users u ` +
        `JOIN companies c ON c.user_id = u.id WHERE u.email = ${quote(normalisedEmail)} AND u.type = 'company' ` +
        `AND (SELECT coalesce(sum(amount), 0) FROM credit_ledger WHERE company_id = u.id) + ${amount} >= 0 RETURNING company_id`,
    );
    const companyId = Number(inserted[0]?.company_id);
    if (inserted.length === 0) fail(`No change: no company account for ${normalisedEmail}, or its balance would fall below zero.`);
    const [balance] = await query(`SELECT coalesce(sum(amount), 0) AS balance FROM credit_ledger WHERE company_id = ${companyId}`);
    console.log(`${normalisedEmail}: ${amount > 0 ? 'granted' : 'took back'} ${Math.abs(amount)} credit(s) (${reason}); balance ${Number(balance?.balance)}.`);
    break;
  }
  default:
    fail(
      'Commands: create-admin <email> <password>, approve-company <email>, reject-company <email> [reason], force-reset <email>, grant-credits <email> <n> [reason]',
    );
}
