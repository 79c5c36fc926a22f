/**
 * The company's side of interviews and offers (issue 13), shared by the worker and the client. Times travel as
 * ISO 8601 and are stored in UTC; the client enters and shows them in Asia/Baghdad unless the viewer chose otherwise.
 */
import { z } from 'zod';
import { type ApplicationStage, type InterviewMode, interviewModes, type OfferStatus } from '../../../db/schema/application-values';
import { salaryCurrencies } from '../../../db/schema/job-values';
import { atMost, isoMoment, optionalHttpsLink, optionalText, toLatinDigits } from '../../shared/fields.schemas';

export { interviewModes, salaryCurrencies, type InterviewMode };

export const interviewMinMinutes = 15;
export const interviewMaxMinutes = 480;
/** An interview or an offer's expiry further out than this is almost always a typo in the year. */
export const maxDaysAhead = 366;
export const locationMaxLength = 300;
export const noteMaxLength = 2000;
export const offerTitleMaxLength = 120;
export const offerMessageMaxLength = 4000;
export const maxOfferSalary = 1_000_000_000;

/** Meeting links must be https: the seeker opens them from a mail and a calendar. */
const meetingUrl = optionalHttpsLink('v_iv_meeting_url_https');

const wholeNumber = (key: string, min: number, max: number) =>
  z.preprocess(
    // Group separators as typed: Latin commas, the Arabic thousands separator and comma, spaces.
    (value) => (typeof value === 'string' ? toLatinDigits(value).replace(/[\s,\u066C\u060C]/g, '') : value),
    z.coerce.number({ error: key }).int({ error: key }).min(min, { error: key }).max(max, { error: key }),
  );

const interviewFields = z.object({
  starts_at: isoMoment('v_iv_starts_at'),
  duration_minutes: wholeNumber('v_iv_duration', interviewMinMinutes, interviewMaxMinutes),
  mode: z.enum(interviewModes, { error: 'v_iv_mode' }),
  location: optionalText(locationMaxLength),
  meeting_url: meetingUrl,
  note: optionalText(noteMaxLength),
});

export interface InterviewPlace {
  mode: InterviewMode;
  location: string | null;
  meeting_url: string | null;
}

/** On site needs an address, online a link: the field that is missing and its message key. */
export function placeProblem(place: InterviewPlace): { field: 'location' | 'meeting_url'; key: string } | null {
  if (place.mode === 'on_site' && !place.location) return { field: 'location', key: 'v_iv_location_required' };
  if (place.mode === 'online' && !place.meeting_url) return { field: 'meeting_url', key: 'v_iv_meeting_url_required' };
  return null;
}

/** `POST /company/applications/{id}/interviews`. Whether `starts_at` lies ahead is judged by the server's clock. */
export const interviewInputSchema = interviewFields.superRefine((value, context) => {
  const problem = placeProblem(value);
  if (problem) context.addIssue({ code: 'custom', path: [problem.field], message: problem.key });
});
export type InterviewInput = z.output<typeof interviewInputSchema>;

/** `PATCH /company/interviews/{id}`: any of the fields; the result must still follow the rules of a new one. */
export const interviewPatchSchema = interviewFields.partial();
export type InterviewPatch = z.output<typeof interviewPatchSchema>;

/** The message key for a start that is not ahead of `now` or too far ahead; null when it is fine. */
export function startProblem(startsAt: Date, now: Date): 'v_iv_starts_future' | 'v_iv_too_far' | null {
  if (startsAt.getTime() <= now.getTime()) return 'v_iv_starts_future';
  if (startsAt.getTime() - now.getTime() > maxDaysAhead * 86_400_000) return 'v_iv_too_far';
  return null;
}

