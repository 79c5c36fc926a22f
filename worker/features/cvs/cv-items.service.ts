import { and, eq, inArray } from 'drizzle-orm';
import { ZodError } from 'zod';
import { cvAttachments, cvSkills } from '../../../db/schema';
import { AppError } from '../../http/errors';
import { invalidFields, validationError } from '../../http/validation';
import type { Locale } from '../../ports';
import type { Authenticated } from '../auth/sessions.service';
import type { RequestInfo } from '../../http/request-info';
import { lookupsService } from '../lookups/lookups.service';
import { cvReader } from './cv-detail.service';
import { cvFiles } from './cv-files';
import { type CvSectionPath, cvSectionDefinitions } from './cv-sections';
import type { CvDetail } from './cvs.schemas';
import { cvsRepo } from './cvs.repo';

/** The items of a CV's list sections and its skills: create, update, remove, each recounting the CV's completion. */
export function cvItemsService(request: RequestInfo) {
  const { deps, locale } = request;
  const repo = cvsRepo(deps.db);
  const lookups = lookupsService(deps);
  const { ownCv, editing, refreshCompletion, detail, reloaded } = cvReader(request);
  const { attachFiles, removeFiles } = cvFiles(request);

  async function checkLookups(choices: Array<{ field: string; lookup: Parameters<typeof lookups.requireIds>[0][number]['lookup']; id: number }>) {
    const missing = await lookups.requireIds(choices.map((choice) => ({ ...choice, messageKey: 'v_invalid_value' })));
    if (Object.keys(missing).length > 0) throw invalidFields(locale, missing);
  }

  return {
    createItem(auth: Authenticated, cvId: number, path: CvSectionPath, input: unknown, files: File[], expectedVersion?: number) {
      return editing(auth, cvId, expectedVersion, async (cv) => {
        const definition = cvSectionDefinitions[path];
        const item = prepared(definition, input, locale);
        await checkLookups(item.lookups);
        const id = await item.insert(deps.db, cv.id);
        if (id === undefined) throw new AppError('internal');
        if (definition.attachments) await attachFiles(cv, definition.attachments, id, files);
        await refreshCompletion(cv);
        return itemOf(await detail(await reloaded(cv.id)), path, id);
      });
    },

    updateItem(auth: Authenticated, cvId: number, path: CvSectionPath, itemId: number, input: unknown, files: File[], expectedVersion?: number) {
      return editing(auth, cvId, expectedVersion, async (cv) => {
        const definition = cvSectionDefinitions[path];
        const item = prepared(definition, input, locale);
        await checkLookups(item.lookups);
        if ((await item.update(deps.db, cv.id, itemId)) === 0) throw new AppError('not_found');
        if (definition.attachments) await attachFiles(cv, definition.attachments, itemId, files);
        await refreshCompletion(cv);
        return itemOf(await detail(await reloaded(cv.id)), path, itemId);
      });
    },

    removeItem(auth: Authenticated, cvId: number, path: CvSectionPath, itemId: number, expectedVersion?: number) {
      return editing(auth, cvId, expectedVersion, async (cv) => {
        const definition = cvSectionDefinitions[path];
        const files = definition.attachments
          ? (await repo.attachmentsOf([cv.id])).filter((file) => file.ownerKind === definition.attachments && file.ownerId === itemId)
          : [];
        if ((await definition.remove(deps.db, cv.id, itemId)) === 0) throw new AppError('not_found');
        if (files.length > 0) {
          await deps.db.delete(cvAttachments).where(
            inArray(
              cvAttachments.id,
              files.map((file) => file.id),
            ),
          );
          await removeFiles(files.map((file) => file.fileKey));
        }
        await refreshCompletion(cv);
      });
    },

    /** docs/product.md#cv-field-rules: skills are linked by the full list of ids, in the order given. */
    setSkills(auth: Authenticated, cvId: number, skillIds: readonly number[], expectedVersion?: number) {
      return editing(auth, cvId, expectedVersion, async (cv) => {
        const unique = [...new Set(skillIds)];
        const known = await lookups.namesOf('skills', unique, locale);
        if (unique.some((id) => !known.has(id))) throw invalidFields(locale, { skill_ids: 'v_invalid_value' });
        await deps.db.batch([
          deps.db.delete(cvSkills).where(eq(cvSkills.cvId, cv.id)),
          ...unique.map((skillId, position) => deps.db.insert(cvSkills).values({ cvId: cv.id, skillId, position })),
        ]);
        await refreshCompletion(cv);
        return (await detail(await reloaded(cv.id))).cv_skills;
      });
    },

    removeSkill(auth: Authenticated, cvId: number, skillId: number, expectedVersion?: number) {
      return editing(auth, cvId, expectedVersion, async (cv) => {
        const removed = await deps.db
          .delete(cvSkills)
          .where(and(eq(cvSkills.cvId, cv.id), eq(cvSkills.skillId, skillId)))
          .returning();
        if (removed.length === 0) throw new AppError('not_found');
        await refreshCompletion(cv);
      });
    },

    /** The REST contract's `GET /cv-education/{id}` (docs/product.md#cv-field-rules): one education item of the person's own CVs. */
    async educationItem(auth: Authenticated, itemId: number) {
      const cvId = await repo.educationCvId(itemId, auth.user.id);
      if (cvId === undefined) throw new AppError('not_found');
      return itemOf(await detail(await reloaded(cvId)), 'education', itemId);
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

/** The saved item as the detail shows it, for the reply keys of docs/product.md#cv-field-rules. */
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
