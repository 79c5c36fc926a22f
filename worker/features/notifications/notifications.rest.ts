import { type Context, Hono } from 'hono';
import type { OpenAPIV3_1 } from 'openapi-types';
import type { AppEnv } from '../../http/context';
import { reply } from '../../http/envelope';
import { idParam, readBody, readQuery } from '../../http/validation';
import { routeDocs } from '../../openapi/route-doc';
import { requireAuth } from '../auth/auth.middleware';
import { requestInfoOf } from '../../http/request-info';
import { followersService } from './followers.service';
import { followSchema, pageSchema } from './notifications.schemas';
import { notificationsService } from './notifications.service';

const doc = routeDocs('Notifications');
const seeker = (c: Context<AppEnv>) => requireAuth(c.get('auth'), 'account');
const member = (c: Context<AppEnv>) => requireAuth(c.get('auth'), 'account', 'company');
const followers = (c: Context<AppEnv>) => followersService(requestInfoOf(c));
const notices = (c: Context<AppEnv>) => notificationsService(requestInfoOf(c));

const pages = 'Keyset-paged (`cursor`, `limit` 1–50, `next_cursor`).';
const followState: OpenAPIV3_1.SchemaObject = {
  type: 'object',
  properties: { company_id: { type: 'integer' }, following: { type: 'boolean' } },
  required: ['company_id', 'following'],
};
const unreadCount: OpenAPIV3_1.SchemaObject = { type: 'object', properties: { unread: { type: 'integer', minimum: 0 } }, required: ['unread'] };
const listOf = (key: string): OpenAPIV3_1.SchemaObject => ({
  type: 'object',
  properties: {
    [key]: { type: 'array', items: { type: 'object' } },
    ...(key === 'notifications' ? { unread: { type: 'integer', minimum: 0 } } : {}),
    next_cursor: { type: ['string', 'null'] },
  },
  required: [key, 'next_cursor', ...(key === 'notifications' ? ['unread'] : [])],
});
const notificationKindsNote =
  "Each has `id`, `kind`, `payload`, `read_at` (null while unread) and `created_at`. Kinds for a job seeker: `stage_changed`, `interview_scheduled`, `interview_changed`, `interview_cancelled`, `offer_received`, `offer_withdrawn`, `new_job` (a followed company published one), `message`; for a company: `new_applicant`, `offer_accepted`, `offer_declined`, `application_withdrawn`, `message`. An application's payload: `application_id`, `job_id`, `job_title`, `company_id`, `company_name`, `applicant_name`, `status` (in the seeker's words), with `interview_id` and `starts_at` or `offer_id` where they apply; `new_job`'s: `job_id`, `job_title`, `company_id`, `company_name`.";

/** Issue 15: followed companies (the REST contract's `/company-job-subscribers`) and the bell's notifications (docs/product.md#notifications-and-followed-companies). */
export const notificationsRest = new Hono<AppEnv>()
  .post(
    '/company-job-subscribers',
    doc({
      summary: 'Follow a company',
      description:
        'The job seeker is told (a notification and an e-mail in their language) when the company publishes a job, once per job. Following again changes nothing. A company that is not public (unknown, pending, closed) answers 404.',
      access: 'account',
      body: followSchema,
      reply: { code: 'company_followed', data: followState },
      errors: [404],
    }),
    async (c) => {
      const auth = seeker(c);
      const { fields } = await readBody(c, followSchema);
      return reply(c, 'company_followed', { ...(await followers(c).follow(auth, fields.company_id)) });
    },
  )
  .delete(
    '/company-job-subscribers/:company_id{[0-9]+}',
    doc({
      summary: 'Stop following a company',
      description: 'Not following it already changes nothing; an id that is no company answers 404.',
      access: 'account',
      reply: { code: 'company_unfollowed', data: followState },
      errors: [404],
    }),
    async (c) => {
      const auth = seeker(c);
      return reply(c, 'company_unfollowed', { ...(await followers(c).unfollow(auth, idParam(c, 'company_id'))) });
    },
  )
  .get(
    '/account/followed-companies',
    doc({
      summary: 'The companies I follow',
      description: `Each with \`id\`, \`name\`, \`logo_url\` and \`followed_at\`; the latest followed first. ${pages}`,
      access: 'account',
      query: pageSchema,
      reply: { code: 'followed_companies_loaded', data: listOf('companies') },
    }),
    async (c) => {
      const auth = seeker(c);
      return reply(c, 'followed_companies_loaded', { ...(await followers(c).list(auth, readQuery(c, pageSchema))) });
    },
  )
  .get(
    '/account/followed-companies/:company_id{[0-9]+}',
    doc({
      summary: 'Whether I follow a company',
      description: "For the Follow button on the company's page and its jobs. A company that is not public answers 404.",
      access: 'account',
      reply: { code: 'follow_status_loaded', data: followState },
      errors: [404],
    }),
    async (c) => {
      const auth = seeker(c);
      return reply(c, 'follow_status_loaded', { ...(await followers(c).status(auth, idParam(c, 'company_id'))) });
    },
  )
  .get(
    '/notifications',
    doc({
      summary: 'My notifications',
      description: `Newest first. ${notificationKindsNote} \`unread\` counts the reader's unread ones in all. Job seekers and approved companies. ${pages}`,
      access: 'signed-in',
      query: pageSchema,
      reply: { code: 'notifications_loaded', data: listOf('notifications') },
    }),
    async (c) => {
      const auth = member(c);
      return reply(c, 'notifications_loaded', { ...(await notices(c).list(auth, readQuery(c, pageSchema))) });
    },
  )
  .get(
    '/notifications/unread-count',
    doc({
      summary: 'How many notifications I have not read',
      description: "For the bell's badge.",
      access: 'signed-in',
      reply: { code: 'notifications_counted', data: unreadCount },
    }),
    async (c) => {
      const auth = member(c);
      return reply(c, 'notifications_counted', { unread: await notices(c).unread(auth) });
    },
  )
  .post(
    '/notifications/read-all',
    doc({ summary: 'Mark all my notifications read', access: 'signed-in', reply: { code: 'notifications_read', data: unreadCount } }),
    async (c) => {
      const auth = member(c);
      return reply(c, 'notifications_read', { ...(await notices(c).readAll(auth)) });
    },
  )
  .post(
    '/notifications/:id{[0-9]+}/read',
    doc({
      summary: 'Mark one notification read',
      description: "Reading it again changes nothing; another user's notification answers 404. Replies with the unread count left.",
      access: 'signed-in',
      reply: { code: 'notification_read', data: unreadCount },
      errors: [404],
    }),
    async (c) => {
      const auth = member(c);
      return reply(c, 'notification_read', { ...(await notices(c).read(auth, idParam(c, 'id'))) });
    },
  );
