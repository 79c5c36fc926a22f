import { translate } from '../../http/i18n';
import type { Locale, MailMessage } from '../../ports';
import { letter } from '../../http/letter';
import type { CompanyStatus } from './admin.schemas';

/**
 * What an admin's decision tells the company, in the company's own language (users.locale: no request of theirs
 * causes this mail). The reason is the admin's text, as written.
 */
export function companyDecisionMail(to: string, locale: Locale, status: CompanyStatus, reason: string | null): MailMessage {
  if (status === 'approved') return letter(to, locale, translate(locale, 'adm_mail_approved_subject'), [translate(locale, 'adm_mail_approved_body')]);
  const kind = status === 'suspended' ? 'suspended' : 'rejected';
  return letter(to, locale, translate(locale, `adm_mail_${kind}_subject`), [
    translate(locale, `adm_mail_${kind}_body`),
    // `npm run admin -- reject-company` may decide without a reason; the console always gives one.
    ...(reason ? [translate(locale, 'adm_mail_reason', { reason })] : []),
    translate(locale, kind === 'rejected' ? 'adm_mail_rejected_next' : 'adm_mail_suspended_next'),
  ]);
}

export function jobUnpublishedMail(to: string, locale: Locale, job: string, reason: string): MailMessage {
  return letter(to, locale, translate(locale, 'adm_mail_unpublished_subject', { job }), [
    translate(locale, 'adm_mail_unpublished_body', { job }),
    translate(locale, 'adm_mail_reason', { reason }),
  ]);
}
