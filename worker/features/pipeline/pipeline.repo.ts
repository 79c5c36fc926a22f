import { and, asc, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { applicationEvents, applicationMatches, applicationNotes, applications, companies, companyHiringSettings, jobs, users } from '../../../db/schema';
import type { ApplicationStage } from '../applications/applications.schemas';
import { idList } from './stage-moves.service';
import type { ApplicantsQuery, ApplicantSort } from './pipeline.schemas';

export type ApplicantRow = typeof applications.$inferSelect;

/** A sort as its key expression and direction; every sort ends on the id, so the keyset is total. */
const sortKeys: Record<ApplicantSort, { key: SQL | null; direction: 'asc' | 'desc' }> = {
  newest: { key: null, direction: 'desc' },
  oldest: { key: null, direction: 'asc' },
  rating: { key: sql`coalesce(${applications.rating}, 0)`, direction: 'desc' },
  // The match score (docs/decisions/0015), then ticked of total in thousandths: the stored rank, read in its index.
  match: { key: sql`${applicationMatches.rank}`, direction: 'desc' },
  name: { key: sql`lower(${applications.fullName})`, direction: 'asc' },
};

/** The id the keyset ends on: the match sort's own, so SQLite walks application_matches_job_rank and stops after the page. */
const idOf = (sort: ApplicantSort) => (sort === 'match' ? applicationMatches.applicationId : applications.id);

export interface ApplicantsCursor {
  key: string | number | null;
  id: number;
}

/** The rows after the cursor in the sort's order: (key, id) strictly beyond the last row's. */
function afterCursor(sort: ApplicantSort, cursor: ApplicantsCursor): SQL {
  const { key, direction } = sortKeys[sort];
  const beyond = direction === 'desc' ? sql`<` : sql`>`;
  const id = idOf(sort);
  if (!key) return sql`${id} ${beyond} ${cursor.id}`;
  return sql`(${key} ${beyond} ${cursor.key} or (${key} = ${cursor.key} and ${id} ${beyond} ${cursor.id}))`;
}

/** The company's pipeline queries; every one names the company, so another company's ids find nothing. */
export function pipelineRepo(db: Database) {
  // The job's id written with its table: drizzle writes a column of a one-table select bare ("id"), which inside the
  // subquery would name the application's own id.
  const hires = sql<number>`(select count(*) from ${applications} a where a.job_id = "jobs"."id" and a.stage = 'hired')`;

  return {
    /** The company's own job (not deleted) with its hires so far. */
    job: async (companyId: number, jobId: number) =>
      (
        await db
          .select({ id: jobs.id, title: jobs.title, state: jobs.state, deadlineAt: jobs.deadlineAt, openings: jobs.openings, deletedAt: jobs.deletedAt, hires })
          .from(jobs)
          .where(and(eq(jobs.id, jobId), eq(jobs.companyId, companyId)))
          .limit(1)
      )[0],

    /** One page of a job's applicants, with the sort key of each row for the next cursor. */
    page: (jobId: number, query: ApplicantsQuery, cursor: ApplicantsCursor | undefined) => {
      const { key, direction } = sortKeys[query.sort];
      const order = direction === 'desc' ? desc : asc;
      const search = query.q ? query.q.toLowerCase() : undefined;
      const id = idOf(query.sort);
      // Every application has its match row (a trigger writes it): the join loses nobody. The match sort reads from
      // the match rows' side, in their index; the others from the applications' side.
      const rows =
        query.sort === 'match'
          ? db
              .select({ row: applications, match: applicationMatches, sortKey: sql<string | number | null>`${key}` })
              .from(applicationMatches)
              .innerJoin(applications, eq(applications.id, applicationMatches.applicationId))
          : db
              .select({ row: applications, match: applicationMatches, sortKey: sql<string | number | null>`${key ?? applications.id}` })
              .from(applications)
              .leftJoin(applicationMatches, eq(applicationMatches.applicationId, applications.id));
      return rows
        .where(
          and(
            query.sort === 'match' ? eq(applicationMatches.jobId, jobId) : eq(applications.jobId, jobId),
            query.stage ? eq(applications.stage, query.stage) : undefined,
            query.min_rating ? gte(applications.rating, query.min_rating) : undefined,
            query.full_match ? sql`${applications.requirementsTicked} >= ${applications.requirementsTotal}` : undefined,
            query.fit === 'not_a_fit' ? sql`coalesce(${applicationMatches.notAFit}, 0) = 1` : undefined,
            query.fit === 'fit' ? sql`coalesce(${applicationMatches.notAFit}, 0) = 0` : undefined,
            query.must_met ? sql`${applicationMatches.mustMet} >= ${applicationMatches.mustTotal}` : undefined,
            // instr, not LIKE: D1 caps LIKE patterns at 50 bytes, about 24 Sorani letters.
            search ? sql`(instr(lower(${applications.fullName}), ${search}) > 0 or instr(lower(${applications.email}), ${search}) > 0)` : undefined,
            cursor ? afterCursor(query.sort, cursor) : undefined,
          ),
        )
        .orderBy(...(key ? [order(key), order(id)] : [order(id)]))
        .limit(query.limit + 1);
    },

    /** Applications per stage for the whole job (the `applications_job_stage` index answers it). */
    counts: (jobId: number) =>
      db
        .select({ stage: applications.stage, count: sql<number>`count(*)` })
        .from(applications)
        .where(eq(applications.jobId, jobId))
        .groupBy(applications.stage),

    /** An application to one of the company's jobs, with that job. */
    application: async (companyId: number, applicationId: number) =>
      (
        await db
          .select({
            row: applications,
            job: { id: jobs.id, title: jobs.title, state: jobs.state, deadlineAt: jobs.deadlineAt, openings: jobs.openings, deletedAt: jobs.deletedAt, hires },
          })
          .from(applications)
          .innerJoin(jobs, eq(jobs.id, applications.jobId))
          .where(and(eq(applications.id, applicationId), eq(jobs.companyId, companyId)))
          .limit(1)
      )[0],

    events: (applicationId: number) =>
      db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, applicationId)).orderBy(asc(applicationEvents.id)),

    notes: (applicationId: number) =>
      db
        .select({ note: applicationNotes, author: companies.legalName })
        .from(applicationNotes)
        .leftJoin(companies, eq(companies.userId, applicationNotes.authorId))
        .where(eq(applicationNotes.applicationId, applicationId))
        .orderBy(desc(applicationNotes.id)),

    addNote: async (applicationId: number, authorId: number, body: string, at: Date) =>
      (await db.insert(applicationNotes).values({ applicationId, authorId, body, createdAt: at }).returning())[0],

    setRating: (applicationId: number, rating: number | null, at: Date) =>
      db.update(applications).set({ rating, updatedAt: at }).where(eq(applications.id, applicationId)),

    /** The moves of a batch the company made, newest first, each with the stage its application is in now. */
    batchEvents: (companyId: number, batchId: string) =>
      db
        .select({ applicationId: applicationEvents.applicationId, from: applicationEvents.fromStage, to: applicationEvents.toStage, now: applications.stage })
        .from(applicationEvents)
        .innerJoin(applications, eq(applications.id, applicationEvents.applicationId))
        .innerJoin(jobs, eq(jobs.id, applications.jobId))
        .where(and(eq(applicationEvents.batchId, batchId), eq(jobs.companyId, companyId)))
        .orderBy(desc(applicationEvents.id)),

    mailsRejections: async (companyId: number) =>
      (
        await db.select({ on: companyHiringSettings.mailRejections }).from(companyHiringSettings).where(eq(companyHiringSettings.companyId, companyId)).limit(1)
      )[0]?.on ?? true,

    /**
     * The seekers to tell of a move: e-mail, language and the job's title and company, and whether they are mailed
     * stage changes (`mailed`, from the seeker's id: they may have chosen another channel).
     */
    recipients: (applicationIds: readonly number[], mailed: (seekerId: SQL) => SQL<number>) =>
      db
        .select({
          applicationId: applications.id,
          email: users.email,
          locale: users.locale,
          mailed: mailed(sql`${users.id}`),
          stage: applications.stage,
          jobTitle: jobs.title,
          companyName: companies.legalName,
        })
        .from(applications)
        .innerJoin(users, eq(users.id, applications.seekerId))
        .innerJoin(jobs, eq(jobs.id, applications.jobId))
        .innerJoin(companies, eq(companies.userId, jobs.companyId))
        .where(sql`${applications.id} in (select value from json_each(${idList(applicationIds)}))`),
  };
}

export type PipelineRepo = ReturnType<typeof pipelineRepo>;
export type StageCount = { stage: ApplicationStage; count: number };
