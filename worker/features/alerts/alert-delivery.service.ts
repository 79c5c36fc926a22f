import type { AlertSearchJson } from '../../../db/schema';
import { describeError, log } from '../../http/logger';
import { inPool } from '../../shared/in-pool';
import type { Deps, Locale, MailMessage, QueueMessage } from '../../ports';
import { jobMatching, type PublishWindow } from '../jobs/job-matching.service';
import type { JobCard } from '../jobs/jobs.schemas';
import { alertSettingsPath, exploreJobsPath, unsubscribePath } from './alert-links';
import { alertDigestMail } from './alerts.mail';
import { alertsRepo } from './alerts.repo';
import type { AlertFrequency } from './alerts.schemas';
import { unsubscribeToken } from './unsubscribe-token';
import { cvAlertMatches, type CvAlert } from './cv-alerts';
import { telegramNoticesOn } from '../push/notice-channels.service';

type AlertBatch = Extract<QueueMessage, { kind: 'alert_batch' }>;

/**
 * Alerts matched by one queue invocation (one statement). tests/bench/alerts.ts, 10,000 alerts against 1,000 new jobs
 * on 21,000: a batch of 500 reads ~35,000 rows on D1 in ~140 ms (max ~180 ms; libSQL ~230 ms) and costs the worker
 * ~130 ms of CPU with every alert mailed, far under the 30 s limits; at most 500 mails keeps an invocation under half
 * of its 1,000 subrequests.
 */
export const alertBatchSize = 500;
/** A mail lists this many jobs; the rest are behind the link to the alert's search. */
export const jobsPerMail = 10;
/** Mails sent at once: a worker has six connections open at a time. */
const mailConcurrency = 6;

/**
 * The publish hook (jobs.service.ts calls it after a job goes live): one Queue message, so the request does not wait
 * for matching. Other features that hear of new jobs add their handler for `job_published` in worker/queue.ts.
 */
export async function onJobPublished(deps: Pick<Deps, 'queue'>, jobId: number): Promise<void> {
  await deps.queue.send([{ kind: 'job_published', job_id: jobId }]);
}

/** The instant alerts of a job just published: a window of that one job. */
export async function instantAlertsFor(deps: Deps, jobId: number): Promise<object> {
  const rowid = await jobMatching(deps.db).publishedRowid(jobId);
  if (rowid === null) return { job: jobId, skipped: 'not published' };
  return fanOut(deps, 'instant', { sinceRowid: rowid - 1, untilRowid: rowid });
}

/**
 * Splits the live alerts of a frequency into batches of `batchSize` ids and queues one message a batch (each its own
 * invocation, retried on its own). A single batch is matched right here: no need for a second hop.
 */
export async function fanOut(deps: Deps, frequency: AlertFrequency, window: PublishWindow, batchSize = alertBatchSize): Promise<object> {
  if (window.untilRowid <= window.sinceRowid) return { frequency, batches: 0, reason: 'no new jobs' };
  const ends = await alertsRepo(deps.db).batchEnds(frequency, batchSize);
  const starts = [0, ...ends];
  const batches: AlertBatch[] = starts.map((afterId, index) => ({
    kind: 'alert_batch',
    frequency,
    after_id: afterId,
    up_to_id: ends[index] ?? null,
    since_rowid: window.sinceRowid,
    until_rowid: window.untilRowid,
  }));
  const [only] = batches;
  if (batches.length === 1 && only) return { frequency, batches: 1, ...(await deliverAlertBatch(deps, only)) };
  await deps.queue.send(batches);
  return { frequency, batches: batches.length, queued: true };
}

interface Mailing {
  alertId: number;
  jobIds: number[];
  message: MailMessage;
  locale: Locale;
  /** The seeker's linked chat when the alert goes by Telegram; a chat that does not take it gets the mail instead. */
  telegram: { chatId: string; phone: string | null; text: string } | null;
}

/** Telegram's longest message. */
const telegramMaxLength = 4096;

/**
 * The mail's plain text under its subject, as a message in the seeker's chat: as many of the jobs as fit in one
 * Telegram message (the rest behind the link to the search, as in a mail listing ten of more).
 */
export function telegramDigest(jobs: readonly JobCard[], digest: (shown: JobCard[]) => MailMessage): string {
  for (let shown = jobs.length; ; shown -= 1) {
    const mail = digest(jobs.slice(0, shown));
    const text = `${mail.subject}\n\n${mail.text}`;
    if (text.length <= telegramMaxLength || shown <= 1) return text.slice(0, telegramMaxLength);
  }
}

/** The alert in the seeker's chat: true when Telegram took it. */
async function sentByTelegram(deps: Pick<Deps, 'messenger'>, mailing: Mailing): Promise<boolean> {
  if (!mailing.telegram) return false;
  const { chatId, phone, text } = mailing.telegram;
  const sent = await deps.messenger.send({ kind: 'notice', to: phone ?? '', locale: mailing.locale, text, telegramChatId: chatId }, { channels: ['telegram'] });
  if (!sent.ok) log.warn('job alert not taken by telegram', { alert: mailing.alertId, mail_instead: mailing.message.to !== '' });
  return sent.ok;
}

