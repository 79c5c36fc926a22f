import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

/** Every lookup has the same shape: a stable id, a name per interface language, and a display order. */
function lookupTable<const Name extends string>(name: Name) {
  return sqliteTable(name, {
    id: integer('id').primaryKey(),
    nameEn: text('name_en').notNull(),
    nameCkb: text('name_ckb').notNull(),
    nameAr: text('name_ar').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  });
}

export const genders = lookupTable('genders');
export const cities = lookupTable('cities');
export const positions = lookupTable('positions');
export const jobTypes = lookupTable('job_types');
export const languages = lookupTable('languages');
export const institutions = lookupTable('institutions');
export const degrees = lookupTable('degrees');
export const additionalTypes = lookupTable('additional_types');
export const sectors = lookupTable('sectors');
export const companyTypes = lookupTable('company_types');
export const numberOfEmployees = lookupTable('number_of_employees');
export const locations = lookupTable('locations');
export const skills = lookupTable('skills');

/** Keyed by the lookup's public name (the `{name}` of `GET /api/v1/lookups/{name}`). */
export const lookupTables = {
  genders,
  cities,
  positions,
  job_types: jobTypes,
  languages,
  institutions,
  degrees,
  additional_types: additionalTypes,
  sectors,
  company_types: companyTypes,
  number_of_employees: numberOfEmployees,
  locations,
  skills,
} as const;

/** Mail captured instead of sent when ENVIRONMENT=development (read at GET /dev/mail). */
export const devOutbox = sqliteTable('dev_outbox', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  sentAt: integer('sent_at', { mode: 'timestamp_ms' }).notNull(),
});

const createdAt = () => integer('created_at', { mode: 'timestamp_ms' }).notNull();
const updatedAt = () => integer('updated_at', { mode: 'timestamp_ms' }).notNull();

/** Job seekers (`account`), companies and admins: one login table, the company profile beside it. */
export const users = sqliteTable(
  'users',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    type: text('type', { enum: ['account', 'company', 'admin'] }).notNull(),
    email: text('email').notNull(),
    emailVerifiedAt: integer('email_verified_at', { mode: 'timestamp_ms' }),
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name'),
    phoneNumber: text('phone_number'),
    dob: text('dob'),
    genderId: integer('gender_id').references(() => genders.id),
    cityId: integer('city_id').references(() => cities.id),
    positionId: integer('position_id').references(() => positions.id),
    bio: text('bio'),
    locale: text('locale', { enum: ['en', 'ckb', 'ar'] }).notNull().default('en'),
    passwordChangeRequired: integer('password_change_required', { mode: 'boolean' }).notNull().default(false),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockouts: integer('lockouts').notNull().default(0),
    lockedUntil: integer('locked_until', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('users_email_unique').on(table.email)],
);

export const companies = sqliteTable('companies', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  legalName: text('legal_name').notNull(),
  logoKey: text('logo_key'),
  sectorId: integer('sector_id').notNull().references(() => sectors.id),
  employeesNumId: integer('employees_num_id').notNull().references(() => numberOfEmployees.id),
  companyTypeId: integer('company_type_id').notNull().references(() => companyTypes.id),
  headquarterLocationId: integer('headquarter_location_id').notNull().references(() => locations.id),
  websiteUrl: text('website_url'),
  linkedinUrl: text('linkedin_url'),
  description: text('description'),
  descriptionCkb: text('description_ckb'),
  descriptionAr: text('description_ar'),
  mission: text('mission'),
  missionCkb: text('mission_ckb'),
  missionAr: text('mission_ar'),
  values: text('values'),
  valuesCkb: text('values_ckb'),
  valuesAr: text('values_ar'),
  status: text('status', { enum: ['pending', 'approved', 'rejected'] }).notNull().default('pending'),
  updatedAt: updatedAt(),
});

