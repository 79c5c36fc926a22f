import { type MessageKey, translate } from '../../http/i18n';
import { letter } from '../../http/letter';
import type { Locale, MailMessage } from '../../ports';

/*
 * Mail that a request causes (codes, reset notices) is written in that request's language: the person is reading
 * the screen that asked for it. users.locale (set at sign-up, updated at each sign-in) is for mail no request causes.
 */

const codeMailKeys = {
  signup: { subject: 'mail_code_subject', body: 'mail_code_body' },
  change_email: { subject: 'mail_code_subject', body: 'mail_code_body' },
  reset: { subject: 'mail_reset_subject', body: 'mail_reset_body' },
} as const satisfies Record<string, { subject: MessageKey; body: MessageKey }>;

export function codeMail(to: string, locale: Locale, purpose: keyof typeof codeMailKeys, code: string): MailMessage {
  const keys = codeMailKeys[purpose];
  return letter(to, locale, translate(locale, keys.subject, { code }), [translate(locale, keys.body, { code })], code);
}

export function passwordChangedMail(to: string, locale: Locale): MailMessage {
  return letter(to, locale, translate(locale, 'mail_password_changed_subject'), [translate(locale, 'mail_password_changed_body')]);
}

export function emailChangedMail(to: string, locale: Locale, newEmail: string): MailMessage {
  return letter(to, locale, translate(locale, 'mail_email_changed_subject'), [translate(locale, 'mail_email_changed_body', { email: newEmail })]);
}
