import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { reply } from '../../http/envelope';
import { routeDocs } from '../../openapi/route-doc';
import { requireAuth } from '../auth/auth.middleware';
import { readQuery } from '../../http/validation';
import { analyticsQuerySchema, interviewsCountQuerySchema, jobStageCountsQuerySchema, perMonthQuerySchema, perStageQuerySchema } from './dashboard.schemas';
import { dashboardService } from './dashboard.service';

const doc = routeDocs('Company dashboard');
const company = (c: Context<AppEnv>) => requireAuth(c.get('auth'), 'company');
const service = (c: Context<AppEnv>) => dashboardService(c.get('deps'), c.get('locale'));

const calendar =
  'Months and days are calendar months and days in Asia/Baghdad (UTC+3): `months=1` is the current month, `months=3` it and the two before, `months=0` all time (from the first month with anything). Approved companies only (403 `company_not_approved` otherwise); only the company\'s own jobs are counted. Reply shapes: README.md, "Company dashboard replies".';
const paged = 'Keyset-paged (`cursor`, `limit` 1–50, `next_cursor`).';

/** The seven dashboard calls (issue 13, docs/product.md#company-dashboard), with their defaults: months 0, 1, 3; interviews sorted desc. */
export const dashboardRest = new Hono<AppEnv>()
  .get(
    '/company/dashboard/analytics',
    doc({
      summary: 'Hiring activity per month',
      description: `Applications made, interviews (not cancelled, by when they take place), offers sent and hires (applications now hired, by when they moved there) per month, with totals. \`months\` defaults to 0 (all time). ${calendar}`,
      access: 'company',
      query: analyticsQuerySchema,
      reply: { code: 'dashboard_loaded', data: ['analytics'] },
    }),
    async (c) => {
      const auth = company(c);
      return reply(c, 'dashboard_loaded', await service(c).analytics(auth, readQuery(c, analyticsQuerySchema)));
    },
  )
  .get(
    '/company/dashboard/job-candidate-count-per-stage',
    doc({
      summary: 'Applicants per pipeline stage',
      description: `Applications made in the window by their current stage (all eight stages, pipeline order). \`months\` defaults to 1; \`closed=1\` also counts closed, filled and expired jobs (default 0: open and paused jobs only); \`locations\` (city ids, repeated or comma-separated) keeps only jobs in those cities. ${calendar}`,
      access: 'company',
      query: perStageQuerySchema,
      reply: { code: 'dashboard_loaded', data: ['per_stage'] },
    }),
    async (c) => {
      const auth = company(c);
      return reply(c, 'dashboard_loaded', await service(c).perStage(auth, readQuery(c, perStageQuerySchema, ['locations'])));
    },
  )
  .get(
    '/company/dashboard/job-candidate-count-per-month',
    doc({
      summary: 'Applications per month',
      description: `Applications made per month of the window, zeros included. \`months\` defaults to 3. ${calendar}`,
      access: 'company',
      query: perMonthQuerySchema,
      reply: { code: 'dashboard_loaded', data: ['per_month'] },
    }),
    async (c) => {
      const auth = company(c);
      return reply(c, 'dashboard_loaded', await service(c).perMonth(auth, readQuery(c, perMonthQuerySchema)));
    },
  )
  .get(
    '/company/jobs/interviews/interviews-count',
    doc({
      summary: 'Interviews per job',
      description: `The company's interviews (cancelled ones left out): the total and the upcoming, and the jobs that have any with their own counts, ordered by their total (\`sort_type\` asc or desc, default desc; ties by job id). ${paged} ${calendar}`,
      access: 'company',
      query: interviewsCountQuerySchema,
      reply: { code: 'dashboard_loaded', data: ['interviews_count', 'jobs', 'next_cursor'] },
    }),
    async (c) => {
      const auth = company(c);
      return reply(c, 'dashboard_loaded', { ...(await service(c).interviewsCount(auth, readQuery(c, interviewsCountQuerySchema))) });
    },
  )
  .get(
    '/company/dashboard/last-week-statistics',
    doc({
      summary: 'The last seven days',
      description: `Applications, interviews and hires on each of the last 7 days (today last), with totals. ${calendar}`,
      access: 'company',
      reply: { code: 'dashboard_loaded', data: ['last_week'] },
    }),
    async (c) => {
      const auth = company(c);
      return reply(c, 'dashboard_loaded', await service(c).lastWeek(auth));
    },
  )
  .get(
    '/company/dashboard/counting-data',
    doc({
      summary: 'The counting cards',
      description: `Open jobs, all applicants, new applicants of the last 7 days, upcoming interviews, hires and the credits balance. ${calendar}`,
      access: 'company',
      reply: { code: 'dashboard_loaded', data: ['counts'] },
    }),
    async (c) => {
      const auth = company(c);
      return reply(c, 'dashboard_loaded', await service(c).countingData(auth));
    },
  )
  .get(
    '/company/jobs/applications-count-per-stage',
    doc({
      summary: 'Applicants per stage of each job',
      description: `The company's jobs (drafts left out), newest first, each with its applications per stage and in all. ${paged}`,
      access: 'company',
      query: jobStageCountsQuerySchema,
      reply: { code: 'dashboard_loaded', data: ['jobs', 'next_cursor'] },
    }),
    async (c) => {
      const auth = company(c);
      return reply(c, 'dashboard_loaded', { ...(await service(c).jobStageCounts(auth, readQuery(c, jobStageCountsQuerySchema))) });
    },
  );