/**
 * One-time e-mail codes: stored as HMAC-SHA-256, never in clear. `purpose` separates sign-up, password reset and
 * e-mail change so that a code for one cannot be used for another.
 */
export const emailCodes = sqliteTable(
  'email_codes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    email: text('email').notNull(),
    accountType: text('account_type', { enum: ['account', 'company'] }).notNull(),
    purpose: text('purpose', { enum: ['signup', 'reset', 'change_email'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    consumedAt: integer('consumed_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (table) => [index('email_codes_lookup').on(table.email, table.accountType, table.purpose)],
);

/** An e-mail proven by a sign-up code, waiting for its registration form. */
export const verifiedEmails = sqliteTable(
  'verified_emails',
  {
    email: text('email').notNull(),
    accountType: text('account_type', { enum: ['account', 'company'] }).notNull(),
    verifiedAt: integer('verified_at', { mode: 'timestamp_ms' }).notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.email, table.accountType] })],
);

/** Server-side sessions: a token names one row, so a session can be ended for real. */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    revokedAt: integer('revoked_at', { mode: 'timestamp_ms' }),
    userAgent: text('user_agent'),
  },
  (table) => [index('sessions_user').on(table.userId)],
);

export const resetTokens = sqliteTable('reset_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
  usedAt: integer('used_at', { mode: 'timestamp_ms' }),
});

/** Solved robot checks, kept until they expire so that one solution cannot be replayed. */
export const usedCaptchas = sqliteTable('used_captchas', {
  signature: text('signature').primaryKey(),
  expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
});

/** Exact counters for throttling by e-mail address or IP (the rate-limit binding is per location and coarse). */
export const throttles = sqliteTable('throttles', {
  key: text('key').primaryKey(),
  windowStart: integer('window_start', { mode: 'timestamp_ms' }).notNull(),
  count: integer('count').notNull(),
});

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
    language: text('language', { enum: ['en', 'ckb', 'ar'] }).notNull().default('en'),
    isShareable: integer('is_shareable', { mode: 'boolean' }).notNull().default(false),
    /** Kept by the server after every change: how many of the 8 sections are complete, and which. */
    completedCount: integer('completed_count').notNull().default(0),
    completedSections: text('completed_sections', { mode: 'json' }).$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('cvs_user').on(table.userId)],
);

const cvId = () =>
  integer('cv_id')
    .notNull()
    .references(() => cvs.id, { onDelete: 'cascade' });

export const cvLanguages = sqliteTable('cv_languages', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  cvId: cvId(),
  languageId: integer('language_id').notNull().references(() => languages.id),
  proficiencyLevel: text('proficiency_level', { enum: ['beginner', 'intermediate', 'advanced', 'fluent'] }).notNull(),
});

export const cvEducations = sqliteTable('cv_educations', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  cvId: cvId(),
  institutionId: integer('institution_id').notNull().references(() => institutions.id),
  cityId: integer('city_id').notNull().references(() => cities.id),
  degreeId: integer('degree_id').notNull().references(() => degrees.id),
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
  expires: text('expires').notNull(),
  url: text('url'),
  description: text('description'),
});

export const cvAdditionalInfos = sqliteTable('cv_additional_infos', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  cvId: cvId(),
  additionalTypeId: integer('additional_type_id').notNull().references(() => additionalTypes.id),
  title: text('title').notNull(),
  url: text('url').notNull(),
  description: text('description'),
});

/** Files attached to a reference, an award or an additional item (JPG, PNG, GIF or PDF). */
export const cvAttachments = sqliteTable(
  'cv_attachments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    cvId: cvId(),
    ownerKind: text('owner_kind', { enum: ['reference', 'award', 'additional'] }).notNull(),
    ownerId: integer('owner_id').notNull(),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    fileType: text('file_type').notNull(),
    fileSize: integer('file_size').notNull(),
  },
  (table) => [index('cv_attachments_owner').on(table.ownerKind, table.ownerId)],
);
