import { translate } from '../../http/i18n';
import type { Locale, MailMessage } from '../../ports';
import { letter } from '../../http/letter';

/**
 * A followed company's new job, in the follower's language (right to left for Sorani and Arabic): a link to the job,
 * and one to the company's page, where its Follow button stops these mails.
 */
export function newJobMail(
  to: string,
  locale: Locale,
  origin: string,
  job: { id: number; title: string; companyId: number; companyName: string },
): MailMessage {
  const names = { job: job.title, company: job.companyName };
  return letter(to, locale, translate(locale, 'mail_follow_subject', names), [translate(locale, 'mail_follow_body', names)], undefined, [
    { label: translate(locale, 'mail_follow_open', names), href: `${origin}/jobs/${job.id}` },
    { label: translate(locale, 'mail_follow_unfollow', names), href: `${origin}/companies/${job.companyId}` },
  ]);
}
