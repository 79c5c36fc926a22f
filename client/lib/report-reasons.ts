import type { JobReportReason } from '../../worker/features/admin/admin.schemas';
import { m } from '../paraglide/messages';

/**
 * Why a job was reported, in words: the report dialog on a job's page and the admin's reports. Named one by one (a
 * computed `m[key]` would bring every message along).
 */
const reasonLabels: Record<JobReportReason, () => string> = {
  scam: m.adm_reason_scam,
  discriminatory: m.adm_reason_discriminatory,
  misleading: m.adm_reason_misleading,
  offensive: m.adm_reason_offensive,
  duplicate: m.adm_reason_duplicate,
  other: m.adm_reason_other,
};
export const reportReasonLabel = (reason: JobReportReason) => reasonLabels[reason]();
