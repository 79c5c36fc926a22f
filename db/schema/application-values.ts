/** Value lists of the applying and hiring tables, shared with the client (no Drizzle here). */

import { type ApplicantSort, applicantSorts, type ApplicationStage, applicationStages } from './application-stages';

export { applicantSorts, type ApplicantSort, applicationStages, type ApplicationStage };

/** The stages in the seeker's words (docs/product.md#what-the-seeker-sees): what the seeker's timeline and tabs show. */
export const seekerStatuses = ['submitted', 'in_review', 'interview', 'offer', 'hired', 'not_selected', 'withdrawn'] as const;
export type SeekerStatus = (typeof seekerStatuses)[number];

export const seekerStatusOf: Record<ApplicationStage, SeekerStatus> = {
  applied: 'submitted',
  screening: 'in_review',
  shortlisted: 'in_review',
  interview: 'interview',
  offer: 'offer',
  hired: 'hired',
  rejected: 'not_selected',
  withdrawn: 'withdrawn',
};

import { type ApplicationTab, applicationTabs } from './application-tabs';

export { applicationTabs, type ApplicationTab };

export const stagesOfTab: Record<ApplicationTab, readonly ApplicationStage[]> = {
  all: applicationStages,
  in_progress: ['applied', 'screening', 'shortlisted'],
  interviews: ['interview'],
  offers: ['offer', 'hired'],
  not_selected: ['rejected'],
  withdrawn: ['withdrawn'],
};

/** Stages from which the seeker may still withdraw. */
export const withdrawableStages: readonly ApplicationStage[] = ['applied', 'screening', 'shortlisted', 'interview', 'offer'];

export const interviewModes = ['on_site', 'online'] as const;
export type InterviewMode = (typeof interviewModes)[number];
export const interviewStatuses = ['scheduled', 'cancelled'] as const;

export const offerStatuses = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export type OfferStatus = (typeof offerStatuses)[number];

/** A company's choice for mail about new applicants (issue 12): one mail each, a daily digest, or none. */
export const applicantNoticeModes = ['each', 'daily', 'none'] as const;
export type ApplicantNoticeMode = (typeof applicantNoticeModes)[number];

/** How the frozen CV of an application was made: rendered from the CV maker's data, or the uploaded file as sent. */
export const frozenCvKinds = ['made', 'uploaded'] as const;
