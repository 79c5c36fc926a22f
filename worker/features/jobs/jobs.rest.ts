import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { reply } from '../../http/envelope';
import { idParam, readBody, readQuery } from '../../http/validation';
import { requireAuth } from '../auth/auth.middleware';
import { requestInfoOf } from '../../http/request-info';
import { routeDocs } from '../../openapi/route-doc';
import { jobSearchService } from './job-search.service';
import { companyJobsQuerySchema, jobInputSchema, jobMoves, jobSearchSchema, pageQuerySchema, type JobMove } from './jobs.schemas';
import { jobsService } from './jobs.service';
import { publicJobsService } from './public-jobs.service';
import { savedJobsService } from './saved-jobs.service';

const company = (c: Context<AppEnv>) => requireAuth(c.get('auth'), 'company');
const seeker = (c: Context<AppEnv>) => requireAuth(c.get('auth'), 'account');

const doc = routeDocs('Jobs');

const replyCodeOfMove = {
  publish: 'job_published',
  pause: 'job_paused',
  close: 'job_closed',
  reopen: 'job_reopened',
  fill: 'job_filled',
} as const satisfies Record<JobMove, string>;

/** docs/product.md#jobs-and-search: postings, public search and pages, saved jobs. */
export const jobsRest = new Hono<AppEnv>()
  // Company postings: drafts before approval too, publishing and later moves approved companies only (issue 23)
  .get(
    '/company/jobs',
    doc({
      summary: "The company's own jobs, by state",
      description:
        'Keyset-paged: `?cursor=&limit=` and `data.next_cursor`. Also for a company waiting for approval or rejected (its drafts); a suspended one gets 403 `company_not_approved`.',
      access: 'company',
      query: companyJobsQuerySchema,
      reply: { code: 'jobs_loaded', data: ['jobs', 'next_cursor'] },
    }),
    async (c) => {
      const auth = company(c);
      const result = await jobsService(requestInfoOf(c)).list(auth, readQuery(c, companyJobsQuerySchema));
      return reply(c, 'jobs_loaded', result);
    },
  )
  .post(
    '/company/jobs',
    doc({ summary: 'Write a job as a draft', access: 'company', body: jobInputSchema, reply: { code: 'job_created', data: ['job'], status: 201 } }),
    async (c) => {
      const auth = company(c);
      const { fields } = await readBody(c, jobInputSchema);
      return reply(c, 'job_created', { job: await jobsService(requestInfoOf(c)).create(auth, fields) }, 201);
    },
  )
  .get(
    '/company/jobs/:id{[0-9]+}',
    doc({ summary: "One of the company's jobs", access: 'company', reply: { code: 'job_loaded', data: ['job'] }, errors: [404, 409] }),
    async (c) => {
      const auth = company(c);
      return reply(c, 'job_loaded', { job: await jobsService(requestInfoOf(c)).get(auth, idParam(c)) });
    },
  )
  .put(
    '/company/jobs/:id{[0-9]+}',
    doc({
      summary: 'Edit a job',
      description: 'Closed, filled and deleted jobs cannot be edited (409).',
      access: 'company',
      body: jobInputSchema,
      reply: { code: 'job_updated', data: ['job'] },
      errors: [404, 409],
    }),
    async (c) => {
      const auth = company(c);
      const { fields } = await readBody(c, jobInputSchema);
      return reply(c, 'job_updated', { job: await jobsService(requestInfoOf(c)).update(auth, idParam(c), fields) });
    },
  )
  .delete('/company/jobs/:id{[0-9]+}', doc({ summary: 'Delete a draft', access: 'company', reply: { code: 'job_deleted' }, errors: [404, 409] }), async (c) => {
    const auth = company(c);
    await jobsService(requestInfoOf(c)).remove(auth, idParam(c));
    return reply(c, 'job_deleted');
  })
  .post(
    `/company/jobs/:id{[0-9]+}/:move{${jobMoves.join('|')}}`,
    doc({
      summary: 'Publish, pause, close, reopen or mark filled a job',
      description:
        "Publishing spends one credit in the same batch (402 `no_credits` at zero, the draft stays). `reopen` publishes a paused job, or a job filled while published or paused, again (no credit; a job filled after it closed or expired answers 409 `job_reopen_needs_new_posting`); `fill` is for a published, paused, expired or closed job. A move the job's state does not allow answers 409, and so does every move of a job an admin took down (`job_taken_down`). A company waiting for approval (or rejected) moves nothing: 403 `job_publish_needs_approval`, its draft kept.",
      access: 'company',
      pathValues: { move: jobMoves },
      reply: { code: 'job_published', data: ['job'] },
      errors: [402, 404, 409],
    }),
    async (c) => {
      const auth = company(c);
      const move = c.req.param('move') as JobMove;
      const job = await jobsService(requestInfoOf(c)).move(auth, idParam(c), move);
      return reply(c, replyCodeOfMove[move], { job });
    },
  )
  // Public
  .get(
    '/jobs',
    doc({
      summary: 'Search open jobs',
      description:
        'Words are folded for Kurdish and Arabic as typed; `city_id` may repeat. Keyset-paged. `data.total` is capped at 1000 (`data.total_capped`); `data.suggestions` holds near spellings when nothing matches. For a signed-in job seeker, `with_match=1` adds `match: {score, met, total}` to each job and `sort=match` ranks the newest 1000 matching jobs by their match with the default CV (docs/decisions/0015).',
      access: 'public',
      query: jobSearchSchema,
      reply: { code: 'jobs_loaded', data: ['jobs', 'next_cursor', 'total', 'total_capped', 'suggestions'] },
    }),
    async (c) => {
      const search = readQuery(c, jobSearchSchema, ['city_id']);
      const viewer = c.get('auth');
      const seekerId = viewer?.user.type === 'account' ? viewer.user.id : undefined;
      return reply(c, 'jobs_loaded', { ...(await jobSearchService(requestInfoOf(c)).search(search, seekerId)) });
    },
  )
  .get(
    '/jobs/:id{[0-9]+}',
    doc({
      summary: "A job's public page",
      description: 'Closed and expired jobs still answer, with `is_open: false`; a job an admin took down answers 410 `job_unavailable`.',
      access: 'public',
      reply: { code: 'job_loaded', data: ['job'] },
      errors: [404, 410],
    }),
    async (c) => reply(c, 'job_loaded', { job: await publicJobsService(requestInfoOf(c)).job(idParam(c)) }),
  )
  .get(
    '/jobs/:id{[0-9]+}/requirements',
    doc({
      summary: "A job's requirements (what applicants tick)",
      access: 'public',
      reply: { code: 'requirements_loaded', data: ['requirements'] },
      errors: [404, 410],
    }),
    async (c) => reply(c, 'requirements_loaded', { requirements: await publicJobsService(requestInfoOf(c)).requirements(idParam(c)) }),
  )
  .get(
    '/companies/:id{[0-9]+}',
    doc({
      summary: "A company's public page with its open jobs",
      access: 'public',
      reply: { code: 'company_loaded', data: ['company', 'jobs'] },
      errors: [404],
    }),
    async (c) => reply(c, 'company_loaded', { ...(await publicJobsService(requestInfoOf(c)).company(idParam(c))) }),
  )
  // Saved jobs (job seekers)
  .get(
    '/account/saved-jobs',
    doc({
      summary: "The job seeker's saved jobs",
      access: 'account',
      query: pageQuerySchema,
      reply: { code: 'saved_jobs_loaded', data: ['jobs', 'next_cursor'] },
    }),
    async (c) => {
      const auth = seeker(c);
      return reply(c, 'saved_jobs_loaded', await savedJobsService(requestInfoOf(c)).list(auth, readQuery(c, pageQuerySchema)));
    },
  )
  .put(
    '/account/saved-jobs/:jobId{[0-9]+}',
    doc({ summary: 'Save a job', access: 'account', reply: { code: 'job_saved', data: ['job_id', 'saved'] }, errors: [404] }),
    async (c) => {
      const auth = seeker(c);
      return reply(c, 'job_saved', { ...(await savedJobsService(requestInfoOf(c)).save(auth, idParam(c, 'jobId'))) });
    },
  )
  .delete(
    '/account/saved-jobs/:jobId{[0-9]+}',
    doc({ summary: 'Forget a saved job', access: 'account', reply: { code: 'job_unsaved', data: ['job_id', 'saved'] }, errors: [404] }),
    async (c) => {
      const auth = seeker(c);
      return reply(c, 'job_unsaved', { ...(await savedJobsService(requestInfoOf(c)).unsave(auth, idParam(c, 'jobId'))) });
    },
  );
