import type { ApplicationTab, InterviewMode, OfferStatus, SeekerStatus } from '../../db/schema/application-values';
import { m } from '../paraglide/messages';

/** The stages in the seeker's words (docs/product.md#what-the-seeker-sees): Submitted, In review, Interview, Offer, Hired, Not selected, Withdrawn. */
export const statusLabel: Record<SeekerStatus, () => string> = {
  submitted: () => m.myapps_status_submitted(),
  in_review: () => m.myapps_status_in_review(),
  interview: () => m.myapps_status_interview(),
  offer: () => m.myapps_status_offer(),
  hired: () => m.myapps_status_hired(),
  not_selected: () => m.myapps_status_not_selected(),
  withdrawn: () => m.myapps_status_withdrawn(),
};

/** Colours that keep 4.5:1 text contrast; an end is grey, a good turn green, a step on the way blue. */
export const statusTone: Record<SeekerStatus, string> = {
  submitted: 'bg-sky-100 text-sky-900',
  in_review: 'bg-sky-100 text-sky-900',
  interview: 'bg-violet-100 text-violet-900',
  offer: 'bg-amber-100 text-amber-900',
  hired: 'bg-emerald-100 text-emerald-900',
  not_selected: 'bg-slate-200 text-slate-800',
  withdrawn: 'bg-slate-200 text-slate-800',
};

export const tabLabel: Record<ApplicationTab, () => string> = {
  all: () => m.myapps_tab_all(),
  in_progress: () => m.myapps_tab_in_progress(),
  interviews: () => m.myapps_tab_interviews(),
  offers: () => m.myapps_tab_offers(),
  not_selected: () => m.myapps_tab_not_selected(),
  withdrawn: () => m.myapps_tab_withdrawn(),
};

export const offerStatusLabel: Record<OfferStatus | 'expired', () => string> = {
  pending: () => m.myapps_offer_status_pending(),
  accepted: () => m.myapps_offer_status_accepted(),
  declined: () => m.myapps_offer_status_declined(),
  withdrawn: () => m.myapps_offer_status_withdrawn(),
  expired: () => m.myapps_offer_status_expired(),
};

export const interviewModeLabel: Record<InterviewMode, () => string> = {
  on_site: () => m.myapps_interview_mode_on_site(),
  online: () => m.myapps_interview_mode_online(),
};
