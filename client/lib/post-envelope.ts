import { problemOfEnvelope, type ServerProblem } from './server-errors';
import { postFormWithProgress } from './upload';

// The REST calls that carry files (a CV's photo and attachments, a CV file, an application's statement, a company's
// logo and documents) go multipart with upload progress, which tRPC does not do: they share this.

export type SaveOutcome<T = unknown> = { ok: true; data: T; code: string } | { ok: false; problem: ServerProblem };

/** Form values without empty text, so optional fields are absent rather than '' for the shared schemas. */
export function withoutEmpty<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '' && value !== undefined && value !== null)) as Partial<T>;
}

function appendFields(body: FormData, values: Record<string, unknown>) {
  for (const [name, value] of Object.entries(withoutEmpty(values))) {
    if (Array.isArray(value)) for (const entry of value) body.append(`${name}[]`, String(entry));
    else body.append(name, typeof value === 'boolean' ? (value ? 'true' : 'false') : String(value));
  }
}

/** Multipart POST in the envelope; the reply's `data` on success, a problem to show otherwise. */
export async function postEnvelope<T = Record<string, unknown>>(
  url: string,
  values: Record<string, unknown>,
  files: Record<string, File | Blob | readonly File[] | undefined>,
  onProgress?: (percent: number) => void,
  headers?: Record<string, string>,
): Promise<SaveOutcome<T>> {
  const body = new FormData();
  appendFields(body, values);
  for (const [name, file] of Object.entries(files)) {
    if (!file) continue;
    if (Array.isArray(file)) for (const one of file as readonly File[]) body.append(`${name}[]`, one);
    else if (file instanceof File) body.append(name, file);
    else body.append(name, file as Blob, 'photo.jpg');
  }
  const reply = await postFormWithProgress(url, body, { ...(onProgress ? { onProgress } : {}), ...(headers ? { headers } : {}) });
  if (reply.status >= 200 && reply.status < 300 && reply.body) return { ok: true, data: (reply.body.data ?? {}) as T, code: reply.body.code ?? '' };
  return { ok: false, problem: problemOfEnvelope(reply.status, reply.body) };
}
