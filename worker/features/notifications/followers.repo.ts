import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { companies, companyFollowers, followerDeliveries, jobs, notifications, users } from '../../../db/schema';
import { type IdRange, idRanges, withinRange } from '../../platform/id-ranges';
import type { Locale } from '../../ports';

/** The job, published, of an approved company: only a public job's followers are told of it. */
const isPublicJob = (jobId: number) =>
  sql`${jobs.id} = ${jobId} and ${jobs.state} = 'published' and ${jobs.deletedAt} is null and ${companies.status} = 'approved'`;

/** The followers of a job's company to tell of it, while the job is public. */
const followersOfPublicJob = (jobId: number) => sql`from ${companyFollowers} f
  inner join ${jobs} on ${jobs.companyId} = f.company_id
  inner join ${companies} on ${companies.userId} = ${jobs.companyId}
  where ${isPublicJob(jobId)}`;

/** The company of a job while the job is public (no row otherwise): whose followers a fan-out reads, by their index. */
const companyOfPublicJob = (jobId: number) =>
  sql`(select ${jobs.companyId} from ${jobs} inner join ${companies} on ${companies.userId} = ${jobs.companyId} where ${isPublicJob(jobId)})`;

/** Followed companies (issue 15): who follows whom, and who was told of which job. */
export function followersRepo(db: Database) {
  return {
    /** Following twice is following once. */
    follow: (userId: number, companyId: number, at: Date) => db.insert(companyFollowers).values({ userId, companyId, createdAt: at }).onConflictDoNothing(),

    unfollow: (userId: number, companyId: number) =>
      db.delete(companyFollowers).where(and(eq(companyFollowers.userId, userId), eq(companyFollowers.companyId, companyId))),

    isFollowing: async (userId: number, companyId: number) =>
      (
        await db
          .select({ id: companyFollowers.id })
          .from(companyFollowers)
          .where(and(eq(companyFollowers.userId, userId), eq(companyFollowers.companyId, companyId)))
          .limit(1)
      ).length > 0,

    /** The companies a seeker follows, the latest followed first (keyset on the follow's id); closed ones left out. */
    page: (userId: number, beforeId: number | undefined, limit: number) =>
      db
        .select({
          id: companyFollowers.id,
          companyId: companyFollowers.companyId,
          name: companies.legalName,
          logoKey: companies.logoKey,
          followedAt: companyFollowers.createdAt,
        })
        .from(companyFollowers)
        .innerJoin(companies, eq(companies.userId, companyFollowers.companyId))
        .where(and(eq(companyFollowers.userId, userId), eq(companies.status, 'approved'), beforeId ? lt(companyFollowers.id, beforeId) : undefined))
        .orderBy(desc(companyFollowers.id))
        .limit(limit),

    /** The company's followers in ranges of `perRange` by user id, while the job is public (one message each). */
    ranges: (jobId: number, perRange: number) =>
      idRanges(db, sql`select user_id as id from ${companyFollowers} where company_id = ${companyOfPublicJob(jobId)}`, perRange),

    /** The followers of a range who have an e-mail address (an account made with a phone number has none). */
    addressesIn: (jobId: number, range: IdRange) =>
      db.all<{ userId: number; email: string; locale: Locale }>(sql`select u.id as userId, u.email as email, u.locale as locale from ${users} u
        where u.email <> '' and u.id in (select f.user_id ${followersOfPublicJob(jobId)} and ${withinRange(sql`f.user_id`, range)})`),

    /**
     * One range of the company's followers (issue 30: a company may have tens of thousands): a notification for each
     * not yet told of the job, then their delivery rows (insert or ignore) returning the followers just recorded,
     * exactly those to mail. The notifications are written before the deliveries they check, in one transaction, so
     * a second publish of the job (reopened, or a message retried) finds everyone told and does nothing.
     */
    tellFollowers: async (jobId: number, at: Date, range: IdRange) => {
      const inRange = sql`${followersOfPublicJob(jobId)} and ${withinRange(sql`f.user_id`, range)}`;
      const [, delivered] = await db.batch([
        db.run(sql`insert into ${notifications} (user_id, kind, payload, created_at)
          select f.user_id, 'new_job', json_object('job_id', ${jobs.id}, 'job_title', ${jobs.title}, 'company_id', ${jobs.companyId}, 'company_name', ${companies.legalName}), ${at.getTime()}
          ${inRange}
            and not exists (select 1 from ${followerDeliveries} d where d.user_id = f.user_id and d.job_id = ${jobs.id})`),
        db.all<{ userId: number }>(sql`insert into ${followerDeliveries} (user_id, job_id, created_at)
          select f.user_id, ${jobs.id}, ${at.getTime()} ${inRange}
          on conflict do nothing returning user_id as userId`),
      ]);
      return delivered.map((row) => row.userId);
    },

    /** What a follower's mail says of the job, and where it goes. */
    job: async (jobId: number) =>
      (
        await db
          .select({ id: jobs.id, title: jobs.title, companyId: jobs.companyId, companyName: companies.legalName })
          .from(jobs)
          .innerJoin(companies, eq(companies.userId, jobs.companyId))
          .where(eq(jobs.id, jobId))
          .limit(1)
      )[0],
  };
}
