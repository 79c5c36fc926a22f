// `npm run admin -- …` against real databases: a local D1 state folder made by wrangler (the folder `npm start`
// uses has the same layout) and a libSQL file. Each command runs as a person would run it, in its own process.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createClient } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { libsqlEmbeddedDatabase, migrateEmbedded } from '../../db/client.node';
import { seedLookups } from '../support/node-deps';
import { d1File } from '../support/d1-state';
import { prepareState } from '../support/wrangler-server';
import { translate } from '../../worker/http/i18n';
// The expected texts are read in every language, as the mails are written in the recipient's.
import '../support/catalogues';

const run = promisify(execFile);
const node = existsSync('node_modules/.bin/node') ? 'node_modules/.bin/node' : process.execPath;
const folder = mkdtempSync(join(tmpdir(), 'kar-admin-'));

const fixtures = [
  // The company writes in Sorani: the decisions' mail reaches it in Sorani, as the admin console's does.
  `INSERT INTO users (id, type, email, password_hash, locale, created_at, updated_at) VALUES (101, 'company', 'firm@example.com', 'x', 'ckb', 0, 0)`,
  `INSERT INTO companies (user_id, legal_name, sector_id, employees_num_id, company_type_id, headquarter_location_id, status, updated_at) VALUES (101, 'Zagros Tech', 1, 1, 1, 1, 'pending', 0)`,
  `INSERT INTO users (id, type, email, password_hash, locale, created_at, updated_at) VALUES (102, 'account', 'seeker@example.com', 'x', 'en', 0, 0)`,
];

interface Target {
  name: string;
  /** The options that point the command at this database. */
  options: () => string[];
  /** A libSQL URL of the same database, to set up and read back. */
  url: () => string;
  prepare(): Promise<void>;
}

const d1State = join(folder, 'd1');
const libsqlFile = join(folder, 'kar.db');
const targets: Target[] = [
  {
    name: "local D1 (Miniflare's SQLite file in the state folder)",
    options: () => ['--persist-to', d1State],
    url: () => `file:${d1File(d1State)}`,
    prepare: async () => prepareState(d1State),
  },
  {
    name: 'libSQL (--url file:…)',
    options: () => [`--url=file:${libsqlFile}`],
    url: () => `file:${libsqlFile}`,
    prepare: async () => {
      const { db, close } = libsqlEmbeddedDatabase(`file:${libsqlFile}`);
      await migrateEmbedded(db);
      await seedLookups(db);
      close();
    },
  },
];

/** Mail goes to the local outbox unless a test names a Resend; a developer's own key never leaks into a run. */
const noResend = { RESEND_API_KEY: '', RESEND_BASE_URL: '' };

async function admin(target: Target, ...args: string[]) {
  return adminWith(target, noResend, ...args);
}

