/**
 * The contract of followed companies and in-app notifications (issue 15), shared by the worker and the client.
 */
import { z } from 'zod';
import type { SeekerStatus } from '../../../db/schema/application-values';
import { type NotificationKind, notificationKinds } from '../../../db/schema/notifications';
import type { SkillRequestApprovedPayload, SkillRequestRejectedPayload } from '../skill-requests/skill-requests.schemas';

export { notificationKinds, type NotificationKind };

export const pageSchema = z.object({
  cursor: z.string().max(200, { error: 'v_invalid_value' }).optional(),
  limit: z.coerce.number({ error: 'v_invalid_value' }).int().min(1).max(50).default(20),
});
export type PageQuery = z.output<typeof pageSchema>;

export const followSchema = z.object({
  company_id: z.coerce.number({ error: 'v_invalid_value' }).int({ error: 'v_invalid_value' }).positive({ error: 'v_invalid_value' }),
});
export type FollowInput = z.output<typeof followSchema>;

/** What every notice about an application carries (names as they were when it was written). */
export interface ApplicationNoticePayload {
  application_id: number;
  job_id: number;
  job_title: string;
  company_id: number;
  company_name: string;
  applicant_name: string;
  /** The application's stage in the seeker's words, when the notice was written. */
  status: SeekerStatus;
  /** Interview notices. */
  interview_id?: number;
  starts_at?: string;
  /** Offer notices. */
  offer_id?: number;
}

export interface NewJobPayload {
  job_id: number;
  job_title: string;
  company_id: number;
  company_name: string;
}

/** An admin's answer to a company's skill request (issue 25): about no application. */
export type SkillRequestNoticeKind = 'skill_request_approved' | 'skill_request_rejected';

export type ApplicationNoticeKind = Exclude<NotificationKind, 'new_job' | SkillRequestNoticeKind>;

interface NotificationBase {
  id: number;
  read_at: string | null;
  created_at: string;
}

export type AppNotification = NotificationBase &
  (
    | { kind: ApplicationNoticeKind; payload: ApplicationNoticePayload }
    | { kind: 'new_job'; payload: NewJobPayload }
    | { kind: 'skill_request_approved'; payload: SkillRequestApprovedPayload }
    | { kind: 'skill_request_rejected'; payload: SkillRequestRejectedPayload }
  );

export interface NotificationsPage {
  notifications: AppNotification[];
  /** Unread notifications of the reader in all (the bell's count). */
  unread: number;
  next_cursor: string | null;
}

export interface FollowedCompany {
  id: number;
  name: string;
  logo_url: string | null;
  followed_at: string;
}

export interface FollowedCompaniesPage {
  companies: FollowedCompany[];
  next_cursor: string | null;
}
