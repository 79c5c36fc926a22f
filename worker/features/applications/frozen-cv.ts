import { describeError, log } from '../../http/logger';
import { AppError } from '../../http/errors';
import { randomToken } from '../../platform/crypto';
import type { BlobStore } from '../../ports';
import type { RequestInfo } from '../../http/request-info';
import { cvReader } from '../cvs/cv-detail.service';
import { cvPdfService } from '../cvs/cv-pdf.service';
import type { CvRow } from '../../../db/schema';
import { type CvDetail, cvPdfFileName } from '../cvs/cvs.schemas';
import { type ApplicationRow, applicationsRepo, type NewApplication } from './applications.repo';

/**
 * The CV as an application keeps it (docs/decisions/0010-frozen-cv.md): copies owned by the application, so that
 * editing or deleting the CV afterwards changes nothing the company received. An uploaded file is copied as it is;
 * a CV made here has its detail (and photo) written at submit, and its PDF rendered from that frozen data.
 */
export interface FrozenCvData {
  version: 1;
  detail: CvDetail;
  /** The application's own copy of the photo, or null. */
  photo_key: string | null;
}

type FrozenCvColumns = Pick<NewApplication, 'cvTitle' | 'cvKind' | 'cvLanguage' | 'cvFileKey' | 'cvFileName' | 'cvFileType' | 'cvFileSize' | 'cvDataKey'>;

export interface FrozenCv {
  columns: FrozenCvColumns;
  /** Every blob written, to remove if the application is not saved after all. */
  keys: string[];
}

/** The blobs of one application live under one folder named by a random token (its id is not known yet). */
export const applicationFolder = () => `applications/${randomToken(18)}`;

async function copyBlob(blobs: BlobStore, from: string, to: string): Promise<{ size: number; contentType: string } | null> {
  const blob = await blobs.get(from);
  if (!blob) return null;
  const bytes = new Uint8Array(await new Response(blob.body).arrayBuffer());
  await blobs.put(to, bytes, blob.contentType);
  return { size: bytes.byteLength, contentType: blob.contentType };
}

export async function removeBlobs(blobs: BlobStore, keys: ReadonlyArray<string | null>): Promise<void> {
  await Promise.all(
    keys.map((key) => (key ? blobs.delete(key).catch((error: unknown) => log.warn('file not removed', { key, ...describeError(error) })) : undefined)),
  );
}

export function frozenCvService(request: RequestInfo) {
  const { deps } = request;
  const repo = applicationsRepo(deps.db);

  /** Writes the application's copies of the CV; the row's columns come back for the submit batch. */
  async function freeze(cv: CvRow, folder: string): Promise<FrozenCv> {
    const base = { cvTitle: cv.title, cvLanguage: cv.language } as const;
    if (cv.fileKey) {
      // The upload stored the type it detected from the content (pdf, doc or docx): the extension, not the name's.
      const extension = cv.fileType ?? 'bin';
      const key = `${folder}/cv.${extension}`;
      const copied = await copyBlob(deps.blobs, cv.fileKey, key);
      if (!copied) throw new AppError('not_found');
      return {
        columns: {
          ...base,
          cvKind: 'uploaded',
          cvFileKey: key,
          cvFileName: cv.fileName ?? `cv.${extension}`,
          cvFileType: copied.contentType,
          cvFileSize: copied.size,
          cvDataKey: null,
        },
        keys: [key],
      };
    }
    const keys: string[] = [];
    try {
      const photoKey = cv.photoKey ? `${folder}/photo` : null;
      const [detail, photo] = await Promise.all([
        cvReader(request).detail(cv, cv.language),
        cv.photoKey && photoKey ? copyBlob(deps.blobs, cv.photoKey, photoKey) : null,
      ]);
      if (photo && photoKey) keys.push(photoKey);
      const data: FrozenCvData = { version: 1, detail, photo_key: photo ? photoKey : null };
      const dataKey = `${folder}/cv.json`;
      await deps.blobs.put(dataKey, new TextEncoder().encode(JSON.stringify(data)), 'application/json');
      keys.push(dataKey);
      return {
        columns: { ...base, cvKind: 'made', cvFileKey: null, cvFileName: null, cvFileType: null, cvFileSize: null, cvDataKey: dataKey },
        keys,
      };
    } catch (error) {
      await removeBlobs(deps.blobs, keys);
      throw error;
    }
  }

  async function frozenData(dataKey: string): Promise<FrozenCvData> {
    const blob = await deps.blobs.get(dataKey);
    if (!blob) throw new AppError('not_found');
    return (await new Response(blob.body).json()) as FrozenCvData;
  }

  /**
   * Renders a made CV's PDF from its frozen data, in the CV's language, and stores it on the application. Two renders
   * at once (the one after the reply and a company's read) both finish; the first stored wins, the other is removed.
   */
  async function renderAndStore(application: Pick<ApplicationRow, 'id' | 'cvDataKey' | 'cvTitle' | 'cvLanguage' | 'cvFileKey'>): Promise<void> {
    if (application.cvFileKey || !application.cvDataKey) return;
    const data = await frozenData(application.cvDataKey);
    const bytes = await cvPdfService(request).renderDetail(data.detail, { language: application.cvLanguage }, data.photo_key);
    const folder = application.cvDataKey.slice(0, application.cvDataKey.lastIndexOf('/'));
    const key = `${folder}/cv-${randomToken(6)}.pdf`;
    await deps.blobs.put(key, bytes, 'application/pdf');
    const name = cvPdfFileName(application.cvTitle, application.cvLanguage);
    const stored = await repo.setRenderedCv(application.id, { key, name, size: bytes.byteLength }, deps.clock.now());
    if (!stored) await removeBlobs(deps.blobs, [key]);
  }

  /** renderAndStore whose failure is logged, not thrown: a later read of the file renders it again. */
  function renderQuietly(application: Parameters<typeof renderAndStore>[0]): Promise<void> {
    return renderAndStore(application).catch((error: unknown) =>
      log.error('frozen CV not rendered', { application_id: application.id, ...describeError(error) }),
    );
  }

  return { freeze, renderAndStore, renderQuietly };
}
