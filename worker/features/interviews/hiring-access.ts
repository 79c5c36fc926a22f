import { AppError } from '../../http/errors';
import { describeError, log } from '../../http/logger';
import type { MailMessage } from '../../ports';
import type { RequestInfo } from '../auth/context';
import type { Authenticated } from '../auth/sessions.service';
import { jobsRepo } from '../jobs/jobs.repo';
import { type OwnApplication, ownApplication } from './interviews.repo';

import { closedStages } from './interviews.schemas';

/** Interviews and offers are for approved companies only (the jobs' rule). */
export async function approvedCompany(request: RequestInfo, auth: Authenticated): Promise<number> {
  if ((await jobsRepo(request.deps.db).companyStatus(auth.user.id)) !== 'approved') throw new AppError('company_not_approved');
  return auth.user.id;
}

/** One of the company's applications (404 otherwise), still open when `open` is asked for (409 otherwise). */
export async function companyApplication(request: RequestInfo, companyId: number, applicationId: number, open: boolean): Promise<OwnApplication> {
  const application = await ownApplication(request.deps.db, companyId, applicationId);
  if (!application) throw new AppError('not_found');
  if (open && closedStages.includes(application.stage)) throw new AppError('application_closed');
  return application;
}

/**
 * Sends a mail once the reply is on its way (the platform's waitUntil), or before answering where there is none
 * (Node tests). A mail that fails is logged: the change it tells of is already saved.
 */
export async function mailAfterReply(request: RequestInfo, what: string, ids: Record<string, number>, build: () => Promise<MailMessage | null>): Promise<void> {
  const task = async () => {
    try {
      const mail = await build();
      if (mail) await request.deps.mailer.send(mail);
    } catch (error) {
      log.error(`${what} not sent`, { ...ids, ...describeError(error) });
    }
  };
  if (request.waitUntil) request.waitUntil(task());
  else await task();
}
