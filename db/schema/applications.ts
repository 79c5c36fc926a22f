import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './accounts';
import { applicantNoticeModes, applicationStages, frozenCvKinds, interviewModes, interviewStatuses, offerStatuses } from './application-values';
import { createdAt, updatedAt } from './columns';
import { cvs } from './cvs';
import { jobLanguages, salaryCurrencies } from './job-values';
import { jobRequirements, jobs } from './jobs';

/**
 * A seeker's application to a job. It keeps a frozen copy of the CV as it was sent (docs/product.md#the-frozen-cv,
 * docs/decisions/0010-frozen-cv.md): the file in the blob store (`cv_file_key`: the uploaded file, or the PDF rendered
 * from the frozen data) and, for a CV made in Kar, its data as JSON (`cv_data_key`). Editing or deleting the CV
 * afterwards changes none of it.
 */
export const applications = sqliteTable(
  'applications',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    seekerId: integer('seeker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The CV the seeker chose; null once that CV is deleted (the frozen copy stays). */
    cvId: integer('cv_id').references(() => cvs.id, { onDelete: 'set null' }),
    stage: text('stage', { enum: applicationStages }).notNull().default('applied'),
    personalStatement: text('personal_statement').notNull(),
    statementFileKey: text('statement_file_key'),
    statementFileName: text('statement_file_name'),
    statementFileType: text('statement_file_type'),
    statementFileSize: integer('statement_file_size'),
    // The applicant as the company sees them, copied at submit time.
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    // The frozen CV.
    cvTitle: text('cv_title').notNull(),
    cvKind: text('cv_kind', { enum: frozenCvKinds }).notNull(),
    cvLanguage: text('cv_language', { enum: jobLanguages }).notNull(),
    /** null while the PDF of a made CV is still being rendered from its frozen data. */
    cvFileKey: text('cv_file_key'),
    cvFileName: text('cv_file_name'),
    cvFileType: text('cv_file_type'),
    cvFileSize: integer('cv_file_size'),
    cvDataKey: text('cv_data_key'),
    /** The company's private 1–5 rating (issue 13); never shown to the seeker. */
    rating: integer('rating'),
    requirementsTicked: integer('requirements_ticked').notNull().default(0),
    requirementsTotal: integer('requirements_total').notNull().default(0),
    stageChangedAt: integer('stage_changed_at', { mode: 'timestamp_ms' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // One application per seeker and job, even when two arrive at once.
    uniqueIndex('applications_job_seeker').on(table.jobId, table.seekerId),
    index('applications_seeker_newest').on(table.seekerId, table.id),
    index('applications_job_stage').on(table.jobId, table.stage, table.id),
    // The company dashboard (issue 13) walks each of a company's jobs' applications; these let it read index entries
    // (a few numbers) instead of rows (statements, names, addresses). Measured by tests/bench/dashboard.ts.
    // Per day and month by created_at, and by stage within a window.
    index('applications_job_created').on(table.jobId, table.createdAt, table.stage),
    // Hires by when they moved there: a small partial index.
    index('applications_hired')
      .on(table.jobId, table.stageChangedAt)
      .where(sql`stage = 'hired'`),
  ],
);

/** The job requirements the seeker ticked when applying. */
export const applicationRequirements = sqliteTable(
  'application_requirements',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    requirementId: integer('requirement_id')
      .notNull()
      .references(() => jobRequirements.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.applicationId, table.requirementId] })],
);

/** Every stage move, the first (null → applied) included: the seeker's timeline and the company's history. */
export const applicationEvents = sqliteTable(
  'application_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    fromStage: text('from_stage', { enum: applicationStages }),
    toStage: text('to_stage', { enum: applicationStages }).notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Required for `rejected` (a reason from the list); free text beside it in `note`. */
    reason: text('reason'),
    note: text('note'),
    /** The moves of one bulk call share it, so that one Undo reverses them together. */
    batchId: text('batch_id'),
    createdAt: createdAt(),
  },
  (table) => [index('application_events_application').on(table.applicationId, table.id), index('application_events_batch').on(table.batchId)],
);

/** Interviews are stored in UTC; `uid` and `sequence` make the `.ics` updates replace the same calendar entry. */
export const interviews = sqliteTable(
  'interviews',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    startsAt: integer('starts_at', { mode: 'timestamp_ms' }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    mode: text('mode', { enum: interviewModes }).notNull(),
    location: text('location'),
    meetingUrl: text('meeting_url'),
    note: text('note'),
    status: text('status', { enum: interviewStatuses }).notNull().default('scheduled'),
    uid: text('uid').notNull(),
    sequence: integer('sequence').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('interviews_uid').on(table.uid),
    index('interviews_application').on(table.applicationId),
    index('interviews_starts').on(table.startsAt),
    // Interviews of an application that are not cancelled, by when they take place (the dashboard's counts).
    index('interviews_application_status_starts').on(table.applicationId, table.status, table.startsAt),
  ],
);

export const offers = sqliteTable(
  'offers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    salary: integer('salary').notNull(),
    salaryCurrency: text('salary_currency', { enum: salaryCurrencies }).notNull(),
    /** `YYYY-MM-DD`. */
    startDate: text('start_date').notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: offerStatuses }).notNull().default('pending'),
    respondedAt: integer('responded_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('offers_application').on(table.applicationId)],
);

/**
 * An application begun without an account (docs/product.md#applying-without-an-account), held on the server until the
 * e-mail is verified: the browser keeps only a session, never the password. Rows past `expires_at` are ignored and
 * removed.
 */
export const pendingApplications = sqliteTable(
  'pending_applications',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    cvId: integer('cv_id').references(() => cvs.id, { onDelete: 'set null' }),
    personalStatement: text('personal_statement'),
    /** The job requirements ticked while the application waits (ids of the job's own requirements). */
    requirementIds: text('requirement_ids', { mode: 'json' }).$type<number[]>().notNull().default([]),
    /** Answers to the job's screening questions while the application waits (issue 25). */
    answers: text('answers', { mode: 'json' }).$type<Array<{ question_id: number; value: boolean | number }>>().notNull().default([]),
    /** Set when the applicant chose a password and the e-mail code was sent: only then may the code submit. */
    passwordSetAt: integer('password_set_at', { mode: 'timestamp_ms' }),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    submittedAt: integer('submitted_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('pending_applications_user').on(table.userId)],
);

/** A company's hiring settings: how it hears of new applicants, and whether seekers are told "not selected". */
export const companyHiringSettings = sqliteTable('company_hiring_settings', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  applicantNotice: text('applicant_notice', { enum: applicantNoticeModes }).notNull().default('each'),
  mailRejections: integer('mail_rejections', { mode: 'boolean' }).notNull().default(true),
  /** The daily digest covers applications made after this moment. */
  digestSentUntil: integer('digest_sent_until', { mode: 'timestamp_ms' }),
  updatedAt: updatedAt(),
});
