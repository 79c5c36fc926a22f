import type { Database } from '../../../db/client';
import { AppError } from '../../http/errors';
import type { Authenticated } from '../auth/sessions.service';
import type { CompanyStatus } from '../../../db/schema/accounts';
import { companyProfileRepo } from './company-profile.repo';

/**
 * What a company may do by its review status (issue 23). Preparing (the profile, its documents and logo, draft jobs)
 * needs nobody's approval: a company waiting for it gets its profile and first postings ready, and a rejected one
 * corrects its details (issue 14) and keeps preparing, since drafts are never public and it is on its way back to the
 * queue. Whatever reaches the public or costs money (publishing, credits) or reads applicants stays with approved
 * companies. A suspended company is held: an admin's sanction is not lifted by the company's own edits.
 */
const preparing: ReadonlySet<CompanyStatus> = new Set(['approved', 'pending', 'rejected']);

export function companyGate(db: Database) {
  const statusOfCompany = (companyId: number) => companyProfileRepo(db).status(companyId);
  const statusOf = (auth: Authenticated) => statusOfCompany(auth.user.id);

  /** The company's status, when it may prepare; 403 `company_not_approved` otherwise (suspended, or no company). */
  async function preparingStatus(auth: Authenticated): Promise<CompanyStatus> {
    const status = await statusOf(auth);
    if (!status || !preparing.has(status)) throw new AppError('company_not_approved');
    return status;
  }

  return {
    /** Any company's status (undefined for none): whether others may see it, as a follow needs. */
    status: statusOfCompany,

    preparingStatus,

    /** Publishing, paying and reading applicants: approved companies only (403 `company_not_approved`). */
    async approved(auth: Authenticated): Promise<number> {
      if ((await statusOf(auth)) !== 'approved') throw new AppError('company_not_approved');
      return auth.user.id;
    },

    /** Preparing the profile and draft jobs: also while waiting for approval or after a rejection. */
    async preparing(auth: Authenticated): Promise<number> {
      await preparingStatus(auth);
      return auth.user.id;
    },
  };
}
