import { describeError, log } from '../../http/logger';
import type { Deps, MailMessage } from '../../ports';
import { noticeMailRecipient } from '../push/notice-channels.service';
import { applicantDigestMail, applicationReceiptMail, newApplicantMail } from './applying.mail';
import { applicationsRepo } from './applications.repo';
import type { HiringSettings, HiringSettingsInput } from './applications.schemas';

const defaultSettings: HiringSettings = { applicant_notice: 'each', mail_rejections: true };

/** A mail that cannot be sent is logged, never a failure of what caused it (the application is saved). */
async function sendQuietly(deps: Deps, message: MailMessage, what: string): Promise<boolean> {
  try {
    await deps.mailer.send(message);
    return true;
  } catch (error) {
    log.error('mail not sent', { what, ...describeError(error) });
    return false;
  }
}

export function hiringSettingsService(deps: Deps) {
  const repo = applicationsRepo(deps.db);
  return {
    async get(companyId: number): Promise<HiringSettings> {
      const row = await repo.hiringSettings(companyId);
      return row ? { applicant_notice: row.applicantNotice, mail_rejections: row.mailRejections } : defaultSettings;
    },

    async save(companyId: number, input: HiringSettingsInput): Promise<HiringSettings> {
      const now = deps.clock.now();
      const before = await repo.hiringSettings(companyId);
      // A digest covers what came after the switch to daily, not what the company chose not to hear of (or heard).
      const startsDigest = input.applicant_notice === 'daily' && before?.applicantNotice !== 'daily';
      await repo.saveHiringSettings(
        companyId,
        { applicantNotice: input.applicant_notice, mailRejections: input.mail_rejections, ...(startsDigest ? { digestSentUntil: now } : {}) },
        now,
      );
      return this.get(companyId);
    },
  };
}

export interface SubmittedApplication {
  seekerId: number;
  companyId: number;
  jobTitle: string;
  companyName: string;
  applicantName: string;
}

/** The seeker's receipt, and the company's notice when it chose one mail per applicant (the default). */
export async function mailNewApplication(deps: Deps, submitted: SubmittedApplication): Promise<void> {
  const repo = applicationsRepo(deps.db);
  const [seeker, company, settings] = await Promise.all([
    repo.user(submitted.seekerId),
    // Not mailed when the company chose another channel for new applicants (the digest is its own setting).
    noticeMailRecipient(deps, submitted.companyId, 'new_applicant'),
    hiringSettingsService(deps).get(submitted.companyId),
  ]);
  await Promise.all([
    seeker && sendQuietly(deps, applicationReceiptMail(seeker.email, seeker.locale, submitted.jobTitle, submitted.companyName), 'application receipt'),
    company &&
      settings.applicant_notice === 'each' &&
      sendQuietly(deps, newApplicantMail(company.email, company.locale, submitted.jobTitle, submitted.applicantName), 'new applicant notice'),
  ]);
}

/**
 * The daily digest (the Cron Trigger in wrangler.toml calls this): one mail per company that chose it, listing its
 * jobs' applications since the last digest. A company whose mail fails keeps its applications for the next run.
 */
export async function sendApplicantDigests(deps: Deps, until: Date = deps.clock.now()): Promise<{ sent: number; failed: number }> {
  const repo = applicationsRepo(deps.db);
  const rows = await repo.digestRows(until);
  const byCompany = new Map<number, { email: string; locale: (typeof rows)[number]['locale']; jobs: Array<{ title: string; count: number }> }>();
  for (const row of rows) {
    const entry = byCompany.get(row.companyId) ?? { email: row.email, locale: row.locale, jobs: [] };
    entry.jobs.push({ title: row.title, count: Number(row.count) });
    byCompany.set(row.companyId, entry);
  }
  let sent = 0;
  let failed = 0;
  for (const [companyId, entry] of byCompany) {
    if (await sendQuietly(deps, applicantDigestMail(entry.email, entry.locale, entry.jobs), 'applicant digest')) {
      await repo.markDigestSent(companyId, until);
      sent += 1;
    } else {
      failed += 1;
    }
  }
  return { sent, failed };
}
