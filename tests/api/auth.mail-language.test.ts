import { beforeEach, describe, expect, it } from 'vitest';
import { translate } from '../../worker/http/i18n';
import { listOutbox } from '../../worker/platform/outbox';
import type { Locale } from '../../worker/ports';
import { accountForm, type Api, captcha, lastCodeSentTo, post, strongPassword } from '../support/auth-flow';
import { testApp } from '../support/node-deps';
// The expected texts are read in every language, as the mails are written in the recipient's.
import '../support/catalogues';

let api: Api;
beforeEach(async () => {
  api = await testApp();
});

/** Arabic-Indic and Persian digits: the interface shows Latin digits in every language, so mail does too. */
const easternDigits = /[\u0660-\u0669\u06F0-\u06F9]/;

async function newestMailTo(email: string) {
  const mail = (await listOutbox(api.deps.db, 200)).find((message) => message.to === email);
  expect(mail, `a mail to ${email}`).toBeDefined();
  return mail as NonNullable<typeof mail>;
}

/** A job seeker who did the whole sign-up in one language; every request of it said so. */
async function signedUpIn(language: Locale, email: string): Promise<string> {
  const sent = await post(api, '/auth/send-verification-code', { email, type: 'account', captcha: await captcha(api) }, { language });
  expect(sent.body.code).toBe('code_sent');
  const verified = await post(api, '/auth/verify-email', { email, type: 'account', verification_code: await lastCodeSentTo(api, email) }, { language });
  expect(verified.status).toBe(200);
  const registered = await post(api, '/auth/register', accountForm(email), { language });
  expect(registered.status).toBe(201);
  expect(registered.body.data?.user?.locale).toBe(language);
  return registered.body.data?.token as string;
}

describe('the language of mail', () => {
  it.each(['en', 'ckb', 'ar'] as const)('writes the sign-up code in the language of the request (%s), with Latin digits', async (language) => {
    const email = `code-${language}@example.com`;
    await post(api, '/auth/send-verification-code', { email, type: 'account', captcha: await captcha(api) }, { language });
    const mail = await newestMailTo(email);
    const code = await lastCodeSentTo(api, email);
    expect(code).toMatch(/^[0-9]{6}$/);
    expect(mail.subject).toBe(translate(language, 'mail_code_subject', { code }));
    expect(mail.text).toContain(translate(language, 'mail_code_body'));
    expect(mail.html).toContain(`lang="${language}"`);
    expect(mail.text).not.toMatch(easternDigits);
    expect(mail.html).not.toMatch(easternDigits);
  });

  it('sends a reset asked for in English in English to someone who signed up in Kurdish, and in Arabic when asked in Arabic', async () => {
    const email = 'sorani-reader@example.com';
    await signedUpIn('ckb', email);

    await post(api, '/auth/forgot-password', { email, type: 'account', captcha: await captcha(api) }, { language: 'en' });
    const english = await newestMailTo(email);
    expect(english.subject).toBe(translate('en', 'mail_reset_subject'));
    expect(english.text).toContain(translate('en', 'mail_reset_body'));
    expect(english.html).toContain('lang="en" dir="ltr"');

    // A second code only after the resend cooldown; a fresh account shows the other language plainly.
    const arabicReader = 'arabic-reader@example.com';
    await signedUpIn('ckb', arabicReader);
    await post(api, '/auth/forgot-password', { email: arabicReader, type: 'account', captcha: await captcha(api) }, { language: 'ar' });
    const arabic = await newestMailTo(arabicReader);
    expect(arabic.subject).toBe(translate('ar', 'mail_reset_subject'));
    expect(arabic.html).toContain('lang="ar" dir="rtl"');
    expect(arabic.text).not.toMatch(easternDigits);
  });

  it('writes a Kurdish reset in Latin digits, and the notice after the reset in the language of that request', async () => {
    const email = 'reset-notice@example.com';
    await signedUpIn('en', email);
    await post(api, '/auth/forgot-password', { email, type: 'account', captcha: await captcha(api) }, { language: 'ckb' });
    const reset = await newestMailTo(email);
    expect(reset.subject).toBe(translate('ckb', 'mail_reset_subject'));
    expect(reset.text).not.toMatch(easternDigits);
    expect(reset.text).toContain('3');

    const verified = await post(api, '/auth/verify-code', { email, type: 'account', verification_code: await lastCodeSentTo(api, email) }, { language: 'ckb' });
    const token = verified.body.data?.token as string;
    const newPassword = 'Nwê-Passw0rd#';
    const done = await post(
      api,
      '/auth/reset-password',
      { token, email, type: 'account', password: newPassword, password_confirmation: newPassword },
      { language: 'ar' },
    );
    expect(done.status).toBe(200);
    expect((await newestMailTo(email)).subject).toBe(translate('ar', 'mail_password_changed_subject'));
  });

  it('keeps the language of the last sign-in as the account’s own', async () => {
    const email = 'switcher@example.com';
    await signedUpIn('ckb', email);
    const login = await post(api, '/auth/login', { email, password: strongPassword, type: 'account' }, { language: 'ar' });
    expect(login.status).toBe(200);
    expect(login.body.data?.user?.locale).toBe('ar');
  });

  it('keeps the language a signed-in reader switches to, for them only, and needs a session for it', async () => {
    const token = await signedUpIn('ckb', 'reader@example.com');
    const otherToken = await signedUpIn('en', 'other-reader@example.com');
    const remember = (headers: Record<string, string>) =>
      api.request('/api/trpc/auth.rememberLanguage', { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers } });
    const localeOf = async (bearer: string) => {
      const me = await api.request('/api/trpc/auth.me', { headers: { Authorization: `Bearer ${bearer}` } });
      return ((await me.json()) as { result: { data: { locale: string } } }).result.data.locale;
    };
    const switched = await remember({ Authorization: `Bearer ${token}`, 'Accept-Language': 'ar' });
    expect(switched.status).toBe(200);
    expect(await localeOf(token)).toBe('ar');
    expect(await localeOf(otherToken)).toBe('en');
    expect((await remember({ 'Accept-Language': 'ar' })).status).toBe(401);
  });
});
