import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { cvs, users } from '../../db/schema';
import { listOutbox } from '../../worker/platform/outbox';
import { accountForm, type Api, captcha, companyForm, lastCodeSentTo, post, get, verifiedEmail } from '../support/auth-flow';
import { testApp, testClock } from '../support/node-deps';
import { minimalPdf } from '../support/files';

let api: Api;
let clock: ReturnType<typeof testClock>;
beforeEach(async () => {
  clock = testClock();
  api = await testApp({ clock });
});

const sendCode = async (email: string, type = 'account', language = 'en') =>
  post(api, '/auth/send-verification-code', { email, type, captcha: await captcha(api) }, { language });

describe('POST /auth/send-verification-code', () => {
  it("sends a 6-digit code in the reader's language and says 'verify email, you have only 3 minutes'", async () => {
    const sent = await sendCode('hawre@example.com', 'account', 'ckb');
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ status: 'success', code: 'code_sent', message: 'verify email, you have only 3 minutes' });
    const [mail] = await listOutbox(api.deps.db);
    expect(mail?.to).toBe('hawre@example.com');
    expect(mail?.subject).toMatch(/کۆدی پشتڕاستکردنەوەی کار: \d{6}/);
    expect(mail?.html).toContain('dir="rtl"');
  });

  it('refuses without a solved robot check, and a solution used twice', async () => {
    const missing = await post(api, '/auth/send-verification-code', { email: 'a@example.com', type: 'account' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors?.captcha).toEqual(['please verify you are not a robot']);
    const garbage = await post(api, '/auth/send-verification-code', { email: 'a@example.com', type: 'account', captcha: 'bm9wZQ==' });
    expect(garbage.status).toBe(422);
    expect(garbage.body).toMatchObject({ code: 'captcha_failed', message: 'please verify you are not a robot' });
    const solved = await captcha(api);
    expect((await post(api, '/auth/send-verification-code', { email: 'b@example.com', type: 'account', captcha: solved })).status).toBe(200);
    const replay = await post(api, '/auth/send-verification-code', { email: 'c@example.com', type: 'account', captcha: solved });
    expect(replay.body.code).toBe('captcha_failed');
  });

  it.each([
    [{ type: 'account' }, 'email', 'Enter your email'],
    [{ email: 'not-an-email', type: 'account' }, 'email', 'Enter valid email address'],
    [{ email: 12345, type: 'account' }, 'email', 'Enter your email'],
    [{ email: 'a@example.com', type: 'admin' }, 'type', 'Choose job seeker or company'],
  ])('validates %j', async (body, field, message) => {
    const reply = await post(api, '/auth/send-verification-code', { ...body, captcha: await captcha(api) });
    expect(reply.status).toBe(422);
    expect(reply.body.errors?.[field]).toContain(message);
  });

  it('answers field errors in the request language', async () => {
    const reply = await post(api, '/auth/send-verification-code', { email: 'x', type: 'account', captcha: 'x' }, { language: 'ar' });
    expect(reply.body.errors?.email).toEqual(['أدخل عنوان بريد إلكتروني صالح']);
  });

  it('makes a resend wait 30 seconds, with Retry-After', async () => {
    await sendCode('wait@example.com');
    const again = await sendCode('wait@example.com');
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
    clock.advance(31_000);
    expect((await sendCode('wait@example.com')).status).toBe(200);
  });

  it('limits codes per address per hour', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await sendCode('many@example.com')).status).toBe(200);
      clock.advance(31_000);
    }
    const sixth = await sendCode('many@example.com');
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('retry-after')).toBeTruthy();
  });

  it("answers 'Account with verified email already exists.' for a verified address not yet registered", async () => {
    await verifiedEmail(api, 'verified@example.com');
    clock.advance(31_000);
    const again = await sendCode('verified@example.com');
    expect(again.body).toMatchObject({ code: 'verified_email_exists', message: 'Account with verified email already exists.' });
  });

  it("answers 'Email already exists, please login' for a registered address, and 'Email is already verified' across types", async () => {
    await verifiedEmail(api, 'taken@example.com');
    expect((await post(api, '/auth/register', accountForm('taken@example.com'))).status).toBe(201);
    const again = await sendCode('taken@example.com');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Email already exists, please login');
    const asCompany = await sendCode('taken@example.com', 'company');
    expect(asCompany.status).toBe(409);
    expect(asCompany.body.message).toBe('Email is already verified');
  });

  it("answers 'The email has already been taken.' and sends a code when the account exists unverified", async () => {
    const now = clock.now();
    await api.deps.db.insert(users).values({ type: 'account', email: 'applicant@example.com', passwordHash: 'x', createdAt: now, updatedAt: now });
    const sent = await sendCode('applicant@example.com');
    expect(sent.body).toMatchObject({ status: 'success', code: 'email_taken_code_sent', message: 'The email has already been taken.' });
    const verified = await post(api, '/auth/verify-email', {
      email: 'applicant@example.com',
      type: 'account',
      verification_code: await lastCodeSentTo(api, 'applicant@example.com'),
    });
    expect(verified.status).toBe(200);
    // Only an unsigned applicant's placeholder is unverified: proving the address replaces it, and sign-up goes on.
    expect(await api.deps.db.select().from(users).where(eq(users.email, 'applicant@example.com'))).toEqual([]);
    expect((await post(api, '/auth/register', accountForm('applicant@example.com'))).status).toBe(201);
  });
});

