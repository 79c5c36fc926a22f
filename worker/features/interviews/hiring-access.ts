import { AppError } from '../../http/errors';
import { describeError, log } from '../../http/logger';
import type { MailMessage } from '../../ports';
import type { RequestInfo } from '../../http/request-info';
import type { Authenticated } from '../auth/sessions.service';
import { companyGate } from '../companies/company-gate.service';
import { type OwnApplication, ownApplication } from './interviews.repo';

import { closedStages } from './interviews.schemas';

/** Interviews and offers are for approved companies only (the jobs' rule). */
export function approvedCompany(request: RequestInfo, auth: Authenticated): Promise<number> {
  return companyGate(request.deps.db).approved(auth);
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
