import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import type { ApplicationStage } from '../../../db/schema/application-values';
import type { storedJobStates } from '../../../db/schema/job-values';
import { dayOf, monthOf } from './dashboard-calendar';

/**
 * What the dashboard counts, each as rows of one company's applications (`a`) and the moment it is counted at.
 * Interviews count when they take place (cancelled ones never), offers when sent, hires when the application moved
 * to `hired` and is still there (an undone hire is no hire).
 */
const sources = {
  applications: { from: sql`applications a`, at: sql`a.created_at`, where: sql`1 = 1` },
  interviews: { from: sql`interviews i join applications a on a.id = i.application_id`, at: sql`i.starts_at`, where: sql`i.status = 'scheduled'` },
  offers: { from: sql`offers o join applications a on a.id = o.application_id`, at: sql`o.created_at`, where: sql`1 = 1` },
  hires: { from: sql`applications a`, at: sql`a.stage_changed_at`, where: sql`a.stage = 'hired'` },
} as const;
export type Source = keyof typeof sources;

export interface Window {
  since?: Date | null;
  until?: Date | null;
}

const ofCompany = (companyId: number) => sql`a.job_id in (select id from jobs where company_id = ${companyId})`;
const inWindow = (at: SQL, { since, until }: Window) =>
  sql.join([since ? sql`${at} >= ${since.getTime()}` : sql`1 = 1`, until ? sql`${at} < ${until.getTime()}` : sql`1 = 1`], sql` and `);

export interface Bucket {
  key: string;
  n: number;
}

export function dashboardRepo(db: Database) {
  return {
    /** How many of a source fall in the window, per Baghdad month or day. */
    async perBucket(source: Source, companyId: number, bucket: 'month' | 'day', window: Window): Promise<Bucket[]> {
      const { from, at, where } = sources[source];
      const key = bucket === 'month' ? monthOf(at) : dayOf(at);
      return db.all<Bucket>(sql`select ${key} as key, count(*) as n from ${from} where ${ofCompany(companyId)} and ${where} and ${inWindow(at, window)} group by 1`);
    },

    /** How many of a source fall in the window. */
    async count(source: Source, companyId: number, window: Window = {}): Promise<number> {
      const { from, at, where } = sources[source];
      const [row] = await db.all<{ n: number }>(sql`select count(*) as n from ${from} where ${ofCompany(companyId)} and ${where} and ${inWindow(at, window)}`);
      return Number(row?.n ?? 0);
    },

    /** Applications made in the window by their current stage, of open jobs only unless `closed`, in some cities only if given. */
    async perStage(companyId: number, options: { since: Date | null; closed: boolean; cities: number[]; now: Date }) {
      const conditions = [sql`j.company_id = ${companyId}`, sql`j.deleted_at is null`];
      if (options.since) conditions.push(sql`a.created_at >= ${options.since.getTime()}`);
      if (!options.closed) conditions.push(sql`j.state in ('published', 'paused') and j.deadline_at > ${options.now.getTime()}`);
      if (options.cities.length > 0) conditions.push(sql`j.city_id in (select value from json_each(${JSON.stringify(options.cities)}))`);
      return db.all<{ stage: ApplicationStage; n: number }>(
        sql`select a.stage as stage, count(*) as n from applications a join jobs j on j.id = a.job_id where ${sql.join(conditions, sql` and `)} group by a.stage`,
      );
    },

    /** Published jobs before their deadline. */
    async openJobs(companyId: number, now: Date): Promise<number> {
      const [row] = await db.all<{ n: number }>(
        sql`select count(*) as n from jobs where company_id = ${companyId} and state = 'published' and deleted_at is null and deadline_at > ${now.getTime()}`,
      );
      return Number(row?.n ?? 0);
    },

    /** Jobs with interviews, by their count of interviews (then id) in `order`, after the cursor's job. */
    async interviewsPerJob(companyId: number, options: { now: Date; order: 'asc' | 'desc'; after?: { n: number; id: number }; limit: number }) {
      const { order, after } = options;
      const direction = order === 'asc' ? sql`asc` : sql`desc`;
      const beyond = order === 'asc' ? sql`>` : sql`<`;
      const having = after ? sql`having count(*) ${beyond} ${after.n} or (count(*) = ${after.n} and a.job_id ${beyond} ${after.id})` : sql``;
      return db.all<{ job_id: number; title: string; total: number; upcoming: number }>(sql`
        select a.job_id as job_id, (select title from jobs where id = a.job_id) as title, count(*) as total,
               sum(i.starts_at >= ${options.now.getTime()}) as upcoming
        from interviews i join applications a on a.id = i.application_id
        where ${ofCompany(companyId)} and i.status = 'scheduled'
        group by a.job_id ${having}
        order by total ${direction}, a.job_id ${direction}
        limit ${options.limit}`);
    },

    /** A page of the company's jobs other than drafts, newest first. */
    jobsPage: (companyId: number, beforeId: number | undefined, limit: number) =>
      db.all<{ id: number; title: string; state: (typeof storedJobStates)[number]; deadline_at: number }>(sql`
        select id, title, state, deadline_at from jobs
        where company_id = ${companyId} and deleted_at is null and state != 'draft' ${beforeId ? sql`and id < ${beforeId}` : sql``}
        order by id desc limit ${limit}`),

    /** Applications of these jobs by job and stage. */
    stagesOfJobs: (jobIds: number[]) =>
      db.all<{ job_id: number; stage: ApplicationStage; n: number }>(
        sql`select job_id, stage, count(*) as n from applications where job_id in (select value from json_each(${JSON.stringify(jobIds)})) group by job_id, stage`,
      ),
  };
}
