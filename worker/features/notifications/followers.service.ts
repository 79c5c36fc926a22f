import { AppError } from '../../http/errors';
import { describeError, log } from '../../http/logger';
import { afterReply, type RequestInfo } from '../../http/request-info';
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

/**
 * Tells the followers of a just-published job's company, after the reply: a notification and a mail each, at most
 * once per follower and job (the delivery rows decide), so publishing again after a pause tells nobody twice. The
 * publish path calls this; a queue consumer may call it instead once fan-out needs one.
 */
export async function notifyFollowers(request: RequestInfo, jobId: number): Promise<void> {
  const { deps } = request;
  const repo = followersRepo(deps.db);
  await afterReply(
    request,
    'follower mails not sent',
    async () => {
      const told = await repo.tellFollowers(jobId, deps.clock.now());
      if (told.length === 0) return;
      const job = await repo.job(jobId);
      if (!job) return;
      for (const follower of await repo.recipients(told)) {
        // One refused address must not cost the others their mail.
        await deps.mailer
          .send(newJobMail(follower.email, follower.locale, request.origin, job))
          .catch((error: unknown) => log.error('follower mail not sent', { job_id: jobId, ...describeError(error) }));
      }
    },
    { job_id: jobId },
  );
}
