/**
 * The applying contract shared by the worker and the client (issue 12; docs/product.md#applying).
 * Requests are zod schemas; replies are the shapes inside the envelope's `data`.
 */
import { z } from 'zod';
import { screeningAnswersFieldSchema } from '../matching/match.schemas';
import {
  applicantNoticeModes,
  type ApplicantNoticeMode,
  type ApplicationStage,
  type ApplicationTab,
  applicationTabs,
  type InterviewMode,
  type OfferStatus,
  type SeekerStatus,
} from '../../../db/schema/application-values';
import type { CompanyCard, JobCard, Named } from '../jobs/jobs.schemas';

export * from '../../../db/schema/application-values';

export const personalStatementMaxLength = 5000;
/** docs/product.md#cv-uploads-and-attachments: statement files are PDF, DOC or DOCX, at most 10MB, checked by content. */
export const statementFileMaxBytes = 10 * 1024 * 1024;

const idOf = (key: string) => z.coerce.number({ error: key }).int({ error: key }).positive({ error: key });

/**
 * `POST /account/jobs/apply` (docs/product.md#applying-signed-in; multipart: cv_id, personal_statement,
 * job_qualification_ids, job_id, and optionally personal_statement_file). `job_qualification_ids` may come as repeated
 * fields, `[]`-suffixed fields or one comma-separated value. A statement is text or a file (at least one of them).
 */
export const applyFieldsSchema = z.object({
  job_id: idOf('v_job_required'),
  cv_id: idOf('v_select_cv'),
  personal_statement: z.string({ error: 'v_invalid_value' }).trim().max(personalStatementMaxLength, { error: 'v_text_too_long' }).default(''),
  job_qualification_ids: z.array(idOf('v_invalid_value')).max(100, { error: 'v_invalid_value' }).default([]),
  /** Answers to the job's screening questions (issue 25); a multipart body sends the list as one JSON text. */
  answers: screeningAnswersFieldSchema,
});
export type ApplyFields = z.output<typeof applyFieldsSchema>;

export const applicationsQuerySchema = z.object({
  type: z.enum(applicationTabs, { error: 'v_invalid_value' }).default('all'),
  cursor: z.string().max(200, { error: 'v_invalid_value' }).optional(),
  limit: z.coerce.number({ error: 'v_invalid_value' }).int().min(1).max(50).default(20),
});

const formBoolean = z.preprocess(
  (value) => (value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value),
  z.boolean({ error: 'v_invalid_value' }),
);

/** `PUT /company/hiring-settings`: how the company hears of new applicants, and whether rejections are mailed. */
export const hiringSettingsSchema = z.object({
  applicant_notice: z.enum(applicantNoticeModes, { error: 'v_invalid_value' }),
  mail_rejections: formBoolean,
});
export type HiringSettingsInput = z.output<typeof hiringSettingsSchema>;

/** `data.settings` of `GET|PUT /company/hiring-settings`. */
export interface HiringSettings {
  applicant_notice: ApplicantNoticeMode;
  mail_rejections: boolean;
}

// Replies ---------------------------------------------------------------------------------------------------------

/** One step of the seeker's timeline, in the seeker's words. */
export interface TimelineStep {
  status: SeekerStatus;
  at: string;
}

export interface SentCv {
  title: string;
  kind: 'made' | 'uploaded';
  language: 'en' | 'ckb' | 'ar';
  /** The frozen file as the company received it (the seeker may read their own), or null while it is rendered. */
  file_url: string | null;
}

/** `data.application` of `POST /account/jobs/apply` and each of `GET /account/jobs/applications`. */
export interface SeekerApplication {
  id: number;
  job: JobCard & { is_open: boolean };
  status: SeekerStatus;
  cv: SentCv;
  personal_statement: string;
  statement_file: { name: string; url: string } | null;
  requirements: Named[];
  timeline: TimelineStep[];
  can_withdraw: boolean;
  applied_at: string;
}

export interface SeekerOffer {
  id: number;
  application_id: number;
  job: { id: number; title: string };
  company: CompanyCard;
  title: string;
  salary: number;
  salary_currency: 'IQD' | 'USD';
  start_date: string;
  expires_at: string;
  message: string;
  status: OfferStatus | 'expired';
  created_at: string;
}

export interface SeekerInterview {
  id: number;
  application_id: number;
  job: { id: number; title: string };
  company: CompanyCard;
  /** ISO 8601 in UTC; the client shows it in the viewer's zone (Asia/Baghdad by default). */
  starts_at: string;
  duration_minutes: number;
  mode: InterviewMode;
  location: string | null;
  meeting_url: string | null;
  note: string | null;
  status: 'scheduled' | 'cancelled';
  ics_url: string;
}

/** `GET /account/dashboard`. */
export interface SeekerDashboard {
  applications: Record<SeekerStatus, number> & { total: number };
  upcoming_interviews: number;
  open_offers: number;
  cvs: number;
  saved_jobs: number;
}

export type { ApplicationStage, ApplicationTab, Named };
