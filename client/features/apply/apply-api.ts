import type { SeekerApplication } from '../../../worker/features/applications/applications.schemas';
import { type EnvelopeBody, problemOfEnvelope } from '../../lib/server-errors';
import { apiHeaders } from '../../lib/api';
import { postEnvelope, type SaveOutcome } from '../cvs/cv-api';

export interface ApplicationFields {
  job_id: number;
  cv_id: number;
  personal_statement: string;
  job_qualification_ids: number[];
}

/** SPEC.md `POST /account/jobs/apply`: multipart, with the statement file when there is one (upload progress). */
export function sendApplication(fields: ApplicationFields, statementFile: File | undefined, onProgress: (percent: number) => void) {
  return postEnvelope<{ application: SeekerApplication }>('/api/v1/account/jobs/apply', { ...fields }, { personal_statement_file: statementFile }, onProgress);
}

/** A JSON call in the envelope, answered like the multipart ones: the reply's `data`, or a problem to show. */
export async function sendJson<T = Record<string, unknown>>(method: 'POST' | 'PUT', url: string, body: Record<string, unknown>): Promise<SaveOutcome<T>> {
  let status = 0;
  let reply: EnvelopeBody | null = null;
  try {
    const response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...apiHeaders() },
      body: JSON.stringify(body),
    });
    status = response.status;
    reply = (await response.json().catch(() => null)) as EnvelopeBody | null;
  } catch {
    status = 0;
  }
  if (status >= 200 && status < 300 && reply) return { ok: true, data: (reply.data ?? {}) as T, code: reply.code ?? '' };
  return { ok: false, problem: problemOfEnvelope(status, reply) };
}
