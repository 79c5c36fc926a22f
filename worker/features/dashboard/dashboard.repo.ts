import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import type { ApplicationStage } from '../../../db/schema/application-values';
import type { storedJobStates } from '../../../db/schema/job-values';
import { localDayNumber } from '../../platform/baghdad-calendar';

/**
 * What the dashboard counts by day (the last week, what is to come), each as rows of one company's applications
 * (`a`) and the moment it is counted at. Interviews count when they take place (cancelled ones never), hires when the
 * application moved to `hired` and is still there (an undone hire is no hire). Months come from dashboard_month_counts.
 */
const sources: Record<'applications' | 'interviews' | 'hires', { from: SQL; recentFrom?: SQL; at: SQL; where: SQL; ownIndex?: true }> = {
  applications: { from: sql`applications a`, at: sql`a.created_at`, where: sql`1 = 1` },
  // interviews_starts indexes the moment across all companies: good for a few days around now, not for months.
  interviews: {
    from: sql`interviews i join applications a on a.id = i.application_id`,
    // CROSS JOIN keeps interviews the outer loop: SQLite does not reorder it.
    recentFrom: sql`interviews i cross join applications a on a.id = i.application_id`,
    at: sql`i.starts_at`,
    where: sql`i.status = 'scheduled'`,
    ownIndex: true,
  },
  // Read from the partial index applications_hired (drizzle/0009_dashboard_indexes.sql), whose condition this repeats.
  hires: { from: sql`applications a`, at: sql`a.stage_changed_at`, where: sql`a.stage = 'hired'` },
};
export type Source = keyof typeof sources;

export interface Window {
  since?: Date | null;
  until?: Date | null;
  /**
   * A window of a few days around now (the last week, what is still to come): a moment with an index of its own
   * across all companies (interviews) is found through it, few rows. Otherwise that index is kept out (`+`) and the
   * company's applications are walked: the planner, without statistics, would pick it for months too.
   */
  recent?: boolean;
}

const ofCompany = (companyId: number) => sql`a.job_id in (select id from jobs where company_id = ${companyId})`;
const fromOf = (source: Source, window: Window) => (window.recent ? (sources[source].recentFrom ?? sources[source].from) : sources[source].from);

function inWindow(source: Source, { since, until, recent }: Window) {
  const { at } = sources[source];
  const moment = sources[source].ownIndex && !recent ? sql`+${at}` : at;
  return sql.join([since ? sql`${moment} >= ${since.getTime()}` : sql`1 = 1`, until ? sql`${moment} < ${until.getTime()}` : sql`1 = 1`], sql` and `);
}

/** How many on one Baghdad day (days since 1970-01-01). */
export interface DayCount {
  day: number;
  n: number;
}

/** A month's counts of one company, as the triggers of drizzle/0017 keep them in dashboard_month_counts. */
export interface MonthCounts {
  month: string;
  applications: number;
  interviews: number;
  offers: number;
  hires: number;
}

export function dashboardRepo(db: Database) {
  return {
    /**
     * The company's counted months from `first` (all of them without it) to `last` ('YYYY-MM', both included): a
     * few dozen rows read by primary key, however many applications the company has.
     */
    monthCounts: (companyId: number, first: string | null, last: string) =>
      db.all<MonthCounts>(sql`
        select month, applications, interviews, offers, hires from dashboard_month_counts
        where company_id = ${companyId} and month <= ${last} ${first ? sql`and month >= ${first}` : sql``}
        order by month`),

    /** How many of a source fall in the window, per Baghdad day (the service sums months from days). */
    async perDay(source: Source, companyId: number, window: Window): Promise<DayCount[]> {
      const { at, where } = sources[source];
      const from = fromOf(source, window);
      return db.all<DayCount>(
        sql`select ${localDayNumber(at)} as day, count(*) as n from ${from} where ${ofCompany(companyId)} and ${where} and ${inWindow(source, window)} group by 1`,
      );
    },

    /** How many of a source fall in the window. */
    async count(source: Source, companyId: number, window: Window = {}): Promise<number> {
      const { where } = sources[source];
      const from = fromOf(source, window);
      const [row] = await db.all<{ n: number }>(
        sql`select count(*) as n from ${from} where ${ofCompany(companyId)} and ${where} and ${inWindow(source, window)}`,
      );
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

    /** Every job of the company with interviews not cancelled: how many, and how many still to come (one pass). */
    interviewsPerJob: (companyId: number, now: Date) =>
      db.all<{ job_id: number; title: string; total: number; upcoming: number }>(sql`
        select a.job_id as job_id, (select title from jobs where id = a.job_id) as title, count(*) as total,
               sum(i.starts_at >= ${now.getTime()}) as upcoming
        from interviews i join applications a on a.id = i.application_id
        where ${ofCompany(companyId)} and i.status = 'scheduled'
        group by a.job_id`),

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
