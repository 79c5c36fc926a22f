import { AppError } from '../../http/errors';
import type { FileReply } from '../../http/file-response';
import { translate } from '../../http/i18n';
import type { Authenticated } from '../auth/sessions.service';
import type { RequestInfo } from '../auth/context';
import { authRepo } from '../auth/auth.repo';
import { throttleRules, throttleService } from '../auth/throttle.service';
import { type CvPdfRequest, cvPdfFileName } from './cvs.schemas';
import { cvReader } from './cv-detail';
import { cvSharingService } from './cv-sharing.service';
import { type CvRow, cvsRepo } from './cvs.repo';
import { cvPdfLabelsFrom } from './pdf/labels';
import type { CvPdfPhoto } from './pdf/render-cv-pdf';

/**
 * SPEC.md `POST /account/cvs/{id}/to-pdf`: a CV made here is rendered in the Worker (./pdf) in its own language or
 * the one asked for; an uploaded PDF is answered as it is, and an uploaded Word file cannot be shown as a PDF.
 */
export function cvPdfService(request: RequestInfo) {
  const { deps } = request;

  /** The stored photo when a PDF can draw it (JPEG or PNG; the photo crop makes JPEG). */
  async function photoOf(key: string): Promise<CvPdfPhoto | undefined> {
    const blob = await deps.blobs.get(key);
    if (!blob) return undefined;
    if (blob.contentType !== 'image/jpeg' && blob.contentType !== 'image/png') {
      await blob.body.cancel();
      return undefined;
    }
    return { bytes: new Uint8Array(await new Response(blob.body).arrayBuffer()), mime: blob.contentType };
  }

  /** The PDF of a CV row; `throttleKey` counts renders (by owner, or by link for a viewer). */
  async function renderRow(cv: CvRow, input: CvPdfRequest, throttleKey: string, cacheControl: string): Promise<FileReply> {
    await throttleService(deps, authRepo(deps.db)).hit(throttleRules.cvPdfPerUser, throttleKey);

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
    const [detail, photo, fonts, { renderCvPdf }] = await Promise.all([
      cvReader(request).detail(cv, language),
      cv.photoKey ? photoOf(cv.photoKey) : undefined,
      deps.pdfFonts(),
      import('./pdf/render-cv-pdf'),
    ]);
    const bytes = await renderCvPdf(detail, {
      locale: language,
      labels: cvPdfLabelsFrom((key) => translate(language, key)),
      fonts,
      ...(photo ? { photo } : {}),
      ...(input.page_header ? { header: input.page_header } : {}),
      ...(input.page_footer ? { footer: input.page_footer } : {}),
    });
    return { body: bytes, size: bytes.byteLength, contentType: 'application/pdf', name: cvPdfFileName(cv.title, language), cacheControl };
  }

  return {
    async render(auth: Authenticated, cvId: number, input: CvPdfRequest): Promise<FileReply> {
      const own = await cvsRepo(deps.db).ownCv(auth.user.id, cvId);
      if (!own) throw new AppError('not_found');
      return renderRow(own, input, String(auth.user.id), 'private, no-store');
    },

    /** A viewer of a shared link downloads the CV as its owner would (no header or footer of their own). */
    async renderShared(token: string, language: CvPdfRequest['language']): Promise<FileReply> {
      const cv = await cvSharingService(request).sharedCvRow(token);
      return renderRow(cv, language ? { language } : {}, `share:${cv.id}`, 'private, no-store');
    },
  };
}
