import type { CvImportInput } from '../../../worker/features/cvs/cv-import.schemas';
import { cvImportSchema } from '../../../worker/features/cvs/cv-import.schemas';
import {
  additionalInfoSchema,
  awardSchema,
  cvLanguageSchema,
  type CvDetail,
  educationSchema,
  type Named,
  proficiencyPercent,
  referenceSchema,
  workExperienceSchema,
} from '../../../worker/features/cvs/cvs.schemas';
import type { LookupName } from '../../../worker/features/lookups/lookups.schemas';
import { withMonths } from '../../lib/cv-import-draft';
import { fieldMessage } from '../../lib/field-messages';
import { withoutEmpty } from '../../lib/post-envelope';
import type { ServerProblem } from '../../lib/server-errors';
import type { ItemSection } from './item-sections';

/**
 * A CV kept in the page (the import review, docs/product.md#cv-import): the maker's saves applied to a `CvDetail`
 * without a server, and the whole CV turned into the one `POST /account/cvs/import` body at the end. Every value is
 * parsed by the schema the server parses it with, so what the review accepts the import accepts.
 */

/** A lookup's name in the interface language ('' while the lookup loads). */
export type LookupNames = (lookup: LookupName, id: number) => string;

const named = (names: LookupNames, lookup: LookupName, id: number): Named => ({ id, name: names(lookup, id) });
const firstDay = (year: number) => `${year}-01-01`;
const orNull = <T>(value: T | undefined) => value ?? null;

type Lists = Pick<CvDetail, 'work_experiences' | 'educations' | 'cv_languages' | 'references' | 'awards_and_certifications' | 'additional_info'>;
const listOf = {
  'work-experience': 'work_experiences',
  education: 'educations',
  languages: 'cv_languages',
  references: 'references',
  awards: 'awards_and_certifications',
  'additional-info': 'additional_info',
} as const satisfies Record<ItemSection, keyof Lists>;

/** The item as the maker's cards read it, from the values its form sends; an error names the first field refused. */
function itemOf(
  section: ItemSection,
  id: number,
  values: Record<string, unknown>,
  names: LookupNames,
): { item: Lists[keyof Lists][number] } | { field: string; key: string } {
  const input = withoutEmpty(values);
  const refused = (issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>) => ({
    field: issues[0]?.path.map(String).join('.') ?? '',
    key: issues[0]?.message ?? 'v_fill_all_fields',
  });
  const base = { id, cv_id: 0 };
  switch (section) {
    case 'work-experience': {
      const parsed = workExperienceSchema.safeParse(input);
      if (!parsed.success) return refused(parsed.error.issues);
      const { position_id: positionId, sector_id: sectorId, ...work } = parsed.data;
      return {
        item: withMonths({
          ...base,
          ...work,
          url: orNull(work.url),
          to_date: work.is_present ? null : orNull(work.to_date),
          description: orNull(work.description),
          position: positionId === undefined ? null : named(names, 'positions', positionId),
          sector: sectorId === undefined ? null : named(names, 'sectors', sectorId),
        }),
      };
    }
    case 'education': {
      const parsed = educationSchema.safeParse(input);
      if (!parsed.success) return refused(parsed.error.issues);
      const study = parsed.data;
      return {
        item: {
          ...base,
          institution: named(names, 'institutions', study.institution_id),
          institution_name: orNull(study.institution_name),
          city: named(names, 'cities', study.city_id),
          degree: named(names, 'degrees', study.degree_id),
          field_of_study: study.field_of_study,
          start_date: firstDay(study.start_date),
          end_date: firstDay(study.end_date),
          url: orNull(study.url),
          description: orNull(study.description),
        },
      };
    }
    case 'languages': {
      const parsed = cvLanguageSchema.safeParse(input);
      if (!parsed.success) return refused(parsed.error.issues);
      const { language_id: languageId, proficiency_level: level } = parsed.data;
      return { item: { ...base, language: named(names, 'languages', languageId), proficiency_level: level, percent: proficiencyPercent[level] } };
    }
    case 'references': {
      const parsed = referenceSchema.safeParse(input);
      if (!parsed.success) return refused(parsed.error.issues);
      return { item: { ...base, ...parsed.data, description: orNull(parsed.data.description), files: [] } };
    }
    case 'awards': {
      const parsed = awardSchema.safeParse(input);
      if (!parsed.success) return refused(parsed.error.issues);
      const { no_expiry: noExpiry, ...award } = parsed.data;
      return {
        item: {
          ...base,
          ...award,
          expires: noExpiry ? null : orNull(award.expires),
          url: orNull(award.url),
          description: orNull(award.description),
          files: [],
        },
      };
    }
    case 'additional-info': {
      const parsed = additionalInfoSchema.safeParse(input);
      if (!parsed.success) return refused(parsed.error.issues);
      const { additional_type_id: typeId, ...info } = parsed.data;
      return { item: { ...base, ...info, additional_type: named(names, 'additional_types', typeId), description: orNull(info.description), files: [] } };
    }
  }
}

export type ItemSaved = { cv: CvDetail; id: number } | { field: string; message: string };

/** An item the schema refused, as the maker's forms show a server's refusal: the field and its message. */
export const refusal = (refused: { field: string; message: string }): { ok: false; problem: ServerProblem } => ({
  ok: false,
  problem: { code: 'validation_failed', text: refused.message, fields: { [refused.field]: refused.message }, status: 422 },
});

