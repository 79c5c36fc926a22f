// A job seeker's account by phone number (issue 28): sign-up, sign-in and a forgotten password with a mobile number
// instead of an e-mail address, the code sent over the first phone channel that takes it, and the same answers,
// throttles and limits as for e-mail. The default test deps put phone messages in the dev outbox (as WhatsApp); the
// fall-through runs over the real adapters against the local Twilio and Telegram fakes.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { users } from '../../db/schema';
import { fallThroughMessenger } from '../../worker/platform/messenger';
import { listDevMessages, listOutbox } from '../../worker/platform/outbox';
import { accountForm, type Api, captcha, post, strongPassword } from '../support/auth-flow';
import { fakeChannelSenders, freshMobile, scriptAnswer } from '../support/messenger-fakes';
import { testApp, testClock } from '../support/node-deps';
import { applyForm, completeCv } from './applications.support';
import { jobWorld, publishedJob, send } from './jobs.support';

let api: Api;
let clock: ReturnType<typeof testClock>;
beforeEach(async () => {
  clock = testClock();
  api = await testApp({ clock });
});

/** +9647501234567 as a Sorani phone types it: 0750 123 4567 in Arabic-Indic digits. */
const arabicIndic = (e164: string) =>
  `0${e164.slice(4, 7)} ${e164.slice(7, 10)} ${e164.slice(10)}`.replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)] ?? digit);

const sendCode = async (body: Record<string, unknown>, language = 'en') =>
  post(api, '/auth/send-verification-code', { type: 'account', captcha: await captcha(api), ...body }, { language });

/** The newest code the dev outbox holds for a number, and the channel it went by. */
async function lastPhoneCode(phone: string) {
  const message = (await listDevMessages(api.deps.db, 200)).find((entry) => entry.to === phone);
  const code = message?.text.match(/\b\d{6}\b/)?.[0];
  expect(code, `a code sent to ${phone}`).toBeDefined();
  return { code: code as string, channel: message?.channel, text: message?.text ?? '' };
}

async function registeredByPhone(phone: string, on: Api = api): Promise<string> {
  const previous = api;
  api = on;
  try {
    return await registerByPhone(phone);
  } finally {
    api = previous;
  }
}

async function registerByPhone(phone: string): Promise<string> {
  expect((await sendCode({ phone })).body.code).toBe('code_sent');
  const verified = await post(api, '/auth/verify-email', { phone, type: 'account', verification_code: (await lastPhoneCode(phone)).code });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  const form = accountForm('');
  form.delete('email');
  form.append('phone', phone);
  const registered = await post(api, '/auth/register', form);
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  return registered.body.data?.token as string;
}

