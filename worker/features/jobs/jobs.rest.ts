import { type Context, Hono } from 'hono';
import type { ZodType, z } from 'zod';
import type { AppEnv } from '../../http/context';
import { reply } from '../../http/envelope';
import { readBody, validationError } from '../../http/validation';
import { requireAuth } from '../auth/auth.middleware';
import { requestInfoOf } from '../auth/context';
import { jobSearchService } from './job-search.service';
import { companyJobsQuerySchema, jobInputSchema, jobMoves, jobSearchSchema, pageQuerySchema, type JobMove } from './jobs.schemas';
import { jobsService } from './jobs.service';
import { publicJobsService } from './public-jobs.service';
import { savedJobsService } from './saved-jobs.service';

const id = (c: Context<AppEnv>, name = 'id') => Number(c.req.param(name));
const company = (c: Context<AppEnv>) => requireAuth(c.get('auth'), 'company');
const seeker = (c: Context<AppEnv>) => requireAuth(c.get('auth'), 'account');

/** The query string through a schema; empty values count as absent, `repeated` names keep every value. */
function readQuery<Schema extends ZodType>(c: Context<AppEnv>, schema: Schema, repeated: readonly string[] = []): z.output<Schema> {
  const values: Record<string, unknown> = {};
  for (const [name, list] of Object.entries(c.req.queries())) {
    const present = list.filter((value) => value !== '');
    if (present.length === 0) continue;
    values[name] = repeated.includes(name) ? present.flatMap((value) => value.split(',')).filter(Boolean) : present[0];
  }
  const parsed = schema.safeParse(values);
  if (!parsed.success) throw validationError(parsed.error.issues, c.get('locale'));
  return parsed.data;
}

const replyCodeOfMove = { publish: 'job_published', pause: 'job_paused', close: 'job_closed', reopen: 'job_reopened' } as const satisfies Record<JobMove, string>;

/** DESIGN.md "Jobs, applying and hiring": postings, public search and pages, saved jobs. */
export const jobsRest = new Hono<AppEnv>()
  // Company postings (approved companies only)
  .get('/company/jobs', async (c) => {
    const auth = company(c);
    const result = await jobsService(requestInfoOf(c)).list(auth, readQuery(c, companyJobsQuerySchema));
    return reply(c, 'jobs_loaded', result);
  })
  .post('/company/jobs', async (c) => {
    const auth = company(c);
    const { fields } = await readBody(c, jobInputSchema);
    return reply(c, 'job_created', { job: await jobsService(requestInfoOf(c)).create(auth, fields) }, 201);
  })
  .get('/company/jobs/:id{[0-9]+}', async (c) => {
    const auth = company(c);
    return reply(c, 'job_loaded', { job: await jobsService(requestInfoOf(c)).get(auth, id(c)) });
  })
  .put('/company/jobs/:id{[0-9]+}', async (c) => {
    const auth = company(c);
    const { fields } = await readBody(c, jobInputSchema);
    return reply(c, 'job_updated', { job: await jobsService(requestInfoOf(c)).update(auth, id(c), fields) });
  })
  .delete('/company/jobs/:id{[0-9]+}', async (c) => {
    const auth = company(c);
    await jobsService(requestInfoOf(c)).remove(auth, id(c));
    return reply(c, 'job_deleted');
  })
  .post(`/company/jobs/:id{[0-9]+}/:move{${jobMoves.join('|')}}`, async (c) => {
    const auth = company(c);
    const move = c.req.param('move') as JobMove;
    const job = await jobsService(requestInfoOf(c)).move(auth, id(c), move);
    return reply(c, replyCodeOfMove[move], { job });
  })
  // Public
  .get('/jobs', async (c) => {
    const search = readQuery(c, jobSearchSchema, ['city_id']);
    return reply(c, 'jobs_loaded', { ...(await jobSearchService(c.get('deps'), c.get('locale')).search(search)) });
  })
  .get('/jobs/:id{[0-9]+}', async (c) => reply(c, 'job_loaded', { job: await publicJobsService(requestInfoOf(c)).job(id(c)) }))
  .get('/jobs/:id{[0-9]+}/requirements', async (c) =>
    reply(c, 'requirements_loaded', { requirements: await publicJobsService(requestInfoOf(c)).requirements(id(c)) }),
  )
  .get('/companies/:id{[0-9]+}', async (c) => reply(c, 'company_loaded', { ...(await publicJobsService(requestInfoOf(c)).company(id(c))) }))
  // Saved jobs (job seekers)
  .get('/account/saved-jobs', async (c) => {
    const auth = seeker(c);
    return reply(c, 'saved_jobs_loaded', await savedJobsService(requestInfoOf(c)).list(auth, readQuery(c, pageQuerySchema)));
  })
  .put('/account/saved-jobs/:jobId{[0-9]+}', async (c) => {
    const auth = seeker(c);
    return reply(c, 'job_saved', { ...(await savedJobsService(requestInfoOf(c)).save(auth, id(c, 'jobId'))) });
  })
  .delete('/account/saved-jobs/:jobId{[0-9]+}', async (c) => {
    const auth = seeker(c);
    return reply(c, 'job_unsaved', { ...(await savedJobsService(requestInfoOf(c)).unsave(auth, id(c, 'jobId'))) });
  });
