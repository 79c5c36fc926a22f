import type { Deps, Locale } from '../../ports';
import type { Authenticated } from '../auth/sessions.service';
import { creditsService } from '../credits/credits.service';
import { decodeCursor, encodeCursor } from '../../http/cursor';
import { companyGate } from '../companies/company-gate.service';
import { stateOf } from '../jobs/job-state.service';
import { dayKeyOfNumber, dayStart, lastDayKeys, monthKeyOf, monthKeysBetween, monthStart, windowStart } from '../../platform/baghdad-calendar';
import { type DayCount, dashboardRepo, type MonthCounts } from './dashboard.repo';
import {
  type AnalyticsQuery,
  type ApplicationStage,
  applicationStages,
  type CountingData,
  type DashboardAnalytics,
  type InterviewsCount,
  type InterviewsCountQuery,
  type JobStageCounts,
  type JobStageCountsQuery,
  type LastWeekStatistics,
  type MonthlyApplications,
  type PerMonthQuery,
  type PerStageQuery,
  type StageCounts,
} from './dashboard.schemas';

const weekDays = 7;

/** Day counts by 'YYYY-MM-DD'. */
const countsByDay = (rows: DayCount[]): Map<string, number> => new Map(rows.map((row) => [dayKeyOfNumber(Number(row.day)), Number(row.n)]));
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const zeroStages = () => Object.fromEntries(applicationStages.map((stage) => [stage, 0])) as Record<ApplicationStage, number>;

const readInterviewsCursor = (value: unknown) => {
  if (typeof value !== 'object' || value === null) return undefined;
  const { n, id } = value as Record<string, unknown>;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && typeof id === 'number' && Number.isInteger(id) && id > 0 ? { n, id } : undefined;
};
const readJobCursor = (value: unknown) => {
  if (typeof value !== 'object' || value === null) return undefined;
  const { j } = value as Record<string, unknown>;
  return typeof j === 'number' && Number.isInteger(j) && j > 0 ? j : undefined;
};

/**
 * The seven dashboard calls (docs/product.md#company-dashboard) for an approved company: everything is counted over the
 * company's own jobs only, in Asia/Baghdad calendar months and days (worker/platform/baghdad-calendar.ts).
 */
