import { cvAttachments, type CvRow } from '../../../db/schema';
import { AppError } from '../../http/errors';
import { describeError, log } from '../../http/logger';
import { randomToken } from '../../platform/crypto';
import { attachmentRule, checkUpload, type UploadRule } from '../../platform/file-type';
import { cleanFileName } from '../../platform/file-name';
import type { Authenticated } from '../auth/sessions.service';
import type { RequestInfo } from '../../http/request-info';
import { type AttachmentRow, cvsRepo } from './cvs.repo';

/** A CV's files in the blob store: uploads, photos and item attachments, and who may read them. */
export function cvFiles(request: RequestInfo) {
  const { deps } = request;
  const repo = cvsRepo(deps.db);

  async function storeFile(file: File, rule: UploadRule, folder: string) {
    const checked = await checkUpload(file, rule);
    const key = `${folder}/${randomToken(18)}.${checked.extension}`;
    await deps.blobs.put(key, checked.bytes, checked.mime);
    return { key, checked, name: cleanFileName(file.name) };
  }

  async function removeFiles(keys: ReadonlyArray<string | null>) {
    for (const key of keys) {
      if (key) await deps.blobs.delete(key).catch((error: unknown) => log.warn('file not removed', { key, ...describeError(error) }));
    }
  }

  async function attachFiles(cv: CvRow, kind: AttachmentRow['ownerKind'], ownerId: number, files: File[]) {
    const stored: Array<Awaited<ReturnType<typeof storeFile>>> = [];
    try {
      for (const file of files) stored.push(await storeFile(file, attachmentRule, 'cv-attachments'));
    } catch (error) {
      await removeFiles(stored.map((file) => file.key));
      throw error;
    }
    if (stored.length === 0) return;
    await deps.db.insert(cvAttachments).values(
      stored.map((file) => ({
        cvId: cv.id,
        ownerKind: kind,
        ownerId,
        fileKey: file.key,
        fileName: file.name,
        fileType: file.checked.type,
        fileSize: file.checked.bytes.byteLength,
      })),
    );
  }

  /** A CV's own files, for their owner (and the photo for anyone when the CV is shared). */
  async function file(auth: Authenticated | undefined, kind: 'cv' | 'photo' | 'attachment', id: number) {
    if (kind === 'attachment') {
      const attachment = await repo.attachment(id);
      const cv = attachment ? await repo.cvById(attachment.cvId) : undefined;
      if (!attachment || !cv || cv.userId !== auth?.user.id) throw new AppError('not_found');
      return { key: attachment.fileKey, name: attachment.fileName };
    }
    const cv = await repo.cvById(id);
    const key = kind === 'cv' ? cv?.fileKey : cv?.photoKey;
    const visible = cv && (cv.userId === auth?.user.id || (kind === 'photo' && cv.isShareable));
    if (!cv || !key || !visible) throw new AppError('not_found');
    return { key, name: kind === 'cv' ? (cv.fileName ?? 'cv') : 'photo' };
  }

  return { storeFile, removeFiles, attachFiles, file };
}
