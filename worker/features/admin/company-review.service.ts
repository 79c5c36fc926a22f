import { and, eq, sql } from 'drizzle-orm';
import { companies, companyReviews } from '../../../db/schema';
import type { Authenticated } from '../../http/context';
import { AppError } from '../../http/errors';
import type { RequestInfo } from '../../http/request-info';
import { usersService } from '../auth/users.service';
import { rowsChanged } from '../auth/password.service';
import type { CompanyReview, CompanyStatus } from './admin.schemas';

export interface OwnReview extends CompanyReview {
  status: CompanyStatus;
}

/** The company's side of its review (/status): the admin's last reason, and asking again after a rejection. */
export function companyReviewService(request: RequestInfo) {
  const { db } = request.deps;

  async function own(auth: Authenticated): Promise<OwnReview> {
    const company = await usersService(db).companyOf(auth.user.id);
    if (!company) throw new AppError('not_found');
    const [review] = await db.select().from(companyReviews).where(eq(companyReviews.companyId, auth.user.id)).limit(1);
    // The reason matters only while it explains the status (a rejection or a suspension).
    const explains = company.status === 'rejected' || company.status === 'suspended';
    return {
      status: company.status,
      reason: explains ? (review?.reason ?? null) : null,
      decided_at: review?.decidedAt?.toISOString() ?? null,
      review_requested_at: review?.reviewRequestedAt?.toISOString() ?? null,
    };
  }

  return {
    own,

    /**
     * A rejected company, its details corrected, goes back to the queue (pending); any other status answers 409. Its
     * details must have changed since the rejection (issue 23): every change to the profile, logo or documents moves
     * companies.updated_at, which the rejection set to its own decided_at. The check is in the statement itself.
     */
    async requestReview(auth: Authenticated): Promise<OwnReview> {
      const now = request.deps.clock.now();
      const changedSinceDecision = sql`${companies.updatedAt} > coalesce((select ${companyReviews.decidedAt} from ${companyReviews} where ${companyReviews.companyId} = ${auth.user.id}), -1)`;
      const [moved] = await db.batch([
        db
          .update(companies)
          .set({ status: 'pending', updatedAt: now })
          .where(and(eq(companies.userId, auth.user.id), eq(companies.status, 'rejected'), changedSinceDecision)),
        db.run(sql`
          insert into ${companyReviews} (company_id, review_requested_at) select ${auth.user.id}, ${now.getTime()} where changes() > 0
          on conflict (company_id) do update set review_requested_at = excluded.review_requested_at`),
      ]);
      if (rowsChanged(moved) === 0) {
        const { status } = await own(auth);
        throw new AppError(status === 'rejected' ? 'review_request_unchanged' : 'review_request_not_allowed');
      }
      return own(auth);
    },
  };
}