export function dashboardService(deps: Pick<Deps, 'db' | 'clock' | 'startingCredits'>, locale: Locale = 'en') {
  const repo = dashboardRepo(deps.db);

  const companyOf = (auth: Authenticated): Promise<number> => companyGate(deps.db).approved(auth);

  /**
   * The counted months of a window of `months` calendar months ending with the current one (0: all time), leaving
   * out months whose counts all went back to zero (an undone hire, a cancelled interview).
   */
  async function countedMonths(companyId: number, now: Date, months: number): Promise<MonthCounts[]> {
    const first = months > 0 ? monthKeyOf(monthStart(now, months - 1)) : null;
    const rows = await repo.monthCounts(companyId, first, monthKeyOf(now));
    return rows
      .map((row) => ({
        month: row.month,
        applications: Number(row.applications),
        interviews: Number(row.interviews),
        offers: Number(row.offers),
        hires: Number(row.hires),
      }))
      .filter((row) => row.applications + row.interviews + row.offers + row.hires > 0);
  }

  /** The months of a window, oldest first; all time starts with the oldest month that has anything. */
  function monthsOf(now: Date, months: number, seen: Iterable<string>): string[] {
    const current = monthKeyOf(now);
    const first = months > 0 ? monthKeyOf(monthStart(now, months - 1)) : ([...seen].filter((key) => key <= current).sort()[0] ?? current);
    return monthKeysBetween(first, current);
  }

  return {
    async analytics(auth: Authenticated, query: AnalyticsQuery): Promise<{ analytics: DashboardAnalytics }> {
      const companyId = await companyOf(auth);
      const now = deps.clock.now();
      // Interviews count in the month they take place: the months end with the current one, later ones are left out.
      const counted = new Map((await countedMonths(companyId, now, query.months)).map((row) => [row.month, row]));
      const series = monthsOf(now, query.months, counted.keys()).map((month) => {
        const row = counted.get(month);
        return { month, applications: row?.applications ?? 0, interviews: row?.interviews ?? 0, offers: row?.offers ?? 0, hires: row?.hires ?? 0 };
      });
      const totals = {
        applications: sum(series.map((point) => point.applications)),
        interviews: sum(series.map((point) => point.interviews)),
        offers: sum(series.map((point) => point.offers)),
        hires: sum(series.map((point) => point.hires)),
      };
      return { analytics: { months: query.months, series, totals } };
    },

    async perStage(auth: Authenticated, query: PerStageQuery): Promise<{ per_stage: StageCounts }> {
      const companyId = await companyOf(auth);
      const now = deps.clock.now();
      const cities = [...new Set(query.locations)].sort((a, b) => a - b);
      const rows = await repo.perStage(companyId, { since: windowStart(now, query.months), closed: query.closed === 1, cities, now });
      const counts = zeroStages();
      for (const row of rows) counts[row.stage] = Number(row.n);
      const stages = applicationStages.map((stage) => ({ stage, count: counts[stage] }));
      return { per_stage: { months: query.months, closed: query.closed === 1, locations: cities, stages, total: sum(stages.map((item) => item.count)) } };
    },

    async perMonth(auth: Authenticated, query: PerMonthQuery): Promise<{ per_month: MonthlyApplications }> {
      const companyId = await companyOf(auth);
      const now = deps.clock.now();
      const counts = new Map((await countedMonths(companyId, now, query.months)).map((row) => [row.month, row.applications]));
      const series = monthsOf(now, query.months, counts.keys()).map((month) => ({ month, applications: counts.get(month) ?? 0 }));
      return { per_month: { months: query.months, series, total: sum(series.map((point) => point.applications)) } };
    },

    async interviewsCount(auth: Authenticated, query: InterviewsCountQuery): Promise<InterviewsCount> {
      const companyId = await companyOf(auth);
      const now = deps.clock.now();
      const after = query.cursor ? decodeCursor(query.cursor, locale, readInterviewsCursor) : undefined;
      // A company has at most a few hundred jobs with interviews: one pass counts them all, and the page is cut here.
      const direction = query.sort_type === 'asc' ? 1 : -1;
      const all = (await repo.interviewsPerJob(companyId, now))
        .map((row) => ({ job_id: row.job_id, title: row.title, total: Number(row.total), upcoming: Number(row.upcoming) }))
        .sort((a, b) => direction * (a.total - b.total || a.job_id - b.job_id));
      const rest = after ? all.filter((job) => direction * (job.total - after.n || job.job_id - after.id) > 0) : all;
      const jobs = rest.slice(0, query.limit);
      const last = jobs[jobs.length - 1];
      return {
        interviews_count: { sort_type: query.sort_type, total: sum(all.map((job) => job.total)), upcoming: sum(all.map((job) => job.upcoming)) },
        jobs,
        next_cursor: rest.length > query.limit && last ? encodeCursor({ n: last.total, id: last.job_id }) : null,
      };
    },

    async lastWeek(auth: Authenticated): Promise<{ last_week: LastWeekStatistics }> {
      const companyId = await companyOf(auth);
      const now = deps.clock.now();
      const window = { since: dayStart(now, weekDays - 1), until: dayStart(now, -1), recent: true };
      const [applications, interviews, hires] = await Promise.all(
        (['applications', 'interviews', 'hires'] as const).map((source) => repo.perDay(source, companyId, window).then(countsByDay)),
      );
      const days = lastDayKeys(now, weekDays).map((day) => ({
        day,
        applications: applications?.get(day) ?? 0,
        interviews: interviews?.get(day) ?? 0,
        hires: hires?.get(day) ?? 0,
      }));
      const totals = {
        applications: sum(days.map((day) => day.applications)),
        interviews: sum(days.map((day) => day.interviews)),
        hires: sum(days.map((day) => day.hires)),
      };
      return { last_week: { days, totals } };
    },

    async countingData(auth: Authenticated): Promise<{ counts: CountingData }> {
      const companyId = await companyOf(auth);
      const now = deps.clock.now();
      const [openJobs, allTime, newThisWeek, upcoming, balance] = await Promise.all([
        repo.openJobs(companyId, now),
        countedMonths(companyId, now, 0),
        repo.count('applications', companyId, { since: dayStart(now, weekDays - 1) }),
        repo.count('interviews', companyId, { since: now, recent: true }),
        creditsService(deps).balance(companyId),
      ]);
      const applicants = sum(allTime.map((month) => month.applications));
      const hires = sum(allTime.map((month) => month.hires));
      return {
        counts: {
          open_jobs: openJobs,
          total_applicants: applicants,
          new_this_week: newThisWeek,
          upcoming_interviews: upcoming,
          hires,
          credits_balance: balance,
        },
      };
    },

    async jobStageCounts(auth: Authenticated, query: JobStageCountsQuery): Promise<JobStageCounts> {
      const companyId = await companyOf(auth);
      const now = deps.clock.now();
      const beforeId = query.cursor ? decodeCursor(query.cursor, locale, readJobCursor) : undefined;
      const rows = await repo.jobsPage(companyId, beforeId, query.limit + 1);
      const page = rows.slice(0, query.limit);
      const stages = new Map(page.map((job) => [job.id, zeroStages()]));
      if (page.length > 0) {
        for (const row of await repo.stagesOfJobs(page.map((job) => job.id))) {
          const counts = stages.get(row.job_id);
          if (counts) counts[row.stage] = Number(row.n);
        }
      }
      const last = page[page.length - 1];
      return {
        jobs: page.map((job) => {
          const counts = stages.get(job.id) ?? zeroStages();
          return {
            job_id: job.id,
            title: job.title,
            state: stateOf({ state: job.state, deadlineAt: new Date(job.deadline_at) }, now),
            total: sum(Object.values(counts)),
            stages: counts,
          };
        }),
        next_cursor: rows.length > query.limit && last ? encodeCursor({ j: last.id }) : null,
      };
    },
  };
}
