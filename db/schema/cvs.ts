import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './accounts';
import { additionalTypes, cities, degrees, institutions, languages, positions, sectors, skills } from './lookups';
import { createdAt, updatedAt } from './columns';

/** CVs: uploaded files now; the CV maker's sections arrive with the CV work. */
export const cvs = sqliteTable(
  'cvs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    fileKey: text('file_key'),
    fileName: text('file_name'),
    fileSize: integer('file_size'),
    fileType: text('file_type'),
    isDefault: integer('is_default', { mode: 'boolean' }).notNull().default(false),
    // The CV maker's personal information (empty for uploaded CVs).
    fullName: text('full_name'),
    email: text('email'),
    phoneNum: text('phone_num'),
    location: text('location'),
    address: text('address'),
    photoKey: text('photo_key'),
    language: text('language', { enum: ['en', 'ckb', 'ar'] })
      .notNull()
      .default('en'),
    isShareable: integer('is_shareable', { mode: 'boolean' }).notNull().default(false),
    /** The unguessable part of the public link Kar hands out; null until made, replaced to revoke the old link. */
    shareToken: text('share_token'),
    /** Kept by the server after every change: how many of the 8 sections are complete, and which. */
    completedCount: integer('completed_count').notNull().default(0),
    completedSections: text('completed_sections', { mode: 'json' }).$type<string[]>().notNull().default([]),
    /** When the CV was saved from an imported file's review (issue 26, docs/product.md#cv-import); null for one made or uploaded here. */
    importedAt: integer('imported_at', { mode: 'timestamp_ms' }),
    /**
     * Advanced by one with every change to the CV's content (issue 27): a write made offline says which version it
     * edits (If-Match), so a change made meanwhile on another device is shown to the person, never overwritten.
     */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('cvs_user').on(table.userId), uniqueIndex('cvs_share_token').on(table.shareToken)],
);

export type CvRow = typeof cvs.$inferSelect;

const cvId = () =>
  integer('cv_id')
    .notNull()
    .references(() => cvs.id, { onDelete: 'cascade' });

export const cvLanguages = sqliteTable('cv_languages', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  cvId: cvId(),
  languageId: integer('language_id')
    .notNull()
    .references(() => languages.id),
  proficiencyLevel: text('proficiency_level', { enum: ['beginner', 'intermediate', 'advanced', 'fluent', 'native'] }).notNull(),
});

export const cvEducations = sqliteTable('cv_educations', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  cvId: cvId(),
  institutionId: integer('institution_id')
    .notNull()
    .references(() => institutions.id),
  /** The institution's name when the lookup's "Other" was chosen (issue 23), null otherwise. */
  institutionName: text('institution_name'),
  cityId: integer('city_id')
    .notNull()
    .references(() => cities.id),
  degreeId: integer('degree_id')
    .notNull()
    .references(() => degrees.id),
  fieldOfStudy: text('field_of_study').notNull(),
  startDate: text('start_date').notNull(),
  endDate: text('end_date').notNull(),
  url: text('url'),
  description: text('description'),
});

export const cvWorkExperiences = sqliteTable('cv_work_experiences', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  cvId: cvId(),
  title: text('title').notNull(),
  company: text('company').notNull(),
  location: text('location').notNull(),
  url: text('url'),
  fromDate: text('from_date').notNull(),
  toDate: text('to_date'),
  isPresent: integer('is_present', { mode: 'boolean' }).notNull().default(false),
  description: text('description'),
  /**
   * The position and sector the work was in, both optional (issue 25): a job asking for experience "in this position"
   * or "in this sector" counts the months of the periods that name its own (docs/decisions/0015).
   */
  positionId: integer('position_id').references(() => positions.id),
  sectorId: integer('sector_id').references(() => sectors.id),
});

export const cvSkills = sqliteTable(
  'cv_skills',
  {
    cvId: cvId(),
    skillId: integer('skill_id')
      .notNull()
      .references(() => skills.id),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.cvId, table.skillId] })],
);

export const cvReferences = sqliteTable('cv_references', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  cvId: cvId(),
  name: text('name').notNull(),
  title: text('title').notNull(),
  organization: text('organization').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  relationship: text('relationship').notNull(),
  description: text('description'),
});

export const cvAwards = sqliteTable('cv_awards', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  cvId: cvId(),
  title: text('title').notNull(),
  kind: text('kind', { enum: ['award', 'certificate'] }).notNull(),
  organization: text('organization').notNull(),
  issued: text('issued').notNull(),
  /** Null: it does not expire. */
  expires: text('expires'),
  url: text('url'),
  description: text('description'),
});

export const cvAdditionalInfos = sqliteTable('cv_additional_infos', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  cvId: cvId(),
  additionalTypeId: integer('additional_type_id')
    .notNull()
    .references(() => additionalTypes.id),
  title: text('title').notNull(),
  url: text('url').notNull(),
  description: text('description'),
});

/**
 * Files attached to a reference, an award or an additional item (JPG, PNG, GIF or PDF), and the original file an
 * imported CV was read from (`import`, owner_id = the CV's id; PDF, DOC or DOCX: docs/product.md#cv-import).
 */
export const cvAttachments = sqliteTable(
  'cv_attachments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    cvId: cvId(),
    ownerKind: text('owner_kind', { enum: ['reference', 'award', 'additional', 'import'] }).notNull(),
    ownerId: integer('owner_id').notNull(),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    fileType: text('file_type').notNull(),
    fileSize: integer('file_size').notNull(),
  },
  (table) => [index('cv_attachments_owner').on(table.ownerKind, table.ownerId)],
);