/**
 * One batch: match, record the deliveries (only pairs not recorded before come back), and mail exactly those. A mail
 * that fails gives its rows back and the batch throws at the end, so the queue retries it and only those are mailed.
 */
export async function deliverAlertBatch(deps: Deps, batch: AlertBatch): Promise<{ alerts: number; mailed: number; failed: number }> {
  const now = deps.clock.now();
  const repo = alertsRepo(deps.db);
  const matching = jobMatching(deps.db);
  const window = { sinceRowid: batch.since_rowid, untilRowid: batch.until_rowid };
  const alerts = (await repo.liveBatch(batch.frequency, batch.after_id, batch.up_to_id, telegramNoticesOn(deps))).map((row) => ({
    ...row,
    search: (typeof row.search === 'string' ? JSON.parse(row.search) : row.search) as AlertSearchJson,
  }));
  const cvAlerts = alerts.filter((alert): alert is CvAlert & (typeof alerts)[number] => alert.search.match_cv === true && alert.userId !== null);
  const wordAlerts = alerts.filter((alert) => alert.search.match_cv !== true);
  const matches = new Map([
    ...(await matching.newestMatches(wordAlerts, window, now, jobsPerMail + 1)),
    ...(await cvAlertMatches(deps, cvAlerts, window, now, jobsPerMail + 1)),
  ]);
  const pairs = [...matches].flatMap(([alertId, jobIds]) => jobIds.slice(0, jobsPerMail).map((jobId) => ({ alertId, jobId })));
  const inserted = await repo.recordDeliveries(pairs, now);
  const fresh = new Map<number, Set<number>>();
  for (const row of inserted) fresh.set(Number(row.alertId), (fresh.get(Number(row.alertId)) ?? new Set()).add(Number(row.jobId)));

  const toMail = alerts.filter((alert) => fresh.has(alert.id));
  const cards = await cardsByLocale(
    deps,
    toMail.map((alert) => ({ locale: alert.locale, jobIds: [...(fresh.get(alert.id) ?? [])] })),
  );
  const mailings: Mailing[] = await Promise.all(
    toMail.map(async (alert) => {
      // Newest first, as matched; only the jobs this run recorded.
      const jobIds = (matches.get(alert.id) ?? []).slice(0, jobsPerMail).filter((id) => fresh.get(alert.id)?.has(id));
      const jobs = jobIds.flatMap((id) => cards.get(alert.locale)?.get(id) ?? []);
      const unsubscribe = `${deps.siteUrl}${unsubscribePath}?token=${await unsubscribeToken(deps.codeHmacKey, 'a', alert.id, now)}`;
      const more = (matches.get(alert.id)?.length ?? 0) > jobsPerMail;
      const digest = (shown: JobCard[]) =>
        alertDigestMail({
          to: alert.email,
          locale: alert.locale,
          frequency: batch.frequency,
          search: alert.search,
          jobs: shown,
          more: more || shown.length < jobs.length,
          links: {
            search: `${deps.siteUrl}${exploreJobsPath(alert.search)}`,
            unsubscribe,
            manage: alert.seeker ? `${deps.siteUrl}${alertSettingsPath}` : undefined,
            job: (id) => `${deps.siteUrl}/jobs/${id}`,
          },
        });
      const message = digest(jobs);
      const telegram = alert.telegramChatId ? { chatId: alert.telegramChatId, phone: alert.phone, text: telegramDigest(jobs, digest) } : null;
      return { alertId: alert.id, jobIds, message, locale: alert.locale, telegram };
    }),
  );

  let failed = 0;
  await inPool(mailings, mailConcurrency, async (mailing) => {
    if (await sentByTelegram(deps, mailing)) return;
    try {
      // A seeker without an address whose chat did not take the alert has no other way: retried, as a failed mail is.
      if (mailing.telegram && mailing.message.to === '') throw new Error('the seeker’s Telegram chat did not take the job alert');
      await deps.mailer.send(mailing.message);
    } catch (error) {
      failed += 1;
      log.error('job alert not sent', { alert: mailing.alertId, ...describeError(error) });
      await repo.forgetDeliveries(mailing.alertId, mailing.jobIds);
    }
  });
  if (failed > 0) throw new Error(`${failed} of ${mailings.length} job alerts were not sent; the batch is retried for those`);
  return { alerts: alerts.length, mailed: mailings.length, failed };
}

/** Job cards in each recipient language the batch needs (one read a language, not one a mail). */
async function cardsByLocale(deps: Deps, wanted: Array<{ locale: Locale; jobIds: number[] }>): Promise<Map<Locale, Map<number, JobCard>>> {
  const ids = new Map<Locale, Set<number>>();
  for (const { locale, jobIds } of wanted) for (const id of jobIds) ids.set(locale, (ids.get(locale) ?? new Set()).add(id));
  const matching = jobMatching(deps.db);
  const entries = await Promise.all([...ids].map(async ([locale, set]) => [locale, await matching.cards([...set], locale)] as const));
  return new Map(entries);
}
