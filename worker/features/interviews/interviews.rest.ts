import { type Context, Hono } from 'hono';
import type { OpenAPIV3_1 } from 'openapi-types';
import type { AppEnv } from '../../http/context';
import { reply } from '../../http/envelope';
import { idParam, readBody, readQuery } from '../../http/validation';
import { routeDocs } from '../../openapi/route-doc';
import { requireAuth } from '../auth/auth.middleware';
import { requestInfoOf } from '../../http/request-info';
import { companyInterviewsQuerySchema, interviewInputSchema, interviewPatchSchema, offerInputSchema } from './interviews.schemas';
import { interviewsService } from './interviews.service';
import { offersService } from './offers.service';

const doc = routeDocs('Interviews and offers');
const company = (c: Context<AppEnv>) => requireAuth(c.get('auth'), 'company');
const interviews = (c: Context<AppEnv>) => interviewsService(requestInfoOf(c));
const offers = (c: Context<AppEnv>) => offersService(requestInfoOf(c));

const listOf = (key: string, paged = false): OpenAPIV3_1.SchemaObject => ({
  type: 'object',
  properties: {
    [key]: { type: 'array', items: { type: 'object' } },
    ...(paged ? { next_cursor: { type: ['string', 'null'], description: 'Pass as `cursor` for the next page; null at the end.' } } : {}),
  },
  required: [key, ...(paged ? ['next_cursor'] : [])],
});

const mailNote = 'The seeker is mailed in their language with the `.ics` attached (stable UID, SEQUENCE one higher than the last copy, times in UTC)';
const fields =
  '`starts_at` ISO 8601 with its offset, ahead of now and within a year; `duration_minutes` 15–480; `mode` `on_site` (needs `location`) or `online` (needs an https `meeting_url`); `note` optional.';

/** Issue 13's interviews and offers, the company's side (the seeker's is in applications/seeker-applications.rest.ts). */
export const interviewsRest = new Hono<AppEnv>()
  .post(
    '/company/applications/:id{[0-9]+}/interviews',
    doc({
      summary: 'Schedule an interview with an applicant',
      description: `${fields} Not for a withdrawn, rejected or hired application (409 \`application_closed\`); another company's application answers 404. ${mailNote}, METHOD:REQUEST, SEQUENCE 0.`,
      access: 'company',
      body: interviewInputSchema,
      reply: { code: 'interview_scheduled', data: ['interview'], status: 201 },
      errors: [404, 409],
    }),
    async (c) => {
      const auth = company(c);
      const { fields: input } = await readBody(c, interviewInputSchema);
      return reply(c, 'interview_scheduled', { interview: await interviews(c).schedule(auth, idParam(c), input) }, 201);
    },
  )
  .get(
    '/company/applications/:id{[0-9]+}/interviews',
    doc({
      summary: 'The interviews of one applicant',
      description: "Cancelled ones included (`status`), the latest start first. Another company's application answers 404.",
      access: 'company',
      reply: { code: 'interviews_loaded', data: listOf('interviews') },
      errors: [404],
    }),
    async (c) => {
      const auth = company(c);
      return reply(c, 'interviews_loaded', { interviews: await interviews(c).ofApplication(auth, idParam(c)) });
    },
  )
  .patch(
    '/company/interviews/:id{[0-9]+}',
    doc({
      summary: 'Reschedule or change an interview',
      description: `Any of the fields of scheduling; the result follows the same rules. A cancelled or past interview answers 409 \`interview_not_open\`, a change made meanwhile 409 \`interview_changed\`. ${mailNote}, METHOD:REQUEST.`,
      access: 'company',
      body: interviewPatchSchema,
      reply: { code: 'interview_updated', data: ['interview'] },
      errors: [404, 409],
    }),
    async (c) => {
      const auth = company(c);
      const { fields: patch } = await readBody(c, interviewPatchSchema);
      return reply(c, 'interview_updated', { interview: await interviews(c).update(auth, idParam(c), patch) });
    },
  )
  .delete(
    '/company/interviews/:id{[0-9]+}',
    doc({
      summary: 'Cancel an interview',
      description: `The interview stays, with \`status: cancelled\`. A cancelled or past interview answers 409 \`interview_not_open\`. ${mailNote}, METHOD:CANCEL.`,
      access: 'company',
      reply: { code: 'interview_cancelled', data: ['interview'] },
      errors: [404, 409],
    }),
    async (c) => {
      const auth = company(c);
      return reply(c, 'interview_cancelled', { interview: await interviews(c).cancel(auth, idParam(c)) });
    },
  )
  .get(
    '/company/jobs/interviews',
    doc({
      summary: "The company's interviews",
      description:
        "Over all its jobs, by start time: `sort_type` `desc` (default) or `asc`. Each with the applicant's name, the job, the application id and UTC ISO times; cancelled ones included. Keyset-paged (`cursor`, `limit` 1–50, `next_cursor`).",
      access: 'company',
      query: companyInterviewsQuerySchema,
      reply: { code: 'interviews_loaded', data: listOf('interviews', true) },
    }),
    async (c) => {
      const auth = company(c);
      return reply(c, 'interviews_loaded', { ...(await interviews(c).list(auth, readQuery(c, companyInterviewsQuerySchema))) });
    },
  )
  .post(
    '/company/applications/:id{[0-9]+}/offers',
    doc({
      summary: 'Send an applicant an offer',
      description:
        '`title`, `salary` (whole number) with `salary_currency` IQD or USD, `start_date` YYYY-MM-DD (not before today in Baghdad), `expires_at` ISO 8601 (ahead, within a year), `message`. Moves the application to `offer` (with its event) in the same batch. One open offer per application (409 `offer_already_pending`); a withdrawn, rejected or hired application answers 409 `application_closed`. The seeker is mailed in their language.',
      access: 'company',
      body: offerInputSchema,
      reply: { code: 'offer_sent', data: ['offer'], status: 201 },
      errors: [404, 409],
    }),
    async (c) => {
      const auth = company(c);
      const { fields: input } = await readBody(c, offerInputSchema);
      return reply(c, 'offer_sent', { offer: await offers(c).create(auth, idParam(c), input) }, 201);
    },
  )
  .get(
    '/company/applications/:id{[0-9]+}/offers',
    doc({
      summary: 'The offers of one applicant',
      description: "Newest first; a pending offer past `expires_at` reads `expired`. Another company's application answers 404.",
      access: 'company',
      reply: { code: 'offers_loaded', data: listOf('offers') },
      errors: [404],
    }),
    async (c) => {
      const auth = company(c);
      return reply(c, 'offers_loaded', { offers: await offers(c).ofApplication(auth, idParam(c)) });
    },
  )
  .post(
    '/company/offers/:id{[0-9]+}/withdraw',
    doc({
      summary: 'Withdraw an offer',
      description: 'Only an open offer (pending, not expired; 409 `offer_not_pending` otherwise). The application keeps its stage; the seeker is mailed.',
      access: 'company',
      reply: { code: 'offer_withdrawn', data: ['offer'] },
      errors: [404, 409],
    }),
    async (c) => {
      const auth = company(c);
      return reply(c, 'offer_withdrawn', { offer: await offers(c).withdraw(auth, idParam(c)) });
    },
  );
