import { and, eq } from 'drizzle-orm';
import { cvAttachments, type CvRow, cvs, cvSkills } from '../../../db/schema';
import { AppError } from '../../http/errors';
import { cvFileRule, photoRule } from '../../platform/file-type';
import type { Locale } from '../../ports';
import type { Authenticated } from '../auth/sessions.service';
import type { RequestInfo } from '../../http/request-info';
import { cvReader, toListItem } from './cv-detail.service';
import { cvFiles } from './cv-files';
import { cvItemsService } from './cv-items.service';
import { cvSectionDefinitions } from './cv-sections';
import { cvSharingService } from './cv-sharing.service';
import { cvsRepo } from './cvs.repo';
import type { CvDetail, CvListItem, PersonalInfoInput } from './cvs.schemas';

export { cvAttachmentPath, cvFilePath, cvPhotoPath } from './cv-detail.service';

/**
 * A person's CVs as a whole: list, read, create with personal information, upload, default, delete. Items live in
 * cv-items.service.ts, public links in cv-sharing.service.ts, files in cv-files.ts, the API's shape in
 * cv-detail.service.ts.
 */
export function cvsService(request: RequestInfo) {
  const { deps, locale } = request;
  const repo = cvsRepo(deps.db);
  const { ownCv, editing, refreshCompletion, detail, reloaded } = cvReader(request);
  const { storeFile, removeFiles, file } = cvFiles(request);

  /** Writes the personal information: a new CV, or the `existing` one's; a new photo replaces the old one. */
  async function writePersonalInfo(auth: Authenticated, existing: CvRow | undefined, input: PersonalInfoInput, photo: File | undefined): Promise<CvDetail> {
    const stored = photo ? await storeFile(photo, photoRule, 'cv-photos') : undefined;
    const now = deps.clock.now();
    const columns = {
      fullName: input.full_name,
      email: input.email,
      phoneNum: input.phone_num,
      location: input.location,
      address: input.address ?? null,
      ...(input.title ? { title: input.title } : {}),
      ...(input.language ? { language: input.language } : {}),
      ...(input.is_shareable !== undefined ? { isShareable: input.is_shareable } : {}),
      ...(stored ? { photoKey: stored.key } : {}),
      updatedAt: now,
    };
    let id: number;
    try {
      if (existing) {
        await deps.db
          .update(cvs)
          .set(columns)
          .where(and(eq(cvs.id, existing.id), eq(cvs.userId, auth.user.id)));
        id = existing.id;
      } else {
        const isFirst = (await repo.cvsOf(auth.user.id)).length === 0;
        const [created] = await deps.db
          .insert(cvs)
          .values({
            ...columns,
            userId: auth.user.id,
            title: input.title ?? input.full_name,
            language: input.language ?? locale,
            isDefault: isFirst,
            createdAt: now,
          })
          .returning({ id: cvs.id });
        if (!created) throw new AppError('internal');
        id = created.id;
      }
    } catch (error) {
      if (stored) await removeFiles([stored.key]);
      throw error;
    }
    if (stored && existing?.photoKey) await removeFiles([existing.photoKey]);
    const cv = await reloaded(id);
    await refreshCompletion(cv);
    return detail(await reloaded(id));
  }

  return {
    detail,
    file,
    ...cvItemsService(request),
    ...cvSharingService(request),

    async list(auth: Authenticated): Promise<CvListItem[]> {
      return (await repo.cvsOf(auth.user.id)).map(toListItem);
    },

    async get(auth: Authenticated, cvId: number, language?: Locale): Promise<CvDetail> {
      return detail(await ownCv(auth, cvId), language);
    },

    /** Creates the CV with its personal information, or updates it; a new photo replaces the old one. */
    async savePersonalInfo(
      auth: Authenticated,
      cvId: number | undefined,
      input: PersonalInfoInput,
      photo: File | undefined,
      expectedVersion?: number,
    ): Promise<CvDetail> {
      const write = (existing: CvRow | undefined) => writePersonalInfo(auth, existing, input, photo);
      return cvId === undefined ? write(undefined) : editing(auth, cvId, expectedVersion, write);
    },

    /** An uploaded CV file (PDF, DOC or DOCX up to 10 MB), listed beside the CVs made here. */
    async upload(auth: Authenticated, title: string, file: File): Promise<CvListItem> {
      const stored = await storeFile(file, cvFileRule, 'cvs');
      const now = deps.clock.now();
      try {
        const isFirst = (await repo.cvsOf(auth.user.id)).length === 0;
        const [created] = await deps.db
          .insert(cvs)
          .values({
            userId: auth.user.id,
            title,
            fileKey: stored.key,
            fileName: stored.name,
            fileSize: stored.checked.bytes.byteLength,
            fileType: stored.checked.type,
            isDefault: isFirst,
            language: locale,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (!created) throw new AppError('internal');
        return toListItem(created);
      } catch (error) {
        await removeFiles([stored.key]);
        throw error;
      }
    },

    async setDefault(auth: Authenticated, cvId: number): Promise<CvListItem> {
      await ownCv(auth, cvId);
      await deps.db.batch([
        deps.db.update(cvs).set({ isDefault: false }).where(eq(cvs.userId, auth.user.id)),
        deps.db
          .update(cvs)
          .set({ isDefault: true })
          .where(and(eq(cvs.id, cvId), eq(cvs.userId, auth.user.id))),
      ]);
      return toListItem(await reloaded(cvId));
    },

    async remove(auth: Authenticated, cvId: number): Promise<void> {
      const cv = await ownCv(auth, cvId);
      const attachments = await repo.attachmentsOf([cv.id]);
      // Children first and explicitly: libSQL does not enforce foreign keys unless asked, D1 does.
      await deps.db.batch([
        deps.db.delete(cvSkills).where(eq(cvSkills.cvId, cv.id)),
        deps.db.delete(cvAttachments).where(eq(cvAttachments.cvId, cv.id)),
        ...Object.values(cvSectionDefinitions).map((definition) => deps.db.delete(definition.table).where(eq(definition.table.cvId, cv.id))),
        deps.db.delete(cvs).where(and(eq(cvs.id, cv.id), eq(cvs.userId, auth.user.id))),
      ]);
      // The person's next CV becomes the default, so there always is one when any exist.
      if (cv.isDefault) {
        const [next] = await repo.cvsOf(auth.user.id);
        if (next) await deps.db.update(cvs).set({ isDefault: true }).where(eq(cvs.id, next.id));
      }
      await removeFiles([cv.fileKey, cv.photoKey, ...attachments.map((file) => file.fileKey)]);
    },
  };
}
