import { beforeEach, describe, expect, it } from 'vitest';
import { listOutbox } from '../../worker/platform/outbox';
import { type Api, captcha, get, lastCodeSentTo, post, signedUpAccount, signedUpCompany, strongPassword } from '../support/auth-flow';
import { testApp, testClock } from '../support/node-deps';

let api: Api;
let clock: ReturnType<typeof testClock>;
beforeEach(async () => {
  clock = testClock();
  api = await testApp({ clock });
});

const newPassword = 'Nû-Passw0rd#';

async function resetToken(email: string, type = 'account') {
  const asked = await post(api, '/auth/forgot-password', { email, type, captcha: await captcha(api) });
  expect(asked.status).toBe(200);
  const verified = await post(api, '/auth/verify-code', { email, type, verification_code: await lastCodeSentTo(api, email) });
  expect(verified.status).toBe(200);
  return verified.body.data?.token as string;
}

describe('forgot password', () => {
  it('answers the same for unknown and known addresses, and mails only real ones', async () => {
    await signedUpAccount(api, 'known@example.com');
    const before = (await listOutbox(api.deps.db)).length;
    const unknown = await post(api, '/auth/forgot-password', { email: 'ghost@example.com', type: 'account', captcha: await captcha(api) });
    const known = await post(api, '/auth/forgot-password', { email: 'known@example.com', type: 'account', captcha: await captcha(api) });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    const mails = await listOutbox(api.deps.db);
    expect(mails.length).toBe(before + 1);
    expect(mails[0]?.to).toBe('known@example.com');
  });

  it('needs the robot check', async () => {
    const reply = await post(api, '/auth/forgot-password', { email: 'known@example.com', type: 'account' });
    expect(reply.status).toBe(422);
    expect(reply.body.errors?.captcha).toEqual(['please verify you are not a robot']);
  });

  it("answers a wrong code with 'incorrect code. Please try again.', even for unknown addresses", async () => {
    await signedUpAccount(api, 'codes@example.com');
    await post(api, '/auth/forgot-password', { email: 'codes@example.com', type: 'account', captcha: await captcha(api) });
    const code = await lastCodeSentTo(api, 'codes@example.com');
    const wrong = await post(api, '/auth/verify-code', {
      email: 'codes@example.com',
      type: 'account',
      verification_code: code === '123456' ? '654321' : '123456',
    });
    expect(wrong.body.message).toBe('incorrect code. Please try again.');
    const ghost = await post(api, '/auth/verify-code', { email: 'ghost@example.com', type: 'account', verification_code: '123456' });
    expect(ghost.body.message).toBe('incorrect code. Please try again.');
    const missing = await post(api, '/auth/verify-code', { email: 'codes@example.com', type: 'account' });
    expect(missing.body.errors?.verification_code).toEqual(['Please enter your code']);
  });

  it('resets the password with the token once, signs every session out, and mails a notice', async () => {
    const oldToken = await signedUpAccount(api, 'reset@example.com');
    const token = await resetToken('reset@example.com');
    const done = await post(api, '/auth/reset-password', {
      token,
      email: 'reset@example.com',
      type: 'account',
      password: newPassword,
      password_confirmation: newPassword,
    });
    expect(done.status).toBe(200);
    expect(done.body.code).toBe('password_reset');
    expect((await get(api, '/account/profile', { token: oldToken })).status).toBe(401);
    expect((await post(api, '/auth/login', { email: 'reset@example.com', password: strongPassword, type: 'account' })).status).toBe(401);
    expect((await post(api, '/auth/login', { email: 'reset@example.com', password: newPassword, type: 'account', captcha: await captcha(api) })).status).toBe(
      200,
    );
    expect((await listOutbox(api.deps.db))[0]?.subject).toBe('Your Kar password was changed');
    const reused = await post(api, '/auth/reset-password', {
      token,
      email: 'reset@example.com',
      type: 'account',
      password: 'Third-Passw0rd!',
      password_confirmation: 'Third-Passw0rd!',
    });
    expect(reused.status).toBe(422);
    expect(reused.body.code).toBe('reset_token_invalid');
  });

  it("takes SPEC's query-string form with new_password", async () => {
    await signedUpCompany(api, 'firmreset@example.com');
    const token = await resetToken('firmreset@example.com', 'company');
    const query = new URLSearchParams({ token, email: 'firmreset@example.com', type: 'company' });
    const done = await post(api, `/auth/reset-password?${query}`, { new_password: newPassword, new_password_confirmation: newPassword });
    expect(done.status).toBe(200);
  });

  it('refuses an expired token, a token for another address, and weak passwords', async () => {
    await signedUpAccount(api, 'expiry@example.com');
    await signedUpAccount(api, 'other@example.com');
    const token = await resetToken('expiry@example.com');
    const weak = await post(api, '/auth/reset-password', {
      token,
      email: 'expiry@example.com',
      type: 'account',
      password: 'weakpass',
      password_confirmation: 'weakpass',
    });
    expect(weak.body.errors?.password).toContain('Add at least one capital letter to your password');
    const elsewhere = await post(api, '/auth/reset-password', {
      token,
      email: 'other@example.com',
      type: 'account',
      password: newPassword,
      password_confirmation: newPassword,
    });
    expect(elsewhere.body.code).toBe('reset_token_invalid');
    clock.advance(61 * 60 * 1000);
    const late = await post(api, '/auth/reset-password', {
      token,
      email: 'expiry@example.com',
      type: 'account',
      password: newPassword,
      password_confirmation: newPassword,
    });
    expect(late.body.code).toBe('reset_token_invalid');
  });
});

