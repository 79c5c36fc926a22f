// Two-step sign-in (issue 29): the authenticator app (RFC 6238) and recovery codes, from setting them up on the
// security page to the sign-in's second step, who must use one, and the paths that must not get around it.
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { recoveryCodes, totpFactors, users } from '../../db/schema';
import { totpCodeAt } from '../../worker/features/security/totp';
import { listOutbox } from '../../worker/platform/outbox';
import { type Api, captcha, get, lastCodeSentTo, post, signedUpAccount, signedUpCompany, strongPassword } from '../support/auth-flow';
import { testApp, testClock } from '../support/node-deps';
import { nextCode, rememberSecret, throughSecondStep } from '../support/second-factor';

let api: Api;
let clock: ReturnType<typeof testClock>;
beforeEach(async () => {
  clock = testClock();
  api = await testApp({ clock });
});

const step = 30_000;
const remove = (path: string, body: Record<string, unknown>, token?: string) => post(api, path, body, { method: 'DELETE', ...(token ? { token } : {}) });
const login = (email: string, type: 'account' | 'company' | 'admin' = 'account', extra: Record<string, unknown> = {}) =>
  post(api, '/auth/login', { email, password: strongPassword, type, ...extra });
const finish = (pendingToken: unknown, proof: Record<string, unknown>) => post(api, '/auth/second-factor', { pending_token: pendingToken, ...proof });
const userRow = async (email: string) => (await api.deps.db.select().from(users).where(eq(users.email, email)))[0];

/** Sets the app up on the security page; returns the secret and the ten recovery codes. */
async function withApp(email: string, token: string) {
  const started = await post(api, '/account/security/totp', {}, { token });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const secret = started.body.data?.secret as string;
  rememberSecret(api, email, secret);
  const confirmed = await post(api, '/account/security/totp/confirm', { code: await nextCode(api, email) }, { token });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return { secret, codes: confirmed.body.data?.recovery_codes as string[] };
}

describe('setting the authenticator app up', () => {
  it('gives a secret and its QR URL, keeps the secret sealed, and confirms with one right code', async () => {
    const token = await signedUpAccount(api, 'totp@example.com');
    const started = await post(api, '/account/security/totp', {}, { token });
    const secret = started.body.data?.secret as string;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(started.body.data?.otpauth_url as string);
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('Kar');
    expect(decodeURIComponent(url.pathname)).toContain('totp@example.com');
    const [row] = await api.deps.db.select().from(totpFactors);
    expect(row?.secretSealed.startsWith('v1.')).toBe(true);
    expect(row?.secretSealed).not.toContain(secret);
    expect(row?.confirmedAt).toBeNull();

    const wrong = await post(api, '/account/security/totp/confirm', { code: totpCodeAt(secret, new Date(clock.now().getTime() - 3 * step)) }, { token });
    expect(wrong.status).toBe(422);
    expect(wrong.body.code).toBe('second_factor_incorrect');
    expect(wrong.body.errors?.code?.[0]).toBe('That code is not right. Check your authenticator app and try again.');

    const confirmed = await post(api, '/account/security/totp/confirm', { code: totpCodeAt(secret, clock.now()) }, { token });
    expect(confirmed.body.code).toBe('totp_confirmed');
    const codes = confirmed.body.data?.recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    // Hashed at rest: no code is in the table, each row is a 64-hex digest.
    const stored = await api.deps.db.select().from(recoveryCodes);
    expect(stored).toHaveLength(10);
    for (const row of stored) {
      expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(codes.some((code) => row.codeHash.includes(code.replace('-', '')))).toBe(false);
    }
    const factors = await get(api, '/account/security/factors', { token });
    expect(factors.body.data).toMatchObject({ recovery_codes_left: 10, required: false, can_require: false });
    expect(factors.body.data?.totp_confirmed_at).toBe(clock.now().toISOString());
    // A second app cannot replace the first without removing it.
    expect((await post(api, '/account/security/totp', {}, { token })).body.code).toBe('totp_already_set_up');
    expect((await post(api, '/account/security/totp/confirm', { code: '123456' }, { token })).status).toBe(409);
  });

  it('refuses bad fields, strangers and missing sessions', async () => {
    const token = await signedUpAccount(api, 'gates@example.com');
    expect((await post(api, '/account/security/totp/confirm', { code: '123456' }, { token })).body.code).toBe('totp_not_started');
    for (const code of ['12345', 'abcdef', 123456, null]) {
      const reply = await post(api, '/account/security/totp/confirm', { code }, { token });
      expect(reply.status, String(code)).toBe(422);
      expect(reply.body.errors?.code).toBeDefined();
    }
    const both = await remove('/account/security/totp', { code: '123456', recovery_code: 'abcde-23456' }, token);
    expect(both.status).toBe(422);
    for (const [method, path] of [
      ['GET', '/account/security/factors'],
      ['POST', '/account/security/totp'],
      ['POST', '/account/security/totp/confirm'],
      ['DELETE', '/account/security/totp'],
      ['POST', '/account/security/recovery-codes'],
      ['PUT', '/account/security/second-factor-required'],
    ] as const) {
      const reply = method === 'GET' ? await get(api, path) : await post(api, path, { code: '123456', required: true }, { method });
      expect(reply.status, `${method} ${path}`).toBe(401);
    }
    // Only a company chooses the rule for itself.
    expect((await post(api, '/account/security/second-factor-required', { required: true }, { method: 'PUT', token })).status).toBe(403);
  });
});

