import { AppError } from '../../http/errors';
import type { FileReply } from '../../http/file-response';
import { translate } from '../../http/i18n';
import type { Authenticated } from '../auth/sessions.service';
import type { RequestInfo } from '../../http/request-info';
import { throttleRules, throttleService } from '../auth/throttle.service';
import type { Locale } from '../../ports';
import { type CvDetail, type CvPdfRequest, cvPdfFileName } from './cvs.schemas';
import { cvReader } from './cv-detail.service';
import { cvSharingService } from './cv-sharing.service';
import { cvsRepo } from './cvs.repo';
import type { CvRow } from '../../../db/schema';
import { cvPdfLabelsFrom } from './pdf/labels';
import type { CvPdfPhoto } from './pdf/render-cv-pdf';

/** The photo is drawn 64 pt wide: 512 pixels print it sharp at any zoom a reader uses. */
const photoPixels = 512;

/**
 * Photos made ready for the PDF, by storage key. A key names one upload for good (a new photo gets a new key), so
 * an isolate can keep them, up to a few megabytes: enough for the people asking for their PDFs again.
 */
const readyPhotos = new Map<string, CvPdfPhoto | null>();
const readyPhotoBytesKept = 8 * 1024 * 1024;
let readyPhotoBytes = 0;

function keepPhoto(key: string, photo: CvPdfPhoto | null): void {
  const size = photo?.bytes.byteLength ?? 0;
  if (size > readyPhotoBytesKept / 4) return;
  readyPhotos.set(key, photo);
  readyPhotoBytes += size;
  for (const [oldest, kept] of readyPhotos) {
    if (readyPhotoBytes <= readyPhotoBytesKept && readyPhotos.size <= 64) break;
    readyPhotos.delete(oldest);
    readyPhotoBytes -= kept?.bytes.byteLength ?? 0;
  }
}

/**
 * `POST /account/cvs/{id}/to-pdf` (docs/product.md#cv-pdf): a CV made here is rendered in the Worker (./pdf) in its own
 * language or the one asked for; an uploaded PDF is answered as it is, and an uploaded Word file cannot be shown as a
 * PDF.
 */
export function cvPdfService(request: RequestInfo) {
  const { deps } = request;

  /** The stored photo's bytes (any image the photo upload accepts: JPEG, PNG or WebP). */
  async function storedPhoto(key: string): Promise<Uint8Array | undefined> {
    const blob = await deps.blobs.get(key);
    if (!blob) return undefined;
    if (!blob.contentType.startsWith('image/')) {
      await blob.body.cancel();
      return undefined;
    }
    return new Uint8Array(await new Response(blob.body).arrayBuffer());
  }

  /**
   * The photo as the renderer can draw it. An image that does not decode (the upload checks only its first bytes)
   * leaves the photo out rather than the whole PDF.
   */
  async function photoFor(key: string, read: Uint8Array | undefined): Promise<CvPdfPhoto | undefined> {
    const kept = readyPhotos.get(key);
    if (kept !== undefined) return kept ?? undefined;
    // Read again when another request let the photo go since this one looked.
    const bytes = read ?? (await storedPhoto(key));
    if (!bytes) return undefined;
    // Loaded with the renderer, on the first PDF with a photo: no other request pays for the image decoders.
    const { ImageFormatError, imageForPdf } = await import('../../platform/image');
    let photo: CvPdfPhoto | null = null;
    try {
      photo = await imageForPdf(bytes, { maxSide: photoPixels });
    } catch (error) {
      if (!(error instanceof ImageFormatError)) throw error;
      console.warn(`CV PDF: photo ${key} left out: ${error.message}`);
    }
    keepPhoto(key, photo);
    return photo ?? undefined;
  }

  /** The PDF of a CV row; `throttleKey` counts renders (by owner, or by link for a viewer). */
  async function renderRow(cv: CvRow, input: CvPdfRequest, throttleKey: string, cacheControl: string): Promise<FileReply> {
    await throttleService(deps).hit(throttleRules.cvPdfPerUser, throttleKey);

    if (cv.fileKey) {
      const blob = await deps.blobs.get(cv.fileKey);
      if (!blob) throw new AppError('not_found');
      if (blob.contentType !== 'application/pdf') {
        await blob.body.cancel();
        throw new AppError('cv_pdf_unavailable');
      }
      return { ...blob, name: cv.fileName ?? cvPdfFileName(cv.title, cv.language), cacheControl };
    }

    const language = input.language ?? cv.language;
    const bytes = await renderDetail(cvReader(request).detail(cv, language), { ...input, language }, cv.photoKey);
    return { body: bytes, size: bytes.byteLength, contentType: 'application/pdf', name: cvPdfFileName(cv.title, language), cacheControl };
  }

  /**
   * A CV's detail as PDF bytes in `input.language`, with the photo stored under `photoKey`. Also renders the frozen
   * copy an application keeps (worker/features/applications/frozen-cv.ts), from its stored detail and photo.
   */
  async function renderDetail(
    detailRead: CvDetail | Promise<CvDetail>,
    input: CvPdfRequest & { language: Locale },
    photoKey: string | null,
  ): Promise<Uint8Array> {
    const { language } = input;
    const [detail, photoRead, fonts, { renderCvPdf }] = await Promise.all([
      detailRead,
      photoKey && !readyPhotos.has(photoKey) ? storedPhoto(photoKey) : undefined,
      deps.pdfFonts(),
      import('./pdf/render-cv-pdf'),
    ]);
    // After the fonts: loading them also readies the WebP decoder.
    const photo = photoKey ? await photoFor(photoKey, photoRead) : undefined;
    return renderCvPdf(detail, {
      locale: language,
      labels: cvPdfLabelsFrom((key) => translate(language, key)),
      fonts,
      ...(photo ? { photo } : {}),
      ...(input.page_header ? { header: input.page_header } : {}),
      ...(input.page_footer ? { footer: input.page_footer } : {}),
    });
  }

  return {
    renderDetail,

    async render(auth: Authenticated, cvId: number, input: CvPdfRequest): Promise<FileReply> {
      const own = await cvsRepo(deps.db).ownCv(auth.user.id, cvId);
      if (!own) throw new AppError('not_found');
      return renderRow(own, input, String(auth.user.id), 'private, no-store');
    },

    /** The admin CV view (issue 14, docs/product.md#admin-console): any CV, as its owner would download it; renders count against the admin. */
    async renderAny(admin: Authenticated, cvId: number): Promise<FileReply> {
      const cv = await cvsRepo(deps.db).cvById(cvId);
      if (!cv) throw new AppError('not_found');
      return renderRow(cv, {}, String(admin.user.id), 'private, no-store');
    },

    /** A viewer of a shared link downloads the CV as its owner would (no header or footer of their own). */
    async renderShared(token: string, language: CvPdfRequest['language']): Promise<FileReply> {
      const cv = await cvSharingService(request).sharedCvRow(token);
      return renderRow(cv, language ? { language } : {}, `share:${cv.id}`, 'private, no-store');
    },
  };
}
