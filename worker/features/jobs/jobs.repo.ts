import { and, asc, desc, eq, gt, inArray, isNull, lte, lt, max, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { cities, companies, jobRequirements, jobs, jobTypes, languages, positions, sectors } from '../../../db/schema';
import type { Locale } from '../../ports';

export type JobRow = typeof jobs.$inferSelect;
type JobColumns = Omit<typeof jobs.$inferInsert, 'id'>;

const lookupTablesForJobs = { cities, sectors, positions, job_types: jobTypes } as const;
export type JobLookup = keyof typeof lookupTablesForJobs;

export const nameIn = (table: { nameEn: unknown; nameCkb: unknown; nameAr: unknown } & (typeof lookupTablesForJobs)[JobLookup], locale: Locale) =>
  locale === 'ckb' ? table.nameCkb : locale === 'ar' ? table.nameAr : table.nameEn;

/** Everything a job card shows, in one row: the job, its company and the names of its city and type. */
export function cardColumns(locale: Locale) {
  return {
    job: jobs,
    companyName: companies.legalName,
    companyLogoKey: companies.logoKey,
    companyStatus: companies.status,
    cityName: nameIn(cities, locale),
    jobTypeName: nameIn(jobTypes, locale),
  };
}

/**
 * What a card (and a list's state checks) read of a job: not its description nor the search's folded copies of it,
 * most of a row's bytes, which a search's 20 cards carried over from D1 for nothing.
 */
const cardJobColumns = {
  id: jobs.id,
  title: jobs.title,
  language: jobs.language,
  companyId: jobs.companyId,
  cityId: jobs.cityId,
  jobTypeId: jobs.jobTypeId,
  workplace: jobs.workplace,
  experienceLevel: jobs.experienceLevel,
  salaryMin: jobs.salaryMin,
  salaryMax: jobs.salaryMax,
  salaryCurrency: jobs.salaryCurrency,
  salaryVisible: jobs.salaryVisible,
  state: jobs.state,
  publishedAt: jobs.publishedAt,
  deadlineAt: jobs.deadlineAt,
  deletedAt: jobs.deletedAt,
};
export type CardJob = Pick<JobRow, keyof typeof cardJobColumns>;

const openJob = (now: Date) => and(eq(jobs.state, 'published'), isNull(jobs.deletedAt), sql`${jobs.deadlineAt} > ${now.getTime()}`);

export function jobsRepo(db: Database) {
  /** Cards with the whole job (`jobs`) or what a card shows of it (`cardJobColumns`). */
  const cardQuery = <Job extends typeof jobs | typeof cardJobColumns>(locale: Locale, job: Job) =>
    db
      .select({ ...cardColumns(locale), job })
      .from(jobs)
      .innerJoin(companies, eq(companies.userId, jobs.companyId))
      .innerJoin(cities, eq(cities.id, jobs.cityId))
      .innerJoin(jobTypes, eq(jobTypes.id, jobs.jobTypeId));

  return {
    idsOfCompany: async (companyId: number): Promise<number[]> =>
      (await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.companyId, companyId))).map((row) => row.id),
    companyName: async (companyId: number) =>
      (await db.select({ name: companies.legalName }).from(companies).where(eq(companies.userId, companyId)).limit(1))[0]?.name ?? '',

    /** A lookup's names in all three languages (all of them are indexed), or undefined for an unknown id. */
    async lookupNames(lookup: JobLookup, id: number) {
      const table = lookupTablesForJobs[lookup];
      const [row] = await db.select({ en: table.nameEn, ckb: table.nameCkb, ar: table.nameAr }).from(table).where(eq(table.id, id)).limit(1);
      return row;
    },

    async knownLanguageIds(ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: languages.id })
        .from(languages)
        .where(sql`${languages.id} in (select value from json_each(${JSON.stringify(ids)}))`);
      return new Set(rows.map((row) => row.id));
    },

    byId: async (id: number): Promise<JobRow | undefined> => (await db.select().from(jobs).where(eq(jobs.id, id)).limit(1))[0],

    requirementsOf: (jobId: number) =>
      db
        .select({ id: jobRequirements.id, name: jobRequirements.name })
        .from(jobRequirements)
        .where(eq(jobRequirements.jobId, jobId))
        .orderBy(asc(jobRequirements.position), asc(jobRequirements.id)),

    /** Requirements of several jobs in one query, by job id. */
    async requirementsOfJobs(jobIds: readonly number[]): Promise<Map<number, Array<{ id: number; name: string }>>> {
      const byJob = new Map<number, Array<{ id: number; name: string }>>();
      if (jobIds.length === 0) return byJob;
      const rows = await db
        .select({ jobId: jobRequirements.jobId, id: jobRequirements.id, name: jobRequirements.name })
        .from(jobRequirements)
        .where(sql`${jobRequirements.jobId} in (select value from json_each(${JSON.stringify(jobIds)}))`)
        .orderBy(asc(jobRequirements.position), asc(jobRequirements.id));
      for (const row of rows) byJob.set(row.jobId, [...(byJob.get(row.jobId) ?? []), { id: row.id, name: row.name }]);
      return byJob;
    },

    insert: (columns: JobColumns) => db.insert(jobs).values(columns),

    /** Requirements of the job the same batch just inserted (a batch is atomic: no other insert comes between). */
    insertRequirementsOfNewest: (companyId: number, names: readonly string[]) =>
      db.run(sql`insert into ${jobRequirements} (job_id, name, position)
        select (select max(${jobs.id}) from ${jobs} where ${jobs.companyId} = ${companyId}), value, key from json_each(${JSON.stringify(names)})`),

    newestIdOf: async (companyId: number) =>
      (
        await db
          .select({ id: sql<number>`max(${jobs.id})` })
          .from(jobs)
          .where(eq(jobs.companyId, companyId))
      )[0]?.id,

    update: (id: number, columns: Partial<JobColumns>) => db.update(jobs).set(columns).where(eq(jobs.id, id)),

    /**
     * Replaces the requirement list but keeps the ids of names that stay, since applications refer to them:
     * three statements for the batch.
     */
    replaceRequirements: (jobId: number, names: readonly string[]) => {
      const list = JSON.stringify(names);
      return [
        db.run(sql`delete from ${jobRequirements} where job_id = ${jobId} and name not in (select value from json_each(${list}))`),
        db.run(
          sql`update ${jobRequirements} set position = (select min(key) from json_each(${list}) where value = ${jobRequirements.name}) where job_id = ${jobId}`,
        ),
        db.run(sql`insert into ${jobRequirements} (job_id, name, position)
          select ${jobId}, value, key from json_each(${list}) where value not in (select name from ${jobRequirements} where job_id = ${jobId})`),
      ] as const;
    },

    /** Moves a job only from the states given; returns whether it moved (a concurrent move may have won). */
    async move(id: number, from: SQL, columns: Partial<JobColumns>): Promise<boolean> {
      const moved = await db
        .update(jobs)
        .set(columns)
        .where(and(eq(jobs.id, id), isNull(jobs.deletedAt), from))
        .returning({ id: jobs.id });
      return moved.length === 1;
    },

    /**
     * The publish half of the publish batch: a draft becomes published only if the credit row of the statement
     * before it exists; its search_rowid continues the publish sequence.
     */
    publishPaid: (companyId: number, id: number, at: Date) =>
      db.run(sql`update ${jobs} set state = 'published', published_at = ${at.getTime()}, updated_at = ${at.getTime()},
          search_rowid = coalesce(search_rowid, (select coalesce(max(search_rowid), 0) + 1 from ${jobs}))
        where id = ${id} and company_id = ${companyId} and state = 'draft' and deleted_at is null
          and exists (select 1 from credit_ledger where job_id = ${id} and reason = 'publish')`),

    /** A company's jobs, newest first, keyset by id. */
    companyJobs: (companyId: number, locale: Locale, state: SQL | undefined, beforeId: number | undefined, limit: number) =>
      cardQuery(locale, jobs)
        .where(and(eq(jobs.companyId, companyId), isNull(jobs.deletedAt), state, beforeId ? lt(jobs.id, beforeId) : undefined))
        .orderBy(desc(jobs.id))
        .limit(limit),

    /** Cards for ids found by a search, in one query whatever the number of ids (D1 allows 100 bound values). */
    cardsByIds: (ids: readonly number[], locale: Locale) =>
      ids.length === 0
        ? Promise.resolve([])
        : cardQuery(locale, cardJobColumns).where(sql`${jobs.id} in (select value from json_each(${JSON.stringify(ids)}))`),

    /** A company's open jobs, newest published first. */
    openJobIdsOf: (companyId: number, now: Date, limit: number) =>
      db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.companyId, companyId), eq(jobs.state, 'published'), isNull(jobs.deletedAt), sql`${jobs.deadlineAt} > ${now.getTime()}`))
        .orderBy(desc(jobs.searchRowid))
        .limit(limit),

    card: async (id: number, locale: Locale) => (await cardQuery(locale, jobs).where(eq(jobs.id, id)).limit(1))[0],

    /** Open jobs of approved companies with ids in (afterId, lastId], by id: the sitemap's keyset batches. */
    openJobsBetween: (afterId: number, lastId: number, now: Date, limit: number) =>
      db
        .select({ id: jobs.id, updatedAt: jobs.updatedAt })
        .from(jobs)
        .innerJoin(companies, eq(companies.userId, jobs.companyId))
        .where(and(gt(jobs.id, afterId), lte(jobs.id, lastId), openJob(now), eq(companies.status, 'approved')))
        .orderBy(asc(jobs.id))
        .limit(limit),

    /** Approved companies (their public pages) with ids in (afterId, lastId], by id. */
    approvedCompaniesBetween: (afterId: number, lastId: number, limit: number) =>
      db
        .select({ id: companies.userId, updatedAt: companies.updatedAt })
        .from(companies)
        .where(and(gt(companies.userId, afterId), lte(companies.userId, lastId), eq(companies.status, 'approved')))
        .orderBy(asc(companies.userId))
        .limit(limit),

    /** The highest id of an open job and of an approved company (0 when there is none). */
    async highestPublicIds(now: Date): Promise<{ job: number; company: number }> {
      const [[job], [company]] = await Promise.all([
        db
          .select({ id: max(jobs.id) })
          .from(jobs)
          .where(openJob(now)),
        db
          .select({ id: max(companies.userId) })
          .from(companies)
          .where(eq(companies.status, 'approved')),
      ]);
      return { job: job?.id ?? 0, company: company?.id ?? 0 };
    },
  };
}

export type JobsRepo = ReturnType<typeof jobsRepo>;
export type CardRow = NonNullable<Awaited<ReturnType<JobsRepo['card']>>>;