describe('signing up with a phone number', () => {
  it('reads a Sorani number in Arabic-Indic digits, sends the code by WhatsApp in Sorani, and registers without an e-mail', async () => {
    const phone = freshMobile();
    const sent = await sendCode({ phone: arabicIndic(phone) }, 'ckb');
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toMatchObject({ code: 'code_sent', data: { channel: 'whatsapp', expires_at: expect.any(String) } });
    const { code, channel, text } = await lastPhoneCode(phone);
    expect(channel).toBe('whatsapp');
    expect(text).toContain('کۆدی کار');

    // Typed another way at the next step, it is the same number.
    const verified = await post(api, '/auth/verify-email', { phone: `+964 ${phone.slice(4, 7)} ${phone.slice(7)}`, type: 'account', verification_code: code });
    expect(verified.body).toMatchObject({ code: 'code_verified', data: { phone } });

    const form = accountForm('');
    form.delete('email');
    form.append('phone', phone);
    const registered = await post(api, '/auth/register', form, { language: 'ckb' });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    const [row] = await api.deps.db.select().from(users).where(eq(users.phone, phone));
    expect(row).toMatchObject({ email: '', phone, emailVerifiedAt: null });
    expect(row?.phoneVerifiedAt).toBeInstanceOf(Date);
    // Nothing is mailed to an account without an address.
    expect((await listOutbox(api.deps.db, 200)).filter((mail) => mail.to === '')).toEqual([]);
  });

  it('lets two phone accounts live without e-mail addresses, and signs each in by its number however typed', async () => {
    const [first, second] = [freshMobile(), freshMobile()];
    await registeredByPhone(first);
    await registeredByPhone(second);
    const login = await post(api, '/auth/login', { phone: `0${second.slice(4)}`, password: strongPassword, type: 'account' });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    expect(login.body).toMatchObject({ code: 'logged_in', data: { user: { email: '' } } });
    const wrong = await post(api, '/auth/login', { phone: first, password: 'Wrong-passw0rd!', type: 'account' });
    expect(wrong.status).toBe(401);
  });

  it("answers a registered number as it answers a registered address, in the phone's words", async () => {
    const phone = freshMobile();
    await registeredByPhone(phone);
    clock.advance(31_000);
    const again = await sendCode({ phone }, 'ar');
    expect(again.status).toBe(409);
    // The client words it from the code (error_phone_exists_login, in all three catalogues).
    expect(again.body).toMatchObject({ code: 'phone_exists_login', message: 'This phone number already has an account. Please sign in.' });
  });

  it('refuses a landline, a number and an address together, and a company signing up by phone, on their fields', async () => {
    const landline = await sendCode({ phone: '066 222 3344' }, 'ckb');
    expect(landline.status).toBe(422);
    expect(landline.body.errors?.phone).toEqual(['ئەمە ژمارەی مۆبایل نییە. ژمارەی مۆبایلێک بنووسە کە کۆدی بۆ بنێردرێت.']);
    const both = await sendCode({ phone: freshMobile(), email: 'both@example.com' });
    expect(both.status).toBe(422);
    expect(Object.keys(both.body.errors ?? {})).toEqual(['phone']);
    const neither = await post(api, '/auth/send-verification-code', { type: 'account' });
    expect(Object.keys(neither.body.errors ?? {}).sort()).toEqual(['captcha', 'email']);
    const company = await sendCode({ phone: freshMobile(), type: 'company' }, 'ar');
    expect(company.status).toBe(422);
    expect(company.body.errors?.phone).toEqual(['تسجّل الشركات ببريد إلكتروني.']);
    const unproven = accountForm('');
    unproven.delete('email');
    unproven.append('phone', freshMobile());
    const register = await post(api, '/auth/register', unproven);
    expect(register.status).toBe(422);
    expect(register.body.code).toBe('phone_not_verified_yet');
  });

  it('keeps codes to 3 minutes and 5 tries, and resends only after 30 seconds', async () => {
    const phone = freshMobile();
    await sendCode({ phone });
    expect((await sendCode({ phone })).status).toBe(429);
    const { code } = await lastPhoneCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt < 5; attempt++) {
      expect((await post(api, '/auth/verify-email', { phone, type: 'account', verification_code: wrong })).body.code).toBe('incorrect_code');
    }
    expect((await post(api, '/auth/verify-email', { phone, type: 'account', verification_code: wrong })).body.code).toBe('code_attempts_exceeded');
    expect((await post(api, '/auth/verify-email', { phone, type: 'account', verification_code: code })).body.code).toBe('code_attempts_exceeded');

    clock.advance(31_000);
    await sendCode({ phone });
    const fresh = await lastPhoneCode(phone);
    clock.advance(181_000);
    expect((await post(api, '/auth/verify-email', { phone, type: 'account', verification_code: fresh.code })).body.code).toBe('code_expired');
  });
});

