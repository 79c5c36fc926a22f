import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { type Api, captcha, get, post, signedUpAccount, signedUpCompany, strongPassword } from '../support/auth-flow';
import { testApp, testClock } from '../support/node-deps';

let api: Api;
let clock: ReturnType<typeof testClock>;
beforeEach(async () => {
  clock = testClock();
  api = await testApp({ clock });
});

const login = async (email: string, password: string, extra: Record<string, unknown> = {}) =>
  post(api, '/auth/login', { email, password, type: 'account', ...extra });

describe('POST /auth/login', () => {
  it("signs in: 'Logged in successfully', a token, the user with is_password_change_by_admin, a cookie", async () => {
    await signedUpAccount(api, 'seeker@example.com');
    const reply = await login('Seeker@Example.com', strongPassword);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ message: 'Logged in successfully', data: { user: { email: 'seeker@example.com', is_password_change_by_admin: 0 } } });
    expect(reply.body.data?.user).not.toHaveProperty('passwordHash');
    expect(reply.headers.get('set-cookie')).toMatch(/kar_session=/);
  });

  it('turns the robot check on after a failed attempt', async () => {
    await signedUpAccount(api, 'robot@example.com');
    const wrong = await login('robot@example.com', 'Wrong-Passw0rd!');
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Invalid credentials. CAPTCHA verification will be required for next attempt.');
    const withoutCheck = await login('robot@example.com', strongPassword);
    expect(withoutCheck.status).toBe(422);
    expect(withoutCheck.body.code).toBe('captcha_failed');
    const withCheck = await login('robot@example.com', strongPassword, { captcha: await captcha(api) });
    expect(withCheck.status).toBe(200);
    expect((await login('robot@example.com', strongPassword)).status).toBe(200);
  });

  it('answers unknown addresses exactly like wrong passwords', async () => {
    const unknown = await login('nobody@example.com', strongPassword);
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe('Invalid credentials. CAPTCHA verification will be required for next attempt.');
    expect((await login('nobody@example.com', strongPassword)).body.code).toBe('captcha_failed');
  });

  it('spends one password verification on unknown e-mails, as on known ones, so both take as long', async () => {
    const { createArgon2Passwords } = await import('../../worker/platform/argon2');
    const { loadArgon2ModuleForNode } = await import('../../worker/platform/argon2.node');
    const real = createArgon2Passwords(loadArgon2ModuleForNode());
    const verified: string[] = [];
    const counting = { hash: real.hash, verify: async (encoded: string, password: string) => (verified.push(encoded), real.verify(encoded, password)) };
    api = await testApp({ clock, passwords: counting });
    await signedUpAccount(api, 'timing@example.com');
    const attempt = async (email: string) => {
      verified.length = 0;
      const started = performance.now();
      await login(email, 'Wrong-Passw0rd!', { captcha: await captcha(api) });
      return { ms: performance.now() - started, verifications: [...verified] };
    };
    const known = await attempt('timing@example.com');
    const unknown = await attempt('ghost@example.com');
    // The mechanism, checked exactly: one argon2 verification each, the unknown one against a real argon2id hash.
    expect(known.verifications).toHaveLength(1);
    expect(unknown.verifications).toHaveLength(1);
    expect(unknown.verifications[0]).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    // And its effect, loosely (a busy machine varies): without the dummy hash the unknown side would take ~0 ms.
    expect(unknown.ms).toBeGreaterThan(known.ms / 4);
  });

  it('locks the account after five failures, for longer each time, with Retry-After', async () => {
    await signedUpAccount(api, 'locked@example.com');
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await login('locked@example.com', 'Wrong-Passw0rd!', { captcha: await captcha(api) })).status).toBe(401);
    }
    const fifth = await login('locked@example.com', 'Wrong-Passw0rd!', { captcha: await captcha(api) });
    expect(fifth.status).toBe(423);
    expect(fifth.body.message).toContain('Account is temporarily locked');
    expect(Number(fifth.headers.get('retry-after'))).toBe(300);
    const rightButLocked = await login('locked@example.com', strongPassword, { captcha: await captcha(api) });
    expect(rightButLocked.status).toBe(423);
    clock.advance(5 * 60 * 1000 + 1000);
    for (let attempt = 1; attempt <= 4; attempt++) await login('locked@example.com', 'Wrong-Passw0rd!', { captcha: await captcha(api) });
    const secondLock = await login('locked@example.com', 'Wrong-Passw0rd!', { captcha: await captcha(api) });
    expect(Number(secondLock.headers.get('retry-after'))).toBe(600);
    clock.advance(10 * 60 * 1000 + 1000);
    expect((await login('locked@example.com', strongPassword, { captcha: await captcha(api) })).status).toBe(200);
  });

  it('refuses a company address on the job-seeker login and the other way round', async () => {
    await signedUpCompany(api, 'firm@example.com');
    expect((await login('firm@example.com', strongPassword)).status).toBe(401);
    const asCompany = await post(api, '/auth/login', { email: 'firm@example.com', password: strongPassword, type: 'company', captcha: await captcha(api) });
    expect(asCompany.status).toBe(200);
    expect(asCompany.body.data?.user).toMatchObject({ type: 'company', company_status: 'pending' });
  });

  it("answers 'account email needs to be verified' and 'company email needs to be verified'", async () => {
    const hash = await api.deps.passwords.hash(strongPassword);
    const now = clock.now();
    await api.deps.db.insert(users).values([
      { type: 'account', email: 'pending@example.com', passwordHash: hash, createdAt: now, updatedAt: now },
      { type: 'company', email: 'pendingfirm@example.com', passwordHash: hash, createdAt: now, updatedAt: now },
    ]);
    const account = await login('pending@example.com', strongPassword);
    expect(account.status).toBe(403);
    expect(account.body.message).toBe('account email needs to be verified');
    const company = await post(api, '/auth/login', { email: 'pendingfirm@example.com', password: strongPassword, type: 'company' });
    expect(company.body.message).toBe('company email needs to be verified');
  });

  it('reports a password reset forced by an admin', async () => {
    await signedUpAccount(api, 'forced@example.com');
    await api.deps.db.update(users).set({ passwordChangeRequired: true }).where(eq(users.email, 'forced@example.com'));
    expect((await login('forced@example.com', strongPassword)).body.data?.user).toMatchObject({ is_password_change_by_admin: 1 });
  });

  it('validates its fields', async () => {
    const reply = await post(api, '/auth/login', { email: '', password: '', type: 'nobody' });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toMatchObject({ email: ['Enter your email'], password: ['Enter your password'] });
    expect(reply.body.errors?.type).toBeDefined();
  });
});