describe('change password', () => {
  it('needs the current password, ends other sessions and gives this one a new token', async () => {
    const first = await signedUpAccount(api, 'change@example.com');
    const second = (await post(api, '/auth/login', { email: 'change@example.com', password: strongPassword, type: 'account' })).body.data?.token as string;
    const wrong = await post(
      api,
      '/account/profile/update-password',
      { current_password: 'Nope-Passw0rd!', password: newPassword, password_confirmation: newPassword },
      { token: first },
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors?.current_password).toEqual(['The current password is incorrect.']);
    const changed = await post(
      api,
      '/account/profile/update-password',
      { current_password: strongPassword, password: newPassword, password_confirmation: newPassword },
      { token: first },
    );
    expect(changed.status).toBe(200);
    expect((await get(api, '/account/profile', { token: first })).status).toBe(401);
    expect((await get(api, '/account/profile', { token: second })).status).toBe(401);
    expect((await get(api, '/account/profile', { token: changed.body.data?.token as string })).status).toBe(200);
  });

  it('answers 401 signed out and 403 for the other account type', async () => {
    const body = { current_password: strongPassword, password: newPassword, password_confirmation: newPassword };
    expect((await post(api, '/account/profile/update-password', body)).status).toBe(401);
    const companyToken = await signedUpCompany(api, 'typed@example.com');
    expect((await post(api, '/account/profile/update-password', body, { token: companyToken })).status).toBe(403);
    expect((await post(api, '/company/profile/update-password', body, { token: companyToken })).status).toBe(200);
  });
});

describe('change e-mail', () => {
  it('sends a code to the new address after the password, then switches and tells the old address', async () => {
    const token = await signedUpAccount(api, 'old@example.com');
    const wrong = await post(api, '/email/resend-code', { password: 'Nope-Passw0rd!', new_email: 'new@example.com' }, { token });
    expect(wrong.body.errors?.password).toEqual(['The current password is incorrect.']);
    const asked = await post(api, '/email/resend-code', { password: strongPassword, new_email: 'New@Example.com' }, { token });
    expect(asked.body.message).toBe('verify email, you have only 3 minutes');
    const code = await lastCodeSentTo(api, 'new@example.com');
    const done = await post(api, '/change-email/verify', { new_email: 'new@example.com', verification_code: code }, { token });
    expect(done.status).toBe(200);
    expect(done.body.data?.user).toMatchObject({ email: 'new@example.com' });
    expect((await listOutbox(api.deps.db))[0]).toMatchObject({ to: 'old@example.com', subject: 'Your Kar e-mail address was changed' });
    expect((await post(api, '/auth/login', { email: 'new@example.com', password: strongPassword, type: 'account' })).status).toBe(200);
  });

  it('refuses an address another account has', async () => {
    const token = await signedUpAccount(api, 'mine@example.com');
    await signedUpAccount(api, 'theirs@example.com');
    const taken = await post(api, '/email/resend-code', { password: strongPassword, new_email: 'theirs@example.com' }, { token });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('The email has already been taken.');
    expect((await post(api, '/email/resend-code', { password: strongPassword, new_email: 'x@example.com' })).status).toBe(401);
  });
});

describe("SPEC's other call shapes", () => {
  it('verifies a reset code given as ?code= in the query string', async () => {
    await signedUpAccount(api, 'query@example.com');
    await post(api, '/auth/forgot-password', { email: 'query@example.com', type: 'account', captcha: await captcha(api) });
    const code = await lastCodeSentTo(api, 'query@example.com');
    const query = new URLSearchParams({ email: 'query@example.com', type: 'account', code });
    const verified = await post(api, `/auth/verify-code?${query}`, {});
    expect(verified.status).toBe(200);
    expect(typeof verified.body.data?.token).toBe('string');
  });

  it('sends sign-up codes at /auth/send-verification-code-for-email too', async () => {
    const sent = await post(api, '/auth/send-verification-code-for-email', { email: 'alias@example.com', type: 'company', captcha: await captcha(api) });
    expect(sent.body.message).toBe('verify email, you have only 3 minutes');
  });
});
