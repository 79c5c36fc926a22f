import { z } from 'zod';
import { atMost } from '../../shared/fields.schemas';
import {
  additionalInfoSchema,
  awardSchema,
  cvLanguageSchema,
  cvSkillsSchema,
  educationSchema,
  personalInfoSchema,
  referenceSchema,
  workExperienceSchema,
} from './cvs.schemas';

/**
 * The reviewed import saved as a new CV in one call (docs/product.md#cv-import): `POST /account/cvs/import` and tRPC
 * `cv.import`. Every item is checked by the very schema the CV maker's own form for it uses (cvs.schemas.ts), so an
 * error comes back on the same field, under its section and place in the list: `work_experience.2.from_date`,
 * `education.0.city_id`, `personal.email`. Lookups are ids here (the review matched the parser's text to them).
 * Shared with the client, like every `*.schemas.ts`.
 */

/**
 * The maker has no count of its own for its lists (skills excepted: `cvSkillsSchema`, 60); an import adds a whole
 * CV in one batch, so each list is bounded: more than any CV holds, and one write of at most ~250 statements. The
 * message `v_import_too_many_items` (messages/*.json) says the number.
 */
export const importListMaxItems = 30;

const list = <Item extends z.ZodType>(item: Item) =>
  z
    .array(item)
    .max(importListMaxItems, { error: 'v_import_too_many_items' })
    .optional()
    .transform((items) => items ?? []);

export const cvImportSchema = z.object({
  /** As when a CV is created in the maker (photo aside: it is added afterwards, through the personal information). */
  personal: personalInfoSchema,
  work_experience: list(workExperienceSchema),
  education: list(educationSchema),
  languages: list(cvLanguageSchema),
  /** Ids of the skills lookup, in order; as `POST /account/cvs/{id}/skills` takes them (at most 60). */
  skill_ids: cvSkillsSchema.shape.skill_ids.optional().transform((ids) => ids ?? []),
  awards: list(awardSchema),
  references: list(referenceSchema),
  additional_info: list(additionalInfoSchema),
});

export type CvImportInput = z.input<typeof cvImportSchema>;
export type CvImport = z.output<typeof cvImportSchema>;

/** At most this many skills are read from one file (the CV keeps 60). */
export const importSkillTextsMax = 100;

const texts = (max: number) =>
  z
    .array(z.string().trim().max(200, atMost(200)))
    .max(max, { error: 'v_import_too_many_items' })
    .optional()
    .transform((items) => items ?? []);

/**
 * `POST /account/cvs/import/lookups` (tRPC `cv.importLookups`): the texts an imported file names (as written, in any
 * language) to be matched to the lookups before the review shows them.
 */
export const cvImportLookupsSchema = z.object({
  cities: texts(importListMaxItems),
  institutions: texts(importListMaxItems),
  degrees: texts(importListMaxItems),
  languages: texts(importListMaxItems),
  skills: texts(importSkillTextsMax),
});
export type CvImportLookupsInput = z.input<typeof cvImportLookupsSchema>;
export type CvImportLookupsRequest = z.output<typeof cvImportLookupsSchema>;

/** Each text's item, in the order sent, or null where the text names none. */
export type CvImportLookups = Record<keyof CvImportLookupsRequest, Array<{ id: number; name: string } | null>>;
