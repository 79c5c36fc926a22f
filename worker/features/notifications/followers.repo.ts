import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { companies, companyFollowers, followerDeliveries, jobs, notifications, users } from '../../../db/schema';

/** The followers of a job's company to tell of it: only while the job is public (published, approved company). */
const followersOfPublicJob = (jobId: number) => sql`from ${companyFollowers} f
  inner join ${jobs} on ${jobs.companyId} = f.company_id
  inner join ${companies} on ${companies.userId} = ${jobs.companyId}
  where ${jobs.id} = ${jobId} and ${jobs.state} = 'published' and ${jobs.deletedAt} is null and ${companies.status} = 'approved'`;

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

    /**
     * One batch (issue 30: a company may have tens of thousands of followers, more than one invocation may mail): of
     * the followers after `afterUserId`, the next `limit` by user id are the batch. A notification for each of them not
     * yet told of the job, then their delivery rows (insert or ignore) returning the followers just recorded: exactly
     * those to mail. The notifications are written before the deliveries they check, in one transaction, so a second
     * publish of the job (reopened, or a message retried) finds everyone told and does nothing. `followers` and
     * `lastUserId` describe the batch's window, told or not: a full window means more may follow it.
     */
    tellFollowers: async (jobId: number, at: Date, afterUserId: number, limit: number) => {
      const window = sql`select f.user_id ${followersOfPublicJob(jobId)} and f.user_id > ${afterUserId} order by f.user_id limit ${limit}`;
      const untold = sql`${followersOfPublicJob(jobId)} and f.user_id in (${window})`;
      const [, delivered, [extent]] = await db.batch([
        db.run(sql`insert into ${notifications} (user_id, kind, payload, created_at)
          select f.user_id, 'new_job', json_object('job_id', ${jobs.id}, 'job_title', ${jobs.title}, 'company_id', ${jobs.companyId}, 'company_name', ${companies.legalName}), ${at.getTime()}
          ${untold}
            and not exists (select 1 from ${followerDeliveries} d where d.user_id = f.user_id and d.job_id = ${jobs.id})`),
        db.all<{ userId: number }>(sql`insert into ${followerDeliveries} (user_id, job_id, created_at)
          select f.user_id, ${jobs.id}, ${at.getTime()} ${untold}
          on conflict do nothing returning user_id as userId`),
        db.all<{ followers: number; lastUserId: number | null }>(sql`select count(*) as followers, max(user_id) as lastUserId from (${window})`),
      ]);
      return { told: delivered.map((row) => row.userId), followers: extent?.followers ?? 0, lastUserId: extent?.lastUserId ?? null };
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

    /** The followers who have an e-mail address: an account made with a phone number has none (its bell still rings). */
    recipients: (userIds: readonly number[]) =>
      db
        .select({ email: users.email, locale: users.locale })
        .from(users)
        .where(sql`${users.id} in (select value from json_each(${JSON.stringify(userIds)})) and ${users.email} <> ''`),
  };
}
