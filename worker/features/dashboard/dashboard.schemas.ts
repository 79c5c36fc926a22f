/**
 * The company dashboard's contract (issue 13, the seven calls of docs/product.md#company-dashboard), shared by the
 * worker and the client. That section gives the calls and their defaults (months 0 for analytics, 1 per stage, 3 per
 * month; interviews sorted desc) but not the replies: these shapes are ours, documented in README.md ("Company
 * dashboard replies").
 *
 * Months are calendar months in Asia/Baghdad (UTC+3 all year): `months=1` is the current month, `months=3` it and
 * the two before, `months=0` all time. Days likewise.
 */
import { z } from 'zod';
import { type ApplicationStage, applicationStages } from '../../../db/schema/application-values';
import type { JobState } from '../jobs/jobs.schemas';

export { applicationStages, type ApplicationStage };

/** The longest window a chart asks for; 0 is all time. */
export const maxMonths = 24;
export const sortTypes = ['asc', 'desc'] as const;
export type SortType = (typeof sortTypes)[number];

const months = (fallback: number) =>
  z.coerce
    .number({ error: 'v_invalid_value' })
    .int({ error: 'v_invalid_value' })
    .min(0, { error: 'v_invalid_value' })
    .max(maxMonths, { error: 'v_invalid_value' })
    .default(fallback);

const page = {
  cursor: z.string().max(200, { error: 'v_invalid_value' }).optional(),
  limit: z.coerce
    .number({ error: 'v_invalid_value' })
    .int({ error: 'v_invalid_value' })
    .min(1, { error: 'v_invalid_value' })
    .max(50, { error: 'v_invalid_value' })
    .default(20),
};

/** `GET /company/dashboard/analytics?months` (default 0: all time). */
export const analyticsQuerySchema = z.object({ months: months(0) });

/**
 * `GET /company/dashboard/job-candidate-count-per-stage?months&closed&locations` (default 1). `closed=1` also counts
 * closed, filled and expired jobs; `locations` are city ids (repeated or comma-separated in the query string).
 */
export const perStageQuerySchema = z.object({
  months: months(1),
  closed: z.coerce
    .number({ error: 'v_invalid_value' })
    .int({ error: 'v_invalid_value' })
    .min(0, { error: 'v_invalid_value' })
    .max(1, { error: 'v_invalid_value' })
    .default(0),
  locations: z
    .array(z.coerce.number({ error: 'v_invalid_value' }).int({ error: 'v_invalid_value' }).positive({ error: 'v_invalid_value' }))
    .max(30, { error: 'v_invalid_value' })
    .default([]),
});

/** `GET /company/dashboard/job-candidate-count-per-month?months` (default 3). */
export const perMonthQuerySchema = z.object({ months: months(3) });

/** `GET /company/jobs/interviews/interviews-count?sort_type` (default desc): jobs by their number of interviews. */
export const interviewsCountQuerySchema = z.object({ sort_type: z.enum(sortTypes, { error: 'v_invalid_value' }).default('desc'), ...page });

/** `GET /company/jobs/applications-count-per-stage`: the company's jobs, newest first. */
export const jobStageCountsQuerySchema = z.object(page);

export type AnalyticsQuery = z.output<typeof analyticsQuerySchema>;
export type PerStageQuery = z.output<typeof perStageQuerySchema>;
export type PerMonthQuery = z.output<typeof perMonthQuerySchema>;
export type InterviewsCountQuery = z.output<typeof interviewsCountQuerySchema>;
export type JobStageCountsQuery = z.output<typeof jobStageCountsQuerySchema>;

/** Hiring activity of one month ('YYYY-MM'): applications made, interviews held or set (not cancelled), offers sent, hires. */
export interface MonthActivity {
  month: string;
  applications: number;
  interviews: number;
  offers: number;
  hires: number;
}

/** `data.analytics`: every month of the window, oldest first, zeros included, and the window's totals. */
export interface DashboardAnalytics {
  months: number;
  series: MonthActivity[];
  totals: Omit<MonthActivity, 'month'>;
}

/** `data.per_stage`: the applications made in the window, by their current stage (every stage, pipeline order). */
export interface StageCounts {
  months: number;
  closed: boolean;
  locations: number[];
  stages: Array<{ stage: ApplicationStage; count: number }>;
  total: number;
}

/** `data.per_month`: applications made per month of the window, oldest first, zeros included. */
export interface MonthlyApplications {
  months: number;
  series: Array<{ month: string; applications: number }>;
  total: number;
}

export interface JobInterviewCount {
  job_id: number;
  title: string;
  /** Interviews not cancelled. */
  total: number;
  /** Of those, the ones still to come. */
  upcoming: number;
}

/** `data.interviews_count`, `data.jobs` (jobs with at least one interview), `data.next_cursor`. */
export interface InterviewsCount {
  interviews_count: { sort_type: SortType; total: number; upcoming: number };
  jobs: JobInterviewCount[];
  next_cursor: string | null;
}

/** Activity of one day ('YYYY-MM-DD' in Asia/Baghdad). */
export interface DayActivity {
  day: string;
  applications: number;
  interviews: number;
  hires: number;
}

/** `data.last_week`: the last 7 days, today last. */
export interface LastWeekStatistics {
  days: DayActivity[];
  totals: Omit<DayActivity, 'day'>;
}

/** `data.counts`: the counting cards. */
export interface CountingData {
  /** Published and before their deadline. */
  open_jobs: number;
  /** Every application to the company's jobs, withdrawn ones included. */
  total_applicants: number;
  /** Applications of the last 7 days (today and the 6 before, Asia/Baghdad). */
  new_this_week: number;
  upcoming_interviews: number;
  /** Applications now at `hired`. */
  hires: number;
  credits_balance: number;
}

export interface JobStageCount {
  job_id: number;
  title: string;
  state: JobState;
  total: number;
  stages: Record<ApplicationStage, number>;
}

/** `data.jobs`, `data.next_cursor`. */
export interface JobStageCounts {
  jobs: JobStageCount[];
  next_cursor: string | null;
}
