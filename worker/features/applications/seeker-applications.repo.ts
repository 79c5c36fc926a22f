import { and, asc, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { applicationEvents, applicationRequirements, applications, companies, interviews, jobRequirements, jobs, offers } from '../../../db/schema';
import { type ApplicationStage, withdrawableStages } from './applications.schemas';

const idList = (ids: readonly number[]) => JSON.stringify(ids);
const stageList = (stages: readonly ApplicationStage[]) =>
  sql.join(
    stages.map((stage) => sql`${stage}`),
    sql`, `,
  );

/**
 * Interviews still to come or under way: they end after `now` (a scheduled one and a cancelled one alike; the
 * cancelled ones are marked, not hidden).
 */
const endsAfter = (now: Date) => sql`${interviews.startsAt} + ${interviews.durationMinutes} * 60000 > ${now.getTime()}`;

/**
 * A stage move of the seeker's own application as two statements for one batch: the event first, then the row. Both
 * require the application to still be in `from` (and `extra`, when given), so a concurrent move makes both do nothing;
 * the caller reads the update's returned rows to know.
 */
function moveStatements(db: Database, applicationId: number, seekerId: number, from: ApplicationStage, to: ApplicationStage, at: Date, extra?: SQL) {
  const stillThere = and(eq(applications.id, applicationId), eq(applications.seekerId, seekerId), eq(applications.stage, from), extra);
  return [
    db.run(sql`insert into ${applicationEvents} (application_id, from_stage, to_stage, actor_id, created_at)
      select ${applications.id}, ${applications.stage}, ${to}, ${seekerId}, ${at.getTime()} from ${applications} where ${stillThere}`),
    db.update(applications).set({ stage: to, stageChangedAt: at, updatedAt: at }).where(stillThere).returning({ id: applications.id }),
  ] as const;
}

/** The seeker's side of applying (issue 12): every query names the seeker, so another seeker's ids find nothing. */
export function seekerApplicationsRepo(db: Database) {
  return {
    /** A page of the seeker's applications in some stages, newest first, keyset by id. */
    page: (seekerId: number, stages: readonly ApplicationStage[] | undefined, beforeId: number | undefined, limit: number) =>
      db
        .select()
        .from(applications)
        .where(
          and(
            eq(applications.seekerId, seekerId),
            stages ? inArray(applications.stage, [...stages]) : undefined,
            beforeId ? lt(applications.id, beforeId) : undefined,
          ),
        )
        .orderBy(desc(applications.id))
        .limit(limit),

    /** The requirements ticked in several applications, in one query. */
    async tickedOf(applicationIds: readonly number[]): Promise<Map<number, Array<{ id: number; name: string }>>> {
      const byApplication = new Map<number, Array<{ id: number; name: string }>>();
      if (applicationIds.length === 0) return byApplication;
      const rows = await db
        .select({ applicationId: applicationRequirements.applicationId, id: jobRequirements.id, name: jobRequirements.name })
        .from(applicationRequirements)
        .innerJoin(jobRequirements, eq(jobRequirements.id, applicationRequirements.requirementId))
        .where(sql`${applicationRequirements.applicationId} in (select value from json_each(${idList(applicationIds)}))`)
        .orderBy(asc(jobRequirements.position), asc(jobRequirements.id));
      for (const { applicationId, ...requirement } of rows) byApplication.set(applicationId, [...(byApplication.get(applicationId) ?? []), requirement]);
      return byApplication;
    },

    /** The stage events of several applications, in one query, oldest first. */
    async eventsOf(applicationIds: readonly number[]): Promise<Map<number, Array<{ toStage: ApplicationStage; createdAt: Date }>>> {
      const byApplication = new Map<number, Array<{ toStage: ApplicationStage; createdAt: Date }>>();
      if (applicationIds.length === 0) return byApplication;
      const rows = await db
        .select({ applicationId: applicationEvents.applicationId, toStage: applicationEvents.toStage, createdAt: applicationEvents.createdAt })
        .from(applicationEvents)
        .where(sql`${applicationEvents.applicationId} in (select value from json_each(${idList(applicationIds)}))`)
        .orderBy(asc(applicationEvents.id));
      for (const { applicationId, ...event } of rows) byApplication.set(applicationId, [...(byApplication.get(applicationId) ?? []), event]);
      return byApplication;
    },

    /**
     * Withdrawing: the event, the stage, and the application's pending offers marked declined (withdrawing is
     * answering them), in one batch. Returns whether the application moved.
     */
    async withdraw(applicationId: number, seekerId: number, from: ApplicationStage, at: Date): Promise<boolean> {
      const [, moved] = await db.batch([
        ...moveStatements(db, applicationId, seekerId, from, 'withdrawn', at),
        db
          .update(offers)
          .set({ status: 'declined', respondedAt: at, updatedAt: at })
          .where(
            and(
              eq(offers.applicationId, applicationId),
              eq(offers.status, 'pending'),
              sql`exists (select 1 from ${applications} where ${applications.id} = ${applicationId} and ${applications.stage} = 'withdrawn')`,
            ),
          ),
      ]);
      return moved.length === 1;
    },

    /** The seeker's offers with their application's stage, job and company, newest first. */
    offers: (seekerId: number, offerId?: number) =>
      db
        .select({
          offer: offers,
          stage: applications.stage,
          jobId: jobs.id,
          jobTitle: jobs.title,
          companyId: jobs.companyId,
          companyName: companies.legalName,
          companyLogoKey: companies.logoKey,
        })
        .from(offers)
        .innerJoin(applications, eq(applications.id, offers.applicationId))
        .innerJoin(jobs, eq(jobs.id, applications.jobId))
        .innerJoin(companies, eq(companies.userId, jobs.companyId))
        .where(and(eq(applications.seekerId, seekerId), offerId ? eq(offers.id, offerId) : undefined))
        .orderBy(desc(offers.id)),

    /**
     * Answering an offer, in one batch: the application's event and stage (accept → hired, decline → withdrawn),
     * then the offer, each only while the offer is still open. Returns whether the offer was answered.
     */
    async answerOffer(
      offer: { id: number; applicationId: number },
      seekerId: number,
      from: ApplicationStage,
      answer: 'accepted' | 'declined',
      now: Date,
    ): Promise<boolean> {
      const stillOpen = sql`exists (select 1 from ${offers} where ${offers.id} = ${offer.id} and ${offers.status} = 'pending' and ${offers.expiresAt} > ${now.getTime()})`;
      const to: ApplicationStage = answer === 'accepted' ? 'hired' : 'withdrawn';
      const [, , answered] = await db.batch([
        ...moveStatements(db, offer.applicationId, seekerId, from, to, now, stillOpen),
        db
          .update(offers)
          .set({ status: answer, respondedAt: now, updatedAt: now })
          .where(
            and(
              eq(offers.id, offer.id),
              eq(offers.status, 'pending'),
              sql`${offers.expiresAt} > ${now.getTime()}`,
              sql`exists (select 1 from ${applications} where ${applications.id} = ${offer.applicationId} and ${applications.stage} = ${to} and ${applications.stageChangedAt} = ${now.getTime()})`,
            ),
          )
          .returning({ id: offers.id }),
      ]);
      return answered.length === 1;
    },

    /** The seeker's interviews with job and company: those still to come first (soonest first), then past ones (latest first). */
    interviews: (seekerId: number, now: Date, limit: number, interviewId?: number) =>
      db
        .select({
          interview: interviews,
          jobId: jobs.id,
          jobTitle: jobs.title,
          companyId: jobs.companyId,
          companyName: companies.legalName,
          companyLogoKey: companies.logoKey,
        })
        .from(interviews)
        .innerJoin(applications, eq(applications.id, interviews.applicationId))
        .innerJoin(jobs, eq(jobs.id, applications.jobId))
        .innerJoin(companies, eq(companies.userId, jobs.companyId))
        .where(and(eq(applications.seekerId, seekerId), interviewId ? eq(interviews.id, interviewId) : undefined))
        .orderBy(
          sql`case when ${endsAfter(now)} then 0 else 1 end`,
          sql`case when ${endsAfter(now)} then ${interviews.startsAt} else -${interviews.startsAt} end`,
          desc(interviews.id),
        )
        .limit(limit),

    /**
     * The dashboard in two queries: applications by stage, and the other counts as scalar subqueries of one row
     * (written out with their tables named: Drizzle leaves columns unqualified in a select without a table).
     */
    async dashboardCounts(seekerId: number, now: Date) {
      const at = now.getTime();
      const [byStage, others] = await Promise.all([
        db
          .select({ stage: applications.stage, count: sql<number>`count(*)` })
          .from(applications)
          .where(eq(applications.seekerId, seekerId))
          .groupBy(applications.stage),
        db.get<{ upcomingInterviews: number; openOffers: number; cvs: number; savedJobs: number }>(sql`select
          (select count(*) from interviews inner join applications on applications.id = interviews.application_id
            where applications.seeker_id = ${seekerId} and interviews.status = 'scheduled'
              and interviews.starts_at + interviews.duration_minutes * 60000 > ${at}) as upcomingInterviews,
          (select count(*) from offers inner join applications on applications.id = offers.application_id
            where applications.seeker_id = ${seekerId} and offers.status = 'pending' and offers.expires_at > ${at}
              and applications.stage in (${stageList(withdrawableStages)})) as openOffers,
          (select count(*) from cvs where cvs.user_id = ${seekerId}) as cvs,
          -- As GET /account/saved-jobs lists them: jobs that are still public.
          (select count(*) from saved_jobs inner join jobs on jobs.id = saved_jobs.job_id
            inner join companies on companies.user_id = jobs.company_id
            where saved_jobs.user_id = ${seekerId} and jobs.deleted_at is null and jobs.state <> 'draft' and companies.status = 'approved') as savedJobs`),
      ]);
      return { byStage, others };
    },
  };
}

export type SeekerApplicationsRepo = ReturnType<typeof seekerApplicationsRepo>;
export type SeekerOfferRow = Awaited<ReturnType<SeekerApplicationsRepo['offers']>>[number];
export type SeekerInterviewRow = Awaited<ReturnType<SeekerApplicationsRepo['interviews']>>[number];
