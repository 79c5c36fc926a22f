import { translate } from '../../http/i18n';
import { letter } from '../../http/letter';
import type { Locale, MailMessage } from '../../ports';

const securityLink = (locale: Locale, siteUrl: string) => [{ label: translate(locale, 'mail_new_device_link'), href: `${siteUrl}/account/security` }];

/** A recovery code opened the account: if that was not its owner, they learn it at once, and how many are left. */
export function recoveryCodeUsedMail(to: string, locale: Locale, left: number, siteUrl: string): MailMessage {
  return letter(
    to,
    locale,
    translate(locale, 'mail_recovery_used_subject'),
    [translate(locale, 'mail_recovery_used_body', { left: String(left) }), translate(locale, 'mail_recovery_used_advice')],
    undefined,
    securityLink(locale, siteUrl),
  );
}

/** An admin removed the account's second steps (a locked-out owner asked): said to the account in its language. */
export function factorsRemovedMail(to: string, locale: Locale, siteUrl: string): MailMessage {
  return letter(
    to,
    locale,
    translate(locale, 'mail_factors_removed_subject'),
    [translate(locale, 'mail_factors_removed_body'), translate(locale, 'mail_recovery_used_advice')],
    undefined,
    securityLink(locale, siteUrl),
  );
}
