import { type AnySQLiteColumn, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './accounts';
import { createdAt, updatedAt } from './columns';
import { experienceLevels, jobLanguages, jobStates, salaryCurrencies, storedJobStates, workplaces } from './job-values';
import { cities, jobTypes, positions, sectors } from './lookups';

/** What decides whether a job is open, and the search's filters: both covering indexes hold them in this order. */
const openAndFilterColumns = [
  'state',
  'deletedAt',
  'deadlineAt',
  'companyId',
  'cityId',
  'jobTypeId',
  'sectorId',
  'positionId',
  'workplace',
  'experienceLevel',
] as const;
/** The salary floor's columns, last in both covering indexes. */
const salaryColumns = ['salaryVisible', 'salaryCurrency', 'salaryMin', 'salaryMax'] as const;
type CoveredColumns = Record<(typeof openAndFilterColumns)[number] | (typeof salaryColumns)[number], AnySQLiteColumn>;
const openAndFilters = (table: CoveredColumns) => openAndFilterColumns.map((name) => table[name]);
const salaryFilters = (table: CoveredColumns) => salaryColumns.map((name) => table[name]);

/**
 * Job postings of companies. `title_folded` and `body_folded` hold the folded text (worker/shared/fold.ts)
 * that triggers copy into the contentless FTS table `jobs_fts` while the job is published (drizzle/*_jobs_search.sql):
 * the folded text is also what FTS5 needs to remove a row again.
 */
export const jobs = sqliteTable(
  'jobs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    companyId: integer('company_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Sanitised rich text (the same sanitiser as the company profile); null when the editor was empty. */
    description: text('description'),
    language: text('language', { enum: jobLanguages }).notNull(),
    positionId: integer('position_id')
      .notNull()
      .references(() => positions.id),
    sectorId: integer('sector_id')
      .notNull()
      .references(() => sectors.id),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    jobTypeId: integer('job_type_id')
      .notNull()
      .references(() => jobTypes.id),
    workplace: text('workplace', { enum: workplaces }).notNull(),
    experienceLevel: text('experience_level', { enum: experienceLevels }).notNull(),
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    salaryCurrency: text('salary_currency', { enum: salaryCurrencies }),
    salaryVisible: integer('salary_visible', { mode: 'boolean' }).notNull().default(false),
    languageIds: text('language_ids', { mode: 'json' }).$type<number[]>().notNull().default([]),
    openings: integer('openings').notNull().default(1),
    /** The last moment applications are taken: the end of the deadline day in Erbil (UTC+3). */
    deadlineAt: integer('deadline_at', { mode: 'timestamp_ms' }).notNull(),
    state: text('state', { enum: storedJobStates }).notNull().default('draft'),
    publishedAt: integer('published_at', { mode: 'timestamp_ms' }),
    /**
     * The reader's state when the job was marked filled (issue 23), null otherwise: only a job filled while published
     * or paused is reopened to published (no credit); one filled after it closed or expired stays filled.
     */
    filledFrom: text('filled_from', { enum: jobStates }),
    /**
     * Given at the first publish from a growing sequence and never changed: the job's rowid in `jobs_fts`, so that the
     * index returns matches newest first and can stop after a page (docs/product.md#search: ORDER BY rowid, walking the
     * index newest first, is what is fast).
     */
    searchRowid: integer('search_rowid'),
    /** A deleted draft stays as a tombstone so that a late edit answers 409, not a confusing 404. */
    deletedAt: integer('deleted_at', { mode: 'timestamp_ms' }),
    titleFolded: text('title_folded').notNull(),
    bodyFolded: text('body_folded').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('jobs_company_state').on(table.companyId, table.state),
    // A new draft's batch finds the job it just inserted as the company's newest id: one index step, not a scan of
    // the company's jobs.
    index('jobs_company_newest').on(table.companyId, table.id),
    uniqueIndex('jobs_search_rowid').on(table.searchRowid),
    // Covers the search's join and filters: rows hold long texts (overflow pages) that a search must never read.
    index('jobs_search_cover').on(table.searchRowid, ...openAndFilters(table), table.publishedAt, ...salaryFilters(table)),
    // The same columns led by the publish time: a 'posted within' search counts its recent jobs from this range
    // (job-search.repo.ts `countOpen`) instead of looking up every match of its other filters by publish sequence.
    index('jobs_posted_cover').on(table.publishedAt, ...openAndFilters(table), ...salaryFilters(table)),
  ],
);

/** The qualifications a seeker ticks when applying (docs/product.md#job-postings-and-their-states: job requirements have id and name). */
export const jobRequirements = sqliteTable(
  'job_requirements',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('job_requirements_job').on(table.jobId, table.position)],
);

export const savedJobs = sqliteTable(
  'saved_jobs',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.jobId] }), index('saved_jobs_user_newest').on(table.userId, table.createdAt)],
);

/**
 * The job index's words and how many jobs hold each, copied from `jobs_fts_vocab` (job-search's typo fallback reads
 * near words here): fts5vocab counts every posting of each word it reads, ~10 ms for the words of a common first
 * syllable on 100,000 jobs, while this is a range of a small table. Read only while the index is unchanged since the
 * copy; otherwise a typo search reads fts5vocab and copies it again after its reply (search-vocabulary.ts).
 */
export const searchVocabulary = sqliteTable('search_vocabulary', {
  term: text('term').primaryKey(),
  docs: integer('docs').notNull(),
});

/**
 * When `search_vocabulary` was last copied (one row, id 1), and whether the index has changed since: triggers on
 * `jobs` (drizzle/*_search-vocabulary-triggers.sql) set `index_changed` whenever a job enters, leaves or changes in the
 * index, so the copy is read only while it equals the index.
 */
export const searchVocabularyState = sqliteTable('search_vocabulary_state', {
  id: integer('id').primaryKey(),
  refreshedAt: integer('refreshed_at', { mode: 'timestamp_ms' }).notNull(),
  indexChanged: integer('index_changed', { mode: 'boolean' }).notNull().default(false),
});
