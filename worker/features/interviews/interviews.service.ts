import { AppError } from '../../http/errors';
import { invalidFields } from '../../http/validation';
import type { CalendarInterview } from '../../platform/ics';
import type { RequestInfo } from '../../http/request-info';
import type { Authenticated } from '../auth/sessions.service';
import { decodeCursor, encodeCursor } from '../../http/cursor';
import { interviewNotice, notify } from '../notifications/notices.service';
import { noticeMailRecipient } from '../push/notice-channels.service';
import { approvedCompany, companyApplication, mailAfterReply } from './hiring-access';
import { type InterviewChange, interviewMail } from './interviews.mail';
import { type InterviewCursor, type InterviewRow, interviewsRepo, mailAddressOf } from './interviews.repo';
import {
  type CompanyInterview,
  type CompanyInterviewsPage,
  type CompanyInterviewsQuery,
  type InterviewInput,
  type InterviewAction,
  interviewChangeRefusal,
  type InterviewPatch,
  placeProblem,
  startProblem,
} from './interviews.schemas';

const readCursor = (value: unknown): InterviewCursor | undefined => {
  if (typeof value !== 'object' || value === null) return undefined;
  const { s, i } = value as Record<string, unknown>;
  return typeof s === 'number' && Number.isInteger(s) && typeof i === 'number' && Number.isInteger(i) && i > 0 ? { startsAt: s, id: i } : undefined;
};

export function toCompanyInterview(row: InterviewRow): CompanyInterview {
  const { interview } = row;
  return {
    id: interview.id,
    application_id: interview.applicationId,
    application_stage: row.stage,
    job: { id: row.jobId, title: row.jobTitle },
    applicant_name: row.applicantName,
    starts_at: interview.startsAt.toISOString(),
    ends_at: new Date(interview.startsAt.getTime() + interview.durationMinutes * 60_000).toISOString(),
    duration_minutes: interview.durationMinutes,
    mode: interview.mode,
    location: interview.location,
    meeting_url: interview.meetingUrl,
    note: interview.note,
    status: interview.status,
    sequence: interview.sequence,
    created_at: interview.createdAt.toISOString(),
    updated_at: interview.updatedAt.toISOString(),
  };
}

/** Only the place the mode uses is kept: an online interview has no address, one on site no link. */
const placeOf = (input: Pick<InterviewInput, 'mode' | 'location' | 'meeting_url'>) => ({
  mode: input.mode,
  location: input.mode === 'on_site' ? input.location : null,
  meetingUrl: input.mode === 'online' ? input.meeting_url : null,
});

