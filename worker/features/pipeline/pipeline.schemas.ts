/**
 * The company's applicant pipeline (issue 13; docs/product.md#hiring-pipeline), shared by the worker and the
 * client. Requests are zod schemas; replies are the shapes inside the envelope's `data`.
 */
import { z } from 'zod';
import { type ApplicantSort, applicantSorts, type ApplicationStage, applicationStages } from '../../../db/schema/application-values';
import type { JobState } from '../jobs/jobs.schemas';
import type { ApplicantMatch, FrozenAnswer, MatchResult, PublicMatchRequirements } from '../matching/match.schemas';

/** The stages a company moves applications to: every stage but the seeker's own `withdrawn`. */
export const companyStages = applicationStages.filter((stage): stage is Exclude<ApplicationStage, 'withdrawn'> => stage !== 'withdrawn');
export type CompanyStage = (typeof companyStages)[number];

/** Why an applicant was not selected: one of these is required to reject, free text may add to it. */
export const rejectionReasons = ['qualifications', 'experience', 'skills', 'language', 'location', 'salary', 'position_filled', 'other'] as const;
export type RejectionReason = (typeof rejectionReasons)[number];

export const bulkMoveMax = 100;
export const noteMaxLength = 2000;
export const moveNoteMaxLength = 1000;
export const applicantSearchMaxLength = 100;

export { applicantSorts, type ApplicantSort };

const text = (max: number) => z.string({ error: 'v_invalid_value' }).trim().max(max, { error: 'v_text_too_long' });

/** `GET /company/jobs/{id}/applications`: one stage or all, a sort, filters, a name search; keyset-paged. */
export const applicantsQuerySchema = z.object({
  stage: z.enum(applicationStages, { error: 'v_invalid_value' }).optional(),
  sort: z.enum(applicantSorts, { error: 'v_invalid_value' }).default('newest'),
  min_rating: z.coerce
    .number({ error: 'v_invalid_value' })
    .int({ error: 'v_invalid_value' })
    .min(1, { error: 'v_invalid_value' })
    .max(5, { error: 'v_invalid_value' })
    .optional(),
  /** `not_a_fit`: applicants whose answer failed a knock-out question; `fit`: everyone else (issue 25). */
  fit: z.enum(['fit', 'not_a_fit'], { error: 'v_invalid_value' }).optional(),
  /** Only applicants whose CV meets every must-have of the job (as frozen when they applied). */
  must_met: z
    .enum(['1', 'true', '0', 'false'], { error: 'v_invalid_value' })
    .transform((value) => value === '1' || value === 'true')
    .optional(),
  /** Only applicants who ticked every requirement of the job. */
  full_match: z
    .enum(['1', 'true', '0', 'false'], { error: 'v_invalid_value' })
    .transform((value) => value === '1' || value === 'true')
    .optional(),
  q: text(applicantSearchMaxLength).optional(),
  cursor: z.string().max(300, { error: 'v_invalid_value' }).optional(),
  limit: z.coerce.number({ error: 'v_invalid_value' }).int().min(1).max(50).default(20),
});
export type ApplicantsQuery = z.output<typeof applicantsQuerySchema>;

/** A move's own fields: a reason is required to reject (and free text with `other`), refused for other stages. */
const moveFields = {
  stage: z.enum(companyStages, { error: 'v_invalid_value' }),
  reason: z.enum(rejectionReasons, { error: 'v_select_reason' }).optional(),
  note: text(moveNoteMaxLength).optional(),
};

type MoveFields = { stage: CompanyStage; reason?: RejectionReason | undefined; note?: string | undefined };

function checkReason(move: MoveFields, context: z.RefinementCtx) {
  if (move.stage === 'rejected' && !move.reason) context.addIssue({ code: 'custom', path: ['reason'], message: 'v_select_reason' });
  if (move.stage === 'rejected' && move.reason === 'other' && !move.note)
    context.addIssue({ code: 'custom', path: ['note'], message: 'v_reason_text_required' });
  if (move.stage !== 'rejected' && move.reason) context.addIssue({ code: 'custom', path: ['reason'], message: 'v_invalid_value' });
}

