import { and, eq } from 'drizzle-orm';
import { type CvRow, cvs } from '../../../db/schema';
import { AppError } from '../../http/errors';
import { randomToken } from '../../platform/crypto';
import type { Authenticated } from '../auth/sessions.service';
import type { RequestInfo } from '../../http/request-info';
import { cvReader } from './cv-detail.service';
import { cvsRepo } from './cvs.repo';
import { type CvDetail, isShareToken, type ShareLink } from './cvs.schemas';

/**
 * Public links to a CV. The link Kar hands out carries an unguessable token (144 random bits) that the owner can
 * replace (the old link then answers 404) or withdraw; the old address by owner e-mail and ids still answers for
 * a shareable CV, but is no longer what people are given (docs/product.md#sharing-a-cv).
 */
export function cvSharingService(request: RequestInfo) {
  const { deps } = request;
  const repo = cvsRepo(deps.db);
  const { ownCv, detail } = cvReader(request);

  /** What a viewer sees: the CV without the owner's means to find or replace the link, nor the file it was imported from. */
  const publicDetail = async (cv: CvRow): Promise<CvDetail> => ({ ...(await detail(cv)), share_token: null, imported_file: null });

  return {
    /** Makes a new link (and makes the CV shareable); any earlier link of this CV stops working. */
    async createLink(auth: Authenticated, cvId: number): Promise<ShareLink> {
      const cv = await ownCv(auth, cvId);
      const token = randomToken(18);
      await deps.db
        .update(cvs)
        .set({ shareToken: token, isShareable: true, updatedAt: deps.clock.now() })
        .where(and(eq(cvs.id, cv.id), eq(cvs.userId, auth.user.id)));
      return { share_token: token, is_shareable: true };
    },

    /** Withdraws the link and sharing as a whole: neither address answers until a new link is made. */
    async revokeLink(auth: Authenticated, cvId: number): Promise<ShareLink> {
      const cv = await ownCv(auth, cvId);
      await deps.db
        .update(cvs)
        .set({ shareToken: null, isShareable: false, updatedAt: deps.clock.now() })
        .where(and(eq(cvs.id, cv.id), eq(cvs.userId, auth.user.id)));
      return { share_token: null, is_shareable: false };
    },

    /** The CV behind a token, while its owner keeps it shared. */
    async sharedCvRow(token: string): Promise<CvRow> {
      const cv = isShareToken(token) ? await repo.sharedByToken(token) : undefined;
      if (!cv) throw new AppError('not_found');
      return cv;
    },

    async byToken(token: string): Promise<CvDetail> {
      return publicDetail(await this.sharedCvRow(token));
    },

    /** The old public link (docs/product.md#sharing-a-cv): only a CV its owner made shareable, found by owner e-mail, owner id and CV id. */
    async shared(email: string, userId: number, cvId: number): Promise<CvDetail> {
      const cv = await repo.sharedCv(cvId, userId, email.toLowerCase());
      if (!cv) throw new AppError('not_found');
      return publicDetail(cv);
    },
  };
}
