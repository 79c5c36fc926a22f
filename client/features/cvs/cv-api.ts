import { useQueryClient } from '@tanstack/react-query';
import type { CvDetail } from '../../../worker/features/cvs/cvs.schemas';
import { postEnvelope } from '../../lib/post-envelope';
import { useTRPC } from '../../lib/trpc';
import type { ItemSection } from './item-sections';

export type { ItemSection };
/** Sections whose items may carry files: these go through REST multipart with repeated `files[]`. */
export const fileSections: ReadonlySet<ItemSection> = new Set(['references', 'awards', 'additional-info']);

/** Attachments of references, awards and additional items (docs/product.md#cv-uploads-and-attachments). */
export const attachmentAccept = '.jpg,.jpeg,.png,.gif,.pdf,image/jpeg,image/png,image/gif,application/pdf';
export const attachmentMaxBytes = 10 * 1024 * 1024;

/**
 * Creates the CV with its personal information (no id yet) or updates it; the photo goes as `file_path`. An edit
 * held on the device names the version it edits (`ifVersion`), so a newer one answers 412 instead of being overwritten.
 */
export function savePersonalInfo(cvId: number | undefined, values: Record<string, unknown>, photo: Blob | undefined, ifVersion?: number) {
  const url = cvId === undefined ? '/api/v1/account/cvs/personal-info' : `/api/v1/account/cvs/personal-info/${cvId}`;
  return postEnvelope<{ cv: CvDetail }>(url, values, { file_path: photo }, undefined, ifVersion === undefined ? undefined : { 'If-Match': `"${ifVersion}"` });
}

/** Saves an item with attachments through REST (create without an item id, update with one). */
export function saveItemWithFiles(cvId: number, section: ItemSection, itemId: number | undefined, values: Record<string, unknown>, files: readonly File[]) {
  const url = `/api/v1/account/cvs/${cvId}/${section}${itemId === undefined ? '' : `/${itemId}`}`;
  return postEnvelope(url, values, { files });
}

/** Refetches a CV and the list after any save (docs/product.md#cv-sections-and-completion: every save refetches the CV). */
export function useInvalidateCvs() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(trpc.cv.pathFilter());
}

/** The id of the item a save answered: tRPC answers the item, REST `{ <reply key>: item }`. */
export function savedItemId(data: unknown): number | undefined {
  if (!data || typeof data !== 'object') return undefined;
  if ('id' in data && typeof data.id === 'number') return data.id;
  for (const value of Object.values(data)) {
    const id = value && typeof value === 'object' && 'id' in value && typeof value.id === 'number' ? value.id : undefined;
    if (id !== undefined) return id;
  }
  return undefined;
}