describe('signing in with the second step', () => {
  it('asks for the code after the password, takes each code once, and signs in within ±1 step', async () => {
    const token = await signedUpAccount(api, 'two@example.com');
    const { secret } = await withApp('two@example.com', token);
    const password = await login('two@example.com');
    expect(password.status).toBe(200);
    expect(password.body.code).toBe('second_factor_required');
    expect(password.body.data).toMatchObject({ second_factor_required: true, factors: ['totp', 'recovery_code'] });
    expect(password.body.data?.token).toBeUndefined();
    expect(password.headers.get('set-cookie')).toBeNull();
    const pending = password.body.data?.pending_token;

    // The code that confirmed the app was this step's: it does not open twice.
    const replay = await finish(pending, { code: totpCodeAt(secret, clock.now()) });
    expect(replay.status).toBe(422);
    expect(replay.body.code).toBe('second_factor_incorrect');
    // Two steps behind is outside the window.
    expect((await finish(pending, { code: totpCodeAt(secret, new Date(clock.now().getTime() - 2 * step)) })).status).toBe(422);
    // One step ahead (a phone's clock a little fast) is inside it.
    const signedIn = await finish(pending, { code: totpCodeAt(secret, new Date(clock.now().getTime() + step)) });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(signedIn.body.code).toBe('logged_in');
    expect(signedIn.body.data?.user).toMatchObject({ email: 'two@example.com' });
    expect((await get(api, '/account/profile', { token: signedIn.body.data?.token as string })).status).toBe(200);
    // The pending sign-in is spent.
    const again = await finish(pending, { code: totpCodeAt(secret, new Date(clock.now().getTime() + step)) });
    expect(again.status).toBe(401);
    expect(again.body.code).toBe('second_factor_expired');
  });

  it('lets a pending sign-in wait five minutes and no longer', async () => {
    const token = await signedUpAccount(api, 'slow@example.com');
    await withApp('slow@example.com', token);
    const password = await login('slow@example.com');
    clock.advance(5 * 60_000 + 1);
    const late = await finish(password.body.data?.pending_token, { code: await nextCode(api, 'slow@example.com') });
    expect(late.status).toBe(401);
    expect(late.body.message).toBe('This sign-in took too long or was already finished. Please sign in again.');
    expect((await finish('x'.repeat(43), { code: '123456' })).status).toBe(401);
    expect((await finish('short', { code: '123456' })).status).toBe(422);
    expect((await finish(password.body.data?.pending_token, {})).status).toBe(422);
  });

  it('counts wrong codes toward the lockout, as wrong passwords are', async () => {
    const token = await signedUpAccount(api, 'guess@example.com');
    await withApp('guess@example.com', token);
    const pending = (await login('guess@example.com')).body.data?.pending_token;
    const right = await nextCode(api, 'guess@example.com');
    const wrongCode = right === '000000' ? '111111' : '000000';
    const replies = [];
    for (let attempt = 0; attempt < 5; attempt++) replies.push(await finish(pending, { code: wrongCode }));
    expect(replies.slice(0, 4).map((reply) => reply.status)).toEqual([422, 422, 422, 422]);
    expect(replies[4]?.status).toBe(423);
    expect(replies[4]?.body.code).toBe('account_locked');
    // Locked: the right code opens nothing until the lockout ends.
    expect((await finish(pending, { code: right })).status).toBe(423);
  });

  it('opens with a recovery code once, in any case and spacing, and mails the account', async () => {
    const token = await signedUpAccount(api, 'lost@example.com');
    const { codes } = await withApp('lost@example.com', token);
    const [first, second] = codes as [string, string];
    const pending = (await login('lost@example.com')).body.data?.pending_token;
    const signedIn = await finish(pending, { recovery_code: ` ${first.toUpperCase().replace('-', ' ')} ` });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    const mail = (await listOutbox(api.deps.db)).find((message) => message.subject === 'A recovery code was used to sign in to Kar');
    expect(mail?.to).toBe('lost@example.com');
    expect(mail?.text).toContain('Recovery codes left: 9.');
    expect(mail?.text).toContain('http://kar.test/account/security');

    const reused = await finish((await login('lost@example.com', 'account', { captcha: await captcha(api) })).body.data?.pending_token, {
      recovery_code: first,
    });
    expect(reused.status).toBe(422);
    expect(reused.body.errors?.recovery_code).toBeDefined();
    const pendingNext = (await login('lost@example.com', 'account', { captcha: await captcha(api) })).body.data?.pending_token;
    expect((await finish(pendingNext, { recovery_code: second })).status).toBe(200);
    expect((await get(api, '/account/security/factors', { token })).body.data?.recovery_codes_left).toBe(8);
  });

  it('makes new recovery codes that replace the old ones, and turns the app off only with a code', async () => {
    const token = await signedUpAccount(api, 'renew@example.com');
    const { codes: old } = await withApp('renew@example.com', token);
    const renewed = await post(api, '/account/security/recovery-codes', {}, { token });
    expect(renewed.body.code).toBe('recovery_codes_created');
    const fresh = renewed.body.data?.recovery_codes as string[];
    expect(fresh.some((code) => old.includes(code))).toBe(false);
    const pending = (await login('renew@example.com')).body.data?.pending_token;
    expect((await finish(pending, { recovery_code: old[0] })).status).toBe(422);

    const noCode = await remove('/account/security/totp', { code: '000000' === (await nextCode(api, 'renew@example.com')) ? '111111' : '000000' }, token);
    expect(noCode.status).toBe(422);
    expect((await remove('/account/security/totp', { recovery_code: fresh[0] }, token)).body.code).toBe('totp_removed');
    expect(await api.deps.db.select().from(totpFactors)).toHaveLength(0);
    expect(await api.deps.db.select().from(recoveryCodes)).toHaveLength(0);
    expect((await post(api, '/account/security/recovery-codes', {}, { token })).body.code).toBe('second_factor_missing');
    // Off: the password alone signs in again.
    expect((await login('renew@example.com', 'account', { captcha: await captcha(api) })).body.code).toBe('logged_in');
  });
});

