import { escapeHtml } from '../platform/html-text';
import type { Locale, MailMessage } from '../ports';
import { translate } from './i18n';

/*
 * The one layout of Kar's e-mails, whichever feature sends them: paragraphs, an optional highlighted code, links, and
 * the footer, in the recipient's language and direction. Numbers are in Latin digits in every language, as the
 * interface and the codes show them.
 */

/** A link under a letter's paragraphs: its label in the letter's language, the address shown in the text part. */
export interface MailLink {
  label: string;
  href: string;
}

export function letter(to: string, locale: Locale, subject: string, paragraphs: string[], highlight?: string, links: MailLink[] = []): MailMessage {
  const dir = locale === 'en' ? 'ltr' : 'rtl';
  const footer = translate(locale, 'mail_footer');
  // Codes and addresses stay left-to-right inside Kurdish and Arabic text.
  const code = highlight ? `<p dir="ltr" style="font-size:28px;font-weight:700;letter-spacing:6px;text-align:center">${escapeHtml(highlight)}</p>` : '';
  const html =
    `<!doctype html><html lang="${locale}" dir="${dir}"><body style="font-family:Vazirmatn,Tahoma,Arial,sans-serif;line-height:1.6">` +
    paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('') +
    code +
    links.map((link) => `<p><a href="${escapeHtml(link.href)}" style="color:#1d4ed8">${escapeHtml(link.label)}</a></p>`).join('') +
    `<p style="color:#64748b;font-size:12px">${escapeHtml(footer)}</p></body></html>`;
  const text = [...paragraphs, ...(highlight ? [highlight] : []), ...links.map((link) => `${link.label}: ${link.href}`), '', footer].join('\n\n');
  return { to, subject, text, html };
}