describe('an account made with a phone number', () => {
  it('is a whole account: it applies to a job with a made CV and keeps job alerts (no placeholder gate)', async () => {
    const world = await jobWorld();
    const jobId = await publishedJob(world);
    const seeker = await registeredByPhone(freshMobile(), world.api);
    const cvId = await completeCv(world.api, seeker);
    const job = await send(world.api, 'GET', `/jobs/${jobId}`);
    const requirementIds = (job.body.data?.job as { requirements: Array<{ id: number }> }).requirements.map((requirement) => requirement.id);
    const applied = await post(
      world.api,
      '/account/jobs/apply',
      applyForm({ job_id: jobId, cv_id: cvId, personal_statement: 'من لە هەولێر کار دەکەم.', job_qualification_ids: requirementIds.slice(0, 1) }),
      { token: seeker },
    );
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    const alert = await post(world.api, '/account/job-alerts', { q: 'developer', frequency: 'daily' }, { token: seeker });
    expect(alert.status, JSON.stringify(alert.body)).toBe(201);
  });
});

describe('a forgotten password by phone', () => {
  it('sends a reset code to the number, exchanges it for a token and sets the password; an unknown number gets the same reply', async () => {
    const phone = freshMobile();
    await registeredByPhone(phone);
    clock.advance(31_000);
    const unknown = await post(api, '/auth/forgot-password', { phone: freshMobile(), type: 'account', captcha: await captcha(api) });
    const known = await post(api, '/auth/forgot-password', { phone, type: 'account', captcha: await captcha(api) });
    expect([unknown.status, unknown.body.code, unknown.body.message]).toEqual([known.status, known.body.code, known.body.message]);

    const { code, text } = await lastPhoneCode(phone);
    expect(text).toContain('password reset code');
    const verified = await post(api, '/auth/verify-code', { phone, type: 'account', verification_code: code });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    const token = verified.body.data?.token as string;
    const newPassword = 'Kar-N3w-Passw0rd!';
    const reset = await post(api, '/auth/reset-password', { token, phone, type: 'account', password: newPassword, password_confirmation: newPassword });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect((await post(api, '/auth/login', { phone, password: newPassword, type: 'account' })).status).toBe(200);
    // The token names its account: another number with it is refused.
    const other = await post(api, '/auth/reset-password', {
      token,
      phone: freshMobile(),
      type: 'account',
      password: newPassword,
      password_confirmation: newPassword,
    });
    expect(other.body.code).toBe('reset_token_invalid');
  });
});

describe('channels', () => {
  const twilioUrl = inject('twilioBaseUrl');
  const telegramUrl = inject('telegramBaseUrl');

  const senders = () => fakeChannelSenders(twilioUrl, telegramUrl, 400);

  it('falls through WhatsApp and Telegram to SMS and names it; "send by SMS instead" goes by SMS only', async () => {
    const db = (await testApp()).deps.db;
    api = await testApp({ clock, messenger: fallThroughMessenger(senders(), { db, clock }) });
    const phone = freshMobile();
    await scriptAnswer(twilioUrl, { recipient: `whatsapp:${phone}`, status: 400 });
    await scriptAnswer(telegramUrl, { recipient: phone, status: 200, error: 'PHONE_NUMBER_NOT_FOUND' });
    const sent = await sendCode({ phone });
    expect(sent.body).toMatchObject({ code: 'code_sent', data: { channel: 'sms' } });

    const other = freshMobile();
    expect((await sendCode({ phone: other })).body).toMatchObject({ data: { channel: 'whatsapp' } });
    clock.advance(31_000);
    expect((await sendCode({ phone: other, channel: 'sms' })).body).toMatchObject({ code: 'code_sent', data: { channel: 'sms' } });
    expect((await sendCode({ phone: other, channel: 'fax' })).status).toBe(422);
  });

  it('answers 502 and keeps no code when no channel takes it', async () => {
    api = await testApp({ clock, messenger: { channels: [], send: async () => ({ ok: false, tried: [], retry: null }) } });
    const phone = freshMobile();
    const sent = await sendCode({ phone }, 'ckb');
    expect(sent.status).toBe(502);
    expect(sent.body.code).toBe('message_failed');
    const verify = await post(api, '/auth/verify-email', { phone, type: 'account', verification_code: '123456' });
    expect(verify.body.code).toBe('code_not_requested');
  });
});
