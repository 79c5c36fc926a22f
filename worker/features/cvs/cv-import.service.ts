import { and, eq, inArray, sql } from 'drizzle-orm';
import { cvAttachments, cvs, cvSkills } from '../../../db/schema';
import { AppError } from '../../http/errors';
import { invalidFields } from '../../http/validation';
import { cvFileRule } from '../../platform/file-type';
import type { Authenticated } from '../auth/sessions.service';
import type { RequestInfo } from '../../http/request-info';
import { lookupsService } from '../lookups/lookups.service';
import { completedSections } from './completion';
import { cvAttachmentPath, cvReader } from './cv-detail.service';
import { cvFiles } from './cv-files';
import type { CvImport, CvImportLookups, CvImportLookupsRequest } from './cv-import.schemas';
import { cvSectionDefinitions, type SectionLookup } from './cv-sections';
import type { CvAttachment, CvDetail } from './cvs.schemas';
import { cvsRepo } from './cvs.repo';

const sections = cvSectionDefinitions;

/**
 * The reviewed import saved as a new CV (docs/product.md#cv-import): the CV row and every item in one `db.batch`, so a
 * failure leaves nothing behind; the original file, if the seeker keeps it, follows in a second call.
 */
export function cvImportService(request: RequestInfo) {
  const { deps, locale } = request;
  const repo = cvsRepo(deps.db);
  const lookups = lookupsService(deps);
  const { ownCv, detail, reloaded } = cvReader(request);
  const { storeFile, removeFiles } = cvFiles(request);

  /**
   * Every lookup id the items point at, checked as the maker checks one item's (cv-sections.ts `lookups`), with one
   * query per lookup; an unknown id answers on its own field: `education.1.city_id`, `skill_ids.3`.
   */
  async function checkLookups(input: CvImport) {
    const choices: SectionLookup[] = [];
    const collect = (section: string, index: number, found: SectionLookup[]) =>
      found.forEach((choice) => choices.push({ ...choice, field: `${section}.${index}.${choice.field}` }));
    input.work_experience.forEach((item, index) => collect('work_experience', index, sections['work-experience'].lookups(item)));
    input.education.forEach((item, index) => collect('education', index, sections.education.lookups(item)));
    input.languages.forEach((item, index) => collect('languages', index, sections.languages.lookups(item)));
    input.additional_info.forEach((item, index) => collect('additional_info', index, sections['additional-info'].lookups(item)));
    const skills = input.skill_ids.map((id, index) => ({ field: `skill_ids.${index}`, id }));
    const names = ['languages', 'institutions', 'cities', 'degrees', 'additional_types', 'positions', 'sectors'] as const;
    const [known, knownSkills] = await Promise.all([
      Promise.all(
        names.map((name) =>
          lookups.namesOf(
            name,
            choices.filter((choice) => choice.lookup === name).map((choice) => choice.id),
            locale,
          ),
        ),
      ),
      lookups.namesOf(
        'skills',
        skills.map((skill) => skill.id),
        locale,
      ),
    ]);
    const knownOf = new Map(names.map((name, index) => [name, known[index] ?? new Map<number, string>()]));
    const missing: Record<string, string> = {};
    for (const choice of choices) if (!knownOf.get(choice.lookup)?.has(choice.id)) missing[choice.field] = 'v_invalid_value';
    for (const skill of skills) if (!knownSkills.has(skill.id)) missing[skill.field] = 'v_invalid_value';
    if (Object.keys(missing).length > 0) throw invalidFields(locale, missing);
  }

  return {
    /** The lookup items an imported file's texts name (docs/product.md#cv-import), one query per lookup. */
    async matchLookups(input: CvImportLookupsRequest): Promise<CvImportLookups> {
      const [cities, institutions, degrees, languages, skills] = await Promise.all([
        lookups.matchTexts('cities', input.cities, locale),
        lookups.matchTexts('institutions', input.institutions, locale),
        lookups.matchTexts('degrees', input.degrees, locale),
        lookups.matchTexts('languages', input.languages, locale),
        lookups.matchTexts('skills', input.skills, locale),
      ]);
      return { cities, institutions, degrees, languages, skills };
    },

    /**
     * Creates the CV with its personal information and every item, as the maker would one by one, with completion
     * counted from what is written (a draft until enough sections are there: completion.ts) and `imported_at` set.
     * Like creating a CV in the maker, the seeker's first CV becomes the default.
     */
    async importCv(auth: Authenticated, input: CvImport): Promise<CvDetail> {
      await checkLookups(input);
      const db = deps.db;
      const userId = auth.user.id;
      const now = deps.clock.now();
      const personal = input.personal;
      const skillIds = [...new Set(input.skill_ids)];
      const done = completedSections({
        personal: true,
        education: input.education.length,
        languages: input.languages.length,
        skills: skillIds.length,
        work: input.work_experience.length,
        references: input.references.length,
        awards: input.awards.length,
        additional: input.additional_info.length,
      });
      // Inside the batch the CV just written is the person's newest; its id is read there, not guessed beforehand.
      const newCvId = sql<number>`(select max(${cvs.id}) from ${cvs} where ${cvs.userId} = ${userId})`;
      const [created] = await db.batch([
        db
          .insert(cvs)
          .values({
            userId,
            title: personal.title ?? personal.full_name,
            fullName: personal.full_name,
            email: personal.email,
            phoneNum: personal.phone_num,
            location: personal.location,
            address: personal.address ?? null,
            language: personal.language ?? locale,
            isShareable: personal.is_shareable ?? false,
            // The first CV is the default; counted in the same statement, so two imports at once make one default.
            isDefault: sql<boolean>`not exists (select 1 from ${cvs} where ${cvs.userId} = ${userId})`,
            completedCount: done.length,
            completedSections: done,
            importedAt: now,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: cvs.id }),
        ...input.work_experience.map((item) =>
          db.insert(sections['work-experience'].table).values({ ...sections['work-experience'].toColumns(item), cvId: newCvId }),
        ),
        ...input.education.map((item) => db.insert(sections.education.table).values({ ...sections.education.toColumns(item), cvId: newCvId })),
        ...input.languages.map((item) => db.insert(sections.languages.table).values({ ...sections.languages.toColumns(item), cvId: newCvId })),
        ...skillIds.map((skillId, position) => db.insert(cvSkills).values({ cvId: newCvId, skillId, position })),
        ...input.awards.map((item) => db.insert(sections.awards.table).values({ ...sections.awards.toColumns(item), cvId: newCvId })),
        ...input.references.map((item) => db.insert(sections.references.table).values({ ...sections.references.toColumns(item), cvId: newCvId })),
        ...input.additional_info.map((item) =>
          db.insert(sections['additional-info'].table).values({ ...sections['additional-info'].toColumns(item), cvId: newCvId }),
        ),
      ]);
      const id = created[0]?.id;
      if (id === undefined) throw new AppError('internal');
      return detail(await reloaded(id));
    },

    /**
     * The file the CV was imported from, kept beside it (PDF, DOC or DOCX up to 10 MB, as a CV upload:
     * docs/product.md#cv-uploads-and-attachments). Only a CV saved from an import takes one (404 otherwise); a second
     * file replaces the first. It is the owner's alone: served at `/files/cv-attachments/{id}`, never shown on a
     * shared CV, and it does not make the CV an uploaded one (the CV stays what its sections make it).
     */
    async attachImportFile(auth: Authenticated, cvId: number, file: File): Promise<{ cv: CvDetail; file: CvAttachment }> {
      const cv = await ownCv(auth, cvId);
      if (!cv.importedAt) throw new AppError('not_found');
      const stored = await storeFile(file, cvFileRule, 'cv-imports');
      const previous = (await repo.attachmentsOf([cv.id])).filter((row) => row.ownerKind === 'import');
      let attachment: typeof cvAttachments.$inferSelect | undefined;
      try {
        const [inserted] = await deps.db.batch([
          deps.db
            .insert(cvAttachments)
            .values({
              cvId: cv.id,
              ownerKind: 'import',
              ownerId: cv.id,
              fileKey: stored.key,
              fileName: stored.name,
              fileType: stored.checked.type,
              fileSize: stored.checked.bytes.byteLength,
            })
            .returning(),
          deps.db.update(cvs).set({ updatedAt: deps.clock.now() }).where(eq(cvs.id, cv.id)),
          ...(previous.length > 0
            ? [
                deps.db.delete(cvAttachments).where(
                  and(
                    eq(cvAttachments.cvId, cv.id),
                    inArray(
                      cvAttachments.id,
                      previous.map((row) => row.id),
                    ),
                  ),
                ),
              ]
            : []),
        ]);
        attachment = inserted[0];
      } catch (error) {
        await removeFiles([stored.key]);
        throw error;
      }
      if (!attachment) throw new AppError('internal');
      await removeFiles(previous.map((row) => row.fileKey));
      return {
        cv: await detail(await reloaded(cv.id)),
        file: { id: attachment.id, file_name: attachment.fileName, file_type: attachment.fileType, url: cvAttachmentPath(attachment.id) },
      };
    },
  };
}
