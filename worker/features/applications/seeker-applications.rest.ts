import { type Context, Hono } from 'hono';
import type { OpenAPIV3_1 } from 'openapi-types';
import type { AppEnv } from '../../http/context';
import { reply } from '../../http/envelope';
import { fileResponse } from '../../http/file-response';
import { routeDocs } from '../../openapi/route-doc';
import { requireAuth } from '../auth/auth.middleware';
import { requestInfoOf } from '../../http/request-info';
import { idParam, readQuery } from '../../http/validation';
import { applicationsQuerySchema } from './applications.schemas';
import { seekerApplicationsService } from './seeker-applications.service';

const doc = routeDocs('Applying');
const seeker = (c: Context<AppEnv>) => requireAuth(c.get('auth'), 'account');
const service = (c: Context<AppEnv>) => seekerApplicationsService(requestInfoOf(c));

const listOf = (key: string, extra: Record<string, OpenAPIV3_1.SchemaObject> = {}): OpenAPIV3_1.SchemaObject => ({
  type: 'object',
  properties: { [key]: { type: 'array', items: { type: 'object' } }, ...extra },
  required: [key, ...Object.keys(extra)],
});
const nextCursor: OpenAPIV3_1.SchemaObject = { type: ['string', 'null'], description: 'Pass as `cursor` for the next page; null at the end.' };
const offerAnswers = ['accept', 'decline'] as const;

/** The job seeker's side of applying (issue 12): applications by tab, withdraw, offers, interviews, dashboard. */
export const seekerApplicationsRest = new Hono<AppEnv>()
  .get(
    '/account/jobs/applications',
    doc({
      summary: 'My applications, by tab',
      description:
        "`type`: all, in_progress (submitted or in review), interviews, offers (offer or hired), not_selected, withdrawn. Newest first, keyset-paged (`cursor`, `limit` 1–50). Each has its job card with `is_open`, its status in the seeker's words, the CV as sent (`file_url` null while a made CV's PDF is rendered), the requirements ticked and the timeline.",
      access: 'account',
      query: applicationsQuerySchema,
      reply: { code: 'applications_loaded', data: listOf('applications', { next_cursor: nextCursor }) },
    }),
    async (c) => {
      const auth = seeker(c);
      return reply(c, 'applications_loaded', { ...(await service(c).list(auth, readQuery(c, applicationsQuerySchema))) });
    },
  )
  .post(
    '/account/applications/:id{[0-9]+}/withdraw',
    doc({
      summary: 'Withdraw one of my applications',
      description:
        "From submitted, in review, interview or offer (409 `application_not_withdrawable` otherwise); its pending offers count as declined. Another seeker's application answers 404.",
      access: 'account',
      reply: { code: 'application_withdrawn', data: ['application'] },
      errors: [404, 409],
    }),
    async (c) => {
      const auth = seeker(c);
      return reply(c, 'application_withdrawn', { application: await service(c).withdraw(auth, idParam(c)) });
    },
  )
  .get(
    '/account/jobs/offers-all',
    doc({
      summary: 'My job offers',
      description: 'Newest first. A pending offer past `expires_at` reads `expired`.',
      access: 'account',
      reply: { code: 'offers_loaded', data: listOf('offers') },
    }),
    async (c) => {
      const auth = seeker(c);
      return reply(c, 'offers_loaded', { offers: await service(c).offers(auth) });
    },
  )
  .post(
    `/account/offers/:id{[0-9]+}/:answer{${offerAnswers.join('|')}}`,
    doc({
      summary: 'Accept or decline an offer',
      description:
        "Accepting moves the application to hired, declining to withdrawn (each with its event, in one batch with the offer). An answered or expired offer, or one whose application is closed, answers 409 `offer_not_open`; another seeker's offer 404.",
      access: 'account',
      pathValues: { answer: offerAnswers },
      reply: { code: 'offer_accepted', data: ['offer'] },
      errors: [404, 409],
    }),
    async (c) => {
      const auth = seeker(c);
      if (c.req.param('answer') === 'accept') return reply(c, 'offer_accepted', { offer: await service(c).accept(auth, idParam(c)) });
      return reply(c, 'offer_declined', { offer: await service(c).decline(auth, idParam(c)) });
    },
  )
  .get(
    '/account/jobs/account-interviews',
    doc({
      summary: 'My interviews',
      description:
        'Those still to come first (soonest first), then past ones (latest first); cancelled ones stay, with `status: cancelled`. Times are UTC ISO 8601.',
      access: 'account',
      reply: { code: 'interviews_loaded', data: listOf('interviews') },
    }),
    async (c) => {
      const auth = seeker(c);
      return reply(c, 'interviews_loaded', { interviews: await service(c).interviews(auth) });
    },
  )
  .get(
    '/account/interviews/:id{[0-9]+}/ics',
    doc({
      summary: 'One of my interviews as a calendar file',
      description:
        "iCalendar (RFC 5545): the interview's stable UID and SEQUENCE, METHOD:REQUEST, or METHOD:CANCEL with STATUS:CANCELLED once cancelled; times in UTC.",
      access: 'account',
      reply: { file: 'text/calendar', description: 'The `.ics` file, as an attachment.' },
      errors: [404],
    }),
    async (c) => {
      const auth = seeker(c);
      const calendar = await service(c).calendar(auth, idParam(c));
      const body = new TextEncoder().encode(calendar.text);
      return fileResponse({ body, size: body.byteLength, contentType: calendar.contentType, name: calendar.name, cacheControl: 'private, no-store' });
    },
  )
  .get(
    '/account/dashboard',
    doc({
      summary: 'My dashboard counts',
      description: "Applications by status in the seeker's words with their total, upcoming interviews, open offers, CVs and saved jobs.",
      access: 'account',
      reply: { code: 'dashboard_loaded', data: ['dashboard'] },
    }),
    async (c) => {
      const auth = seeker(c);
      return reply(c, 'dashboard_loaded', { dashboard: await service(c).dashboard(auth) });
    },
  );
