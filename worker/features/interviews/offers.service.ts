import { AppError } from '../../http/errors';
import { invalidFields } from '../../http/validation';
import type { RequestInfo } from '../../http/request-info';
import type { Authenticated } from '../auth/sessions.service';
import { deadlineDayOf } from '../jobs/jobs.schemas';
import { approvedCompany, companyApplication, mailAfterReply } from './hiring-access';
import { offerMail, offerWithdrawnMail } from './interviews.mail';
import { noticeMailRecipient } from '../push/notice-channels.service';
import { notify } from '../notifications/notices.service';
import { type CompanyOffer, maxDaysAhead, type OfferInput } from './interviews.schemas';
import { type OfferRow, offersRepo } from './offers.repo';

const isExpired = (offer: OfferRow['offer'], now: Date) => offer.status === 'pending' && offer.expiresAt.getTime() <= now.getTime();

export function toCompanyOffer(row: OfferRow, now: Date): CompanyOffer {
  const { offer } = row;
  return {
    id: offer.id,
    application_id: offer.applicationId,
    job: { id: row.jobId, title: row.jobTitle },
    applicant_name: row.applicantName,
    title: offer.title,
    salary: offer.salary,
    salary_currency: offer.salaryCurrency,
    start_date: offer.startDate,
    expires_at: offer.expiresAt.toISOString(),
    message: offer.message,
    status: isExpired(offer, now) ? 'expired' : offer.status,
    responded_at: offer.respondedAt?.toISOString() ?? null,
    created_at: offer.createdAt.toISOString(),
  };
}

/** The company's offers (issue 13): one open offer per application; the seeker answers on their offers page. */
export function offersService(request: RequestInfo) {
  const { deps, locale } = request;
  const repo = offersRepo(deps.db);

  async function ownOffer(companyId: number, offerId: number) {
    const row = await repo.one(companyId, offerId);
    if (!row) throw new AppError('not_found');
    return row;
  }

  /** Dates the schema cannot judge alone: the expiry ahead (and within a year), the start day not before today's. */
  function checkDates(input: OfferInput, now: Date) {
    const expiresAt = Date.parse(input.expires_at);
    const problems: Record<string, string> = {};
    if (expiresAt <= now.getTime()) problems.expires_at = 'v_iv_expires_future';
    else if (expiresAt - now.getTime() > maxDaysAhead * 86_400_000) problems.expires_at = 'v_iv_too_far';
    // Today in Baghdad (the offer's start day is a day on the local calendar).
    if (input.start_date < deadlineDayOf(now)) problems.start_date = 'v_iv_start_date_past';
    if (Object.keys(problems).length > 0) throw invalidFields(locale, problems);
  }

  return {
    /** Sends an offer and moves the application to `offer` (with its event) in one batch; the seeker is mailed. */
    async create(auth: Authenticated, applicationId: number, input: OfferInput): Promise<CompanyOffer> {
      const companyId = await approvedCompany(request, auth);
      const application = await companyApplication(request, companyId, applicationId, true);
      const now = deps.clock.now();
      checkDates(input, now);
      if (await repo.hasOpenOffer(applicationId, now)) throw new AppError('offer_already_pending');
      const offerId = await repo.create(companyId, auth.user.id, applicationId, input, now);
      // Nothing written: the application closed, or another offer arrived, between the reads and the batch.
      if (offerId === null) throw new AppError((await repo.hasOpenOffer(applicationId, now)) ? 'offer_already_pending' : 'application_closed');
      const row = await ownOffer(companyId, offerId);
      await notify(request, { kind: 'offer_received', to: 'seeker', about: applicationId, at: now, extra: { offer_id: offerId } });
      await mailAfterReply(request, 'offer mail', { offer_id: offerId }, async () => {
        const seeker = await noticeMailRecipient(deps, application.seekerId, 'offer_received');
        return seeker
          ? offerMail(seeker.email, seeker.locale, {
              job: application.jobTitle,
              company: application.companyName,
              title: row.offer.title,
              salary: row.offer.salary,
              currency: row.offer.salaryCurrency,
              startDate: row.offer.startDate,
              expiresAt: row.offer.expiresAt,
              message: row.offer.message,
            })
          : null;
      });
      return toCompanyOffer(row, now);
    },

    /** A pending offer that has not expired (409 otherwise); the seeker is told. */
    async withdraw(auth: Authenticated, offerId: number): Promise<CompanyOffer> {
      const companyId = await approvedCompany(request, auth);
      const row = await ownOffer(companyId, offerId);
      const now = deps.clock.now();
      if (row.offer.status !== 'pending' || isExpired(row.offer, now)) throw new AppError('offer_not_pending');
      const withdrawn = await repo.withdraw(offerId, now);
      if (!withdrawn) throw new AppError('offer_not_pending');
      await notify(request, { kind: 'offer_withdrawn', to: 'seeker', about: row.offer.applicationId, at: now, extra: { offer_id: offerId } });
      await mailAfterReply(request, 'offer withdrawn mail', { offer_id: offerId }, async () => {
        const seeker = await noticeMailRecipient(deps, row.seekerId, 'offer_withdrawn');
        return seeker ? offerWithdrawnMail(seeker.email, seeker.locale, row.jobTitle, row.companyName) : null;
      });
      return toCompanyOffer({ ...row, offer: withdrawn }, now);
    },

    /** One application's offers (the applicant panel), newest first. */
    async ofApplication(auth: Authenticated, applicationId: number): Promise<CompanyOffer[]> {
      const companyId = await approvedCompany(request, auth);
      await companyApplication(request, companyId, applicationId, false);
      const now = deps.clock.now();
      return (await repo.ofApplication(applicationId)).map((row) => toCompanyOffer(row, now));
    },
  };
}