/** `PATCH /company/applications/{id}`. */
export const stageMoveSchema = z.object(moveFields).superRefine(checkReason);
export type StageMoveInput = z.output<typeof stageMoveSchema>;

/** `POST /company/applications/bulk`: up to 100 applications in one call (one batch, one Undo). */
export const bulkMoveSchema = z
  .object({
    ids: z
      .array(z.number({ error: 'v_invalid_value' }).int({ error: 'v_invalid_value' }).positive({ error: 'v_invalid_value' }), { error: 'v_invalid_value' })
      .min(1, { error: 'v_select_applicants' })
      .max(bulkMoveMax, { error: 'v_bulk_too_many' }),
    ...moveFields,
  })
  .superRefine(checkReason);
export type BulkMoveInput = z.output<typeof bulkMoveSchema>;

export const noteInputSchema = z.object({ body: text(noteMaxLength).min(1, { error: 'v_note_required' }) });
export type NoteInput = z.output<typeof noteInputSchema>;

/** `PUT /company/applications/{id}/rating`: 1–5, or null to clear it. */
export const ratingInputSchema = z.object({
  rating: z
    .number({ error: 'v_invalid_value' })
    .int({ error: 'v_invalid_value' })
    .min(1, { error: 'v_invalid_value' })
    .max(5, { error: 'v_invalid_value' })
    .nullable(),
});
export type RatingInput = z.output<typeof ratingInputSchema>;

/** A row of the board and the table: what the company needs to decide at a glance. */
export interface Applicant {
  id: number;
  full_name: string;
  email: string;
  phone: string | null;
  stage: ApplicationStage;
  rating: number | null;
  requirements: { ticked: number; total: number };
  /** The match of the CV they sent against the job's requirements as they stand (docs/decisions/0015). */
  match: ApplicantMatch | null;
  cv: { title: string; kind: 'made' | 'uploaded'; language: string; url: string };
  applied_at: string;
  stage_changed_at: string;
}

export interface ApplicantsPage {
  job: { id: number; title: string; state: JobState; openings: number; hires: number };
  applicants: Applicant[];
  /** Applications per stage for the whole job, whatever the filters (the board's column counts). */
  counts: Record<ApplicationStage, number>;
  next_cursor: string | null;
}

export interface StageEvent {
  id: number;
  from_stage: ApplicationStage | null;
  to_stage: ApplicationStage;
  reason: string | null;
  note: string | null;
  batch_id: string | null;
  /** Who moved it: the company, the seeker (withdrawal, an answered offer), or nobody left (a deleted account). */
  by: 'company' | 'seeker' | null;
  at: string;
}

export interface ApplicantNote {
  id: number;
  body: string;
  author: string | null;
  created_at: string;
}

export interface ApplicantDetail extends Applicant {
  job: { id: number; title: string; openings: number; hires: number; state: JobState };
  personal_statement: string;
  statement_file: { name: string; type: string; size: number; url: string } | null;
  /** Every requirement of the job, ticked or not, in the job's order. */
  requirement_list: Array<{ id: number; name: string; ticked: boolean }>;
  /** Every structured requirement with the verdict on the CV they sent; null before matching existed. */
  match_result: MatchResult | null;
  /** The job's structured requirements, named in the reader's language (for the sentences of `match_result`). */
  job_requirements: PublicMatchRequirements;
  /** Their answers to the screening questions, each with the question as it was asked. */
  answers: FrozenAnswer[];
  history: StageEvent[];
  notes: ApplicantNote[];
}

/** What a move did: the applications that moved, those that did not (not the company's, withdrawn, or there already), and the batch to undo. */
export interface MoveResult {
  batch_id: string;
  moved: number[];
  skipped: number[];
  stage: ApplicationStage;
}

export type UndoResult = Omit<MoveResult, 'stage'>;

export const batchIdSchema = z.object({ batch_id: z.uuid({ error: 'v_invalid_value' }) });
