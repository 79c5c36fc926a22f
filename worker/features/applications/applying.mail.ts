import { translate } from '../../http/i18n';
import type { Locale, MailMessage } from '../../ports';
import { letter } from '../../http/letter';

/*
 * Applying mails reach people who did not cause them (the company) or read them later (the seeker's receipt):
 * each is written in its recipient's users.locale, right to left for Sorani and Arabic (worker/http/letter.ts).
 */

export function applicationReceiptMail(to: string, locale: Locale, job: string, company: string): MailMessage {
  return letter(to, locale, translate(locale, 'mail_applied_subject', { job }), [translate(locale, 'mail_applied_body', { job, company })]);
}

export function newApplicantMail(to: string, locale: Locale, job: string, name: string): MailMessage {
  return letter(to, locale, translate(locale, 'mail_applicant_subject', { job }), [translate(locale, 'mail_applicant_body', { job, name })]);
}

export function applicantDigestMail(to: string, locale: Locale, jobs: ReadonlyArray<{ title: string; count: number }>): MailMessage {
  const total = jobs.reduce((sum, job) => sum + job.count, 0);
  return letter(to, locale, translate(locale, 'mail_digest_subject', { count: total }), [
    translate(locale, 'mail_digest_body'),
    ...jobs.map((job) => translate(locale, 'mail_digest_line', { job: job.title, count: job.count })),
  ]);
}
