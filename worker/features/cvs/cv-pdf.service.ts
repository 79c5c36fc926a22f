import { AppError } from '../../http/errors';
import type { FileReply } from '../../http/file-response';
import { translate } from '../../http/i18n';
import type { Authenticated } from '../auth/sessions.service';
import type { RequestInfo } from '../auth/context';
import { authRepo } from '../auth/auth.repo';
import { throttleRules, throttleService } from '../auth/throttle.service';
import { type CvPdfRequest, cvPdfFileName } from './cvs.schemas';
import { cvsRepo } from './cvs.repo';
import { cvsService } from './cvs.service';
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

  return {
    async render(auth: Authenticated, cvId: number, input: CvPdfRequest): Promise<FileReply> {
      const own = await cvsRepo(deps.db).ownCv(auth.user.id, cvId);
      if (!own) throw new AppError('not_found');
      await throttleService(deps, authRepo(deps.db)).hit(throttleRules.cvPdfPerUser, String(auth.user.id));
      const cacheControl = 'private, no-store';

      if (own.fileKey) {
        const blob = await deps.blobs.get(own.fileKey);
        if (!blob) throw new AppError('not_found');
        if (blob.contentType !== 'application/pdf') {
          await blob.body.cancel();
          throw new AppError('cv_pdf_unavailable');
        }
        return { ...blob, name: own.fileName ?? cvPdfFileName(own.title, own.language), cacheControl };
      }

      const language = input.language ?? own.language;
      const [detail, photo, fonts, { renderCvPdf }] = await Promise.all([
        cvsService(request).detail(own, language),
        own.photoKey ? photoOf(own.photoKey) : undefined,
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
      return { body: bytes, size: bytes.byteLength, contentType: 'application/pdf', name: cvPdfFileName(own.title, language), cacheControl };
    },
  };
}
