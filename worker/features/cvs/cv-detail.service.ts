import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { type CvRow, cvs } from '../../../db/schema';
import { AppError } from '../../http/errors';
import type { Locale } from '../../ports';
import { workMonths } from '../../shared/work-months';
import type { Authenticated } from '../auth/sessions.service';
import type { RequestInfo } from '../../http/request-info';
import { lookupsService } from '../lookups/lookups.service';
import { completedSections, cvState, requiredDone } from './completion';
import { type AttachmentRow, cvsRepo } from './cvs.repo';
import { type CvAttachment, type CvDetail, type CvListItem, cvSections, proficiencyPercent } from './cvs.schemas';

/** The ids of optional lookup columns that hold one. */
const idsOf = (ids: ReadonlyArray<number | null>) => ids.filter((id): id is number => id !== null);

export const cvFilePath = (cvId: number) => `/files/cvs/${cvId}`;
export const cvPhotoPath = (cvId: number) => `/files/cv-photos/${cvId}`;
export const cvAttachmentPath = (id: number) => `/files/cv-attachments/${id}`;

export function toListItem(cv: CvRow): CvListItem {
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
    share_token: cv.shareToken,
    language: cv.language,
    updated_at: cv.updatedAt.toISOString(),
    imported_at: cv.importedAt?.toISOString() ?? null,
    version: cv.version,
  };
}

/**
 * A seeker's own CV as applying reads it: undefined when it is not theirs, since the caller decides whether that
 * answers 404 before or after its other checks.
 */
export const ownCvOf = (db: Database, userId: number, cvId: number) => cvsRepo(db).ownCv(userId, cvId);

/** Too little to apply with: no file, and fewer completed sections than a CV needs (completion.ts). */
export const isDraftCv = (cv: Pick<CvRow, 'fileKey' | 'completedCount'>) => cvState(Boolean(cv.fileKey), cv.completedCount) === 'draft';

/** Reading a CV as the API answers it, and keeping its completion count true after a change. */
export function cvReader(request: RequestInfo) {
  const { deps, locale } = request;
  const repo = cvsRepo(deps.db);
  const lookups = lookupsService(deps);

  async function ownCv(auth: Authenticated, cvId: number): Promise<CvRow> {
    const cv = await repo.ownCv(auth.user.id, cvId);
    if (!cv) throw new AppError('not_found');
    return cv;
  }

  /** CVs whose version this request has claimed (`editing`): their recount leaves the version where the claim put it. */
  const claimed = new Set<number>();

  /**
   * Runs `write` on the person's CV. A write that names the version it edits (If-Match, `if_version`) first claims
   * the next version in one statement that succeeds only while the CV is still at that version: of one person's two
   * devices writing on the same version, one claims it and the other answers 412 `cv_changed` with the CV as it is now,
   * so the person compares both instead of losing either. A write that fails after its claim gives the version back,
   * so that the device's next try is not taken for a conflict.
   */
  async function editing<Result>(
    auth: Authenticated,
    cvId: number,
    expectedVersion: number | undefined,
    write: (cv: CvRow) => Promise<Result>,
  ): Promise<Result> {
    if (expectedVersion === undefined) return write(await ownCv(auth, cvId));
    const cv = await repo.claimVersion(auth.user.id, cvId, expectedVersion);
    if (!cv) throw new AppError('cv_changed', { details: { cv: await detail(await ownCv(auth, cvId)) } });
    claimed.add(cv.id);
    try {
      return await write(cv);
    } catch (error) {
      claimed.delete(cv.id);
      await repo.releaseVersion(cv.id, cv.version);
      throw error;
    }
  }

  /**
   * Recounts the sections after a change (the client never sends completed_count) and advances the CV's version by
   * one, unless the write claimed it already.
   */
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
      .set({
        completedCount: sections.length,
        completedSections: sections,
        ...(claimed.has(cv.id) ? {} : { version: sql`${cvs.version} + 1` }),
        updatedAt: deps.clock.now(),
      })
      .where(eq(cvs.id, cv.id));
    return sections;
  }

  async function detail(cv: CvRow, language: Locale = locale): Promise<CvDetail> {
    const rows = await repo.sections(cv.id);
    const [languageNames, institutionNames, cityNames, degreeNames, skillNames, additionalNames, positionNames, sectorNames] = await Promise.all([
      lookups.namesOf(
        'languages',
        rows.languageRows.map((row) => row.languageId),
        language,
      ),
      lookups.namesOf(
        'institutions',
        rows.educationRows.map((row) => row.institutionId),
        language,
      ),
      lookups.namesOf(
        'cities',
        rows.educationRows.map((row) => row.cityId),
        language,
      ),
      lookups.namesOf(
        'degrees',
        rows.educationRows.map((row) => row.degreeId),
        language,
      ),
      lookups.namesOf(
        'skills',
        rows.skillRows.map((row) => row.skillId),
        language,
      ),
      lookups.namesOf(
        'additional_types',
        rows.additionalRows.map((row) => row.additionalTypeId),
        language,
      ),
      lookups.namesOf('positions', idsOf(rows.workRows.map((row) => row.positionId)), language),
      lookups.namesOf('sectors', idsOf(rows.workRows.map((row) => row.sectorId)), language),
    ]);
    const named = (names: Map<number, string>, id: number) => ({ id, name: names.get(id) ?? '' });
    const namedOrNull = (names: Map<number, string>, id: number | null) => (id === null ? null : named(names, id));
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
        institution_name: row.institutionName,
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
        position: namedOrNull(positionNames, row.positionId),
        sector: namedOrNull(sectorNames, row.sectorId),
        months: workMonths({ from_date: row.fromDate, to_date: row.toDate, is_present: row.isPresent }, today),
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
      imported_file: filesOf('import', cv.id).at(-1) ?? null,
    };
  }

  async function reloaded(cvId: number): Promise<CvRow> {
    const cv = await repo.cvById(cvId);
    if (!cv) throw new AppError('not_found');
    return cv;
  }

  return { ownCv, editing, refreshCompletion, detail, reloaded };
}
