import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { applicationEvents, applicationRequirements, applications, companyHiringSettings, jobRequirements, jobs, users } from '../../../db/schema';
import type { ApplicantNoticeMode } from './applications.schemas';

export type ApplicationRow = typeof applications.$inferSelect;
export type NewApplication = Omit<typeof applications.$inferInsert, 'id'>;

/** Applications a company's daily digest has not told yet, up to `until`. */
const digestDue = (until: Date) =>
  and(
    eq(companyHiringSettings.applicantNotice, 'daily'),
    sql`${applications.createdAt} > coalesce(${companyHiringSettings.digestSentUntil}, 0)`,
    sql`${applications.createdAt} <= ${until.getTime()}`,
  );

/** Every applying query; who may see a row is part of the WHERE clause (another user's id finds nothing). */
export function applicationsRepo(db: Database) {
  const applicationOf = (jobId: number, seekerId: number) =>
    sql`(select ${applications.id} from ${applications} where ${applications.jobId} = ${jobId} and ${applications.seekerId} = ${seekerId})`;

  return {
    /** The application of a seeker to a job, as SQL for the batch that creates it (its id is not known before). */
    applicationOf,

    requirementsOf: (jobId: number) =>
      db
        .select({ id: jobRequirements.id, name: jobRequirements.name })
        .from(jobRequirements)
        .where(eq(jobRequirements.jobId, jobId))
        .orderBy(asc(jobRequirements.position), asc(jobRequirements.id)),

    exists: async (jobId: number, seekerId: number) =>
      (
        await db
          .select({ id: applications.id })
          .from(applications)
          .where(and(eq(applications.jobId, jobId), eq(applications.seekerId, seekerId)))
          .limit(1)
      ).length > 0,

    user: async (userId: number) => (await db.select().from(users).where(eq(users.id, userId)).limit(1))[0],

    /**
     * The three statements of a submit, for one batch: the row, the requirements ticked and the first event. The
     * unique (job, seeker) index names the new row for the other two, so no id has to travel between statements.
     */
    submitStatements: (row: NewApplication, tickedIds: readonly number[]) =>
      [
        db.insert(applications).values(row).returning(),
        db.run(sql`insert into ${applicationRequirements} (application_id, requirement_id)
          select ${applicationOf(row.jobId, row.seekerId)}, value from json_each(${JSON.stringify(tickedIds)})`),
        db.run(sql`insert into ${applicationEvents} (application_id, from_stage, to_stage, actor_id, created_at)
          values (${applicationOf(row.jobId, row.seekerId)}, null, 'applied', ${row.seekerId}, ${row.stageChangedAt.getTime()})`),
      ] as const,

    byJobAndSeeker: async (jobId: number, seekerId: number) =>
      (
        await db
          .select()
          .from(applications)
          .where(and(eq(applications.jobId, jobId), eq(applications.seekerId, seekerId)))
          .limit(1)
      )[0],

    ownBySeeker: async (id: number, seekerId: number) =>
      (
        await db
          .select()
          .from(applications)
          .where(and(eq(applications.id, id), eq(applications.seekerId, seekerId)))
          .limit(1)
      )[0],

    /** An application to one of the company's own jobs. */
    ownByCompany: async (id: number, companyId: number) =>
      (
        await db
          .select({ application: applications })
          .from(applications)
          .innerJoin(jobs, eq(jobs.id, applications.jobId))
          .where(and(eq(applications.id, id), eq(jobs.companyId, companyId)))
          .limit(1)
      )[0]?.application,

    ticked: (applicationId: number) =>
      db
        .select({ id: jobRequirements.id, name: jobRequirements.name })
        .from(applicationRequirements)
        .innerJoin(jobRequirements, eq(jobRequirements.id, applicationRequirements.requirementId))
        .where(eq(applicationRequirements.applicationId, applicationId))
        .orderBy(asc(jobRequirements.position), asc(jobRequirements.id)),

    events: (applicationId: number) =>
      db
        .select({ toStage: applicationEvents.toStage, createdAt: applicationEvents.createdAt })
        .from(applicationEvents)
        .where(eq(applicationEvents.applicationId, applicationId))
        .orderBy(asc(applicationEvents.id)),

    /** Stores the rendered PDF only if no other render got there first; false means the caller's copy is spare. */
    async setRenderedCv(id: number, file: { key: string; name: string; size: number }, at: Date): Promise<boolean> {
      const updated = await db
        .update(applications)
        .set({ cvFileKey: file.key, cvFileName: file.name, cvFileType: 'application/pdf', cvFileSize: file.size, updatedAt: at })
        .where(and(eq(applications.id, id), isNull(applications.cvFileKey)))
        .returning({ id: applications.id });
      return updated.length === 1;
    },

    /** How many applications and hires each job has, in one grouped query. */
    async applicantCounts(jobIds: readonly number[]): Promise<Map<number, { applicants: number; hires: number }>> {
      if (jobIds.length === 0) return new Map();
      const rows = await db
        .select({ jobId: applications.jobId, count: sql<number>`count(*)`, hires: sql<number>`sum(${applications.stage} = 'hired')` })
        .from(applications)
        .where(sql`${applications.jobId} in (select value from json_each(${JSON.stringify(jobIds)}))`)
        .groupBy(applications.jobId);
      return new Map(rows.map((row) => [row.jobId, { applicants: Number(row.count), hires: Number(row.hires ?? 0) }]));
    },

    hiringSettings: async (companyId: number) =>
      (await db.select().from(companyHiringSettings).where(eq(companyHiringSettings.companyId, companyId)).limit(1))[0],

    saveHiringSettings: (companyId: number, settings: { applicantNotice: ApplicantNoticeMode; mailRejections: boolean; digestSentUntil?: Date }, at: Date) =>
      db
        .insert(companyHiringSettings)
        .values({ companyId, ...settings, updatedAt: at })
        .onConflictDoUpdate({ target: companyHiringSettings.companyId, set: { ...settings, updatedAt: at } }),

    /** The companies with a daily digest due: applications made after their last digest, up to `until`. */
    digestCompanies: async (until: Date) =>
      (
        await db
          .selectDistinct({ companyId: jobs.companyId })
          .from(applications)
          .innerJoin(jobs, eq(jobs.id, applications.jobId))
          .innerJoin(companyHiringSettings, eq(companyHiringSettings.companyId, jobs.companyId))
          .where(digestDue(until))
          .orderBy(asc(jobs.companyId))
      ).map((row) => row.companyId),

    /**
     * The daily digest's content for some companies: each job's applications made after the company's last digest up
     * to `until`, with the company's address and language.
     */
    digestRows: (until: Date, companyIds: readonly number[]) =>
      db
        .select({
          companyId: jobs.companyId,
          email: users.email,
          locale: users.locale,
          jobId: jobs.id,
          title: jobs.title,
          count: sql<number>`count(*)`,
        })
        .from(applications)
        .innerJoin(jobs, eq(jobs.id, applications.jobId))
        .innerJoin(companyHiringSettings, eq(companyHiringSettings.companyId, jobs.companyId))
        .innerJoin(users, eq(users.id, jobs.companyId))
        .where(and(digestDue(until), sql`${jobs.companyId} in (select value from json_each(${JSON.stringify(companyIds)}))`))
        .groupBy(jobs.companyId, jobs.id)
        .orderBy(asc(jobs.companyId), asc(jobs.id)),

    markDigestSent: (companyId: number, until: Date) =>
      db.update(companyHiringSettings).set({ digestSentUntil: until }).where(eq(companyHiringSettings.companyId, companyId)),
  };
}

export type ApplicationsRepo = ReturnType<typeof applicationsRepo>;
