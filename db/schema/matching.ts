import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './accounts';
import { applications } from './applications';
import { updatedAt } from './columns';
import { jobs } from './jobs';
import { degrees, skills } from './lookups';

/**
 * What matching owns (docs/decisions/0015): a job's structured requirements and screening questions, the answers and
 * match frozen with each application, and a seeker's answer bank. JSON columns hold small lists read whole; the one
 * list a query searches by (a job's skills, for "Best match" candidates) is a table.
 */

export const experienceScopeValues = ['any', 'position', 'sector'] as const;
export const questionKindValues = ['yes_no', 'number', 'choice'] as const;
export const jobLanguageLevelValues = ['beginner', 'intermediate', 'advanced', 'fluent'] as const;

/** Each skill a job asks for, must-have or nice-to-have; indexed by skill to find the jobs a CV's skills reach. */
export const jobSkills = sqliteTable(
  'job_skills',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    skillId: integer('skill_id')
      .notNull()
      .references(() => skills.id),
    must: integer('must', { mode: 'boolean' }).notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.jobId, table.skillId] }), index('job_skills_skill').on(table.skillId, table.jobId)],
);

/** The rest of a job's structured requirements; no row means the job states none beyond its skills and city. */
export const jobMatchRequirements = sqliteTable('job_match_requirements', {
  jobId: integer('job_id')
    .primaryKey()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  minDegreeId: integer('min_degree_id').references(() => degrees.id),
  /** `[{language_id, min_level}]`, the level one of the CV's four up to fluent. */
  languages: text('languages', { mode: 'json' })
    .$type<Array<{ language_id: number; min_level: (typeof jobLanguageLevelValues)[number] }>>()
    .notNull()
    .default([]),
  minExperienceYears: integer('min_experience_years'),
  experienceScope: text('experience_scope', { enum: experienceScopeValues }).notNull().default('any'),
  relocationConsidered: integer('relocation_considered', { mode: 'boolean' }).notNull().default(false),
});

/** What a knock-out requires and a choice offers, by kind (the columns every kind shares are columns). */
export interface QuestionRule {
  required_answer?: boolean | null;
  min?: number | null;
  max?: number | null;
  choices?: string[];
  accepted?: number[] | null;
}

/** A job's screening questions, at most five, in the company's order. Replaced whole when the job is edited. */
export const jobQuestions = sqliteTable(
  'job_questions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: questionKindValues }).notNull(),
    text: text('text').notNull(),
    /** The answer bank's key (driving_licence, …) when the question means the same in every job. */
    key: text('key'),
    knockout: integer('knockout', { mode: 'boolean' }).notNull().default(false),
    rule: text('rule', { mode: 'json' }).$type<QuestionRule>().notNull(),
  },
  (table) => [index('job_questions_job').on(table.jobId, table.position)],
);

/**
 * An application's answers, frozen with the question as it was asked (its text, kind, choices and what a knock-out
 * required): editing or removing the job's questions later changes none of it.
 */
export const applicationAnswers = sqliteTable(
  'application_answers',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    questionId: integer('question_id').notNull(),
    kind: text('kind', { enum: questionKindValues }).notNull(),
    text: text('text').notNull(),
    key: text('key'),
    knockout: integer('knockout', { mode: 'boolean' }).notNull().default(false),
    rule: text('rule', { mode: 'json' }).$type<QuestionRule>().notNull(),
    value: text('value', { mode: 'json' }).$type<boolean | number>().notNull(),
    /** A stated answer that fails a knock-out: the applicant is "Not a fit" (never rejected, never hidden). */
    failedKnockout: integer('failed_knockout', { mode: 'boolean' }).notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.applicationId, table.position] })],
);

/**
 * The match of each application, for sorting and filtering the applicants table without reading frozen CVs. Every
 * application has its row: a trigger writes a neutral one as the application is inserted (however it is inserted:
 * applying, seeds, tests), and applying fills it in the same batch. The
 * CV's facts as frozen at applying (`facts`, what the match function reads) and the score against the job's current
 * requirements, recomputed from those facts when the company edits them.
 */
export const applicationMatches = sqliteTable(
  'application_matches',
  {
    applicationId: integer('application_id')
      .primaryKey()
      .references(() => applications.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    met: integer('met').notNull(),
    total: integer('total').notNull(),
    mustMet: integer('must_met').notNull(),
    mustTotal: integer('must_total').notNull(),
    notAFit: integer('not_a_fit', { mode: 'boolean' }).notNull().default(false),
    facts: text('facts', { mode: 'json' }).$type<unknown>().notNull(),
    /**
     * The applicants table's "Best match" order: score × 1001 + the requirements ticked in thousandths (the old
     * match sort, now the tie-break). Indexed with the job, so a page walks the index and stops after itself.
     */
    rank: integer('rank').notNull().default(0),
  },
  (table) => [index('application_matches_job_rank').on(table.jobId, table.rank, table.applicationId)],
);

/** A seeker's answers to keyed questions, offered pre-filled the next time a job asks the same thing. */
export const screeningAnswerBank = sqliteTable(
  'screening_answer_bank',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: text('value', { mode: 'json' }).$type<boolean | number>().notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);
