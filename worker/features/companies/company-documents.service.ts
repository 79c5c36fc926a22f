import { AppError } from '../../http/errors';
import { describeError, log } from '../../http/logger';
import { invalidFields } from '../../http/validation';
import { randomToken } from '../../platform/crypto';
import { cleanFileName } from '../../platform/file-name';
import { checkUpload, companyDocumentRule } from '../../platform/file-type';
import type { RequestInfo } from '../../http/request-info';
import type { Authenticated } from '../auth/sessions.service';
import { decodeCursor, encodeCursor } from '../../http/cursor';
import { type AttachmentRow, companyProfileRepo } from './company-profile.repo';
import { type AttachmentsPage, type AttachmentsPageQuery, type CompanyAttachment, maxCompanyDocuments } from './company-profile.schemas';
import { companyProfileService } from './company-profile.service';

export const companyDocumentPath = (id: number) => `/files/company-attachments/${id}`;

function view(row: AttachmentRow): CompanyAttachment {
  return { id: row.id, name: row.fileName, type: row.fileType, size: row.fileSize, url: companyDocumentPath(row.id), created_at: row.createdAt.toISOString() };
}

const readCursor = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined);

/** `POST /companies/attachments` (docs/product.md#the-profile): a company's documents in the blob store, each readable by that company only. */
export function companyDocumentsService(request: RequestInfo) {
  const { deps, locale } = request;
  const repo = companyProfileRepo(deps.db);
  const profile = companyProfileService(request);

  return {
    async list(auth: Authenticated, query: AttachmentsPageQuery): Promise<AttachmentsPage> {
      const companyId = await profile.correctable(auth);
      const beforeId = query.cursor ? decodeCursor(query.cursor, locale, readCursor) : undefined;
      const rows = await repo.attachmentsPage(companyId, beforeId, query.limit + 1);
      const page = rows.slice(0, query.limit);
      const last = page[page.length - 1];
      return { attachments: page.map(view), next_cursor: rows.length > query.limit && last ? encodeCursor(last.id) : null };
    },

    /** Checks the file by its bytes, stores it, then writes its row while the company is under the limit. */
    async upload(auth: Authenticated, file: File | undefined): Promise<CompanyAttachment> {
      const companyId = await profile.correctable(auth);
      if (!file) throw invalidFields(locale, { file: 'cp_v_document_required' });
      const checked = await checkUpload(file, companyDocumentRule);
      const key = `company-attachments/${randomToken(18)}.${checked.extension}`;
      await deps.blobs.put(key, checked.bytes, checked.mime);
      const row = {
        companyId,
        fileKey: key,
        fileName: cleanFileName(file.name),
        fileType: checked.type,
        fileSize: checked.bytes.byteLength,
        createdAt: deps.clock.now(),
      };
      const id = await repo.insertAttachmentBelow(maxCompanyDocuments, row).catch(async (error: unknown) => {
        await deps.blobs.delete(key).catch(() => undefined);
        throw error;
      });
      if (id === undefined) {
        await deps.blobs.delete(key).catch(() => undefined);
        throw new AppError('company_documents_full');
      }
      await repo.touchCompany(companyId, row.createdAt);
      return view({ id, ...row });
    },

    async remove(auth: Authenticated, id: number): Promise<void> {
      const companyId = await profile.correctable(auth);
      const [removed] = await repo.deleteAttachment(companyId, id);
      if (!removed) throw new AppError('not_found');
      await repo.touchCompany(companyId, deps.clock.now());
      await deps.blobs
        .delete(removed.fileKey)
        .catch((error: unknown) => log.warn('company document not removed', { key: removed.fileKey, ...describeError(error) }));
    },

    /** The file of one of the company's own documents (admins reviewing companies read any); anyone else's is not found. */
    async file(auth: Authenticated | undefined, id: number) {
      if (auth?.user.type !== 'company' && auth?.user.type !== 'admin') throw new AppError('not_found');
      const row = auth.user.type === 'admin' ? await repo.anyAttachment(id) : await repo.attachment(auth.user.id, id);
      const blob = row ? await deps.blobs.get(row.fileKey) : null;
      if (!row || !blob) throw new AppError('not_found');
      return { ...blob, name: row.fileName };
    },
  };
}
