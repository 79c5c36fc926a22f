import type { SeekerApplication } from '../../../worker/features/applications/applications.schemas';
import { postEnvelope } from '../cvs/cv-api';

export interface ApplicationFields {
  job_id: number;
  cv_id: number;
  personal_statement: string;
  job_qualification_ids: number[];
}

/**
 * SPEC.md `POST /account/jobs/apply`: multipart (the statement file travels with it, with upload progress), so
 * REST rather than tRPC.
 */
export function sendApplication(fields: ApplicationFields, statementFile: File | undefined, onProgress: (percent: number) => void) {
  return postEnvelope<{ application: SeekerApplication }>('/api/v1/account/jobs/apply', { ...fields }, { personal_statement_file: statementFile }, onProgress);
}
