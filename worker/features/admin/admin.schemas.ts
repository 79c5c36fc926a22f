/**
 * The admin console's contract (issue 14), shared by the worker and the client: request fields (zod) and the shapes
 * of what the admin calls answer.
 */
import { z } from 'zod';
import { companyStatuses, type CompanyStatus } from '../../../db/schema/accounts';
import { type JobReportReason, jobReportReasons, type JobReportStatus, jobReportStatuses } from '../../../db/schema/admin';
import { jobStates, type JobState } from '../../../db/schema/job-values';
import { programKinds } from '../../../db/schema/program-values';
import { atMost } from '../../shared/fields.schemas';
import { existingPasswordSchema } from '../auth/password.schemas';
import type { PublicCompany } from '../companies/companies.schemas';
import type { CompanyAttachment } from '../companies/company-profile.schemas';

export { companyStatuses, jobReportReasons, jobReportStatuses, type CompanyStatus, type JobReportReason, type JobReportStatus };

export const reasonMaxLength = 1000;

const positiveId = z.coerce.number({ error: 'v_invalid_value' }).int({ error: 'v_invalid_value' }).positive({ error: 'v_invalid_value' });
const page = {
  cursor: z.string().max(200, { error: 'v_invalid_value' }).optional(),
  limit: z.coerce.number({ error: 'v_invalid_value' }).int().min(1, { error: 'v_invalid_value' }).max(50, { error: 'v_invalid_value' }).default(20),
};
const searchText = z.string().trim().max(200, atMost(200)).optional();

export const reasonSchema = z.object({
  reason: z.string({ error: 'adm_v_reason_required' }).trim().min(1, { error: 'adm_v_reason_required' }).max(reasonMaxLength, atMost(reasonMaxLength)),
});
export type ReasonInput = z.output<typeof reasonSchema>;

export const reauthSchema = z.object({ password: existingPasswordSchema });

export const adminCompaniesQuerySchema = z.object({
  status: z.enum(companyStatuses, { error: 'v_invalid_value' }).default('pending'),
  q: searchText,
  ...page,
});
export type AdminCompaniesQuery = z.output<typeof adminCompaniesQuerySchema>;

/** Credits to grant (positive) or take back (negative); never 0, and never taking the balance below zero. */
export const creditsGrantSchema = reasonSchema.extend({
  amount: z.coerce
    .number({ error: 'adm_v_amount_invalid' })
    .int({ error: 'adm_v_amount_invalid' })
    .min(-1000, { error: 'adm_v_amount_invalid' })
    .max(1000, { error: 'adm_v_amount_invalid' })
    .refine((amount) => amount !== 0, { error: 'adm_v_amount_invalid' }),
});
export type CreditsGrantInput = z.output<typeof creditsGrantSchema>;

export const adminJobsQuerySchema = z.object({
  state: z.enum(jobStates, { error: 'v_invalid_value' }).optional(),
  q: searchText,
  company_id: positiveId.optional(),
  ...page,
});
export type AdminJobsQuery = z.output<typeof adminJobsQuerySchema>;

export const reportsQuerySchema = z.object({ status: z.enum(jobReportStatuses, { error: 'v_invalid_value' }).default('open'), ...page });
export type ReportsQuery = z.output<typeof reportsQuerySchema>;

export const reportDetailsMaxLength = 1000;
export const jobReportSchema = z.object({
  reason: z.enum(jobReportReasons, { error: 'adm_v_report_reason' }),
  details: z.string().trim().max(reportDetailsMaxLength, atMost(reportDetailsMaxLength)).optional(),
});
export type JobReportInput = z.output<typeof jobReportSchema>;

export const userTypes = ['account', 'company', 'admin'] as const;
export const adminUsersQuerySchema = z.object({ q: searchText, type: z.enum(userTypes, { error: 'v_invalid_value' }).optional(), ...page });
export type AdminUsersQuery = z.output<typeof adminUsersQuerySchema>;

/** What an audit row is about; each has an admin page (or list) the log links to. */
export const auditTargetTypes = ['company', 'job', 'report', 'user', 'program', 'skill_request'] as const;
export type AuditTargetType = (typeof auditTargetTypes)[number];

