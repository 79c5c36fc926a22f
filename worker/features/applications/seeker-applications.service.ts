import { AppError } from '../../http/errors';
import type { RequestInfo } from '../../http/request-info';
import type { Authenticated } from '../auth/sessions.service';
import { decodeCursor, encodeCursor } from '../../http/cursor';
import { jobCardsService } from '../jobs/job-cards.service';
import { notify } from '../notifications/notices.service';
import { applicationsRepo } from './applications.repo';
import {
  type ApplicationTab,
  type SeekerApplication,
  type SeekerDashboard,
  type SeekerInterview,
  type SeekerOffer,
  seekerStatusOf,
  stagesOfTab,
  withdrawableStages,
} from './applications.schemas';
import { seekerApplicationView, toSeekerApplication } from './apply-view';
import { calendarContentType, interviewCalendar } from '../../platform/ics';
import { seekerApplicationsRepo } from './seeker-applications.repo';
import { canAnswerOffer, toSeekerInterview, toSeekerOffer } from './seeker-views';

/** The interviews page shows at most this many (upcoming ones first, so none of those is ever cut for a past one). */
const interviewsShown = 100;

const readCursor = (value: unknown) => {
  if (typeof value !== 'object' || value === null) return undefined;
  const { i } = value as Record<string, unknown>;
  return typeof i === 'number' && Number.isInteger(i) && i > 0 ? i : undefined;
};

export interface ApplicationsPage {
  applications: SeekerApplication[];
  next_cursor: string | null;
}

/** The job seeker's side of applying (issue 12): their applications, offers, interviews and dashboard counts. */
export function seekerApplicationsService(request: RequestInfo) {
  const { deps, locale } = request;
  const repo = seekerApplicationsRepo(deps.db);

  async function ownOffer(auth: Authenticated, offerId: number) {
    const [row] = await repo.offers(auth.user.id, offerId);
    if (!row) throw new AppError('not_found');
    return row;
  }

  async function answer(auth: Authenticated, offerId: number, reply: 'accepted' | 'declined'): Promise<SeekerOffer> {
    const row = await ownOffer(auth, offerId);
    const now = deps.clock.now();
    if (!canAnswerOffer(row.offer, row.stage, now)) throw new AppError('offer_not_open');
    const answered = await repo.answerOffer(row.offer, auth.user.id, row.stage, reply, now);
    // Nothing changed: the offer or its application moved between the read and the batch (a second answer, say).
    if (!answered) throw new AppError('offer_not_open');
    await notify(request, { kind: `offer_${reply}`, to: 'company', about: row.offer.applicationId, at: now, extra: { offer_id: offerId } });
    return toSeekerOffer(await ownOffer(auth, offerId), now);
  }

  return {
    /**
     * One page of a tab in four queries whatever its size: the applications, then their job cards, ticked
     * requirements and stage events together.
     */
    async list(auth: Authenticated, query: { type: ApplicationTab; cursor?: string | undefined; limit: number }): Promise<ApplicationsPage> {
      const beforeId = query.cursor ? decodeCursor(query.cursor, locale, readCursor) : undefined;
      const stages = query.type === 'all' ? undefined : stagesOfTab[query.type];
      const rows = await repo.page(auth.user.id, stages, beforeId, query.limit + 1);
      const page = rows.slice(0, query.limit);
      const ids = page.map((row) => row.id);
      const [cards, ticked, events] = await Promise.all([
        jobCardsService(deps.db).cards([...new Set(page.map((row) => row.jobId))], locale),
        repo.tickedOf(ids),
        repo.eventsOf(ids),
      ]);
      const cardOf = new Map(cards.map((card) => [card.job.id, card]));
      const now = deps.clock.now();
      const applications = page.flatMap((row) => {
        const card = cardOf.get(row.jobId);
        return card ? [toSeekerApplication(row, card, ticked.get(row.id) ?? [], events.get(row.id) ?? [], now)] : [];
      });
      const last = page[page.length - 1];
      return { applications, next_cursor: rows.length > query.limit && last ? encodeCursor({ i: last.id }) : null };
    },

    /** Only from a stage that allows it (409 otherwise); another seeker's application is 404. */
    async withdraw(auth: Authenticated, applicationId: number): Promise<SeekerApplication> {
      const applying = applicationsRepo(deps.db);
      const application = await applying.ownBySeeker(applicationId, auth.user.id);
      if (!application) throw new AppError('not_found');
      if (!withdrawableStages.includes(application.stage)) throw new AppError('application_not_withdrawable');
      const now = deps.clock.now();
      if (!(await repo.withdraw(applicationId, auth.user.id, application.stage, now))) throw new AppError('application_not_withdrawable');
      await notify(request, { kind: 'application_withdrawn', to: 'company', about: applicationId, at: now });
      const withdrawn = await applying.ownBySeeker(applicationId, auth.user.id);
      if (!withdrawn) throw new AppError('not_found');
      return seekerApplicationView(deps.db, withdrawn, locale, now);
    },

    async offers(auth: Authenticated): Promise<SeekerOffer[]> {
      const now = deps.clock.now();
      return (await repo.offers(auth.user.id)).map((row) => toSeekerOffer(row, now));
    },

    /** Accepting hires: the offer, the application's stage and its event in one batch. */
    accept: (auth: Authenticated, offerId: number) => answer(auth, offerId, 'accepted'),

    /** Declining withdraws the application, in the same way. */
    decline: (auth: Authenticated, offerId: number) => answer(auth, offerId, 'declined'),

    async interviews(auth: Authenticated): Promise<SeekerInterview[]> {
      return (await repo.interviews(auth.user.id, deps.clock.now(), interviewsShown)).map(toSeekerInterview);
    },

    /** The `.ics` of one of the seeker's interviews (a cancelled one as METHOD:CANCEL), in the reader's language. */
    async calendar(auth: Authenticated, interviewId: number): Promise<{ text: string; contentType: string; name: string }> {
      const now = deps.clock.now();
      const [row] = await repo.interviews(auth.user.id, now, 1, interviewId);
      if (!row) throw new AppError('not_found');
      const text = interviewCalendar(row.interview, { jobTitle: row.jobTitle, companyName: row.companyName, locale }, now);
      return { text, contentType: calendarContentType(row.interview), name: `interview-${interviewId}.ics` };
    },

    async dashboard(auth: Authenticated): Promise<SeekerDashboard> {
      const { byStage, others } = await repo.dashboardCounts(auth.user.id, deps.clock.now());
      const applications: SeekerDashboard['applications'] = {
        submitted: 0,
        in_review: 0,
        interview: 0,
        offer: 0,
        hired: 0,
        not_selected: 0,
        withdrawn: 0,
        total: 0,
      };
      for (const { stage, count } of byStage) {
        applications[seekerStatusOf[stage]] += Number(count);
        applications.total += Number(count);
      }
      return {
        applications,
        upcoming_interviews: Number(others?.upcomingInterviews ?? 0),
        open_offers: Number(others?.openOffers ?? 0),
        cvs: Number(others?.cvs ?? 0),
        saved_jobs: Number(others?.savedJobs ?? 0),
      };
    },
  };
}
