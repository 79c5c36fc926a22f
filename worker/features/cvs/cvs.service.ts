import { and, eq, inArray } from 'drizzle-orm';
import { ZodError } from 'zod';
import { cvAttachments, cvs, cvSkills } from '../../../db/schema';
import { AppError } from '../../http/errors';
import { describeError, log } from '../../http/logger';
import { invalidFields, validationError } from '../../http/validation';
import { randomToken } from '../../platform/crypto';
import { attachmentRule, checkUpload, cvFileRule, photoRule, type UploadRule } from '../../platform/file-type';
import type { Locale } from '../../ports';
import { monthsBetween } from '../../shared/dates.schemas';
import type { Authenticated } from '../auth/sessions.service';
import type { RequestInfo } from '../auth/context';
import { lookupsService } from '../lookups/lookups.service';
import { completedSections, cvState, requiredDone } from './completion';
import { type CvSectionPath, cvSectionDefinitions } from './cv-sections';
import { type AttachmentRow, type CvRow, cvsRepo } from './cvs.repo';
import { type CvAttachment, type CvDetail, type CvListItem, cvSections, type PersonalInfoInput, proficiencyPercent } from './cvs.schemas';

export const cvFilePath = (cvId: number) => `/files/cvs/${cvId}`;
export const cvPhotoPath = (cvId: number) => `/files/cv-photos/${cvId}`;
export const cvAttachmentPath = (id: number) => `/files/cv-attachments/${id}`;

function toListItem(cv: CvRow): CvListItem {
  const sections = cvSections.filter((section) => cv.completedSections.includes(section));
  return {
    id: cv.id,
    title: cv.title,
    file_path: cv.fileKey ? cvFilePath(cv.id) : null,
    file_name: cv.fileName,
    file_type: cv.fileKey ? cv.fileType : null,
    full_name: cv.fullName,
    email: cv.email,
    phone_num: cv.phoneNum,
    location: cv.location,
    address: cv.address,
    profile_pic_path: cv.photoKey ? cvPhotoPath(cv.id) : null,
    completed_count: cv.completedCount,
    completed_sections: sections,
    required_done: requiredDone(sections),
    state: cvState(Boolean(cv.fileKey), cv.completedCount),
    is_default: cv.isDefault,
    is_shareable: cv.isShareable,
    language: cv.language,
    updated_at: cv.updatedAt.toISOString(),
  };
}

