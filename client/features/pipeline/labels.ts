import type { ApplicationStage } from '../../../db/schema/application-values';
import type { ApplicantSort, RejectionReason } from '../../../worker/features/pipeline/pipeline.schemas';
import { m } from '../../paraglide/messages';

/** The stages in the company's words (docs/product.md#hiring-pipeline). */
export const stageLabel: Record<ApplicationStage, () => string> = {
  applied: () => m.pl_stage_applied(),
  screening: () => m.pl_stage_screening(),
  shortlisted: () => m.pl_stage_shortlisted(),
  interview: () => m.pl_stage_interview(),
  offer: () => m.pl_stage_offer(),
  hired: () => m.pl_stage_hired(),
  rejected: () => m.pl_stage_rejected(),
  withdrawn: () => m.pl_stage_withdrawn(),
};

/** Column heads keep 4.5:1 contrast; the ends are grey, hired green. */
export const stageTone: Record<ApplicationStage, string> = {
  applied: 'border-sky-600',
  screening: 'border-sky-700',
  shortlisted: 'border-indigo-600',
  interview: 'border-violet-600',
  offer: 'border-amber-600',
  hired: 'border-emerald-600',
  rejected: 'border-slate-500',
  withdrawn: 'border-slate-400',
};

export const reasonLabel: Record<RejectionReason, () => string> = {
  qualifications: () => m.pl_reason_qualifications(),
  experience: () => m.pl_reason_experience(),
  skills: () => m.pl_reason_skills(),
  language: () => m.pl_reason_language(),
  location: () => m.pl_reason_location(),
  salary: () => m.pl_reason_salary(),
  position_filled: () => m.pl_reason_position_filled(),
  other: () => m.pl_reason_other(),
};

export const sortLabel: Record<ApplicantSort, () => string> = {
  newest: () => m.pl_sort_newest(),
  oldest: () => m.pl_sort_oldest(),
  rating: () => m.pl_sort_rating(),
  match: () => m.pl_sort_match(),
  name: () => m.pl_sort_name(),
};