describe('POST /auth/verify-email', () => {
  it("accepts the right code once: 'Code verified successfully'", async () => {
    await sendCode('once@example.com');
    const code = await lastCodeSentTo(api, 'once@example.com');
    const ok = await post(api, '/auth/verify-email', { email: 'once@example.com', type: 'account', verification_code: code });
    expect(ok.body).toMatchObject({ status: 'success', message: 'Code verified successfully' });
    const reused = await post(api, '/auth/verify-email', { email: 'once@example.com', type: 'account', verification_code: code });
    expect(reused.status).toBe(422);
    expect(reused.body.code).toBe('code_not_requested');
  });

  it("takes SPEC's verify_code as a number and Kurdish digits", async () => {
    await sendCode('number@example.com');
    const code = await lastCodeSentTo(api, 'number@example.com');
    const kurdishDigits = [...code].map((digit) => String.fromCodePoint(0x06f0 + Number(digit))).join('');
    const ok = await post(api, '/auth/verify-email', { email: 'number@example.com', type: 'account', verify_code: kurdishDigits });
    expect(ok.status).toBe(200);
    await sendCode('number2@example.com');
    const numeric = await post(api, '/auth/verify-email', {
      email: 'number2@example.com',
      type: 'account',
      verify_code: Number(await lastCodeSentTo(api, 'number2@example.com')),
    });
    // Even a code starting with 0 works as a number: the schema restores the leading zeros.
    expect(numeric.status).toBe(200);
  });

  it("answers a wrong code with 'incorrect code. Please try again.' and stops after five", async () => {
    await sendCode('wrong@example.com');
    const code = await lastCodeSentTo(api, 'wrong@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt++) {
      const reply = await post(api, '/auth/verify-email', { email: 'wrong@example.com', type: 'account', verification_code: wrong });
      expect(reply.status).toBe(422);
      expect(reply.body.message).toBe('incorrect code. Please try again.');
    }
    const fifth = await post(api, '/auth/verify-email', { email: 'wrong@example.com', type: 'account', verification_code: wrong });
    expect(fifth.status).toBe(429);
    expect(fifth.body.code).toBe('code_attempts_exceeded');
    const right = await post(api, '/auth/verify-email', { email: 'wrong@example.com', type: 'account', verification_code: code });
    expect(right.body.code).toBe('code_attempts_exceeded');
  });

  it('refuses an expired code, after 3 minutes', async () => {
    await sendCode('late@example.com');
    const code = await lastCodeSentTo(api, 'late@example.com');
    clock.advance(3 * 60 * 1000 + 1);
    const late = await post(api, '/auth/verify-email', { email: 'late@example.com', type: 'account', verification_code: code });
    expect(late.body.code).toBe('code_expired');
  });

  it('refuses a code meant for another address or account type', async () => {
    await sendCode('first@example.com');
    const code = await lastCodeSentTo(api, 'first@example.com');
    clock.advance(31_000);
    await sendCode('second@example.com');
    expect((await post(api, '/auth/verify-email', { email: 'second@example.com', type: 'account', verification_code: code })).status).toBe(422);
    expect((await post(api, '/auth/verify-email', { email: 'first@example.com', type: 'company', verification_code: code })).body.code).toBe(
      'code_not_requested',
    );
  });

  it('validates the code and asks for it', async () => {
    const missing = await post(api, '/auth/verify-email', { email: 'a@example.com', type: 'account' });
    expect(missing.body.errors?.verification_code).toEqual(['Enter your verification code']);
    const short = await post(api, '/auth/verify-email', { email: 'a@example.com', type: 'account', verification_code: '123' });
    expect(short.body.errors?.verification_code).toEqual(['The code has 6 digits']);
  });
});