/** What an admin does to a program or an event (the two share a table, so their codes differ only by the kind). */
export const programAuditVerbs = ['create', 'update', 'publish', 'archive', 'delete', 'image', 'image_remove'] as const;
export type ProgramAuditVerb = (typeof programAuditVerbs)[number];

/**
 * Every action the audit log records: the writers (audit.service.ts's callers) may only write these, the filter only
 * accepts these (422 otherwise), and the console names each in the reader's language.
 */
export const auditActions = [
  'company.approve',
  'company.reject',
  'company.suspend',
  'company.restore',
  'company.credits',
  'job.unpublish',
  'job.restore',
  'report.resolve',
  'report.dismiss',
  'user.force_reset',
  'user.remove_second_factors',
  'user.disable',
  'user.enable',
  'skill_request.approve',
  'skill_request.reject',
  ...programKinds.flatMap((kind) => programAuditVerbs.map((verb) => `${kind}.${verb}` as const)),
] as const;
export type AuditAction = (typeof auditActions)[number];

const dayText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'v_invalid_value' });
export const auditQuerySchema = z.object({
  admin_id: positiveId.optional(),
  action: z.enum(auditActions, { error: 'v_invalid_value' }).optional(),
  target_type: z.enum(auditTargetTypes, { error: 'v_invalid_value' }).optional(),
  target_id: positiveId.optional(),
  /** Baghdad days, both included. */
  from: dayText.optional(),
  to: dayText.optional(),
  ...page,
});
export type AuditQuery = z.output<typeof auditQuerySchema>;

export interface CompanyReview {
  reason: string | null;
  decided_at: string | null;
  review_requested_at: string | null;
}

/** A company as the admin reviews it: everything it sent, its documents, its balance and the last decision. */
export interface AdminCompany extends PublicCompany {
  created_at: string;
  credits: number;
  review: CompanyReview | null;
  documents: CompanyAttachment[];
}

export interface AdminJob {
  id: number;
  title: string;
  state: JobState;
  company_id: number;
  company_name: string;
  company_status: CompanyStatus;
  published_at: string | null;
  deadline_at: string;
  created_at: string;
  open_reports: number;
  /** Taken down by an admin (issue 23): closed, its page gone (410), only an admin restores it. */
  taken_down: boolean;
}

export interface AdminReport {
  id: number;
  job_id: number;
  job_title: string;
  job_state: JobState;
  company_id: number;
  company_name: string;
  reporter_id: number;
  reporter_email: string;
  reason: JobReportReason;
  details: string | null;
  status: JobReportStatus;
  created_at: string;
  handled_at: string | null;
}

export interface AdminUser {
  id: number;
  type: (typeof userTypes)[number];
  email: string;
  name: string | null;
  company_status: CompanyStatus | null;
  disabled: boolean;
  password_change_required: boolean;
  created_at: string;
}

export interface AdminUserProfile extends AdminUser {
  phone_number: string | null;
  locale: string;
  email_verified: boolean;
  locked_until: string | null;
  disabled_reason: string | null;
  cvs: Array<{ id: number; title: string; language: string; uploaded: boolean; updated_at: string }>;
  applications: number;
  jobs: number;
  /** The account's second steps, so that a locked-out owner can be helped. */
  second_factors: { totp: boolean; recovery_codes_left: number; passkeys: number };
}

export interface AuditEntry {
  id: number;
  admin_id: number;
  admin_email: string;
  action: AuditAction;
  target_type: AuditTargetType;
  target_id: number;
  /**
   * What the target is called now (a company's legal name, a job's or program's title, a user's name or e-mail, a
   * report's job title, the name a skill request asked for), joined in the list's one query; null when it no longer
   * exists.
   */
  target_name: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  created_at: string;
}

export interface DayCount {
  day: string;
  users: number;
  jobs: number;
  applications: number;
}

export interface AdminOverview {
  pending_companies: number;
  open_reports: number;
  new_users_30d: number;
  /** The last 30 Baghdad days, oldest first. */
  days: DayCount[];
}