describe('sessions', () => {
  it('ends for real on POST /auth/logout', async () => {
    const token = await signedUpAccount(api, 'bye@example.com');
    expect((await get(api, '/account/profile', { token })).status).toBe(200);
    const out = await post(api, '/auth/logout', {}, { token });
    expect(out.body.message).toBe('Logged out successfully');
    expect(out.headers.get('set-cookie')).toMatch(/kar_session=;.*Max-Age=0/);
    expect((await get(api, '/account/profile', { token })).status).toBe(401);
  });

  it('works from the httpOnly cookie, and refuses a cookie-borne change from another site', async () => {
    await signedUpAccount(api, 'cookie@example.com');
    const signedIn = await login('cookie@example.com', strongPassword);
    const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const profile = await api.request('/api/v1/account/profile', { headers: { cookie } });
    expect(profile.status).toBe(200);
    const crossSite = await api.request('/api/v1/auth/logout', { method: 'POST', headers: { cookie, origin: 'https://evil.example' } });
    expect(crossSite.status).toBe(403);
    const sameSite = await api.request('/api/v1/auth/logout', { method: 'POST', headers: { cookie, origin: 'http://localhost' } });
    expect(sameSite.status).toBe(200);
  });

  it('rejects forged and garbage tokens as signed out', async () => {
    for (const token of ['garbage', 'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwic2lkIjoieCJ9.']) {
      const reply = await get(api, '/account/profile', { token });
      expect(reply.status).toBe(401);
      expect(reply.body.code).toBe('unauthenticated');
    }
  });
});

describe('login through tRPC', () => {
  it('sets the session cookie and answers me', async () => {
    await signedUpAccount(api, 'rpc@example.com');
    const response = await api.request('/api/trpc/auth.login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'rpc@example.com', password: strongPassword, type: 'account' }),
    });
    expect(response.status).toBe(200);
    const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(cookie).toMatch(/^kar_session=.+/);
    const me = await api.request('/api/trpc/auth.me', { headers: { cookie } });
    expect(((await me.json()) as { result: { data: { email: string } } }).result.data.email).toBe('rpc@example.com');
    const signedOut = await api.request('/api/trpc/auth.me');
    expect(((await signedOut.json()) as { result: { data: null } }).result.data).toBeNull();
  });

  it('answers 401 and 403 on protected procedures', async () => {
    const anonymous = await api.request('/api/trpc/account.profile');
    expect(anonymous.status).toBe(401);
    const companyToken = await signedUpCompany(api, 'rpcfirm@example.com');
    const wrongRole = await api.request('/api/trpc/account.profile', { headers: { Authorization: `Bearer ${companyToken}` } });
    expect(wrongRole.status).toBe(403);
    const body = (await wrongRole.json()) as { error: { data: { appCode: string } } };
    expect(body.error.data.appCode).toBe('forbidden');
  });
});
