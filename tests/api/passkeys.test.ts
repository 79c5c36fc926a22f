// Passkeys (issue 29): the WebAuthn ceremonies with a software authenticator, as a browser would run them. Made and
// named on the security page; a passkey alone signs in, or is the second step after the password. Everything that
// must be refused is: a wrong origin or relying party, a challenge used twice or given to someone else, a counter
// that does not move forward, an unverified user signing in with the passkey alone.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { passkeys, users } from '../../db/schema';
import { type Api, captcha, get, post, signedUpAccount, signedUpCompany, strongPassword } from '../support/auth-flow';
import { testApp, testClock } from '../support/node-deps';
import { softwareAuthenticator } from '../support/software-authenticator';

const origin = 'http://kar.test';
let api: Api;
let clock: ReturnType<typeof testClock>;
beforeEach(async () => {
  clock = testClock();
  api = await testApp({ clock });
});

type Options = { challenge: string; rp: { id?: string }; user: { id: string }; rpId?: string };
const optionsOf = (reply: { body: { data?: Record<string, unknown> } }) => reply.body.data?.options as Options;

async function addPasskey(token: string, authenticator = softwareAuthenticator(origin), name = 'Phone') {
  const options = optionsOf(await post(api, '/account/security/passkeys/options', {}, { token }));
  const credential = await authenticator.create(options);
  const added = await post(api, '/account/security/passkeys', { name, credential }, { token });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  return { authenticator, id: credential.id };
}

async function passkeySignIn(authenticator: ReturnType<typeof softwareAuthenticator>, tweaks = {}) {
  const options = optionsOf(await post(api, '/auth/passkey/options', {}));
  return post(api, '/auth/passkey', { credential: await authenticator.get(options, tweaks) });
}

describe('adding passkeys', () => {
  it('asks for a discoverable passkey for kar.test, keeps its public key and name, and lists, renames and removes it', async () => {
    const token = await signedUpAccount(api, 'keys@example.com');
    const options = optionsOf(await post(api, '/account/security/passkeys/options', {}, { token }));
    expect(options).toMatchObject({ rp: { id: 'kar.test', name: 'Kar' }, attestation: 'none', authenticatorSelection: { residentKey: 'required' } });
    const authenticator = softwareAuthenticator(origin);
    const credential = await authenticator.create(options);
    const added = await post(api, '/account/security/passkeys', { name: 'Samsung A54', credential }, { token });
    expect(added.status).toBe(201);
    expect(added.body.data?.passkey).toMatchObject({ id: credential.id, name: 'Samsung A54', last_used_at: null });
    const [row] = await api.deps.db.select().from(passkeys);
    expect(row?.publicKey.length).toBeGreaterThan(50);
    expect(row?.counter).toBe(0);

    // The same answer again: its challenge was used.
    expect((await post(api, '/account/security/passkeys', { name: 'Again', credential }, { token })).body.code).toBe('passkey_not_added');
    // excludeCredentials names it next time.
    const next = (await post(api, '/account/security/passkeys/options', {}, { token })).body.data?.options as { excludeCredentials: Array<{ id: string }> };
    expect(next.excludeCredentials.map((entry) => entry.id)).toEqual([credential.id]);

    expect((await post(api, `/account/security/passkeys/${credential.id}`, { name: 'Work phone' }, { method: 'PATCH', token })).body.code).toBe(
      'passkey_renamed',
    );
    const listed = await get(api, '/account/security/passkeys', { token });
    expect(listed.body.data?.passkeys).toEqual([expect.objectContaining({ name: 'Work phone' })]);
    expect((await post(api, `/account/security/passkeys/${credential.id}`, {}, { method: 'DELETE', token })).body.code).toBe('passkey_removed');
    expect(await api.deps.db.select().from(passkeys)).toHaveLength(0);
  });

  it('refuses a wrong origin, a wrong relying party, and a challenge given to another account', async () => {
    const token = await signedUpAccount(api, 'careful@example.com');
    const other = await signedUpAccount(api, 'other@example.com');
    const authenticator = softwareAuthenticator(origin);
    const attempt = async (tweaks: Parameters<typeof authenticator.create>[1], asker = token) => {
      const options = optionsOf(await post(api, '/account/security/passkeys/options', {}, { token: asker }));
      return post(api, '/account/security/passkeys', { name: 'Phone', credential: await authenticator.create(options, tweaks) }, { token });
    };
    for (const tweaks of [{ origin: 'https://kar.evil.example' }, { rpId: 'evil.example' }]) {
      const refused = await attempt(tweaks);
      expect(refused.status, JSON.stringify(tweaks)).toBe(422);
      expect(refused.body.message).toBe('The passkey could not be added. Please try again.');
    }
    expect((await attempt({}, other)).body.code).toBe('passkey_not_added');
    // Two minutes pass: the challenge is gone.
    const options = optionsOf(await post(api, '/account/security/passkeys/options', {}, { token }));
    clock.advance(2 * 60_000 + 1);
    const late = await post(api, '/account/security/passkeys', { name: 'Phone', credential: await authenticator.create(options) }, { token });
    expect(late.status).toBe(422);
    expect(await api.deps.db.select().from(passkeys)).toHaveLength(0);
  });

  it("answers 401 without a session, 404 for another account's passkey, 422 for bad fields", async () => {
    const token = await signedUpAccount(api, 'mine@example.com');
    const { id } = await addPasskey(token);
    const stranger = await signedUpAccount(api, 'stranger@example.com');
    expect((await post(api, `/account/security/passkeys/${id}`, {}, { method: 'DELETE', token: stranger })).status).toBe(404);
    expect((await post(api, `/account/security/passkeys/${id}`, { name: 'Mine now' }, { method: 'PATCH', token: stranger })).status).toBe(404);
    expect((await post(api, `/account/security/passkeys/${id}`, { name: 'x'.repeat(61) }, { method: 'PATCH', token })).status).toBe(422);
    expect((await post(api, '/account/security/passkeys', { name: 'Phone', credential: { id: 'x' } }, { token })).status).toBe(422);
    expect((await post(api, '/account/security/passkeys', { name: 42, credential: null }, { token })).status).toBe(422);
    expect((await get(api, '/account/security/passkeys')).status).toBe(401);
    expect((await post(api, '/account/security/passkeys/options', {})).status).toBe(401);
    expect((await post(api, `/account/security/passkeys/${id}`, {}, { method: 'DELETE' })).status).toBe(401);
  });
});

