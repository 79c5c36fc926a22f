/**
 * A company asks for a skill the skills lookup lacks; an admin adds it under names in three languages, or refuses it
 * (issue 25; docs/product.md#matching-and-screening). Shared by the worker and the client.
 */
import { z } from 'zod';
import { type SkillRequestStatus, skillRequestStatuses } from '../../../db/schema/skill-request-values';
import { atMost } from '../../shared/fields.schemas';

export { skillRequestStatuses, type SkillRequestStatus };

/** A skill's name, as asked and as stored in each language of the lookup. */
export const skillNameMaxLength = 60;
/** Pending requests a company may have at once (422 `skill_request_limit` beyond): each is an admin's work. */
export const maxPendingSkillRequests = 20;
export const skillRequestReasonMaxLength = 1000;

const skillName = (requiredKey: string) =>
  z.string({ error: requiredKey }).trim().min(1, { error: requiredKey }).max(skillNameMaxLength, atMost(skillNameMaxLength));
const positiveId = z.coerce.number({ error: 'v_invalid_value' }).int({ error: 'v_invalid_value' }).positive({ error: 'v_invalid_value' });
const page = {
  cursor: z.string().max(200, { error: 'v_invalid_value' }).optional(),
  limit: z.coerce.number({ error: 'v_invalid_value' }).int().min(1, { error: 'v_invalid_value' }).max(50, { error: 'v_invalid_value' }).default(20),
};

export const skillRequestInputSchema = z.object({
  name: skillName('sr_v_name_required'),
  /** The company's own job it is asked for (the job editor sends it); another company's job is 404. */
  job_id: positiveId.nullish(),
});
export type SkillRequestInput = z.output<typeof skillRequestInputSchema>;

export const ownSkillRequestsQuerySchema = z.object({ status: z.enum(skillRequestStatuses, { error: 'v_invalid_value' }).optional(), ...page });
export type OwnSkillRequestsQuery = z.output<typeof ownSkillRequestsQuerySchema>;

export const adminSkillRequestsQuerySchema = z.object({ status: z.enum(skillRequestStatuses, { error: 'v_invalid_value' }).default('pending'), ...page });
export type AdminSkillRequestsQuery = z.output<typeof adminSkillRequestsQuerySchema>;

/** The skill an approval adds: all three names, each a name no skill has yet (as the search folds them). */
export const skillApprovalSchema = z.object({
  name_en: skillName('sr_v_name_en_required'),
  name_ckb: skillName('sr_v_name_ckb_required'),
  name_ar: skillName('sr_v_name_ar_required'),
});
export type SkillApprovalInput = z.output<typeof skillApprovalSchema>;

export const skillRejectionSchema = z.object({
  reason: z
    .string({ error: 'adm_v_reason_required' })
    .trim()
    .min(1, { error: 'adm_v_reason_required' })
    .max(skillRequestReasonMaxLength, atMost(skillRequestReasonMaxLength)),
});
export type SkillRejectionInput = z.output<typeof skillRejectionSchema>;

export interface SkillNames {
  en: string;
  ckb: string;
  ar: string;
}

/** A request as its company sees it; `skill` (in the reader's language) once approved. */
export interface OwnSkillRequest {
  id: number;
  name: string;
  status: SkillRequestStatus;
  job_id: number | null;
  skill: { id: number; name: string } | null;
  /** Why it was rejected. */
  reason: string | null;
  created_at: string;
  reviewed_at: string | null;
}

/** A request as an admin reviews it: who asked, for which job, and in which language the company writes. */
export interface AdminSkillRequest extends OwnSkillRequest {
  company_id: number;
  company_name: string;
  /** The company's language: the approval form puts the name as typed in that language's field. */
  company_locale: 'en' | 'ckb' | 'ar';
  job_title: string | null;
  /** The skill's three names, once approved. */
  skill_names: SkillNames | null;
}

/** `skill_exists` (409) carries the skill the name already is, in the reader's language, so the editor can offer it. */
export interface ExistingSkillDetails {
  skill: { id: number; name: string };
}

/** The payloads of the company's notifications of an answer (names as they were when it was written). */
export interface SkillRequestApprovedPayload {
  request_id: number;
  requested_name: string;
  job_id: number | null;
  skill_id: number;
  skill_names: SkillNames;
}
export interface SkillRequestRejectedPayload {
  request_id: number;
  requested_name: string;
  job_id: number | null;
  reason: string;
}
