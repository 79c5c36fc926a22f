import { type MessageKey, translate } from '../../http/i18n';
import { letter } from '../../http/letter';
import type { Locale, MailMessage } from '../../ports';
import { browserNames, type DeviceOf, systemNames } from '../../shared/user-agent';

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

/** "Chrome on Android" in the mail's language (the device list names it the same way, client/features/security). */
function deviceText(locale: Locale, { browser, os }: DeviceOf): string {
  return translate(locale, 'security_device_name', {
    browser: browser === 'other' ? translate(locale, 'security_browser_other') : browserNames[browser],
    os: os === 'other' ? translate(locale, 'security_os_other') : systemNames[os],
  });
}

/** A sign-in from a kind of device the account has not used: what, where from, and the page to end it. */
export function newDeviceMail(to: string, locale: Locale, sign: { device: DeviceOf; place: string | undefined; securityUrl: string }): MailMessage {
  const paragraphs = [
    translate(locale, 'mail_new_device_body', { device: deviceText(locale, sign.device) }),
    ...(sign.place ? [translate(locale, 'mail_new_device_place', { place: sign.place })] : []),
    translate(locale, 'mail_new_device_advice'),
  ];
  return letter(to, locale, translate(locale, 'mail_new_device_subject'), paragraphs, undefined, [
    { href: sign.securityUrl, label: translate(locale, 'mail_new_device_link') },
  ]);
}