describe('who must use a second step', () => {
  async function makeAdmin(email: string) {
    await signedUpAccount(api, email);
    await api.deps.db.update(users).set({ type: 'admin' }).where(eq(users.email, email));
  }

  it('an admin without one sets the app up at the first sign-in and is let in only then', async () => {
    await makeAdmin('root@example.com');
    const password = await login('root@example.com', 'admin');
    expect(password.body.code).toBe('second_factor_setup_required');
    expect(password.body.data?.token).toBeUndefined();
    const pending = password.body.data?.pending_token;
    // Nothing but the app's code finishes it.
    expect((await finish(pending, { recovery_code: 'abcde-23456' })).status).toBe(422);
    const setup = await post(api, '/auth/second-factor/setup', { pending_token: pending });
    expect(setup.body.code).toBe('totp_started');
    rememberSecret(api, 'root@example.com', setup.body.data?.secret as string);
    const signedIn = await finish(pending, { code: await nextCode(api, 'root@example.com') });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(signedIn.body.data?.recovery_codes).toHaveLength(10);
    expect((await get(api, '/admin/overview', { token: signedIn.body.data?.token as string })).status).toBe(200);
    // The admin cannot take the factor away.
    const kept = await remove('/account/security/totp', { code: await nextCode(api, 'root@example.com', clock) }, signedIn.body.data?.token as string);
    expect(kept.body.code).toBe('second_factor_needed');
    // A setup answer is not a way around a factor already set up.
    // (The wrong code above asks for the robot check, as a wrong password does.)
    const nextPassword = await login('root@example.com', 'admin', { captcha: await captcha(api) });
    expect(nextPassword.body.code).toBe('second_factor_required');
    expect((await post(api, '/auth/second-factor/setup', { pending_token: nextPassword.body.data?.pending_token })).status).toBe(401);
  });

  it('no password-only way in for an admin: signing in as another type, or a session from before', async () => {
    const seekerToken = await signedUpAccount(api, 'climber@example.com');
    await api.deps.db.update(users).set({ type: 'admin' }).where(eq(users.email, 'climber@example.com'));
    // The session began as a seeker's, without a second step: it opens nothing now.
    expect((await get(api, '/admin/overview', { token: seekerToken })).status).toBe(401);
    expect((await get(api, '/account/profile', { token: seekerToken })).status).toBe(401);
    const asSeeker = await login('climber@example.com', 'account');
    expect(asSeeker.body.code).toBe('second_factor_setup_required');
  });

  it('a company is asked until it sets one up, and may require it for itself', async () => {
    const token = await signedUpCompany(api, 'firm@example.com');
    const asked = await login('firm@example.com', 'company');
    expect(asked.body.code).toBe('logged_in');
    expect(asked.body.data?.second_factor_suggested).toBe(true);
    const seekerReply = await login((await signedUpAccount(api, 'plain@example.com'), 'plain@example.com'));
    expect(seekerReply.body.data?.second_factor_suggested).toBeUndefined();

    const early = await post(api, '/account/security/second-factor-required', { required: true }, { method: 'PUT', token });
    expect(early.body.code).toBe('second_factor_missing');
    expect((await post(api, '/account/security/second-factor-required', { required: 'yes' }, { method: 'PUT', token })).status).toBe(422);
    await withApp('firm@example.com', token);
    const rule = await post(api, '/account/security/second-factor-required', { required: true }, { method: 'PUT', token });
    expect(rule.body.data).toEqual({ required: true });
    expect((await get(api, '/account/security/factors', { token })).body.data).toMatchObject({ required: true, can_require: true });
    const removal = await remove('/account/security/totp', { code: await nextCode(api, 'firm@example.com') }, token);
    expect(removal.body.code).toBe('second_factor_needed');
  });
});