export function cvsService(request: RequestInfo) {
  const { deps, locale } = request;
  const repo = cvsRepo(deps.db);
  const lookups = lookupsService(deps);

  async function ownCv(auth: Authenticated, cvId: number): Promise<CvRow> {
    const cv = await repo.ownCv(auth.user.id, cvId);
    if (!cv) throw new AppError('not_found');
    return cv;
  }

  async function storeFile(file: File, rule: UploadRule, folder: string) {
    const checked = await checkUpload(file, rule);
    const key = `${folder}/${randomToken(18)}.${checked.extension}`;
    await deps.blobs.put(key, checked.bytes, checked.mime);
    return { key, checked, name: file.name.slice(0, 200) };
  }

  async function removeFiles(keys: ReadonlyArray<string | null>) {
    for (const key of keys) {
      if (key) await deps.blobs.delete(key).catch((error: unknown) => log.warn('file not removed', { key, ...describeError(error) }));
    }
  }

  /** Recounts the sections after a change; the client never sends completed_count. */
  async function refreshCompletion(cv: CvRow) {
    const counts = await repo.sectionCounts(cv.id);
    const sections = completedSections({
      personal: Boolean(cv.fullName && cv.email && cv.phoneNum && cv.location),
      education: Number(counts?.education ?? 0),
      languages: Number(counts?.languages ?? 0),
      skills: Number(counts?.skills ?? 0),
      work: Number(counts?.work ?? 0),
      references: Number(counts?.references ?? 0),
      awards: Number(counts?.awards ?? 0),
      additional: Number(counts?.additional ?? 0),
    });
    await deps.db
      .update(cvs)
      .set({ completedCount: sections.length, completedSections: sections, updatedAt: deps.clock.now() })
      .where(eq(cvs.id, cv.id));
    return sections;
  }

  async function detail(cv: CvRow, language: Locale = locale): Promise<CvDetail> {
    const rows = await repo.sections(cv.id);
    const [languageNames, institutionNames, cityNames, degreeNames, skillNames, additionalNames] = await Promise.all([
      lookups.namesOf('languages', rows.languageRows.map((row) => row.languageId), language),
      lookups.namesOf('institutions', rows.educationRows.map((row) => row.institutionId), language),
      lookups.namesOf('cities', rows.educationRows.map((row) => row.cityId), language),
      lookups.namesOf('degrees', rows.educationRows.map((row) => row.degreeId), language),
      lookups.namesOf('skills', rows.skillRows.map((row) => row.skillId), language),
      lookups.namesOf('additional_types', rows.additionalRows.map((row) => row.additionalTypeId), language),
    ]);
    const named = (names: Map<number, string>, id: number) => ({ id, name: names.get(id) ?? '' });
    const filesOf = (kind: AttachmentRow['ownerKind'], ownerId: number): CvAttachment[] =>
      rows.attachmentRows
        .filter((file) => file.ownerKind === kind && file.ownerId === ownerId)
        .map((file) => ({ id: file.id, file_name: file.fileName, file_type: file.fileType, url: cvAttachmentPath(file.id) }));
    const sections = completedSections({
      personal: Boolean(cv.fullName && cv.email && cv.phoneNum && cv.location),
      education: rows.educationRows.length,
      languages: rows.languageRows.length,
      skills: rows.skillRows.length,
      work: rows.workRows.length,
      references: rows.referenceRows.length,
      awards: rows.awardRows.length,
      additional: rows.additionalRows.length,
    });
    const today = deps.clock.now().toISOString().slice(0, 10);
    return {
      ...toListItem(cv),
      completed_count: sections.length,
      completed_sections: sections,
      required_done: requiredDone(sections),
      state: cvState(Boolean(cv.fileKey), sections.length),
      cv_languages: rows.languageRows.map((row) => ({
        id: row.id,
        cv_id: cv.id,
        language: named(languageNames, row.languageId),
        proficiency_level: row.proficiencyLevel,
        percent: proficiencyPercent[row.proficiencyLevel],
      })),
      educations: rows.educationRows.map((row) => ({
        id: row.id,
        cv_id: cv.id,
        institution: named(institutionNames, row.institutionId),
        city: named(cityNames, row.cityId),
        degree: named(degreeNames, row.degreeId),
        field_of_study: row.fieldOfStudy,
        start_date: row.startDate,
        end_date: row.endDate,
        url: row.url,
        description: row.description,
      })),
      work_experiences: rows.workRows.map((row) => ({
        id: row.id,
        cv_id: cv.id,
        title: row.title,
        company: row.company,
        location: row.location,
        url: row.url,
        from_date: row.fromDate,
        to_date: row.toDate,
        is_present: row.isPresent,
        description: row.description,
        months: monthsBetween(row.fromDate, row.isPresent || !row.toDate ? today : row.toDate),
      })),
      cv_skills: rows.skillRows.map((row) => named(skillNames, row.skillId)),
      references: rows.referenceRows.map((row) => ({
        id: row.id,
        cv_id: cv.id,
        name: row.name,
        title: row.title,
        organization: row.organization,
        email: row.email,
        phone: row.phone,
        relationship: row.relationship,
        description: row.description,
        files: filesOf('reference', row.id),
      })),
      awards_and_certifications: rows.awardRows.map((row) => ({
        id: row.id,
        cv_id: cv.id,
        title: row.title,
        awards_or_certificates: row.kind,
        organization: row.organization,
        issued: row.issued,
        expires: row.expires,
        url: row.url,
        description: row.description,
        files: filesOf('award', row.id),
      })),
      additional_info: rows.additionalRows.map((row) => ({
        id: row.id,
        cv_id: cv.id,
        additional_type: named(additionalNames, row.additionalTypeId),
        title: row.title,
        url: row.url,
        description: row.description,
        files: filesOf('additional', row.id),
      })),
    };
  }

  async function reloaded(cvId: number): Promise<CvRow> {
    const cv = await repo.cvById(cvId);
    if (!cv) throw new AppError('not_found');
    return cv;
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

  async function checkLookups(choices: Array<{ field: string; lookup: Parameters<typeof lookups.requireIds>[0][number]['lookup']; id: number }>) {
    const missing = await lookups.requireIds(choices.map((choice) => ({ ...choice, messageKey: 'v_fill_all_fields' })));
    if (Object.keys(missing).length > 0) throw invalidFields(locale, missing);
  }

  return {
    detail,

    async list(auth: Authenticated): Promise<CvListItem[]> {
      return (await repo.cvsOf(auth.user.id)).map(toListItem);
    },

    async get(auth: Authenticated, cvId: number, language?: Locale): Promise<CvDetail> {
      return detail(await ownCv(auth, cvId), language);
    },

    /** Creates the CV with its personal information, or updates it; a new photo replaces the old one. */
    async savePersonalInfo(auth: Authenticated, cvId: number | undefined, input: PersonalInfoInput, photo: File | undefined): Promise<CvDetail> {
      const existing = cvId === undefined ? undefined : await ownCv(auth, cvId);
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
          await deps.db.update(cvs).set(columns).where(and(eq(cvs.id, existing.id), eq(cvs.userId, auth.user.id)));
          id = existing.id;
        } else {
          const isFirst = (await repo.cvsOf(auth.user.id)).length === 0;
          const [created] = await deps.db
            .insert(cvs)
            .values({ ...columns, userId: auth.user.id, title: input.title ?? input.full_name, language: input.language ?? locale, isDefault: isFirst, createdAt: now })
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
        deps.db.update(cvs).set({ isDefault: true }).where(and(eq(cvs.id, cvId), eq(cvs.userId, auth.user.id))),
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

    async createItem(auth: Authenticated, cvId: number, path: CvSectionPath, input: unknown, files: File[]) {
      const cv = await ownCv(auth, cvId);
      const definition = cvSectionDefinitions[path];
      const item = prepared(definition, input, locale);
      await checkLookups(item.lookups);
      const id = await item.insert(deps.db, cv.id);
      if (id === undefined) throw new AppError('internal');
      if (definition.attachments) await attachFiles(cv, definition.attachments, id, files);
      await refreshCompletion(cv);
      return itemOf(await detail(await reloaded(cv.id)), path, id);
    },

    async updateItem(auth: Authenticated, cvId: number, path: CvSectionPath, itemId: number, input: unknown, files: File[]) {
      const cv = await ownCv(auth, cvId);
      const definition = cvSectionDefinitions[path];
      const item = prepared(definition, input, locale);
      await checkLookups(item.lookups);
      if ((await item.update(deps.db, cv.id, itemId)) === 0) throw new AppError('not_found');
      if (definition.attachments) await attachFiles(cv, definition.attachments, itemId, files);
      await refreshCompletion(cv);
      return itemOf(await detail(await reloaded(cv.id)), path, itemId);
    },

    async removeItem(auth: Authenticated, cvId: number, path: CvSectionPath, itemId: number) {
      const cv = await ownCv(auth, cvId);
      const definition = cvSectionDefinitions[path];
      const files = definition.attachments
        ? (await repo.attachmentsOf([cv.id])).filter((file) => file.ownerKind === definition.attachments && file.ownerId === itemId)
        : [];
      if ((await definition.remove(deps.db, cv.id, itemId)) === 0) throw new AppError('not_found');
      if (files.length > 0) {
        await deps.db.delete(cvAttachments).where(inArray(cvAttachments.id, files.map((file) => file.id)));
        await removeFiles(files.map((file) => file.fileKey));
      }
      await refreshCompletion(cv);
    },

    /** SPEC.md: skills are linked by the full list of ids, in the order given. */
    async setSkills(auth: Authenticated, cvId: number, skillIds: readonly number[]) {
      const cv = await ownCv(auth, cvId);
      const unique = [...new Set(skillIds)];
      const known = await lookups.namesOf('skills', unique, locale);
      if (unique.some((id) => !known.has(id))) throw invalidFields(locale, { skill_ids: 'v_fill_all_fields' });
      await deps.db.batch([
        deps.db.delete(cvSkills).where(eq(cvSkills.cvId, cv.id)),
        ...unique.map((skillId, position) => deps.db.insert(cvSkills).values({ cvId: cv.id, skillId, position })),
      ]);
      await refreshCompletion(cv);
      return (await detail(await reloaded(cv.id))).cv_skills;
    },

    async removeSkill(auth: Authenticated, cvId: number, skillId: number) {
      const cv = await ownCv(auth, cvId);
      const removed = await deps.db.delete(cvSkills).where(and(eq(cvSkills.cvId, cv.id), eq(cvSkills.skillId, skillId))).returning();
      if (removed.length === 0) throw new AppError('not_found');
      await refreshCompletion(cv);
    },

    /** SPEC.md's `GET /cv-education/{id}`: one education item of the person's own CVs. */
    async educationItem(auth: Authenticated, itemId: number) {
      const cvId = await repo.educationCvId(itemId, auth.user.id);
      if (cvId === undefined) throw new AppError('not_found');
      return itemOf(await detail(await reloaded(cvId)), 'education', itemId);
    },

    /** SPEC.md's public link: only a CV its owner made shareable, found by owner e-mail, owner id and CV id. */
    async shared(email: string, userId: number, cvId: number): Promise<CvDetail> {
      const cv = await repo.sharedCv(cvId, userId, email.toLowerCase());
      if (!cv) throw new AppError('not_found');
      return detail(cv);
    },

    /** A CV's own files, for their owner (and the photo for anyone when the CV is shared). */
    async file(auth: Authenticated | undefined, kind: 'cv' | 'photo' | 'attachment', id: number) {
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
    },
  };
}

function prepared(definition: (typeof cvSectionDefinitions)[CvSectionPath], input: unknown, locale: Locale) {
  try {
    return definition.prepare(input);
  } catch (error) {
    if (error instanceof ZodError) throw validationError(error.issues, locale);
    throw error;
  }
}

/** The saved item as the detail shows it, for SPEC.md's reply keys. */
function itemOf(cv: CvDetail, path: CvSectionPath, id: number) {
  const lists = {
    languages: cv.cv_languages,
    education: cv.educations,
    'work-experience': cv.work_experiences,
    references: cv.references,
    awards: cv.awards_and_certifications,
    'additional-info': cv.additional_info,
  } as const;
  return lists[path].find((item) => item.id === id);
}
