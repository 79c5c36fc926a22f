import { and, eq } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Database } from '../../../db/client';
import { cvAdditionalInfos, cvAwards, cvEducations, cvLanguages, cvReferences, cvWorkExperiences } from '../../../db/schema';
import type { z } from 'zod';
import { richTextForStorage } from '../../platform/rich-text';
import { additionalInfoSchema, awardSchema, cvLanguageSchema, educationSchema, otherInstitutionId, referenceSchema, workExperienceSchema } from './cvs.schemas';

type SectionTable = SQLiteTable & { id: SQLiteColumn; cvId: SQLiteColumn };
type Columns<Table extends SQLiteTable> = Omit<Table['$inferInsert'], 'id' | 'cvId'>;
export type SectionLookup = {
  field: string;
  lookup: 'languages' | 'institutions' | 'cities' | 'degrees' | 'additional_types' | 'positions' | 'sectors';
  id: number;
};

interface SectionDefinition<Table extends SectionTable, Schema extends z.ZodType> {
  table: Table;
  schema: Schema;
  /** docs/product.md#cv-field-rules: the key under which a save answers the item. */
  replyKey: string;
  /** Kinds whose items may carry files (docs/product.md#cv-uploads-and-attachments). */
  attachments: 'reference' | 'award' | 'additional' | null;
  /** Lookup ids an item points at, checked before it is stored. */
  lookups: (input: z.output<Schema>) => SectionLookup[];
  toColumns: (input: z.output<Schema>) => Columns<Table>;
}

/** A checked item, ready to be written into its CV. */
export interface PreparedItem {
  lookups: SectionLookup[];
  insert(db: Database, cvId: number): Promise<number | undefined>;
  /** Returns how many rows changed: 0 when the item is not in that CV. */
  update(db: Database, cvId: number, itemId: number): Promise<number>;
}

function section<Table extends SectionTable, Schema extends z.ZodType>(definition: SectionDefinition<Table, Schema>) {
  const { table } = definition;
  return {
    ...definition,
    /** Parses the body (throws the ZodError for the caller to answer) and binds it to this section's table. */
    prepare(input: unknown): PreparedItem {
      const parsed = definition.schema.parse(input);
      // toColumns is written for this very table; only the cv_id join column is added here.
      const row = (cvId: number) => ({ ...definition.toColumns(parsed), cvId }) as Table['$inferInsert'];
      return {
        lookups: definition.lookups(parsed),
        insert: async (db, cvId) => {
          const [created] = await db.insert(table).values(row(cvId)).returning({ id: table.id });
          return typeof created?.id === 'number' ? created.id : undefined;
        },
        update: async (db, cvId, itemId) => {
          const changed = await db
            .update(table)
            .set(row(cvId))
            .where(and(eq(table.id, itemId), eq(table.cvId, cvId)))
            .returning({ id: table.id });
          return changed.length;
        },
      };
    },
    /** Removes an item of this CV; returns how many rows went (0 when it is not there). */
    async remove(db: Database, cvId: number, itemId: number): Promise<number> {
      return (
        await db
          .delete(table)
          .where(and(eq(table.id, itemId), eq(table.cvId, cvId)))
          .returning({ id: table.id })
      ).length;
    },
  };
}

/** The list sections of the CV maker, by their path segment in the REST contract (docs/decisions/0013-rest-and-trpc.md). */
export const cvSectionDefinitions = {
  languages: section({
    table: cvLanguages,
    schema: cvLanguageSchema,
    replyKey: 'cv_language',
    attachments: null,
    lookups: (input) => [{ field: 'language_id', lookup: 'languages', id: input.language_id }],
    toColumns: (input) => ({ languageId: input.language_id, proficiencyLevel: input.proficiency_level }),
  }),
  education: section({
    table: cvEducations,
    schema: educationSchema,
    replyKey: 'education',
    attachments: null,
    lookups: (input) => [
      { field: 'institution_id', lookup: 'institutions', id: input.institution_id },
      { field: 'city_id', lookup: 'cities', id: input.city_id },
      { field: 'degree_id', lookup: 'degrees', id: input.degree_id },
    ],
    // docs/product.md#cv-field-rules: a year is stored as year-01-01.
    toColumns: (input) => ({
      institutionId: input.institution_id,
      institutionName: input.institution_id === otherInstitutionId ? input.institution_name || null : null,
      cityId: input.city_id,
      degreeId: input.degree_id,
      fieldOfStudy: input.field_of_study,
      startDate: `${input.start_date}-01-01`,
      endDate: `${input.end_date}-01-01`,
      url: input.url ?? null,
      description: richTextForStorage(input.description) ?? null,
    }),
  }),
  'work-experience': section({
    table: cvWorkExperiences,
    schema: workExperienceSchema,
    replyKey: 'work_experience',
    attachments: null,
    lookups: (input) => [
      ...(input.position_id === undefined ? [] : [{ field: 'position_id', lookup: 'positions' as const, id: input.position_id }]),
      ...(input.sector_id === undefined ? [] : [{ field: 'sector_id', lookup: 'sectors' as const, id: input.sector_id }]),
    ],
    toColumns: (input) => ({
      title: input.title,
      company: input.company,
      location: input.location,
      url: input.url ?? null,
      fromDate: input.from_date,
      toDate: input.is_present ? null : (input.to_date ?? null),
      isPresent: input.is_present,
      description: richTextForStorage(input.description) ?? null,
      positionId: input.position_id ?? null,
      sectorId: input.sector_id ?? null,
    }),
  }),
  references: section({
    table: cvReferences,
    schema: referenceSchema,
    replyKey: 'reference',
    attachments: 'reference',
    lookups: () => [],
    toColumns: (input) => ({
      name: input.name,
      title: input.title,
      organization: input.organization,
      email: input.email,
      phone: input.phone,
      relationship: input.relationship,
      description: richTextForStorage(input.description) ?? null,
    }),
  }),
  awards: section({
    table: cvAwards,
    schema: awardSchema,
    replyKey: 'awardCertification',
    attachments: 'award',
    lookups: () => [],
    toColumns: (input) => ({
      title: input.title,
      kind: input.awards_or_certificates,
      organization: input.organization,
      issued: input.issued,
      expires: input.no_expiry ? null : (input.expires ?? null),
      url: input.url ?? null,
      description: richTextForStorage(input.description) ?? null,
    }),
  }),
  'additional-info': section({
    table: cvAdditionalInfos,
    schema: additionalInfoSchema,
    replyKey: 'additionalInfo',
    attachments: 'additional',
    lookups: (input) => [{ field: 'additional_type_id', lookup: 'additional_types', id: input.additional_type_id }],
    toColumns: (input) => ({
      additionalTypeId: input.additional_type_id,
      title: input.title,
      url: input.url,
      description: richTextForStorage(input.description) ?? null,
    }),
  }),
} as const;

export type CvSectionPath = keyof typeof cvSectionDefinitions;
export const cvSectionPaths = Object.keys(cvSectionDefinitions) as CvSectionPath[];
export function isCvSectionPath(value: string): value is CvSectionPath {
  return Object.hasOwn(cvSectionDefinitions, value);
}