/** The CV with one item added (no id) or replaced (its id); a new item takes `newId`, else the next free id. */
export function savedItem(
  cv: CvDetail,
  section: ItemSection,
  itemId: number | undefined,
  values: Record<string, unknown>,
  names: LookupNames,
  newId?: number,
): ItemSaved {
  const list = listOf[section];
  const items: ReadonlyArray<{ id: number }> = cv[list];
  const id = itemId ?? newId ?? Math.max(0, ...items.map((item) => item.id)) + 1;
  const made = itemOf(section, id, values, names);
  if ('field' in made) return { field: made.field, message: fieldMessage(made.key) ?? made.key };
  const next = itemId === undefined ? [...items, made.item] : items.map((item) => (item.id === itemId ? made.item : item));
  return { cv: { ...cv, [list]: next }, id };
}

export function withoutItem(cv: CvDetail, section: ItemSection, itemId: number): CvDetail {
  const list = listOf[section];
  const items: ReadonlyArray<{ id: number }> = cv[list];
  return { ...cv, [list]: items.filter((item) => item.id !== itemId) };
}

const text = (value: string | null | undefined) => (value ? value : undefined);
const lookupId = (item: Named) => (item.id > 0 ? item.id : undefined);
const year = (date: string) => (/^\d{4}/.test(date) ? Number(date.slice(0, 4)) : undefined);

/** The kept CV as `POST /account/cvs/import` takes it: what is missing is left out, for the schema to name. */
export function importInputOf(cv: CvDetail): CvImportInput {
  return {
    personal: {
      title: text(cv.title),
      full_name: cv.full_name ?? '',
      email: cv.email ?? '',
      phone_num: cv.phone_num ?? '',
      location: cv.location ?? '',
      address: text(cv.address),
      language: cv.language,
      is_shareable: cv.is_shareable,
    },
    work_experience: cv.work_experiences.map((work) => ({
      title: work.title,
      company: work.company,
      location: work.location,
      url: text(work.url),
      from_date: text(work.from_date) ?? '',
      to_date: work.is_present ? undefined : text(work.to_date),
      is_present: work.is_present,
      description: text(work.description),
      position_id: work.position ? lookupId(work.position) : undefined,
      sector_id: work.sector ? lookupId(work.sector) : undefined,
    })),
    education: cv.educations.map((study) => ({
      institution_id: lookupId(study.institution) ?? 0,
      institution_name: text(study.institution_name),
      city_id: lookupId(study.city) ?? 0,
      degree_id: lookupId(study.degree) ?? 0,
      field_of_study: study.field_of_study,
      start_date: year(study.start_date) ?? '',
      end_date: year(study.end_date) ?? '',
      url: text(study.url),
      description: text(study.description),
    })),
    languages: cv.cv_languages.map((language) => ({ language_id: lookupId(language.language) ?? 0, proficiency_level: language.proficiency_level })),
    skill_ids: cv.cv_skills.map((skill) => skill.id),
    awards: cv.awards_and_certifications.map((award) => ({
      title: award.title,
      awards_or_certificates: award.awards_or_certificates,
      organization: award.organization,
      issued: award.issued,
      expires: text(award.expires),
      no_expiry: !award.expires,
      url: text(award.url),
      description: text(award.description),
    })),
    references: cv.references.map(({ name, title, organization, email, phone, relationship, description }) => ({
      name,
      title,
      organization,
      email,
      phone,
      relationship,
      description: text(description),
    })),
    additional_info: cv.additional_info.map((info) => ({
      additional_type_id: lookupId(info.additional_type) ?? 0,
      title: info.title,
      url: info.url,
      description: text(info.description),
    })),
  };
}

const sectionOfList: Record<string, ItemSection> = {
  work_experience: 'work-experience',
  education: 'education',
  languages: 'languages',
  references: 'references',
  awards: 'awards',
  additional_info: 'additional-info',
};

export interface ImportProblems {
  /** The first problem of each item, keyed `section:itemId`. */
  items: Map<string, string>;
  /** Problems of the personal information, by field. */
  personal: Record<string, string>;
  /** Anything else (a list too long, a skill): in words, for a toast. */
  other: string[];
}

export const problemKey = (section: ItemSection, itemId: number) => `${section}:${itemId}`;

/**
 * What stops the kept CV from being saved, checked by the import's own schema (the server's): an imported entry whose
 * city the file did not name, a month it did not give. Server answers (`work_experience.2.from_date`) map the same way.
 */
export function importProblems(cv: CvDetail, fields?: Record<string, string>): ImportProblems {
  const problems: ImportProblems = { items: new Map(), personal: {}, other: [] };
  const found: Array<[string, string]> = fields ? Object.entries(fields) : [];
  if (!fields) {
    const parsed = cvImportSchema.safeParse(importInputOf(cv));
    if (!parsed.success) for (const issue of parsed.error.issues) found.push([issue.path.map(String).join('.'), fieldMessage(issue.message) ?? issue.message]);
  }
  for (const [path, message] of found) {
    const [list = '', place, field] = path.split('.');
    const section = sectionOfList[list];
    if (list === 'personal' && field === undefined && place) problems.personal[place] ??= message;
    else if (section && place !== undefined && /^\d+$/.test(place)) {
      const item = (cv[listOf[section]] as ReadonlyArray<{ id: number }>)[Number(place)];
      const key = item ? problemKey(section, item.id) : '';
      if (item && !problems.items.has(key)) problems.items.set(key, message);
    } else problems.other.push(message);
  }
  return problems;
}
