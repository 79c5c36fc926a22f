import { AppError } from '../../http/errors';
import { describeError, log } from '../../http/logger';
import type { RequestInfo } from '../../http/request-info';
import { mailsPerQueueMessage } from '../../platform/queue';
import type { Deps, QueueMessage } from '../../ports';
import type { Authenticated } from '../auth/sessions.service';
import { companyLogoPath } from '../companies/companies.service';
import { decodeCursor, encodeCursor } from '../../http/cursor';
import { companyGate } from '../companies/company-gate.service';
import { newJobMail } from './followers.mail';
import { followersRepo } from './followers.repo';
import type { FollowedCompaniesPage, PageQuery } from './notifications.schemas';

const readCursor = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined);

export interface FollowState {
  company_id: number;
  following: boolean;
}

/** Job seekers following companies (the REST contract's `POST /company-job-subscribers`; docs/product.md#notifications-and-followed-companies). */
export function followersService(request: RequestInfo) {
  const { deps, locale } = request;
  const repo = followersRepo(deps.db);

  /** Only a public company can be followed: an unknown, pending or closed one is 404, as its page is. */
  async function publicCompany(companyId: number) {
    if ((await companyGate(deps.db).status(companyId)) !== 'approved') throw new AppError('not_found');
  }

  return {
    /** Following again changes nothing (200 either way). */
    async follow(auth: Authenticated, companyId: number): Promise<FollowState> {
      await publicCompany(companyId);
      await repo.follow(auth.user.id, companyId, deps.clock.now());
      return { company_id: companyId, following: true };
    },

    /** Any company the seeker may have followed, whatever became of it since; an id that never was one is 404. */
    async unfollow(auth: Authenticated, companyId: number): Promise<FollowState> {
      if (!(await companyGate(deps.db).status(companyId))) throw new AppError('not_found');
      await repo.unfollow(auth.user.id, companyId);
      return { company_id: companyId, following: false };
    },

    async status(auth: Authenticated, companyId: number): Promise<FollowState> {
      await publicCompany(companyId);
      return { company_id: companyId, following: await repo.isFollowing(auth.user.id, companyId) };
    },

    async list(auth: Authenticated, query: PageQuery): Promise<FollowedCompaniesPage> {
      const beforeId = query.cursor ? decodeCursor(query.cursor, locale, readCursor) : undefined;
      const rows = await repo.page(auth.user.id, beforeId, query.limit + 1);
      const page = rows.slice(0, query.limit);
      const last = page[page.length - 1];
      return {
        companies: page.map((row) => ({
          id: row.companyId,
          name: row.name,
          logo_url: row.logoKey ? companyLogoPath(row.companyId, row.logoKey) : null,
          followed_at: row.followedAt.toISOString(),
        })),
        next_cursor: rows.length > query.limit && last ? encodeCursor(last.id) : null,
      };
    },
  };
}

/** Followers told per queue message: a company's tens of thousands take many messages, not one request. */
export const followerBatchSize = mailsPerQueueMessage;

/**
 * A job just published or reopened (the queue's consumer, or the reopening request after its reply): its company's
 * followers in ranges of a hundred, a `follower_batch` message each, queued together.
 */
export async function followersToTell(deps: Pick<Deps, 'db' | 'queue'>, jobId: number): Promise<void> {
  const ranges = await followersRepo(deps.db).ranges(jobId, followerBatchSize);
  if (ranges.length === 0) return;
  await deps.queue.send(
    ranges.map((range): FollowerBatch => ({ kind: 'follower_batch', job_id: jobId, after_user_id: range.after, up_to_user_id: range.upTo })),
  );
}

type FollowerBatch = Extract<QueueMessage, { kind: 'follower_batch' }>;

/**
 * One range of a job's followers: a notification and a mail each, at most once per follower and job (the delivery
 * rows decide), so publishing again after a pause, or a retried message, tells nobody twice. What the mails need is
 * read before anyone is told, so nothing but a mail itself can fail after that, and a failed mail is logged.
 */
export async function tellFollowerBatch(deps: Deps, message: FollowerBatch): Promise<object> {
  const repo = followersRepo(deps.db);
  const range = { after: message.after_user_id, upTo: message.up_to_user_id };
  const [job, addresses] = await Promise.all([repo.job(message.job_id), repo.addressesIn(message.job_id, range)]);
  const told = new Set(await repo.tellFollowers(message.job_id, deps.clock.now(), range));
  let mailed = 0;
  if (!job) return { job: message.job_id, told: told.size, mailed };
  for (const follower of addresses.filter((address) => told.has(address.userId))) {
    // One refused address must not cost the others their mail.
    await deps.mailer.send(newJobMail(follower.email, follower.locale, deps.siteUrl, job)).then(
      () => (mailed += 1),
      (error: unknown) => log.error('follower mail not sent', { job_id: message.job_id, ...describeError(error) }),
    );
  }
  return { job: message.job_id, told: told.size, mailed };
}
