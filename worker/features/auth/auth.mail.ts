import { type MessageKey, translate } from '../../http/i18n';
import type { Locale, MailMessage } from '../../ports';

/*
 * Mail that a request causes (codes, reset notices) is written in that request's language: the person is reading
 * the screen that asked for it. users.locale (set at sign-up, updated at each sign-in) is for mail no request causes.
 * Numbers are in Latin digits in every language, as the interface and the codes show them.
 */

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.codePointAt(0)};`);

/** A link under a letter's paragraphs: its label in the letter's language, the address shown in the text part. */
export interface MailLink {
  label: string;
  href: string;
}

export function letter(to: string, locale: Locale, subject: string, paragraphs: string[], highlight?: string, links: MailLink[] = []): MailMessage {
  const dir = locale === 'en' ? 'ltr' : 'rtl';
  const footer = translate(locale, 'mail_footer');
  // Codes and addresses stay left-to-right inside Kurdish and Arabic text.
  const code = highlight
    ? `<p dir="ltr" style="font-size:28px;font-weight:700;letter-spacing:6px;text-align:center">${escapeHtml(highlight)}</p>`
    : '';
  const html =
    `<!doctype html><html lang="${locale}" dir="${dir}"><body style="font-family:Vazirmatn,Tahoma,Arial,sans-serif;line-height:1.6">` +
    paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('') +
    code +
    links.map((link) => `<p><a href="${escapeHtml(link.href)}" style="color:#1d4ed8">${escapeHtml(link.label)}</a></p>`).join('') +
    `<p style="color:#64748b;font-size:12px">${escapeHtml(footer)}</p></body></html>`;
  const text = [...paragraphs, ...(highlight ? [highlight] : []), ...links.map((link) => `${link.label}: ${link.href}`), '', footer].join('\n\n');
  return { to, subject, text, html };
}

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
  return letter(to, locale, translate(locale, 'mail_email_changed_subject'), [
    translate(locale, 'mail_email_changed_body', { email: newEmail }),
  ]);
}
