import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, updatedAt } from './columns';
import { cities, companyTypes, genders, locations, numberOfEmployees, positions, sectors } from './lookups';

/** Job seekers (`account`), companies and admins: one login table, the company profile beside it. */
export const users = sqliteTable(
  'users',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    type: text('type', { enum: ['account', 'company', 'admin'] }).notNull(),
    /** '' for a job seeker who signed up with a phone number and has not added an address (the column predates them). */
    email: text('email').notNull(),
    emailVerifiedAt: integer('email_verified_at', { mode: 'timestamp_ms' }),
    /** A mobile number in E.164 that signs in, proven by a code (issue 28); `phone_number` is the contact number shown. */
    phone: text('phone'),
    phoneVerifiedAt: integer('phone_verified_at', { mode: 'timestamp_ms' }),
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name'),
    phoneNumber: text('phone_number'),
    dob: text('dob'),
    genderId: integer('gender_id').references(() => genders.id),
    cityId: integer('city_id').references(() => cities.id),
    positionId: integer('position_id').references(() => positions.id),
    bio: text('bio'),
    locale: text('locale', { enum: ['en', 'ckb', 'ar'] })
      .notNull()
      .default('en'),
    passwordChangeRequired: integer('password_change_required', { mode: 'boolean' }).notNull().default(false),
    /** A company that will not be let in with a password alone (admins never are, whatever this says). */
    secondFactorRequired: integer('second_factor_required', { mode: 'boolean' }).notNull().default(false),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockouts: integer('lockouts').notNull().default(0),
    lockedUntil: integer('locked_until', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // One account an address; '' (no address) may repeat. SQLite uses a partial index only for queries that repeat its
    // WHERE, so lookups by address have their own index.
    uniqueIndex('users_email_unique')
      .on(table.email)
      .where(sql`${table.email} <> ''`),
    index('users_email_lookup').on(table.email),
    uniqueIndex('users_phone_unique').on(table.phone),
  ],
);

/** A user as Drizzle reads it: how every feature passes an account around. */
export type UserRow = typeof users.$inferSelect;

/**
 * `suspended`: an admin suspended an approved company (its jobs leave search and job pages until restored).
 * `closed`: the company deleted its account (DELETE /companies/{id}). The row stays, anonymised, because jobs and
 * applications point at it and seekers keep reading their applications with the company's name.
 */
export const companyStatuses = ['pending', 'approved', 'rejected', 'suspended', 'closed'] as const;
export type CompanyStatus = (typeof companyStatuses)[number];

export const companies = sqliteTable('companies', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  legalName: text('legal_name').notNull(),
  logoKey: text('logo_key'),
  sectorId: integer('sector_id')
    .notNull()
    .references(() => sectors.id),
  employeesNumId: integer('employees_num_id')
    .notNull()
    .references(() => numberOfEmployees.id),
  companyTypeId: integer('company_type_id')
    .notNull()
    .references(() => companyTypes.id),
  headquarterLocationId: integer('headquarter_location_id')
    .notNull()
    .references(() => locations.id),
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
  status: text('status', { enum: companyStatuses }).notNull().default('pending'),
  updatedAt: updatedAt(),
});

export type CompanyRow = typeof companies.$inferSelect;

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
/** What can prove a sign-in beyond the password. */
export const secondFactorKinds = ['totp', 'recovery_code', 'passkey'] as const;
export type SecondFactorKind = (typeof secondFactorKinds)[number];

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
    /** The last request made with it, written at most every few minutes (the device list's "last seen"). */
    lastSeenAt: integer('last_seen_at', { mode: 'timestamp_ms' }),
    /** Where it signed in from, as Cloudflare placed the address (absent elsewhere). */
    city: text('city'),
    country: text('country'),
    /** The second step the sign-in passed, if any: an admin session without one opens nothing. */
    secondFactor: text('second_factor', { enum: secondFactorKinds }),
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