describe('signing in with a passkey', () => {
  it('alone, with no e-mail typed, in one request after the ceremony; the counter moves forward', async () => {
    const token = await signedUpAccount(api, 'alone@example.com');
    const { authenticator, id } = await addPasskey(token);
    const signedIn = await passkeySignIn(authenticator);
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(signedIn.body.code).toBe('logged_in');
    expect(signedIn.body.data?.user).toMatchObject({ email: 'alone@example.com' });
    expect((await get(api, '/account/profile', { token: signedIn.body.data?.token as string })).status).toBe(200);
    const [row] = await api.deps.db.select().from(passkeys).where(eq(passkeys.id, id));
    expect(row?.counter).toBe(1);
    expect(row?.lastUsedAt).not.toBeNull();
  });

  it('refuses a replayed answer, an old counter, a wrong origin or relying party, and a user not verified', async () => {
    const token = await signedUpAccount(api, 'attacked@example.com');
    const { authenticator } = await addPasskey(token);
    const options = optionsOf(await post(api, '/auth/passkey/options', {}));
    const answer = await authenticator.get(options);
    expect((await post(api, '/auth/passkey', { credential: answer })).status).toBe(200);
    // The same answer again: the challenge was used.
    const replay = await post(api, '/auth/passkey', { credential: answer });
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe('passkey_not_accepted');
    // A fresh challenge signed with a counter that went back (a cloned authenticator).
    expect((await passkeySignIn(authenticator, { counter: 1 })).status).toBe(401);
    expect((await passkeySignIn(authenticator, { origin: 'https://kar.evil.example' })).status).toBe(401);
    expect((await passkeySignIn(authenticator, { rpId: 'evil.example' })).status).toBe(401);
    expect((await passkeySignIn(authenticator, { userVerified: false })).status).toBe(401);
    // A challenge Kar never gave.
    expect((await passkeySignIn(authenticator, { challenge: 'bm90LWdpdmVuLWJ5LWthcg' })).status).toBe(401);
    // And the honest next sign-in still works.
    expect((await passkeySignIn(authenticator)).status).toBe(200);
  });

  it('is the second step after the password, with the account’s own passkeys offered', async () => {
    const token = await signedUpCompany(api, 'firm@example.com');
    const { authenticator, id } = await addPasskey(token);
    const password = await post(api, '/auth/login', { email: 'firm@example.com', password: strongPassword, type: 'company' });
    expect(password.body.code).toBe('second_factor_required');
    expect(password.body.data?.factors).toEqual(['passkey']);
    const pending = password.body.data?.pending_token;
    const options = (await post(api, '/auth/second-factor/passkey-options', { pending_token: pending })).body.data?.options as Options & {
      allowCredentials: Array<{ id: string }>;
    };
    expect(options.allowCredentials.map((entry) => entry.id)).toEqual([id]);
    const signedIn = await post(api, '/auth/second-factor', { pending_token: pending, webauthn: await authenticator.get(options) });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(signedIn.body.data?.token).toEqual(expect.any(String));

    // Another account's passkey is no second step for this one.
    const seekerToken = await signedUpAccount(api, 'seeker@example.com');
    const seekerKey = await addPasskey(seekerToken);
    const again = await post(api, '/auth/login', { email: 'firm@example.com', password: strongPassword, type: 'company' });
    const otherOptions = optionsOf(await post(api, '/auth/second-factor/passkey-options', { pending_token: again.body.data?.pending_token }));
    const wrongKey = await post(api, '/auth/second-factor', {
      pending_token: again.body.data?.pending_token,
      webauthn: await seekerKey.authenticator.get(otherOptions),
    });
    expect(wrongKey.status).toBe(422);
  });

  it('lets an admin in with a passkey, and keeps the last factor of an account that must have one', async () => {
    const token = await signedUpCompany(api, 'strict@example.com');
    const { authenticator, id } = await addPasskey(token);
    expect((await post(api, '/account/security/second-factor-required', { required: true }, { method: 'PUT', token })).status).toBe(200);
    expect((await post(api, `/account/security/passkeys/${id}`, {}, { method: 'DELETE', token })).body.code).toBe('second_factor_needed');

    await api.deps.db.update(users).set({ type: 'admin' }).where(eq(users.email, 'strict@example.com'));
    const admin = await passkeySignIn(authenticator);
    expect(admin.status).toBe(200);
    expect((await get(api, '/admin/overview', { token: admin.body.data?.token as string })).status).toBe(200);
    // Its password alone asks for the passkey.
    const password = await post(api, '/auth/login', { email: 'strict@example.com', password: strongPassword, type: 'admin', captcha: await captcha(api) });
    expect(password.body.code).toBe('second_factor_required');
  });
});
