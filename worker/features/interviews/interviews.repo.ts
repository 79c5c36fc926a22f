import { and, asc, desc, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { applications, companies, interviews, jobs, users } from '../../../db/schema';
import type { InterviewSortType } from './interviews.schemas';

/** What a company's interview and offer replies and mails need of an application, its job and the company. */
export const applicationColumns = {
  applicationId: applications.id,
  stage: applications.stage,
  seekerId: applications.seekerId,
  applicantName: applications.fullName,
  jobId: jobs.id,
  jobTitle: jobs.title,
  companyId: jobs.companyId,
  companyName: companies.legalName,
};

/** The application, if it belongs to one of the company's jobs (another company's answers nothing: 404). */
export const ownApplication = async (db: Database, companyId: number, applicationId: number) =>
  (
    await db
      .select(applicationColumns)
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .innerJoin(companies, eq(companies.userId, jobs.companyId))
      .where(and(eq(applications.id, applicationId), eq(jobs.companyId, companyId)))
      .limit(1)
  )[0];

export type OwnApplication = NonNullable<Awaited<ReturnType<typeof ownApplication>>>;

/** A user's address and language, for the mails written to them. */
export const mailAddressOf = async (db: Database, userId: number) =>
  (await db.select({ email: users.email, locale: users.locale }).from(users).where(eq(users.id, userId)).limit(1))[0];

export interface InterviewCursor {
  startsAt: number;
  id: number;
}

/** The company's interviews: every query names the company, so another company's ids find nothing. */
export function interviewsRepo(db: Database) {
  const withApplication = () =>
    db
      .select({ interview: interviews, ...applicationColumns })
      .from(interviews)
      .innerJoin(applications, eq(applications.id, interviews.applicationId))
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .innerJoin(companies, eq(companies.userId, jobs.companyId));

  return {
    one: async (companyId: number, interviewId: number) =>
      (
        await withApplication()
          .where(and(eq(interviews.id, interviewId), eq(jobs.companyId, companyId)))
          .limit(1)
      )[0],

    insert: async (values: typeof interviews.$inferInsert) => (await db.insert(interviews).values(values).returning())[0],

    /**
     * A change or a cancellation: SEQUENCE grows by one. Only while the interview is still scheduled and still at
     * the sequence the caller read, so of two changes at once one wins and the other finds nothing (409).
     */
    change: async (interviewId: number, readSequence: number, set: Partial<typeof interviews.$inferInsert>, at: Date) =>
      (
        await db
          .update(interviews)
          .set({ ...set, sequence: sql`${interviews.sequence} + 1`, updatedAt: at })
          .where(and(eq(interviews.id, interviewId), eq(interviews.status, 'scheduled'), eq(interviews.sequence, readSequence)))
          .returning()
      )[0],

    /** One page of the company's interviews by start time (then id), keyset on both. */
    page: (companyId: number, sort: InterviewSortType, after: InterviewCursor | undefined, limit: number) => {
      const beyond = sort === 'asc' ? gt : lt;
      const keyset = after
        ? or(beyond(interviews.startsAt, new Date(after.startsAt)), and(eq(interviews.startsAt, new Date(after.startsAt)), beyond(interviews.id, after.id)))
        : undefined;
      const order = sort === 'asc' ? asc : desc;
      return withApplication()
        .where(and(eq(jobs.companyId, companyId), keyset))
        .orderBy(order(interviews.startsAt), order(interviews.id))
        .limit(limit);
    },

    /** One application's interviews, the latest start first. */
    ofApplication: (applicationId: number) =>
      withApplication().where(eq(interviews.applicationId, applicationId)).orderBy(desc(interviews.startsAt), desc(interviews.id)),
  };
}

export type InterviewRow = NonNullable<Awaited<ReturnType<ReturnType<typeof interviewsRepo>['one']>>>;