describe('POST /auth/register', () => {
  it("creates the job seeker: 'User created successfully', a token, a session cookie", async () => {
    await verifiedEmail(api, 'new@example.com');
    const created = await post(api, '/auth/register', accountForm('new@example.com', { phone_number: '٠٧٥٠ ١٢٣ ٤٥٦٧' }));
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('User created successfully');
    expect(created.body.data?.user).toMatchObject({
      email: 'new@example.com',
      full_name: 'ئاراس محەمەد',
      phone_number: '07501234567',
      is_password_change_by_admin: 0,
      type: 'account',
    });
    const cookie = created.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/kar_session=.+; .*HttpOnly/i);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const profile = await get(api, '/account/profile', { token: created.body.data?.token });
    expect(profile.body.data?.user).toMatchObject({ email: 'new@example.com' });
  });

  it('needs the e-mail verified first and keeps nothing half made', async () => {
    const reply = await post(api, '/auth/register', accountForm('unverified@example.com'));
    expect(reply.status).toBe(422);
    expect(reply.body).toMatchObject({ code: 'email_not_verified_yet', message: 'please verify your email first' });
    expect(await api.deps.db.select().from(users).where(eq(users.email, 'unverified@example.com'))).toHaveLength(0);
  });

  it.each([
    ['full_name', 'Aras 2', 'Full name cannot contain numbers'],
    ['full_name', '', 'Enter your full name'],
    ['phone_number', '', 'Enter your phone number'],
    ['phone_number', '12', 'Enter a valid phone number'],
    ['dob', '2999-01-01', 'Selected date of birth is in the future'],
    ['dob', 'yesterday', 'Enter your date of birth'],
    ['gender_id', '', 'Select your gender'],
    ['gender_id', 'abc', 'Select your gender'],
    ['gender_id', '999', 'Select your gender'],
    ['city_id', '', 'Select your city'],
    ['city_id', '-3', 'Select your city'],
    ['password', 'short', 'Your password must be at least 8 characters.'],
    ['password', 'lowercase1!', 'Add at least one capital letter to your password'],
    ['password', 'UPPERCASE1!', 'Add at least one small letter to your password'],
    ['password', 'NoDigits!!', 'Add at least one number to your password'],
    ['password', 'NoSpecial12', 'Add at least one special character to your password'],
    ['password_confirmation', 'Other-Passw0rd!', 'Password mismatch'],
    ['password_confirmation', '', 'Confirm your password'],
  ])('answers %s = %j with %j', async (field, value, message) => {
    await verifiedEmail(api, 'fields@example.com');
    const reply = await post(api, '/auth/register', accountForm('fields@example.com', { [field]: value }));
    expect(reply.status).toBe(422);
    expect(reply.body.errors?.[field]).toContain(message);
  });

  it('accepts Kurdish and Arabic names and keeps an optional CV as the default CV', async () => {
    await verifiedEmail(api, 'cv@example.com');
    const form = accountForm('cv@example.com', { full_name: 'ژیلا ڕەزا', cv: new File([minimalPdf()], 'ژیلا CV.pdf', { type: 'application/pdf' }) });
    const created = await post(api, '/auth/register', form);
    expect(created.status).toBe(201);
    const [cv] = await api.deps.db.select().from(cvs);
    expect(cv).toMatchObject({ fileName: 'ژیلا CV.pdf', fileType: 'pdf', isDefault: true });
    const stored = await api.deps.blobs.get(cv?.fileKey ?? '');
    expect(stored?.contentType).toBe('application/pdf');
  });

  it('refuses an oversize or disguised CV, and the sign-up can be retried', async () => {
    await verifiedEmail(api, 'badcv@example.com');
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'cv.pdf', { type: 'application/pdf' });
    const tooBig = await post(api, '/auth/register', accountForm('badcv@example.com', { cv: big }));
    expect(tooBig.status).toBe(413);
    const html = new File(['<html><script>alert(1)</script></html>'], 'cv.pdf', { type: 'application/pdf' });
    const disguised = await post(api, '/auth/register', accountForm('badcv@example.com', { cv: html }));
    expect(disguised.status).toBe(415);
    expect(await api.deps.db.select().from(users)).toHaveLength(0);
    expect((await post(api, '/auth/register', accountForm('badcv@example.com'))).status).toBe(201);
  });

  it("answers a second registration with 'Email already exists, please login'", async () => {
    await verifiedEmail(api, 'twice@example.com');
    expect((await post(api, '/auth/register', accountForm('twice@example.com'))).status).toBe(201);
    const again = await post(api, '/auth/register', accountForm('twice@example.com'));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Email already exists, please login');
  });

  it('refuses a malformed body with a clear error', async () => {
    const response = await api.request('/api/v1/auth/register', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{not json' });
    // The request cannot be read (400), as opposed to fields that break a rule (422).
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status: 'error', code: 'invalid_json' });
  });
});

describe('POST /auth/register-company', () => {
  it('keeps an approved-later company with a companyForm without verification refused', async () => {
    const reply = await post(api, '/auth/register-company', companyForm('company@example.com'));
    expect(reply.body.code).toBe('email_not_verified_yet');
  });
});

describe('when the e-mail cannot be sent', () => {
  it('answers a clear 502 and leaves no usable code behind', async () => {
    const { AppError } = await import('../../worker/http/errors');
    const failing = await testApp({ mailer: { send: async () => Promise.reject(new AppError('mail_failed')) } });
    const sent = await post(failing, '/auth/send-verification-code', { email: 'down@example.com', type: 'account', captcha: await captcha(failing) });
    expect(sent.status).toBe(502);
    expect(sent.body).toMatchObject({ code: 'mail_failed', message: 'The e-mail could not be sent. Please try again.' });
    const guess = await post(failing, '/auth/verify-email', { email: 'down@example.com', type: 'account', verification_code: '123456' });
    expect(guess.body.code).toBe('code_not_requested');
    expect(await failing.deps.db.select().from(users)).toHaveLength(0);
  });
});