/** The company's interviews (issue 13): schedule, change, cancel, list; the seeker is mailed an `.ics` each time. */
export function interviewsService(request: RequestInfo) {
  const { deps, locale } = request;
  const repo = interviewsRepo(deps.db);

  function checkStart(startsAt: Date) {
    const problem = startProblem(startsAt, deps.clock.now());
    if (problem) throw invalidFields(locale, { starts_at: problem });
  }

  async function ownInterview(companyId: number, interviewId: number) {
    const row = await repo.one(companyId, interviewId);
    if (!row) throw new AppError('not_found');
    return row;
  }

  /** The shared rule (interviews.schemas.ts) the client also reads to offer only the changes allowed: 409 otherwise. */
  function assertChangeable(row: InterviewRow, action: InterviewAction) {
    const refusal = interviewChangeRefusal(toCompanyInterview(row), action, deps.clock.now());
    if (refusal) throw new AppError(refusal);
  }

  /** The seeker's mail with the `.ics`, after the reply. */
  function mailSeeker(change: InterviewChange, row: InterviewRow, interview: CalendarInterview) {
    return mailAfterReply(request, 'interview mail', { interview_id: row.interview.id }, async () => {
      // The seeker may have chosen another channel than e-mail for this kind of notice (then no mail, and no `.ics`).
      const [seeker, company] = await Promise.all([noticeMailRecipient(deps, row.seekerId, `interview_${change}`), mailAddressOf(deps.db, row.companyId)]);
      if (!seeker || !company) return null;
      return interviewMail(
        change,
        interview,
        {
          job: row.jobTitle,
          company: row.companyName,
          organizer: { name: row.companyName, email: company.email },
          attendee: { name: row.applicantName, email: seeker.email },
          locale: seeker.locale,
        },
        deps.clock.now(),
      );
    });
  }

  /** Writes a change (or the cancellation) at the sequence read, then mails the seeker the new copy. */
  async function change(row: InterviewRow, set: Parameters<typeof repo.change>[2], kind: InterviewChange): Promise<CompanyInterview> {
    const changed = await repo.change(row.interview.id, row.interview.sequence, set, deps.clock.now());
    if (!changed) throw new AppError('interview_changed');
    const next = { ...row, interview: changed };
    await notify(request, interviewNotice(kind === 'cancelled' ? 'cancelled' : 'changed', changed, changed.updatedAt));
    await mailSeeker(kind, next, changed);
    return toCompanyInterview(next);
  }

  return {
    /** Not for a closed application (409); the start must lie ahead (422). */
    async schedule(auth: Authenticated, applicationId: number, input: InterviewInput): Promise<CompanyInterview> {
      const companyId = await approvedCompany(request, auth);
      const application = await companyApplication(request, companyId, applicationId, true);
      const startsAt = new Date(input.starts_at);
      checkStart(startsAt);
      const now = deps.clock.now();
      const interview = await repo.insert({
        applicationId,
        startsAt,
        durationMinutes: input.duration_minutes,
        ...placeOf(input),
        note: input.note,
        status: 'scheduled',
        // Stable for the interview's whole life: every later copy of the `.ics` replaces this one.
        uid: `${crypto.randomUUID()}@interviews.kar`,
        sequence: 0,
        createdAt: now,
        updatedAt: now,
      });
      if (!interview) throw new AppError('internal', { message: 'The interview just saved could not be read back.' });
      const row: InterviewRow = { interview, ...application };
      await notify(request, interviewNotice('scheduled', interview, now));
      await mailSeeker('scheduled', row, interview);
      return toCompanyInterview(row);
    },

    /** Reschedule or change any field; the result follows the rules of a new interview. */
    async update(auth: Authenticated, interviewId: number, patch: InterviewPatch): Promise<CompanyInterview> {
      const companyId = await approvedCompany(request, auth);
      const row = await ownInterview(companyId, interviewId);
      assertChangeable(row, 'reschedule');
      const { interview } = row;
      const merged = {
        mode: patch.mode ?? interview.mode,
        location: patch.location !== undefined ? patch.location : interview.location,
        meeting_url: patch.meeting_url !== undefined ? patch.meeting_url : interview.meetingUrl,
      };
      const problem = placeProblem(merged);
      if (problem) throw invalidFields(locale, { [problem.field]: problem.key });
      const startsAt = patch.starts_at ? new Date(patch.starts_at) : interview.startsAt;
      if (patch.starts_at) checkStart(startsAt);
      return change(
        row,
        {
          startsAt,
          durationMinutes: patch.duration_minutes ?? interview.durationMinutes,
          ...placeOf(merged),
          note: patch.note !== undefined ? patch.note : interview.note,
        },
        'changed',
      );
    },

    /** Cancelling keeps the interview (status cancelled) and sends METHOD:CANCEL with the next SEQUENCE. */
    async cancel(auth: Authenticated, interviewId: number): Promise<CompanyInterview> {
      const companyId = await approvedCompany(request, auth);
      const row = await ownInterview(companyId, interviewId);
      assertChangeable(row, 'cancel');
      return change(row, { status: 'cancelled' }, 'cancelled');
    },

    /** `GET /company/jobs/interviews` (docs/product.md#interviews-and-offers): by start time, desc by default, keyset-paged. */
    async list(auth: Authenticated, query: CompanyInterviewsQuery): Promise<CompanyInterviewsPage> {
      const companyId = await approvedCompany(request, auth);
      const after = query.cursor ? decodeCursor(query.cursor, locale, readCursor) : undefined;
      const rows = await repo.page(companyId, query.sort_type, after, query.limit + 1);
      const page = rows.slice(0, query.limit);
      const last = page[page.length - 1];
      return {
        interviews: page.map(toCompanyInterview),
        next_cursor: rows.length > query.limit && last ? encodeCursor({ s: last.interview.startsAt.getTime(), i: last.interview.id }) : null,
      };
    },

    /** One application's interviews (the applicant panel), the latest first. */
    async ofApplication(auth: Authenticated, applicationId: number): Promise<CompanyInterview[]> {
      const companyId = await approvedCompany(request, auth);
      await companyApplication(request, companyId, applicationId, false);
      return (await repo.ofApplication(applicationId)).map(toCompanyInterview);
    },
  };
}