describe('paths that must not get around the second step', () => {
  it('a password reset signs nobody in, and the next sign-in still asks for the code', async () => {
    const token = await signedUpAccount(api, 'forgot@example.com');
    await withApp('forgot@example.com', token);
    await post(api, '/auth/forgot-password', { email: 'forgot@example.com', type: 'account', captcha: await captcha(api) });
    const verified = await post(api, '/auth/verify-code', {
      email: 'forgot@example.com',
      type: 'account',
      verification_code: await lastCodeSentTo(api, 'forgot@example.com'),
    });
    const newPassword = 'Nû-Passw0rd#';
    const reset = await post(api, '/auth/reset-password', {
      token: verified.body.data?.token,
      email: 'forgot@example.com',
      type: 'account',
      password: newPassword,
      password_confirmation: newPassword,
    });
    expect(reset.body.code).toBe('password_reset');
    expect(reset.body.data?.token).toBeUndefined();
    expect(reset.headers.get('set-cookie') ?? '').not.toMatch(/kar_session=[^;]/);
    const next = await post(api, '/auth/login', { email: 'forgot@example.com', password: newPassword, type: 'account' });
    expect(next.body.code).toBe('second_factor_required');
    expect((await throughSecondStep(api, 'forgot@example.com', next, clock)).status).toBe(200);
  });

  it("an admin's forced reset keeps the factors; an admin removes them for a locked-out owner, audited and mailed", async () => {
    const token = await signedUpAccount(api, 'owner@example.com');
    await withApp('owner@example.com', token);
    await signedUpAccount(api, 'helper@example.com');
    await api.deps.db.update(users).set({ type: 'admin' }).where(eq(users.email, 'helper@example.com'));
    const admin = (await throughSecondStep(api, 'helper@example.com', await login('helper@example.com', 'admin'), clock)).body.data?.token as string;
    const owner = await userRow('owner@example.com');

    expect((await post(api, `/admin/users/${owner?.id}/force-reset`, {}, { token: admin })).status).toBe(200);
    expect(
      await api.deps.db
        .select()
        .from(totpFactors)
        .where(eq(totpFactors.userId, owner?.id ?? 0)),
    ).toHaveLength(1);

    const removed = await post(api, `/admin/users/${owner?.id}/remove-second-factors`, {}, { token: admin });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body.code).toBe('second_factors_removed');
    expect(
      await api.deps.db
        .select()
        .from(totpFactors)
        .where(eq(totpFactors.userId, owner?.id ?? 0)),
    ).toHaveLength(0);
    expect(
      await api.deps.db
        .select()
        .from(recoveryCodes)
        .where(eq(recoveryCodes.userId, owner?.id ?? 0)),
    ).toHaveLength(0);
    const [audit] = await api.deps.db.all<{ action: string; before: string }>(sql`select action, before from admin_audit_log order by id desc limit 1`);
    expect(audit?.action).toBe('user.remove_second_factors');
    expect(JSON.parse(audit?.before ?? '{}')).toEqual({ totp: true, recovery_codes_left: 10, passkeys: 0 });
    const mail = (await listOutbox(api.deps.db)).find(
      (message) => message.to === 'owner@example.com' && message.subject.startsWith('Two-step sign-in was removed'),
    );
    expect(mail).toBeDefined();

    expect((await post(api, `/admin/users/${owner?.id}/remove-second-factors`, {}, { token: admin })).body.code).toBe('second_factor_missing');
    expect((await post(api, '/admin/users/999999/remove-second-factors', {}, { token: admin })).status).toBe(404);
    const helper = await userRow('helper@example.com');
    expect((await post(api, `/admin/users/${helper?.id}/remove-second-factors`, {}, { token: admin })).status).toBe(409);
    expect((await post(api, `/admin/users/${owner?.id}/remove-second-factors`, {}, { token })).status).toBe(401);
    const seeker = await signedUpAccount(api, 'nosy@example.com');
    expect((await post(api, `/admin/users/${owner?.id}/remove-second-factors`, {}, { token: seeker })).status).toBe(403);
  });
});
