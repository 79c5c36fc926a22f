// A job seeker who signed up with an e-mail address adds a mobile number to sign in with (issue 28), as an address is
// changed: the password, then a code sent over the first phone channel that takes it (the dev outbox's WhatsApp in
// tests). Companies keep e-mail. The number then signs the seeker in.
import { beforeEach, describe, expect, it } from 'vitest';
import { listDevMessages } from '../../worker/platform/outbox';
import { type Api, post, signedUpAccount, signedUpCompany, strongPassword } from '../support/auth-flow';
import { freshMobile } from '../support/messenger-fakes';
import { testApp } from '../support/node-deps';

let api: Api;
beforeEach(async () => {
  api = await testApp();
});

const arabicIndic = (e164: string) => `0${e164.slice(4)}`.replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)] ?? digit);
const requestCode = (token: string, body: Record<string, unknown>, language = 'en') => post(api, '/account/change-phone', body, { token, language });
const confirm = (token: string, body: Record<string, unknown>) => post(api, '/account/change-phone/verify', body, { token });
async function codeSentTo(phone: string): Promise<{ code: string; channel: string | undefined; text: string }> {
  const message = (await listDevMessages(api.deps.db, 200)).find((entry) => entry.to === phone);
  return { code: message?.text.match(/\b\d{6}\b/)?.[0] ?? '', channel: message?.channel, text: message?.text ?? '' };
}

describe('adding a sign-in mobile number', () => {
  it('sends a code to the number typed in Arabic-Indic digits, sets it with the code, and signs the seeker in with it', async () => {
    const token = await signedUpAccount(api, 'phone.later@example.com');
    const phone = freshMobile();
    const sent = await requestCode(token, { new_phone: arabicIndic(phone), password: strongPassword }, 'ckb');
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toMatchObject({ code: 'code_sent', data: { channel: 'whatsapp', expires_at: expect.any(String) } });
    const { code, channel, text } = await codeSentTo(phone);
    expect(channel).toBe('whatsapp');
    expect(text).toContain('کۆدی کار');

    const wrong = await confirm(token, { new_phone: phone, verification_code: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(422);
    const done = await confirm(token, { new_phone: phone, verification_code: code });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ code: 'phone_changed', data: { user: { phone, phone_verified: true, email: 'phone.later@example.com' } } });

    const login = await post(api, '/auth/login', { phone: `0${phone.slice(4)}`, password: strongPassword, type: 'account' });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    expect(login.body).toMatchObject({ code: 'logged_in', data: { user: { email: 'phone.later@example.com', phone } } });
  });

  it("refuses another account's number (409 phone_in_use) and a code for a number not asked for", async () => {
    const [first, second] = [await signedUpAccount(api, 'first@example.com'), await signedUpAccount(api, 'second@example.com')];
    const phone = freshMobile();
    await requestCode(first, { new_phone: phone, password: strongPassword });
    expect((await confirm(first, { new_phone: phone, verification_code: (await codeSentTo(phone)).code })).status).toBe(200);

    const taken = await requestCode(second, { new_phone: phone, password: strongPassword });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('phone_in_use');
    // A code sent to one number does not set another.
    const other = freshMobile();
    const unasked = await confirm(second, { new_phone: other, verification_code: '123456' });
    expect(unasked.status).toBe(422);
  });

  it('answers 401 signed out, 403 to a company (companies keep e-mail), 422 for a wrong password or a number that is no mobile', async () => {
    const phone = freshMobile();
    expect((await post(api, '/account/change-phone', { new_phone: phone, password: strongPassword })).status).toBe(401);
    expect((await post(api, '/account/change-phone/verify', { new_phone: phone, verification_code: '123456' })).status).toBe(401);
    const company = await signedUpCompany(api, 'hr@phones.example');
    expect((await requestCode(company, { new_phone: phone, password: strongPassword })).status).toBe(403);
    expect((await confirm(company, { new_phone: phone, verification_code: '123456' })).status).toBe(403);

    const seeker = await signedUpAccount(api, 'careful@example.com');
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ new_phone: phone, password: 'Wrong-passw0rd!' }, 'password'],
      [{ new_phone: '066 222 3333', password: strongPassword }, 'new_phone'],
      [{ new_phone: 7_501_234_567, password: strongPassword }, 'new_phone'],
      [{ password: strongPassword }, 'new_phone'],
    ];
    for (const [body, field] of refusals) {
      const reply = await requestCode(seeker, body);
      expect(reply.status, JSON.stringify(body)).toBe(422);
      expect(reply.body.errors, JSON.stringify(reply.body)).toHaveProperty([field]);
    }
    expect(await listDevMessages(api.deps.db, 200)).not.toContainEqual(expect.objectContaining({ to: phone }));
  });
});