/** `POST /company/applications/{id}/offers`. `expires_at` must lie ahead, `start_date` must not lie behind. */
export const offerInputSchema = z.object({
  title: z.string({ error: 'v_iv_offer_title' }).trim().min(1, { error: 'v_iv_offer_title' }).max(offerTitleMaxLength, atMost(offerTitleMaxLength)),
  salary: wholeNumber('v_salary_invalid', 1, maxOfferSalary),
  salary_currency: z.enum(salaryCurrencies, { error: 'v_salary_currency_required' }),
  start_date: z
    .string({ error: 'v_iv_start_date' })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'v_iv_start_date' })
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), {
      error: 'v_iv_start_date',
    }),
  expires_at: isoMoment('v_iv_expires_at'),
  message: z.string({ error: 'v_iv_offer_message' }).trim().min(1, { error: 'v_iv_offer_message' }).max(offerMessageMaxLength, atMost(offerMessageMaxLength)),
});
export type OfferInput = z.output<typeof offerInputSchema>;

export const interviewSortTypes = ['asc', 'desc'] as const;
export type InterviewSortType = (typeof interviewSortTypes)[number];

/** `GET /company/jobs/interviews`: the REST contract's `sort_type` (by start time, desc by default; docs/product.md#interviews-and-offers), keyset-paged. */
export const companyInterviewsQuerySchema = z.object({
  sort_type: z.enum(interviewSortTypes, { error: 'v_invalid_value' }).default('desc'),
  cursor: z.string().max(200, { error: 'v_invalid_value' }).optional(),
  limit: z.coerce.number({ error: 'v_invalid_value' }).int().min(1).max(50).default(20),
});
export type CompanyInterviewsQuery = z.output<typeof companyInterviewsQuerySchema>;

// Replies ---------------------------------------------------------------------------------------------------------

/** `data.interview` and each of `data.interviews`. Times are UTC ISO 8601. */
export interface CompanyInterview {
  id: number;
  application_id: number;
  /** Where the application stands now: a hired, rejected or withdrawn applicant's interview can only be cancelled. */
  application_stage: ApplicationStage;
  job: { id: number; title: string };
  applicant_name: string;
  starts_at: string;
  ends_at: string;
  duration_minutes: number;
  mode: InterviewMode;
  location: string | null;
  meeting_url: string | null;
  note: string | null;
  status: 'scheduled' | 'cancelled';
  /** The `.ics` SEQUENCE: how many times the seeker's calendar entry was replaced. */
  sequence: number;
  created_at: string;
  updated_at: string;
}

/** An application in one of these is over: no interview or offer may be added to it, nor an interview moved. */
export const closedStages: readonly ApplicationStage[] = ['withdrawn', 'rejected', 'hired'];

export type InterviewAction = 'reschedule' | 'cancel';

/**
 * Why an interview cannot be rescheduled or cancelled now (the server's 409 code), or null when it can: one rule
 * for the server, which refuses, and the client, which then offers no button that would only meet the refusal.
 */
export function interviewChangeRefusal(
  interview: Pick<CompanyInterview, 'status' | 'ends_at' | 'application_stage'>,
  action: InterviewAction,
  now: Date,
): 'interview_not_open' | 'application_closed' | null {
  if (interview.status !== 'scheduled' || Date.parse(interview.ends_at) <= now.getTime()) return 'interview_not_open';
  // Cancelling stays possible, so that a hired applicant's calendar does not keep an interview nobody will hold.
  if (action === 'reschedule' && closedStages.includes(interview.application_stage)) return 'application_closed';
  return null;
}

export interface CompanyInterviewsPage {
  interviews: CompanyInterview[];
  next_cursor: string | null;
}

/** `data.offer` and each of `data.offers`. A pending offer past `expires_at` reads `expired`. */
export interface CompanyOffer {
  id: number;
  application_id: number;
  job: { id: number; title: string };
  applicant_name: string;
  title: string;
  salary: number;
  salary_currency: (typeof salaryCurrencies)[number];
  start_date: string;
  expires_at: string;
  message: string;
  status: OfferStatus | 'expired';
  responded_at: string | null;
  created_at: string;
}
