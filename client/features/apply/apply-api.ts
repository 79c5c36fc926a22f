import type { SeekerApplication } from '../../../worker/features/applications/applications.schemas';
import type { ScreeningAnswer } from '../../../worker/features/matching/match.schemas';
import { postEnvelope } from '../../lib/post-envelope';

export interface ApplicationFields {
  job_id: number;
  cv_id: number;
  personal_statement: string;
  job_qualification_ids: number[];
  /** Answers to the job's screening questions, sent as one JSON text in the multipart body. */
  answers: ScreeningAnswer[];
}

/**
 * `POST /account/jobs/apply` (docs/product.md#applying-signed-in): multipart (the statement file travels with it, with
 * upload progress), so REST rather than tRPC.
 */
export function sendApplication(fields: ApplicationFields, statementFile: File | undefined, onProgress: (percent: number) => void) {
  const { answers, ...rest } = fields;
  return postEnvelope<{ application: SeekerApplication }>(
    '/api/v1/account/jobs/apply',
    { ...rest, answers: JSON.stringify(answers) },
    { personal_statement_file: statementFile },
    onProgress,
  );
}