async function adminWith(target: Target, env: Record<string, string>, ...args: string[]) {
  try {
    const { stdout } = await run(node, ['scripts/admin.ts', ...args, ...target.options()], { encoding: 'utf8', env: { ...process.env, ...env } });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

async function rowOf(target: Target, sql: string): Promise<Record<string, unknown> | undefined> {
  const client = createClient({ url: target.url() });
  try {
    return (await client.execute(sql)).rows[0] as Record<string, unknown> | undefined;
  } finally {
    client.close();
  }
}

afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe.each(targets)('npm run admin on $name', (target) => {
  beforeAll(async () => {
    await target.prepare();
    const client = createClient({ url: target.url() });
    await client.batch(fixtures, 'write');
    client.close();
  }, 120_000);

  // Each command is its own Node process (argon2's wasm, libSQL): a second or two, more on a busy machine.
  const budget = 60_000;

  it(
    "approve-company approves, says so, and mails the admin console's approval in the company's language (issue 23)",
    async () => {
      const result = await admin(target, 'approve-company', 'Firm@Example.com');
      expect(result).toMatchObject({ code: 0, output: expect.stringContaining('firm@example.com: company approved.') });
      expect(await rowOf(target, 'SELECT status FROM companies WHERE user_id = 101')).toMatchObject({ status: 'approved' });
      // Without a Resend key, a local database's mail is in the development outbox, as the worker's is (GET /dev/mail).
      const mail = await rowOf(target, 'SELECT "to", subject, text FROM dev_outbox ORDER BY id DESC');
      expect(mail).toMatchObject({ to: 'firm@example.com', subject: translate('ckb', 'adm_mail_approved_subject') });
      expect(mail?.text).toContain(translate('ckb', 'adm_mail_approved_body'));
    },
    budget,
  );

  it(
    'reject-company rejects with the reason given, mailed and kept for /status',
    async () => {
      const result = await admin(target, 'reject-company', 'firm@example.com', 'The licence is unreadable.');
      expect(result).toMatchObject({ code: 0, output: expect.stringContaining('company rejected.') });
      expect(await rowOf(target, 'SELECT status, updated_at FROM companies WHERE user_id = 101')).toMatchObject({ status: 'rejected' });
      const review = await rowOf(target, 'SELECT reason, decided_at, review_requested_at FROM company_reviews WHERE company_id = 101');
      expect(review).toMatchObject({ reason: 'The licence is unreadable.', review_requested_at: null });
      // The rejection's time is the company's last change: asking again needs a newer one (issue 23).
      expect((await rowOf(target, 'SELECT updated_at FROM companies WHERE user_id = 101'))?.updated_at).toBe(review?.decided_at);
      const mail = await rowOf(target, 'SELECT "to", subject, text FROM dev_outbox ORDER BY id DESC');
      expect(mail).toMatchObject({ to: 'firm@example.com', subject: translate('ckb', 'adm_mail_rejected_subject') });
      expect(mail?.text).toContain('The licence is unreadable.');
    },
    budget,
  );

  it(
    'sends through Resend when RESEND_API_KEY is set, like the worker',
    async () => {
      // The fake Resend is shared by the whole run: only this command's key is counted, and nothing is cleared.
      const resend = inject('resendBaseUrl');
      const ours = async () =>
        ((await (await fetch(`${resend}/__sent`)).json()) as Array<{ authorization: string; body: { to: string | string[]; subject: string } }>).filter(
          (mail) => mail.authorization === 'Bearer admin-command-key',
        );
      const before = (await ours()).length;
      const result = await adminWith(target, { RESEND_API_KEY: 'admin-command-key', RESEND_BASE_URL: resend }, 'approve-company', 'firm@example.com');
      expect(result, result.output).toMatchObject({ code: 0 });
      const sent = await ours();
      expect(sent).toHaveLength(before + 1);
      expect(sent.at(-1)?.body).toMatchObject({ subject: translate('ckb', 'adm_mail_approved_subject') });
      expect(JSON.stringify(sent.at(-1)?.body.to)).toContain('firm@example.com');
      // Back to rejected for the tests below (no mail: --no-mail).
      expect(await admin(target, 'reject-company', 'firm@example.com', '--no-mail')).toMatchObject({
        code: 0,
        output: expect.stringContaining('No mail sent'),
      });
    },
    2 * budget,
  );

  it('refuses a remote database without a Resend key before changing anything', async () => {
    const result = await run(node, ['scripts/admin.ts', 'approve-company', 'firm@example.com', '--url=libsql://kar.example.invalid'], {
      encoding: 'utf8',
      env: { ...process.env, ...noResend },
    }).catch((error: { code?: number; stderr?: string }) => ({ code: error.code, stderr: error.stderr ?? '' }));
    expect(result).toMatchObject({ code: 1, stderr: expect.stringContaining('RESEND_API_KEY') });
  });

  it(
    'force-reset asks for a new password at the next login',
    async () => {
      const result = await admin(target, 'force-reset', 'seeker@example.com');
      expect(result).toMatchObject({ code: 0, output: expect.stringContaining('must choose a new password') });
      expect(await rowOf(target, 'SELECT password_change_required FROM users WHERE id = 102')).toMatchObject({ password_change_required: 1 });
    },
    budget,
  );

  it(
    'grant-credits adds a ledger row with its reason and reports the balance; it never takes the balance below zero',
    async () => {
      const granted = await admin(target, 'grant-credits', 'firm@example.com', '5', 'launch offer');
      expect(granted).toMatchObject({ code: 0, output: expect.stringContaining('granted 5 credit(s) (launch offer); balance 5.') });
      expect(await rowOf(target, 'SELECT amount, reason, job_id FROM credit_ledger WHERE company_id = 101 ORDER BY id DESC')).toMatchObject({
        amount: 5,
        reason: 'launch offer',
        job_id: null,
      });
      const tooMany = await admin(target, 'grant-credits', 'firm@example.com', '-6');
      expect(tooMany.code).toBe(1);
      expect(await rowOf(target, 'SELECT sum(amount) AS balance FROM credit_ledger WHERE company_id = 101')).toMatchObject({ balance: 5 });
      const seeker = await admin(target, 'grant-credits', 'seeker@example.com', '2');
      expect(seeker).toMatchObject({ code: 1, output: expect.stringContaining('no company account') });
    },
    3 * budget,
  );

  it(
    'create-admin makes a verified admin with an argon2id hash',
    async () => {
      const result = await admin(target, 'create-admin', 'boss@example.com', 'Kar-Passw0rd!');
      expect(result).toMatchObject({
        code: 0,
        output: expect.stringContaining(
          'boss@example.com is an admin. Admins cannot sign in with a password alone: at the first sign-in at /admin they set up an authenticator app',
        ),
      });
      const row = await rowOf(target, "SELECT type, password_hash, email_verified_at FROM users WHERE email = 'boss@example.com'");
      expect(row).toMatchObject({ type: 'admin', password_hash: expect.stringMatching(/^\$argon2id\$/) });
      expect(row?.email_verified_at).not.toBeNull();
    },
    budget,
  );

  it(
    'fails with exit 1 when nothing matches, and changes nothing',
    async () => {
      const mails = await rowOf(target, 'SELECT count(*) AS n FROM dev_outbox');
      const result = await admin(target, 'approve-company', 'seeker@example.com');
      expect(result.code).toBe(1);
      expect(result.output).toContain('No matching company account for seeker@example.com.');
      expect(await rowOf(target, "SELECT count(*) AS n FROM companies WHERE status = 'approved'")).toMatchObject({ n: 0 });
      expect(await rowOf(target, 'SELECT count(*) AS n FROM dev_outbox')).toEqual(mails);
    },
    budget,
  );
});
