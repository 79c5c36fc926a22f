import { describeError, log } from '../../http/logger';
import { mailsPerQueueMessage } from '../../platform/queue';
import type { Deps, MailMessage, QueueMessage } from '../../ports';
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

/** Companies whose digests one queue message sends: a mail each. */
export const digestsPerQueueMessage = mailsPerQueueMessage;

type DigestBatch = Extract<QueueMessage, { kind: 'applicant_digests' }>;

/**
 * The daily digest (the Cron Trigger in wrangler.toml calls this): one mail per company that chose it, listing its
 * jobs' applications since the last digest. The companies with one due are queued a hundred to a message, so a
 * country's companies are not one invocation's mail.
 */
export async function sendApplicantDigests(deps: Deps, until: Date = deps.clock.now()): Promise<{ companies: number; batches: number }> {
  const companies = await applicationsRepo(deps.db).digestCompanies(until);
  const batches: DigestBatch[] = [];
  for (let start = 0; start < companies.length; start += digestsPerQueueMessage) {
    batches.push({ kind: 'applicant_digests', company_ids: companies.slice(start, start + digestsPerQueueMessage), until: until.getTime() });
  }
  if (batches.length > 0) await deps.queue.send(batches);
  return { companies: companies.length, batches: batches.length };
}

/**
 * One message's digests. A company whose mail fails keeps its applications: the batch throws so the queue tries it
 * again, and the companies already told have nothing left up to the same `until`.
 */
export async function sendDigestBatch(deps: Deps, batch: DigestBatch): Promise<{ sent: number }> {
  const repo = applicationsRepo(deps.db);
  const until = new Date(batch.until);
  const rows = await repo.digestRows(until, batch.company_ids);
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
  if (failed > 0) throw new Error(`${failed} of ${byCompany.size} applicant digests were not sent; the batch is retried for those`);
  return { sent };
}
