import { companyLogoPath } from '../companies/companies.service';
import type { CompanyCard } from '../jobs/jobs.schemas';
import { type ApplicationStage, type SeekerOffer, type SeekerInterview, withdrawableStages } from './applications.schemas';
import type { SeekerInterviewRow, SeekerOfferRow } from './seeker-applications.repo';

/** Where the seeker downloads an interview for their calendar. */
export const interviewIcsPath = (id: number) => `/api/v1/account/interviews/${id}/ics`;

const companyCard = (row: { companyId: number; companyName: string; companyLogoKey: string | null }): CompanyCard => ({
  id: row.companyId,
  name: row.companyName,
  logo_url: row.companyLogoKey ? companyLogoPath(row.companyId) : null,
});

const isExpired = (offer: SeekerOfferRow['offer'], now: Date) => offer.status === 'pending' && offer.expiresAt.getTime() <= now.getTime();

/** The seeker may answer an offer while it is pending, before it expires, and while its application is still open. */
export const canAnswerOffer = (offer: SeekerOfferRow['offer'], stage: ApplicationStage, now: Date) =>
  offer.status === 'pending' && !isExpired(offer, now) && withdrawableStages.includes(stage);

export function toSeekerOffer(row: SeekerOfferRow, now: Date): SeekerOffer {
  const { offer } = row;
  return {
    id: offer.id,
    application_id: offer.applicationId,
    job: { id: row.jobId, title: row.jobTitle },
    company: companyCard(row),
    title: offer.title,
    salary: offer.salary,
    salary_currency: offer.salaryCurrency,
    start_date: offer.startDate,
    expires_at: offer.expiresAt.toISOString(),
    message: offer.message,
    status: isExpired(offer, now) ? 'expired' : offer.status,
    created_at: offer.createdAt.toISOString(),
  };
}

export function toSeekerInterview(row: SeekerInterviewRow): SeekerInterview {
  const { interview } = row;
  return {
    id: interview.id,
    application_id: interview.applicationId,
    job: { id: row.jobId, title: row.jobTitle },
    company: companyCard(row),
    starts_at: interview.startsAt.toISOString(),
    duration_minutes: interview.durationMinutes,
    mode: interview.mode,
    location: interview.location,
    meeting_url: interview.meetingUrl,
    note: interview.note,
    status: interview.status,
    ics_url: interviewIcsPath(interview.id),
  };
}
