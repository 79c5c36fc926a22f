import { translate } from '../../http/i18n';
import type { Locale, MailMessage } from '../../ports';
import { letter } from '../../http/letter';

/** The notice carries this much of the message: enough to decide whether to answer now. */
const quotedLength = 500;

/**
 * A notice of a new message, in the recipient's language (right to left for Sorani and Arabic). The message is
 * quoted as plain text: `letter` escapes it, so a link in it never becomes a link in the mail.
 */
export function newMessageMail(to: string, locale: Locale, job: string, from: string, body: string): MailMessage {
  const quoted = body.length > quotedLength ? `${body.slice(0, quotedLength)}…` : body;
  return letter(to, locale, translate(locale, 'mail_message_subject', { job }), [
    translate(locale, 'mail_message_body', { name: from, job }),
    quoted,
    translate(locale, 'mail_message_open'),
  ]);
}
