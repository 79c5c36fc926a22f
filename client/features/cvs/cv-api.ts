import { useQueryClient } from '@tanstack/react-query';
import type { CvDetail } from '../../../worker/features/cvs/cvs.schemas';
import { useTRPC } from '../../lib/trpc';
import { problemOfEnvelope, type ServerProblem } from '../../lib/server-errors';
import { postFormWithProgress } from '../../lib/upload';

/** The list sections as the server names them in paths (SPEC.md section 7, "CV sections"). */
export type ItemSection = 'languages' | 'education' | 'work-experience' | 'references' | 'awards' | 'additional-info';
/** Sections whose items may carry files: these go through REST multipart with repeated `files[]`. */
export const fileSections: ReadonlySet<ItemSection> = new Set(['references', 'awards', 'additional-info']);

/** Attachments of references, awards and additional items (SPEC.md section 9). */
export const attachmentAccept = '.jpg,.jpeg,.png,.gif,.pdf,image/jpeg,image/png,image/gif,application/pdf';
export const attachmentMaxBytes = 10 * 1024 * 1024;
export const cvFileAccept =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const cvFileMaxBytes = 10 * 1024 * 1024;

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
): Promise<SaveOutcome<T>> {
  const body = new FormData();
  appendFields(body, values);
  for (const [name, file] of Object.entries(files)) {
    if (!file) continue;
    if (Array.isArray(file)) for (const one of file as readonly File[]) body.append(`${name}[]`, one);
    else if (file instanceof File) body.append(name, file);
    else body.append(name, file as Blob, 'photo.jpg');
  }
  const reply = await postFormWithProgress(url, body, onProgress ? { onProgress } : {});
  if (reply.status >= 200 && reply.status < 300 && reply.body) return { ok: true, data: (reply.body.data ?? {}) as T, code: reply.body.code ?? '' };
  return { ok: false, problem: problemOfEnvelope(reply.status, reply.body) };
}

/** Creates the CV with its personal information (no id yet) or updates it; the photo goes as `file_path`. */
export function savePersonalInfo(cvId: number | undefined, values: Record<string, unknown>, photo: Blob | undefined) {
  const url = cvId === undefined ? '/api/v1/account/cvs/personal-info' : `/api/v1/account/cvs/personal-info/${cvId}`;
  return postEnvelope<{ cv: CvDetail }>(url, values, { file_path: photo });
}

/** Saves an item with attachments through REST (create without an item id, update with one). */
export function saveItemWithFiles(cvId: number, section: ItemSection, itemId: number | undefined, values: Record<string, unknown>, files: readonly File[]) {
  const url = `/api/v1/account/cvs/${cvId}/${section}${itemId === undefined ? '' : `/${itemId}`}`;
  return postEnvelope(url, values, { files });
}

/** Refetches a CV and the list after any save (SPEC.md: every save refetches the CV). */
export function useInvalidateCvs() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(trpc.cv.pathFilter());
}
